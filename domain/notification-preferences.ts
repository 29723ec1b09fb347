/**
 * « Préférences de notification » of one member of a space (docs/decisions/040): which kinds reach
 * their devices (push) or their mailbox (the evening digest only), the quiet hours, and the digest's
 * hour and scope. Shared by the Worker (the gate, the routes, the cron) and the SPA (Réglages).
 */
import { isUuid } from './ids.ts';
import type { NotificationKind } from './notification-kinds.ts';
import { z } from './validation.ts';
import { addDays, type IsoDate, zonedDate, zonedDateTimeToInstant } from './zoned-time.ts';

export const DIGEST_SCOPES = ['mine', 'family'] as const;
export type DigestScope = (typeof DIGEST_SCOPES)[number];

export interface NotificationPreferences {
  /** Per kind: sent to the person's devices. */
  push: Record<NotificationKind, boolean>;
  /** The digest by email (the only kind the app emails). */
  emailDigest: boolean;
  /** No push between these wall-clock times of the family (reminders excepted); null: none. */
  quietHours: { start: string; end: string } | null;
  /** The digest's wall-clock time in the family's zone. */
  digestTime: string;
  digestScope: DigestScope;
  /** « Mon profil »: the profile whose events « Mes événements » lists. */
  profileId: string | null;
}

/**
 * Without a row: every notice to the devices, quiet hours 22:00–07:00, and no digest until the
 * person asks for one (an email every evening is something one chooses).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: { reminders: true, assigned: true, lists: true, arrivals: true, digest: false },
  emailDigest: false,
  quietHours: { start: '22:00', end: '07:00' },
  digestTime: '19:00',
  digestScope: 'family',
  profileId: null,
};

export const PREFERENCE_MESSAGES = {
  timeInvalid: 'Heure invalide (format HH:MM)',
  scopeInvalid: 'Choisissez « Mes événements » ou « Toute la famille »',
  profileInvalid: 'Profil invalide',
  profileRequired: 'Choisissez votre profil pour recevoir « Mes événements »',
  profileNotFound: 'Ce profil n’existe pas dans cet espace',
  quietHoursEmpty: 'Les heures calmes doivent commencer et finir à des heures différentes',
  saved: 'Préférences de notification enregistrées',
  saveFailed: 'Impossible d’enregistrer les préférences',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string(PREFERENCE_MESSAGES.timeInvalid).regex(TIME, PREFERENCE_MESSAGES.timeInvalid);
const on = z.boolean();

/** PUT body: the whole set, as GET answers it. */
export const notificationPreferencesSchema = z
  .object({
    push: z.strictObject({
      reminders: on,
      assigned: on,
      lists: on,
      arrivals: on,
      digest: on,
    }),
    emailDigest: on,
    quietHours: z
      .strictObject({ start: time, end: time })
      .refine((q) => q.start !== q.end, PREFERENCE_MESSAGES.quietHoursEmpty)
      .nullable(),
    digestTime: time,
    digestScope: z.enum(DIGEST_SCOPES, PREFERENCE_MESSAGES.scopeInvalid),
    profileId: z
      .string(PREFERENCE_MESSAGES.profileInvalid)
      .transform((value) => value.toLowerCase())
      .refine(isUuid, PREFERENCE_MESSAGES.profileInvalid)
      .nullable(),
  })
  .refine((p) => p.digestScope === 'family' || p.profileId !== null, {
    message: PREFERENCE_MESSAGES.profileRequired,
    path: ['profileId'],
  });

export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;

/** Whether the digest goes anywhere: then the cron keeps its next instant. */
export function wantsDigest(p: Pick<NotificationPreferences, 'push' | 'emailDigest'>): boolean {
  return p.push.digest || p.emailDigest;
}

/** "HH:MM" of `instant` on the wall clock of `timeZone`. */
export function zonedTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Whether `instant` falls in the quiet hours (start included, end excluded; may span midnight). */
export function inQuietHours(
  quietHours: NotificationPreferences['quietHours'],
  instant: Date,
  timeZone: string,
): boolean {
  if (!quietHours) return false;
  const now = zonedTime(instant, timeZone);
  const { start, end } = quietHours;
  return start < end ? start <= now && now < end : now >= start || now < end;
}

/**
 * The first digest instant strictly after `after`: `time` on the wall clock of `timeZone`, today or
 * tomorrow. A time skipped by a spring-forward change lands an hour later (zonedDateTimeToInstant).
 */
export function nextDigestAt(time: string, timeZone: string, after: Date): Date {
  const today = zonedDate(after, timeZone);
  for (const date of [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)]) {
    const at = zonedDateTimeToInstant(date, time, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  // Unreachable: two days later is always after.
  return zonedDateTimeToInstant(addDays(today, 2), time, timeZone);
}

/**
 * The day a digest sent for the instant `dueAt` is about: the day after the family's date at that
 * instant. Read from the stored instant, not from the tick's clock, so that a tick at 00:00 sending
 * the 23:59 digest still speaks of the right day.
 */
export function digestDay(dueAt: Date, timeZone: string): IsoDate {
  return addDays(zonedDate(dueAt, timeZone), 1);
}
