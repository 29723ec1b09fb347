/**
 * Foyer's D1 schema (docs/architecture.md#data-model). The only place tables are defined:
 * `npm run db:generate` turns changes into a new SQL file in migrations/.
 *
 * Conventions:
 * - ids are text UUIDs (`crypto.randomUUID()`), generated in JS so a row's id is known before the batch runs;
 * - instants are ISO-8601 UTC text (`2026-11-23T07:30:00.000Z`, as `Date#toISOString`), which sorts
 *   lexicographically; dates the family sees are `yyyy-MM-dd` and times `HH:mm`, in the space's time zone;
 * - booleans are integers in boolean mode, JSON is text in json mode with a typed `$type`;
 * - enums are checked by TypeScript and zod, not by SQL CHECKs: SQLite can only change a CHECK by rebuilding
 *   the table, and rebuilding a parent table on D1 is dangerous (foreign keys cannot be switched off in a
 *   D1 migration, so the DROP TABLE of the rebuild fires every ON DELETE CASCADE). Keep migrations additive.
 */

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { SESSION_END_REASONS } from '../domain/auth-constants.ts';
import { DEFAULT_PROFILE_EMOJI } from '../domain/avatars.ts';
import { CATEGORY_IDS } from '../domain/categories.ts';
import { CUSTODY_HOLIDAY_RULE_IDS, CUSTODY_RHYTHM_IDS } from '../domain/custody.ts';
import { LIST_TYPES } from '../domain/list-types.ts';
import { MEAL_SLOTS } from '../domain/meal-slots.ts';
import { DIGEST_SCOPES } from '../domain/notification-preferences.ts';
import { HAND_OVER_ANSWERS, NOTIFICATION_TYPES } from '../domain/notification-types.ts';
import { PROFILE_ROLES } from '../domain/roles.ts';
import { SCHOOL_ZONES } from '../domain/school-holidays.ts';
import { DEFAULT_SPACE_DESCRIPTION, DEFAULT_TIME_ZONE } from '../domain/space-defaults.ts';
import {
  DEFAULT_REMINDER_LEAD_MINUTES,
  type IsoWeekday,
  RECURRENCES,
} from '../domain/task-options.ts';
import { TASK_PERSON_ROLES } from '../domain/task-people.ts';

export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

const nowIso = (): string => new Date().toISOString();

/** Text UUID primary key, generated in JS. */
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/**
 * A non-null instant defaulting to now, taken from the Worker's clock like every other instant the code
 * computes (expiries, reminders), not from SQLite's. No SQL default on purpose: drizzle would prefer it to
 * the JS one, and a caller that knows "now" (cron, seed, tests) passes it explicitly.
 */
const instant = (name: string) => text(name).notNull().$defaultFn(nowIso);

const createdAt = () => instant('created_at');
const updatedAt = () => instant('updated_at').$onUpdateFn(nowIso);

// ---------------------------------------------------------------------------------------------
// Accounts and sessions
// ---------------------------------------------------------------------------------------------

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased (the CHECK guards against a forgotten `toLowerCase()`). */
    email: text('email').notNull(),
    /** PHC string, e.g. `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerifiedAt: text('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One row per refresh token. Rotation inserts the next token of the same `chain_id` and marks this one
 * `rotated_at`; presenting a rotated token again after the grace window revokes the whole chain.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque refresh token; the token itself is never stored. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    /** Shared by every token descended from one sign-in. */
    chainId: text('chain_id').notNull(),
    /** "Rester connecté": persistent cookies, 30 days; otherwise session cookies, 12 hours. */
    persistent: integer('persistent', { mode: 'boolean' }).notNull().default(false),
    /** The end of the chain (counted from sign-in), copied onto each rotated token. */
    expiresAt: text('expires_at').notNull(),
    /** Set when this token was replaced by the next of its chain (start of the grace window). */
    rotatedAt: text('rotated_at'),
    /** Set on sign-out or when reuse of a rotated token revokes the chain. */
    revokedAt: text('revoked_at'),
    /** Why another device ended it (a password change, « Appareils connectés »); told on refresh. */
    revokedReason: text('revoked_reason', { enum: SESSION_END_REASONS }),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_unique').on(t.refreshTokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_chain_id_idx').on(t.chainId),
    // The cron's purge (worker/cron/purge.ts) finds ended and long-revoked sessions through these.
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_revoked_at_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/** Single-use email links: address confirmation and password reset (30 minutes). */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    /** SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.tokenHash),
    index('email_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    // The cron's purge of links past their end.
    index('email_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Fixed-window counters for failed logins and email-sending routes (docs/architecture.md#auth).
 * A D1 row, not the Workers Rate Limiting binding: that binding only counts per location over 10 or
 * 60 seconds and is eventually consistent, while a login limit needs e.g. "10 failures per 15 minutes for
 * this address", the same everywhere, and testable in workerd.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    /** What is counted, e.g. `login:email:camille@example.fr` or `mail:ip:203.0.113.7`. */
    key: text('key').primaryKey(),
    windowStart: text('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------------
// Passkeys (docs/decisions/038-passkeys.md)
// ---------------------------------------------------------------------------------------------

/**
 * A passkey (WebAuthn discoverable credential) that signs its account in like its password does.
 * Only the public key is stored; the private key never leaves the user's device or password manager.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url: what a sign-in names. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which do not count). */
    counter: integer('counter').notNull().default(0),
    /** How the browser reaches it (`internal`, `hybrid`, `usb`...), a hint for later ceremonies. */
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    /** Whether it is synced across the user's devices (`multiDevice`) or bound to one. */
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    /** What Mon compte shows, « Chrome sur Android » at first; the user may rename it. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_unique').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
  ],
);

export const PASSKEY_CHALLENGE_PURPOSES = ['register', 'sign-in'] as const;
export type PasskeyChallengePurpose = (typeof PASSKEY_CHALLENGE_PURPOSES)[number];

/**
 * The challenge of one WebAuthn ceremony, from its options to its verification: single use (deleted
 * as it is checked) and short-lived. A registration's is bound to the account that asked for it.
 */
export const passkeyChallenges = sqliteTable(
  'passkey_challenges',
  {
    /** The random challenge itself, base64url, as the browser signs it. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Family spaces, members, profiles, invitations
// ---------------------------------------------------------------------------------------------

export const familySpaces = sqliteTable(
  'family_spaces',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(DEFAULT_SPACE_DESCRIPTION),
    /** IANA zone in which the space's dates and times are read. */
    timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // --- school holidays (docs/decisions/048-school-holidays.md) ---
    /** « Zone scolaire » A, B or C (domain/school-holidays.ts); null: « Aucune ». */
    schoolZone: text('school_zone', { enum: SCHOOL_ZONES }),
    /**
     * « Vacances scolaires dans le calendrier abonné »: the zone's holidays written in the calendar
     * feed as all-day events; off by default, meaningless without a zone.
     */
    feedSchoolHolidays: integer('feed_school_holidays', { mode: 'boolean' })
      .notNull()
      .default(false),
  },
  (t) => [index('family_spaces_created_at_idx').on(t.createdAt)],
);

export const spaceMembers = sqliteTable(
  'space_members',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Admins may rename and delete the space. */
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    displayName: text('display_name').notNull(),
    emoji: text('emoji').notNull().default(DEFAULT_PROFILE_EMOJI),
    role: text('role', { enum: PROFILE_ROLES }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.userId] }),
    index('space_members_user_id_idx').on(t.userId),
  ],
);

/** The people of the family (who uses the app, who is assigned, which child is concerned). */
export const familyProfiles = sqliteTable(
  'family_profiles',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: PROFILE_ROLES }).notNull(),
    emoji: text('emoji').notNull().default(DEFAULT_PROFILE_EMOJI),
    /** An id of domain/profile-colours.ts; null until chosen (a default is derived from the id). */
    colour: text('colour'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Profiles are listed oldest first.
  (t) => [index('family_profiles_space_id_created_at_idx').on(t.spaceId, t.createdAt)],
);

export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** 8 characters, A–Z and 0–9. */
    inviteCode: text('invite_code').notNull(),
    invitedFirstName: text('invited_first_name').notNull(),
    invitedLastName: text('invited_last_name').notNull(),
    /** The role of the profile a join creates (« Grand-parent » for a grandmother). */
    invitedRole: text('invited_role', { enum: PROFILE_ROLES }).notNull().default('parent'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: text('accepted_at'),
  },
  (t) => [
    uniqueIndex('invitations_invite_code_unique').on(t.inviteCode),
    index('invitations_space_id_idx').on(t.spaceId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Planning
// ---------------------------------------------------------------------------------------------

/** Tasks and activities (an activity is a task whose `type` is an activity category). */
export const tasks = sqliteTable(
  'tasks',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Category id from domain/categories.ts ('ecole', 'sport', …). */
    type: text('type', { enum: CATEGORY_IDS }).notNull(),
    /** `yyyy-MM-dd` in the space's zone; for a series, its first occurrence. */
    date: text('date').notNull(),
    /** `HH:mm` in the space's zone. */
    time: text('time'),
    /** Optional `HH:mm` end, so that conflicts can mean overlaps (docs/product.md#alerts). */
    endTime: text('end_time'),
    location: text('location'),
    recurrence: text('recurrence', { enum: RECURRENCES }).notNull().default('none'),
    /** ISO weekdays (1 = lundi … 7 = dimanche) of a daily recurrence; empty means every day. */
    recurrenceDays: text('recurrence_days', { mode: 'json' })
      .$type<IsoWeekday[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Last day of the series, inclusive (`yyyy-MM-dd`). */
    recurrenceEndDate: text('recurrence_end_date'),
    /** Occurrence dates (`yyyy-MM-dd`) removed from the series. */
    recurrenceExceptions: text('recurrence_exceptions', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    // Richer recurrence (domain/recurrence.ts); the defaults keep older rows what they were.
    /** Every Nth day, week, month or year of the rule, counted from `date`. */
    recurrenceInterval: integer('recurrence_interval').notNull().default(1),
    /** Monthly by weekday: 1–4, or -1 for the last (« le dernier vendredi »); null by day of month. */
    recurrenceMonthPosition: integer('recurrence_month_position'),
    /** « Après N fois »: N, with `recurrence_end_date` holding the Nth occurrence's day. */
    recurrenceCount: integer('recurrence_count'),
    /**
     * Unused, always null: a task's people are `task_people`'s rows (decision 042). The two columns
     * stay because SQLite cannot drop a column named in a table-level FOREIGN KEY, and rebuilding
     * `tasks` is what decision 003 forbids. `Task` and `NewTask` below leave them out, so no code
     * reads or writes them.
     */
    assignedTo: text('assigned_to').references(() => familyProfiles.id, { onDelete: 'set null' }),
    /** Unused, always null, as `assigned_to` is. */
    childId: text('child_id').references(() => familyProfiles.id, { onDelete: 'set null' }),
    hasNotification: integer('has_notification', { mode: 'boolean' }).notNull().default(false),
    /** Reminder lead time in minutes. */
    notificationTime: integer('notification_time').notNull().default(DEFAULT_REMINDER_LEAD_MINUTES),
    description: text('description'),
    notes: text('notes'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * UTC instant of the next reminder still to send (occurrence start minus the lead time), or null.
     * The cron reads `next_reminder_at <= now`, sends, then moves it to the next occurrence.
     */
    nextReminderAt: text('next_reminder_at'),
    // --- all-day and multi-day events (docs/decisions/043-all-day-and-multi-day-events.md) ---
    /** « Toute la journée »: no time; `notification_time` then names an hour (domain/event-span.ts). */
    allDay: integer('all_day', { mode: 'boolean' }).notNull().default(false),
    /** Last day of a multi-day single event, inclusive (`yyyy-MM-dd`); null for one day. */
    endDate: text('end_date'),
    // --- series that pause (docs/decisions/048-school-holidays.md, domain/series-pause.ts) ---
    /** « Sauf jours fériés »: a series skips France's public holidays. */
    skipPublicHolidays: integer('skip_public_holidays', { mode: 'boolean' })
      .notNull()
      .default(false),
    /** « Sauf vacances scolaires »: a series skips the school holidays of the space's zone. */
    skipSchoolHolidays: integer('skip_school_holidays', { mode: 'boolean' })
      .notNull()
      .default(false),
  },
  (t) => [
    // Single tasks of a range: `space_id = ? and date between ? and ?`.
    index('tasks_space_id_date_idx').on(t.spaceId, t.date),
    // Series of a range: those not over before its first day, found without walking every task
    // dated before it (worker/tasks/queries.ts `seriesInRange`, which repeats this expression).
    index('tasks_series_last_day_idx')
      .on(
        t.spaceId,
        sql`(case when ${t.recurrenceEndDate} is null then '9999-12-31' else ${t.recurrenceEndDate} end)`,
      )
      .where(sql`${t.recurrence} <> 'none'`),
    // Multi-day events that started before a range and run into it: `end_date >= from`, read
    // through a partial index that holds only those events (worker/tasks/queries.ts).
    index('tasks_span_end_idx').on(t.spaceId, t.endDate).where(sql`${t.endDate} is not null`),
    index('tasks_next_reminder_at_idx')
      .on(t.nextReminderAt)
      .where(sql`${t.nextReminderAt} is not null`),
  ],
);

/**
 * The people of a task: its responsible adults and the children it concerns, one row per person and
 * role (docs/decisions/042-several-people-per-event.md). Deleting a task or a profile removes its rows:
 * a task left without a responsible is « Non assigné ».
 */
export const taskPeople = sqliteTable(
  'task_people',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TASK_PERSON_ROLES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.profileId, t.role] }),
    // A person's events (the person filter, a profile's feed) and the cascade of a profile's delete.
    index('task_people_profile_id_idx').on(t.profileId),
  ],
);

/** The "Mémos" card of a task's detail. */
export const taskMemos = sqliteTable(
  'task_memos',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** Who wrote it; the memo stays with the task if the account goes. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** Optional `HH:mm`. */
    time: text('time'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_memos_task_id_created_at_idx').on(t.taskId, t.createdAt),
    index('task_memos_space_id_idx').on(t.spaceId),
  ],
);

/**
 * « Fait » ticks, one row per occurrence (`date` is the occurrence's day; a single task's own day),
 * so ticking one day of a series leaves the others (docs/product.md#tasks). Untick deletes the row.
 */
export const taskCompletions = sqliteTable(
  'task_completions',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** `yyyy-MM-dd` in the space's zone. */
    date: text('date').notNull(),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The profile selected on the device that ticked it, named in « a été fait par ». */
    completedByProfileId: text('completed_by_profile_id').references(() => familyProfiles.id, {
      onDelete: 'set null',
    }),
    completedAt: instant('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.date] }),
    // Ranges read a space's ticks by day.
    index('task_completions_space_id_date_idx').on(t.spaceId, t.date),
    index('task_completions_completed_by_profile_id_idx').on(t.completedByProfileId),
  ],
);

/**
 * « C'est voulu, ignorer »: a pair of clashing occurrences the family accepts, no longer shown as a
 * conflict (docs/decisions/046-ignored-conflicts.md). Each occurrence is named by its key (id, day,
 * times: domain/ignored-conflicts.ts), the pair in one order; deleting either task or the space
 * removes the row.
 */
export const ignoredConflicts = sqliteTable(
  'ignored_conflicts',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** The smaller of the two occurrence keys. */
    firstOccurrence: text('first_occurrence').notNull(),
    secondOccurrence: text('second_occurrence').notNull(),
    firstTaskId: text('first_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    secondTaskId: text('second_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /**
     * The later of the two occurrences' days (`yyyy-MM-dd`, read from their keys): once it has
     * passed, the pair can never clash again and the cron purges it.
     */
    lastDay: text('last_day').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.firstOccurrence, t.secondOccurrence] }),
    // The cascades of a task's delete.
    index('ignored_conflicts_first_task_id_idx').on(t.firstTaskId),
    index('ignored_conflicts_second_task_id_idx').on(t.secondTaskId),
    // The purge of the pairs whose days have passed.
    index('ignored_conflicts_last_day_idx').on(t.lastDay),
  ],
);

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/**
 * A shop the family goes to (« Carrefour », « Marché »), with its own aisle order
 * (docs/decisions/083-shops-and-aisle-order.md). A shopping list that names it shows its items in
 * that order.
 */
export const shops = sqliteTable(
  'shops',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** Trimmed, 1 to 40 characters, one per name in the space (case aside: `nameKey`). */
    name: text('name').notNull(),
    /**
     * The aisles' ids (domain/section-ids.ts) in the order this shop is walked, as the family set
     * them; read through `shopAisleOrder` (domain/shops.ts), which places an aisle missing here (one
     * added to Foyer later) after the one it follows by default. Empty: the default order.
     */
    aisles: text('aisles', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    /**
     * The name as compared within the space, `shopNameKey(name)` (domain/shops.ts): every letter's
     * case folded (« MARCHÉ » is « marché »), runs of spaces made one, accents kept. Written by the
     * Worker with the name, since SQLite's lower() and NOCASE fold ASCII letters only.
     */
    nameKey: text('name_key').notNull().default(''),
  },
  // One shop per name in a space; the index also serves the space's shops.
  (t) => [uniqueIndex('shops_space_id_name_key_unique').on(t.spaceId, t.nameKey)],
);

export const lists = sqliteTable(
  'lists',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: LIST_TYPES }).notNull().default('tasks'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Bumped by the database itself on every insert, update and delete of the list's items, whichever
     * statement makes it (triggers of migration `list_version`): a live item event carries the
     * version its change made, so a phone applies events in order and refetches on a gap
     * (docs/decisions/076-list-live-events-carry-the-item.md).
     */
    version: integer('version').notNull().default(0),
    /**
     * The shop whose aisle order a shopping list shows (docs/decisions/083-shops-and-aisle-order.md);
     * null for the default order, and again when the shop is deleted.
     */
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lists_space_id_created_at_idx').on(t.spaceId, t.createdAt),
    // Deleting a shop sets its lists' shop to null: without an index each deletion scans every list.
    index('lists_shop_id_idx').on(t.shopId),
  ],
);

export const listItems = sqliteTable(
  'list_items',
  {
    // Client-generated ids are accepted, so that a change queued offline replays idempotently.
    id: id(),
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** Trimmed, 1 to 500 characters. */
    text: text('text').notNull(),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    /** "ajouté par": the account, and the profile selected on the device when the client sent one. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByProfileId: text('created_by_profile_id').references(() => familyProfiles.id, {
      onDelete: 'set null',
    }),
    /** "coché par"; cleared with `completed_at` when the item is unticked. */
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedByProfileId: text('completed_by_profile_id').references(() => familyProfiles.id, {
      onDelete: 'set null',
    }),
    completedAt: text('completed_at'),
    createdAt: createdAt(),
    /**
     * Its aisle on a shopping list (domain/sections.ts `SECTION_IDS`), set when added; null for items
     * added before aisles existed, which the SPA places by the word list.
     */
    section: text('section'),
    /** A short detail shown after its name (« sans lactose »): trimmed, 1 to 80 characters, or null. */
    note: text('note'),
    /**
     * A to-do's due day (`yyyy-MM-dd`) and optional `HH:mm`, in the space's zone; only items of a
     * « Tâches » list carry them (docs/decisions/082-shared-to-dos.md).
     */
    dueDate: text('due_date'),
    dueTime: text('due_time'),
    /** The reminder as chosen (`yyyy-MM-ddTHH:mm` in the space's zone), never after the due moment. */
    reminder: text('reminder'),
    /** That reminder in UTC, what the cron scans; null once ticked, as a memo done. */
    remindAt: text('remind_at'),
    /** When the reminder was sent; a new reminder clears it. */
    remindedAt: text('reminded_at'),
  },
  (t) => [
    index('list_items_list_id_created_at_idx').on(t.listId, t.createdAt),
    // Deleting a profile sets these to null: without an index each deletion scans every item.
    index('list_items_created_by_profile_id_idx').on(t.createdByProfileId),
    index('list_items_completed_by_profile_id_idx').on(t.completedByProfileId),
    // The planning and the home read a range of due days.
    index('list_items_due_date_idx').on(t.dueDate).where(sql`${t.dueDate} is not null`),
    // What the cron scans every minute, as `memos_due_at_pending_idx`: the query repeats the condition.
    index('list_items_remind_at_pending_idx')
      .on(t.remindAt)
      .where(sql`${t.remindedAt} is null and ${t.remindAt} is not null`),
  ],
);

/** Who a to-do is for (« Thomas »): one row per family profile it is assigned to. */
export const listItemAssignees = sqliteTable(
  'list_item_assignees',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.profileId] }),
    // « Mes tâches » and a profile's deletion.
    index('list_item_assignees_profile_id_idx').on(t.profileId),
  ],
);

/**
 * The aisle a family chose for an item's name (`sectionKey` of domain/sections.ts) by moving it: used
 * before the word list when the same name is added again to any list of the space.
 */
export const itemSections = sqliteTable(
  'item_sections',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    section: text('section').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.key] })],
);

/**
 * What a list bought (docs/decisions/077-list-purchase-history.md): one row per name (`sectionKey` of
 * domain/sections.ts), written when a ticked item is deleted (« Supprimer les éléments cochés »), so
 * the weekly shop survives its clearing. « Récemment achetés » re-adds from it in one tap and the add
 * field suggests from it. At most `MAX_PURCHASES_PER_LIST` rows a list: the oldest go.
 */
export const listPurchases = sqliteTable(
  'list_purchases',
  {
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The text as last bought, quantity included (« 2 x lait »): re-added as it was. */
    text: text('text').notNull(),
    section: text('section'),
    note: text('note'),
    /** How many times it was bought (cleared while ticked). */
    count: integer('count').notNull().default(1),
    lastBoughtAt: text('last_bought_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.key] }),
    // « Récemment achetés » and the cap read a list's purchases newest first.
    index('list_purchases_list_id_last_bought_at_idx').on(t.listId, t.lastBoughtAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Weekly menus
// ---------------------------------------------------------------------------------------------

/**
 * « Menus de la semaine » (docs/decisions/084-weekly-menus.md): at most one meal per day and slot
 * (`dejeuner`, `diner`) of a space; planning it again replaces it.
 */
export const meals = sqliteTable(
  'meals',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** The day, `yyyy-MM-dd` in the space's calendar. */
    date: text('date').notNull(),
    slot: text('slot', { enum: MEAL_SLOTS }).notNull(),
    /** Trimmed, 1 to 80 characters. */
    name: text('name').notNull(),
    /** One ingredient per line (« 2 x tomates »), '' for none. */
    ingredients: text('ingredients').notNull().default(''),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: text('updated_at').notNull(),
  },
  // The week's read is a range of this key.
  (t) => [primaryKey({ columns: [t.spaceId, t.date, t.slot] })],
);

// ---------------------------------------------------------------------------------------------
// Memos (To Do List and list reminders)
// ---------------------------------------------------------------------------------------------

/** A profile's to-do memo, optionally with a reminder (`due_at`), optionally about a list. */
export const memos = sqliteTable(
  'memos',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** Whose To Do List it is on; the memo goes with the profile. */
    profileId: text('profile_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    /** The account that wrote it, and receives its reminder. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set for a list reminder (docs/product.md#memos). Cascade rather than set null: such a
     * memo only means "do something with this list", and once the list is gone a reminder about it would
     * point nowhere and fire for nothing.
     */
    listId: text('list_id').references(() => lists.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** `yyyy-MM-dd` and `HH:mm` as typed, in the space's zone. */
    date: text('date'),
    time: text('time'),
    /** The reminder instant in UTC (date + time in the space's zone), when both are set. */
    dueAt: text('due_at'),
    /** When the reminder was sent; editing the date or time clears it. */
    notifiedAt: text('notified_at'),
    /** When it was ticked « fait » on the To Do List; null while still to do. */
    doneAt: text('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('memos_space_id_profile_id_idx').on(t.spaceId, t.profileId),
    index('memos_profile_id_created_at_idx').on(t.profileId, t.createdAt),
    index('memos_list_id_idx').on(t.listId),
    // What the cron scans every minute: only memos with a reminder still to send. SQLite uses a partial
    // index only if the query repeats its condition: `where notified_at is null and due_at <= ?`.
    index('memos_due_at_pending_idx')
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null and ${t.dueAt} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** The recipient. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile it concerns; reminders are shown only while that profile is selected. */
    profileId: text('profile_id').references(() => familyProfiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** A task, memo, list or profile id depending on `type`: polymorphic, so no foreign key. */
    relatedId: text('related_id'),
    read: integer('read', { mode: 'boolean' }).notNull().default(false),
    /**
     * Makes a generated notification happen once per recipient: unique with `user_id`, and the cron
     * inserts with ON CONFLICT DO NOTHING. E.g. `memo:<memoId>:<dueAt>` (a memo moved to a new time
     * reminds again) or `task:<taskId>:<occurrence yyyy-MM-dd>` (each occurrence of a series once).
     * Null for notifications that are not deduplicated (NULLs are distinct in a SQLite unique index).
     */
    dedupeKey: text('dedupe_key'),
    /**
     * A hand-over notice's author (docs/decisions/078-hand-over-answers.md): the account told of the
     * answer, and the profile a declined hand-over returns to. Null for other types.
     */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorProfileId: text('author_profile_id').references(() => familyProfiles.id, {
      onDelete: 'set null',
    }),
    /** A hand-over notice once answered, on every copy of it: « Accepter » or « Refuser ». */
    answer: text('answer', { enum: HAND_OVER_ANSWERS }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_space_id_user_id_read_created_at_idx').on(
      t.spaceId,
      t.userId,
      t.read,
      t.createdAt,
    ),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_profile_id_idx').on(t.profileId),
    index('notifications_author_id_idx').on(t.authorId),
    index('notifications_author_profile_id_idx').on(t.authorProfileId),
    uniqueIndex('notifications_user_id_dedupe_key_unique').on(t.userId, t.dedupeKey),
    // The cron's purge of read notifications older than 90 days.
    index('notifications_read_created_at_idx').on(t.read, t.createdAt),
  ],
);

/**
 * List ticks not told yet (docs/decisions/045-grouped-list-tick-notices.md): a tick writes one row
 * in its own batch, an untick deletes it, and the cron turns each (list, author) whose last tick is
 * two minutes old into one notice per other member, « Julien a coché 5 éléments de Courses », then
 * deletes the rows. The table holds only what is pending, so the cron reads no more than that.
 */
export const listTickNotices = sqliteTable(
  'list_tick_notices',
  {
    /** The ticked item: once per item, and an untick finds it. No foreign key: a ticked item
     * deleted before the notice (« Supprimer les éléments cochés ») is still told. */
    itemId: text('item_id').primaryKey(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    listId: text('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** The account that ticked: never told. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile selected on the ticking device: the name the notice says. */
    profileId: text('profile_id').references(() => familyProfiles.id, { onDelete: 'set null' }),
    tickedAt: text('ticked_at').notNull(),
  },
  // The cron groups by (list, author) and reads the last tick of each, from this index alone.
  (t) => [index('list_tick_notices_group_idx').on(t.listId, t.userId, t.profileId, t.tickedAt)],
);

/**
 * « Préférences de notification » of one member of one space (docs/decisions/040). No row: the
 * defaults of domain/notification-preferences.ts. `next_digest_at` is the next evening digest's
 * instant (UTC), null when the digest goes nowhere: the cron reads only the due ones, by its index,
 * and moves it to the next day after sending (as `tasks.next_reminder_at`).
 */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** « Mon profil »: whose events « Mes événements » lists. */
    profileId: text('profile_id').references(() => familyProfiles.id, { onDelete: 'set null' }),
    pushReminders: integer('push_reminders', { mode: 'boolean' }).notNull().default(true),
    pushAssigned: integer('push_assigned', { mode: 'boolean' }).notNull().default(true),
    pushLists: integer('push_lists', { mode: 'boolean' }).notNull().default(true),
    pushArrivals: integer('push_arrivals', { mode: 'boolean' }).notNull().default(true),
    pushDigest: integer('push_digest', { mode: 'boolean' }).notNull().default(false),
    emailDigest: integer('email_digest', { mode: 'boolean' }).notNull().default(false),
    /** "HH:MM" in the family's zone; both null: no quiet hours. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    digestTime: text('digest_time').notNull().default('19:00'),
    digestScope: text('digest_scope', { enum: DIGEST_SCOPES }).notNull().default('family'),
    nextDigestAt: text('next_digest_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.userId] }),
    index('notification_preferences_user_id_idx').on(t.userId),
    index('notification_preferences_profile_id_idx').on(t.profileId),
    index('notification_preferences_next_digest_at_idx')
      .on(t.nextDigestAt)
      .where(sql`${t.nextDigestAt} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Calendar feeds (iCalendar subscriptions)
// ---------------------------------------------------------------------------------------------

/**
 * A secret `/cal/<token>.ics` address one member made for one space's planning, or for the items of
 * one profile of it (docs/decisions/013-calendar-feed.md). Only the token's SHA-256 is kept, so the
 * address is shown once, when it is made; regenerating replaces the hash (the old address stops at
 * once), revoking deletes the row. The feed answers only while its maker is still a member.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** The member who made it; the address goes with the account. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the whole space; else the profile whose items (responsible or child) it lists. */
    profileId: text('profile_id').references(() => familyProfiles.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the address; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** The last time a calendar fetched it (at most once a day written). */
    lastUsedAt: text('last_used_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    index('calendar_feeds_user_id_space_id_idx').on(t.userId, t.spaceId),
    index('calendar_feeds_space_id_idx').on(t.spaceId),
    index('calendar_feeds_profile_id_idx').on(t.profileId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Subscribed calendars (docs/decisions/049-subscribed-calendars.md)
// ---------------------------------------------------------------------------------------------

/**
 * One occurrence of a subscribed calendar, as the last good copy keeps it: timed events as UTC
 * instants, all-day events as `yyyy-MM-dd` days (end exclusive, as iCalendar writes them).
 */
export interface SubscribedOccurrence {
  /** UID of the event, with its RECURRENCE-ID or start for one occurrence of a series. */
  uid: string;
  title: string;
  /** ISO instant, or `yyyy-MM-dd` when `allDay`. */
  start: string;
  end: string;
  allDay: boolean;
  location?: string;
}

/**
 * An iCalendar address (a school's, a club's, a work agenda) the family follows read-only. The cron
 * refreshes it every few hours with a conditional GET; a failed refresh keeps `events`, the last good
 * copy, and records `lastError`. Deleting the space deletes it.
 */
export const calendarSubscriptions = sqliteTable(
  'calendar_subscriptions',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A colour of the profile palette, by id (domain/profile-colours.ts). */
    colour: text('colour').notNull(),
    /** https only (a webcal address is stored rewritten). */
    url: text('url').notNull(),
    /** Null for the whole family; else the profile the calendar belongs to. */
    profileId: text('profile_id').references(() => familyProfiles.id, { onDelete: 'cascade' }),
    /** Whether its events count in the planning's conflicts (off by default). */
    inConflicts: integer('in_conflicts', { mode: 'boolean' }).notNull().default(false),
    /** The occurrences of the last good copy, expanded for a bounded window around its refresh. */
    events: text('events', { mode: 'json' })
      .$type<SubscribedOccurrence[]>()
      .notNull()
      .default(sql`'[]'`),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /**
     * When `events` was last expanded from a full answer: a 304 keeps the copy but not its window,
     * so a copy older than a week is fetched again without validators.
     */
    expandedAt: text('expanded_at'),
    /** When the last good copy was fetched (a 304 counts). */
    lastSuccessAt: text('last_success_at'),
    /** Why the last refresh failed, in French; null after a success. */
    lastError: text('last_error'),
    /** When the cron next refreshes it. */
    nextRefreshAt: text('next_refresh_at').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_subscriptions_space_id_idx').on(t.spaceId),
    index('calendar_subscriptions_profile_id_idx').on(t.profileId),
    index('calendar_subscriptions_created_by_idx').on(t.createdBy),
    index('calendar_subscriptions_next_refresh_at_idx').on(t.nextRefreshAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// School calendar refresh (docs/decisions/050-school-calendar-refresh.md)
// ---------------------------------------------------------------------------------------------

/**
 * The school holidays of the Ministry's open data as the weekly refresh last fetched them
 * (worker/cron/school-calendar.ts), pupils' dates only. Replaced as a whole in one batch; for the
 * zones and school years it carries it wins over the snapshot of domain/school-holidays-data.ts.
 */
export const schoolHolidayPeriods = sqliteTable(
  'school_holiday_periods',
  {
    /** A code of `SCHOOL_ZONES` (domain/school-holidays.ts). */
    zone: text('zone', { enum: SCHOOL_ZONES }).notNull(),
    name: text('name').notNull(),
    /** First day of the holidays and last day (inclusive), `yyyy-MM-dd`. */
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    /** « 2025-2026 », as the dataset writes it. */
    schoolYear: text('school_year').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.firstDay] })],
);

/** The refresh's one row (`id` 1): validators of the last answer and how the last tries went. */
export const schoolCalendarRefresh = sqliteTable('school_calendar_refresh', {
  id: integer('id').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** When the stored periods were last confirmed (a 304 counts). */
  lastSuccessAt: text('last_success_at'),
  lastAttemptAt: text('last_attempt_at'),
  /** Why the last try failed, in French; null after a success. */
  lastError: text('last_error'),
});

// ---------------------------------------------------------------------------------------------
// Web Push (docs/decisions/014-web-push.md)
// ---------------------------------------------------------------------------------------------

/**
 * One row per device (browser profile) that opted in to notifications: its push service endpoint and
 * the keys that encrypt for it (RFC 8291). An endpoint belongs to one account at a time: signing in
 * with another account on the same device moves it (upsert on `endpoint`).
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (a capability URL: only its owner sees it). */
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** The device's 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    /** What the settings list shows, e.g. « Chrome sur Android », read from the User-Agent. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    /** Last time the app on this device registered it (each start while signed in) or it was tested. */
    lastUsedAt: instant('last_used_at'),
    /** Last notification the push service accepted for it. */
    lastPushAt: text('last_push_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Spent client ids
// ---------------------------------------------------------------------------------------------

/** The kinds of row a create may name by a client id (docs/architecture.md#idempotent-creates). */
export const CLIENT_ID_KINDS = ['task', 'list', 'item', 'memo'] as const;

/**
 * The client id of a row since deleted, so that a create replayed later (an offline queue, a retry)
 * does not bring the row back. Written by the deletes, read by the creates, purged after 30 days
 * by the cron (worker/lib/spent-ids.ts).
 */
export const spentClientIds = sqliteTable(
  'spent_client_ids',
  {
    kind: text('kind', { enum: CLIENT_ID_KINDS }).notNull(),
    id: text('id').notNull(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    spentAt: text('spent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('spent_client_ids_spent_at_idx').on(t.spentAt),
    // Deleting a space cascades here.
    index('spent_client_ids_space_id_idx').on(t.spaceId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Development
// ---------------------------------------------------------------------------------------------

/** Every email "sent" in development, to read confirmation and reset links without a mail server. */
export const devMail = sqliteTable(
  'dev_mail',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The message's extra headers (the digest's List-Unsubscribe), as the HTTP mailer sends them. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mail_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Custody (docs/decisions/062-custody-patterns.md)
// ---------------------------------------------------------------------------------------------

/**
 * A custody rhythm (« Garde ») between two adult profiles, for one child or all the children: the
 * SPA draws whose home each day is from it (domain/custody.ts). Deleting the space or one of its
 * profiles deletes it.
 */
export const custodyPatterns = sqliteTable(
  'custody_patterns',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    /** Null for all the children of the space. */
    childId: text('child_id').references(() => familyProfiles.id, { onDelete: 'cascade' }),
    rhythm: text('rhythm', { enum: CUSTODY_RHYTHM_IDS }).notNull(),
    /** The rhythm's first day, in the first parent's home. */
    startDate: text('start_date').notNull(),
    firstParentId: text('first_parent_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    secondParentId: text('second_parent_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    /** HH:MM in the space's time zone. */
    handoverTime: text('handover_time').notNull(),
    holidays: text('holidays', { enum: CUSTODY_HOLIDAY_RULE_IDS }).notNull().default('rhythm'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custody_patterns_space_id_idx').on(t.spaceId),
    index('custody_patterns_child_id_idx').on(t.childId),
    index('custody_patterns_first_parent_id_idx').on(t.firstParentId),
    index('custody_patterns_second_parent_id_idx').on(t.secondParentId),
    index('custody_patterns_created_by_idx').on(t.createdBy),
  ],
);

/** Days of a pattern given once to one home (« Échanger des jours »): they win over the rhythm. */
export const custodySwaps = sqliteTable(
  'custody_swaps',
  {
    id: id(),
    patternId: text('pattern_id')
      .notNull()
      .references(() => custodyPatterns.id, { onDelete: 'cascade' }),
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    parentId: text('parent_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('custody_swaps_pattern_id_first_day_idx').on(t.patternId, t.firstDay),
    index('custody_swaps_parent_id_idx').on(t.parentId),
    index('custody_swaps_created_by_idx').on(t.createdBy),
  ],
);

/**
 * Comments on an event (docs/decisions/075-event-comments.md), on the stored task (a series' comments
 * are the series'). The author's name is kept as it read when written, so a thread stays readable
 * after its author leaves the space.
 */
export const taskComments = sqliteTable(
  'task_comments',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_comments_task_id_created_at_idx').on(t.taskId, t.createdAt),
    index('task_comments_space_id_idx').on(t.spaceId),
    index('task_comments_author_id_idx').on(t.authorId),
  ],
);

/**
 * « Fil de la famille » (docs/decisions/071-family-change-feed.md): one line per change a member made
 * to the planning (an add, a move, a cancellation, a hand-over, a custody swap), for any date, the
 * sentence stored as written then (« Thomas a déplacé « Judo » à 19:00, à partir du … »). A burst
 * of edits by one member to one item is one line: `group_key` (the item, the author and a
 * ten-minute window) is unique in the space, and a later edit of the burst rewrites the line.
 */
export const familyChanges = sqliteTable(
  'family_changes',
  {
    id: id(),
    spaceId: text('space_id')
      .notNull()
      .references(() => familySpaces.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The task the line opens; null once gone. Polymorphic like a notification's, so no key. */
    relatedId: text('related_id'),
    groupKey: text('group_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('family_changes_space_id_group_key_unique').on(t.spaceId, t.groupKey),
    index('family_changes_space_id_updated_at_idx').on(t.spaceId, t.updatedAt),
    index('family_changes_author_id_idx').on(t.authorId),
    // The cron's purge of the lines the feed no longer shows (worker/cron/purge.ts).
    index('family_changes_updated_at_idx').on(t.updatedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type EmailToken = typeof emailTokens.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;
export type RateLimit = typeof rateLimits.$inferSelect;
export type FamilySpace = typeof familySpaces.$inferSelect;
export type NewFamilySpace = typeof familySpaces.$inferInsert;
export type SpaceMember = typeof spaceMembers.$inferSelect;
export type NewSpaceMember = typeof spaceMembers.$inferInsert;
export type FamilyProfile = typeof familyProfiles.$inferSelect;
export type NewFamilyProfile = typeof familyProfiles.$inferInsert;
export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;
/** The two columns of `tasks` nothing reads or writes (see `assignedTo` above). */
export type UnusedTaskColumn = 'assignedTo' | 'childId';
export type Task = Omit<typeof tasks.$inferSelect, UnusedTaskColumn>;
export type NewTask = Omit<typeof tasks.$inferInsert, UnusedTaskColumn>;
export type TaskMemo = typeof taskMemos.$inferSelect;
export type TaskCompletion = typeof taskCompletions.$inferSelect;
export type NewTaskMemo = typeof taskMemos.$inferInsert;
export type List = typeof lists.$inferSelect;
export type Shop = typeof shops.$inferSelect;
export type ListPurchase = typeof listPurchases.$inferSelect;
export type NewList = typeof lists.$inferInsert;
export type ListItem = typeof listItems.$inferSelect;
export type NewListItem = typeof listItems.$inferInsert;
export type ListItemAssignee = typeof listItemAssignees.$inferSelect;
export type Meal = typeof meals.$inferSelect;
export type Memo = typeof memos.$inferSelect;
export type NewMemo = typeof memos.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
export type NewCalendarFeed = typeof calendarFeeds.$inferInsert;
export type CalendarSubscription = typeof calendarSubscriptions.$inferSelect;
export type CustodyPatternRow = typeof custodyPatterns.$inferSelect;
export type CustodySwapRow = typeof custodySwaps.$inferSelect;
export type FamilyChangeRow = typeof familyChanges.$inferSelect;
export type DevMail = typeof devMail.$inferSelect;
export type NewDevMail = typeof devMail.$inferInsert;
