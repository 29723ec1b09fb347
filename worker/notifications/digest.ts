/**
 * The evening digest (docs/decisions/040): at the hour each member chose, in the family's zone,
 * « Demain : judo 14:00, pédiatre 17:30 », tomorrow's events for their profile or the whole family,
 * in the bell and by push and/or email, and the changes they were told of since the last digest
 * (« 2 changements aujourd’hui », each sentence listed: docs/decisions/071); nothing when tomorrow
 * is empty and nothing changed.
 *
 * Like a task's reminder (worker/cron/reminders.ts): the preference row stores its next digest
 * instant (`next_digest_at`, indexed where not null), so a tick reads only the due rows; the
 * notification carries the dedupe key `digest:<spaceId>:<day>`, unique per recipient, inserted ON
 * CONFLICT DO NOTHING and re-reading the row still waiting at the instant read, in the same batch
 * (one transaction) as the move to the next day. Only the tick whose insert returned the row sends
 * the push and the email: two ticks at once, a retry or a late tick send once.
 *
 * Tomorrow's events are the planning's own (worker/tasks/range.ts over `rangeQueries`): one
 * expansion of series, the one the week view uses.
 */

import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { dayTitle } from '#domain/french.ts';
import { digestDay, nextDigestAt, wantsDigest } from '#domain/notification-preferences.ts';
import type { SchoolZone } from '#domain/school-holidays.ts';
import type { TaskRangeResponse } from '#domain/task-range.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import {
  familySpaces,
  notificationPreferences,
  notifications,
  spaceMembers,
  users,
} from '../../db/schema.ts';
import { chunks, sqlUuid } from '../lib/sql.ts';
import type { DigestLine } from '../mail/templates.ts';
import { schoolPeriodsOf, spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';
import { rangeQueries } from '../tasks/queries.ts';
import { buildRange } from '../tasks/range.ts';
import { answerColumns } from './member-notice.ts';
import { preferencesOf } from './preferences.ts';

export const DIGEST_TEXTS = {
  title: 'Résumé du soir',
  /** Followed by the events. */
  prefix: 'Demain : ',
  changes: (count: number) => `${count} changement${count > 1 ? 's' : ''} aujourd’hui`,
} as const;

/** The notices a digest sums up: the changes told, and the hand-overs (worker/notifications/changes.ts). */
const TOLD_TYPES = ['changed', 'assigned'] as const;
/** How far back a digest looks for them: since the previous evening's. */
const TOLD_SINCE_MS = 24 * 60 * 60_000;
/** Sentences the bell's description lists before « et N autres ». */
const CHANGES_IN_DESCRIPTION = 5;

/** A digest this late is not « demain » any more: the row moves on without sending. */
export const STALE_DIGEST_MS = 3 * 60 * 60_000;
/** Names the bell's sentence lists before « et N autres ». */
const NAMES_IN_SENTENCE = 6;
const PAGE_SIZE = 200;
const MAX_PAGES = 20;
/** Digests per batch: two statements each. */
const PER_BATCH = 50;

export interface DigestCounts {
  /** Digests stored (and then sent). */
  sent: number;
  /** Rows moved on: sent, empty, stale or no longer wanted. */
  handled: number;
  /** Moved on without a digest: tomorrow is empty, or the tick came too late. */
  skipped: number;
}

/** A digest a tick stored: what the sender then pushes and emails. */
export interface Digested {
  id: string;
  spaceId: string;
  userId: string;
  title: string;
  spaceName: string;
  email: string;
  day: IsoDate;
  lines: DigestLine[];
  /** The sentences of the changes told since the previous digest, oldest first. */
  changes: string[];
  push: boolean;
  emailed: boolean;
}

/** The due rows with what a digest needs. Exported for the query-plan test. */
export function dueDigestsQuery(db: Db, now: Date, limit = PAGE_SIZE) {
  return db
    .select({
      stored: notificationPreferences,
      timezone: familySpaces.timezone,
      schoolZone: familySpaces.schoolZone,
      spaceName: familySpaces.name,
      email: users.email,
      member: spaceMembers.userId,
    })
    .from(notificationPreferences)
    .innerJoin(familySpaces, eq(familySpaces.id, notificationPreferences.spaceId))
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .leftJoin(
      spaceMembers,
      and(
        eq(spaceMembers.spaceId, notificationPreferences.spaceId),
        eq(spaceMembers.userId, notificationPreferences.userId),
      ),
    )
    .where(
      and(
        isNotNull(notificationPreferences.nextDigestAt),
        lte(notificationPreferences.nextDigestAt, now.toISOString()),
      ),
    )
    .orderBy(asc(notificationPreferences.nextDigestAt))
    .limit(limit);
}

type DueRow = Awaited<ReturnType<typeof dueDigestsQuery>>[number];

/** Tomorrow's events in the planning's order, each with whose it is. */
export function digestLines(range: TaskRangeResponse): DigestLine[] {
  return range.occurrences.map(([, index]) => {
    const series = range.series[index];
    // Every responsible adult, in the space's profile order: « Judo (Camille, Thomas) ».
    const names = (series?.responsibleIds ?? []).flatMap((id) => range.people[id]?.name ?? []);
    return {
      time: series?.time ?? null,
      name: series?.name ?? '',
      person: names.length > 0 ? names.join(', ') : null,
    };
  });
}

/** « Demain : judo 14:00, pédiatre 17:30 » (names beyond six counted: « et 3 autres »). */
export function digestSentence(lines: readonly DigestLine[]): string {
  const shown = lines
    .slice(0, NAMES_IN_SENTENCE)
    .map((l) => (l.time ? `${l.name} ${l.time}` : l.name));
  const rest = lines.length - shown.length;
  return `${DIGEST_TEXTS.prefix}${shown.join(', ')}${rest > 0 ? `, et ${rest} ${rest > 1 ? 'autres' : 'autre'}` : ''}`;
}

/** « jeudi 11 janvier ». */
export function dayLabel(day: IsoDate): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayTitle(new Date(year, month - 1, date));
}

/** The change and hand-over notices of a page's members in the day before the earliest digest. */
export function toldQuery(db: Db, due: readonly DueRow[]) {
  const earliest = Math.min(...due.map((row) => Date.parse(row.stored.nextDigestAt as string)));
  return db
    .select({
      spaceId: notifications.spaceId,
      userId: notifications.userId,
      profileId: notifications.profileId,
      title: notifications.title,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(due.map((row) => row.stored.userId))]),
        gt(notifications.createdAt, new Date(earliest - TOLD_SINCE_MS).toISOString()),
        inArray(notifications.type, [...TOLD_TYPES]),
      ),
    )
    .orderBy(asc(notifications.createdAt));
}

type ToldRow = Awaited<ReturnType<typeof toldQuery>>[number];

/**
 * What one member was told in the day before `dueAt`, in that space: each sentence once (a change
 * about two profiles is two notices with one sentence), only about their profile for « Mes
 * événements ».
 */
export function toldSentences(
  told: readonly ToldRow[],
  row: { spaceId: string; userId: string },
  dueAt: string,
  profileId: string | undefined,
): string[] {
  const since = new Date(Date.parse(dueAt) - TOLD_SINCE_MS).toISOString();
  const mine = told.filter(
    (notice) =>
      notice.spaceId === row.spaceId &&
      notice.userId === row.userId &&
      notice.createdAt > since &&
      notice.createdAt <= dueAt &&
      (profileId === undefined || notice.profileId === profileId),
  );
  return [...new Set(mine.map((notice) => notice.title))];
}

/** The bell's title: tomorrow's events, then how many changes today. */
export function digestTitle(lines: readonly DigestLine[], changes: readonly string[]): string {
  return [
    lines.length > 0 ? digestSentence(lines) : null,
    changes.length > 0 ? DIGEST_TEXTS.changes(changes.length) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** The bell's description: the changes' sentences, one per line. */
export function digestDescription(changes: readonly string[]): string | null {
  if (changes.length === 0) return null;
  const shown = changes.slice(0, CHANGES_IN_DESCRIPTION);
  const rest = changes.length - shown.length;
  return [...shown, ...(rest > 0 ? [`et ${rest} ${rest > 1 ? 'autres' : 'autre'}`] : [])].join(
    '\n',
  );
}

function insertDigest(
  db: Db,
  row: DueRow,
  dueAt: string,
  day: IsoDate,
  text: { title: string; description: string | null },
  now: Date,
) {
  const { spaceId, userId } = row.stored;
  return db
    .insert(notifications)
    .select(
      db
        .select({
          id: sqlUuid().as('id'),
          spaceId: notificationPreferences.spaceId,
          userId: notificationPreferences.userId,
          profileId: sql<null>`null`.as('profileId'),
          type: sql<'digest'>`'digest'`.as('type'),
          title: sql<string>`${text.title}`.as('title'),
          description: sql<string | null>`${text.description}`.as('description'),
          relatedId: sql<null>`null`.as('relatedId'),
          read: sql<boolean>`0`.as('read'),
          dedupeKey: sql<string>`${`digest:${spaceId}:${day}`}`.as('dedupeKey'),
          ...answerColumns(),
          createdAt: sql<string>`${now.toISOString()}`.as('createdAt'),
        })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.spaceId, spaceId),
            eq(notificationPreferences.userId, userId),
            eq(notificationPreferences.nextDigestAt, dueAt),
          ),
        ),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({
      id: notifications.id,
      spaceId: notifications.spaceId,
      userId: notifications.userId,
    });
}

/** Moves the row to its next digest, only if no one else did (or saved new preferences) since. */
function advanceDigest(db: Db, row: DueRow, dueAt: string, next: Date | null) {
  const { spaceId, userId } = row.stored;
  return db
    .update(notificationPreferences)
    .set({
      nextDigestAt: next?.toISOString() ?? null,
      // Not an edit of the preferences.
      updatedAt: sql`${notificationPreferences.updatedAt}`,
    })
    .where(
      and(
        eq(notificationPreferences.spaceId, spaceId),
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.nextDigestAt, dueAt),
      ),
    )
    .returning({ spaceId: notificationPreferences.spaceId });
}

type NonEmpty<T> = [T, ...T[]];

/** One tick's digests: the due rows, a page at a time; `out` receives what was stored. */
export async function digestEvenings(db: Db, now: Date, out: Digested[]): Promise<DigestCounts> {
  const counts: DigestCounts = { sent: 0, handled: 0, skipped: 0 };
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await dueDigestsQuery(db, now);
    if (due.length === 0) break;
    const [told] = await db.batch([toldQuery(db, due)]);
    // One planning read per space, day and scope, shared by the family's members.
    const ranges = new Map<string, Promise<DigestLine[]>>();
    const linesOf = (
      spaceId: string,
      day: IsoDate,
      profile: string | undefined,
      schoolZone: SchoolZone | null,
    ) => {
      const key = `${spaceId}|${day}|${profile ?? ''}`;
      let lines = ranges.get(key);
      if (!lines) {
        const [series, profiles, ticks] = rangeQueries(db, spaceId, day, day, profile);
        lines = db
          .batch([series, profiles, ticks, spaceSchoolPeriodsQuery(db, spaceId)])
          .then(([s, p, t, fetched]) =>
            digestLines(
              buildRange(spaceId, day, day, [s, p, t], schoolZone, schoolPeriodsOf(fetched)),
            ),
          );
        ranges.set(key, lines);
      }
      return lines;
    };
    for (const slice of chunks(due, PER_BATCH)) {
      const inserts: ReturnType<typeof insertDigest>[] = [];
      const advances: ReturnType<typeof advanceDigest>[] = [];
      const pending: Omit<Digested, 'id'>[] = [];
      for (const row of slice) {
        const dueAt = row.stored.nextDigestAt as string;
        const p = preferencesOf(row.stored);
        const wanted = row.member !== null && wantsDigest(p);
        const next = wanted ? nextDigestAt(p.digestTime, row.timezone, now) : null;
        advances.push(advanceDigest(db, row, dueAt, next));
        if (!wanted || now.getTime() - Date.parse(dueAt) > STALE_DIGEST_MS) {
          counts.skipped += 1;
          continue;
        }
        const day = digestDay(new Date(dueAt), row.timezone);
        const profile = p.digestScope === 'mine' ? (p.profileId ?? undefined) : undefined;
        const lines = await linesOf(row.stored.spaceId, day, profile, row.schoolZone);
        const changes = toldSentences(told, row.stored, dueAt, profile);
        if (lines.length === 0 && changes.length === 0) {
          counts.skipped += 1;
          continue;
        }
        const title = digestTitle(lines, changes);
        const description = digestDescription(changes);
        inserts.push(insertDigest(db, row, dueAt, day, { title, description }, now));
        pending.push({
          spaceId: row.stored.spaceId,
          userId: row.stored.userId,
          title,
          spaceName: row.spaceName,
          email: row.email,
          day,
          lines,
          changes,
          push: p.push.digest,
          emailed: p.emailDigest,
        });
      }
      // Inserts first: each reads its row still waiting at the instant read above.
      const results = await db.batch([...inserts, ...advances] as NonEmpty<
        (typeof inserts)[number] | (typeof advances)[number]
      >);
      results.forEach((rows, index) => {
        if (index >= inserts.length) {
          counts.handled += rows.length;
          return;
        }
        const stored = rows[0] as { id: string } | undefined;
        const digest = pending[index];
        if (stored && digest) {
          counts.sent += 1;
          out.push({ id: stored.id, ...digest });
        }
      });
    }
    if (due.length < PAGE_SIZE) break;
  }
  return counts;
}
