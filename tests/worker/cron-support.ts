/**
 * Helpers of the cron tests: families written straight into D1 (no HTTP, no password hashing), memos
 * and tasks with their reminder instants computed as the routes do, and ticks at chosen instants.
 */
import { env } from 'cloudflare:workers';
import { and, asc, eq } from 'drizzle-orm';
import { createDb } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  memos,
  type NewTask,
  notifications,
  spaceMembers,
  taskPeople,
  tasks,
  users,
} from '../../db/schema.ts';
import { nextReminderAt } from '../../domain/tasks.ts';
import { zonedDate, zonedDateTimeToInstant } from '../../domain/zoned-time.ts';
import { runTick } from '../../worker/cron/tick.ts';
import { type D1Meter, metered } from '../bench/d1-meter.ts';

export const db = createDb(env.DB);

export interface CronFamily {
  spaceId: string;
  timezone: string;
  /** Accounts that are members of the space, the first one its creator. */
  userIds: string[];
  profiles: { camille: string; thomas: string; lea: string };
}

/** A space in `timezone` with `members` accounts and three profiles (two parents, a child). */
export async function cronFamily(timezone = 'Europe/Paris', members = 1): Promise<CronFamily> {
  const spaceId = crypto.randomUUID();
  const userIds = Array.from({ length: members }, () => crypto.randomUUID());
  const profiles = {
    camille: crypto.randomUUID(),
    thomas: crypto.randomUUID(),
    lea: crypto.randomUUID(),
  };
  await db.batch([
    db.insert(users).values(
      userIds.map((id, index) => ({
        id,
        email: `cron-${id.slice(0, 8)}@famille.test`,
        passwordHash: 'not-a-real-hash',
        firstName: index === 0 ? 'Camille' : 'Thomas',
        lastName: 'Martin',
      })),
    ),
    db.insert(familySpaces).values({
      id: spaceId,
      name: 'Famille Martin',
      timezone,
      createdBy: userIds[0],
    }),
    db.insert(spaceMembers).values(
      userIds.map((userId, index) => ({
        spaceId,
        userId,
        isAdmin: index === 0,
        displayName: index === 0 ? 'Camille Martin' : 'Thomas Martin',
      })),
    ),
    db.insert(familyProfiles).values([
      { id: profiles.camille, spaceId, name: 'Camille', role: 'parent' },
      { id: profiles.thomas, spaceId, name: 'Thomas', role: 'parent' },
      { id: profiles.lea, spaceId, name: 'Léa', role: 'enfant' },
    ]),
  ]);
  return { spaceId, timezone, userIds, profiles };
}

/** A To Do memo of Camille's profile, due at `date` `time` in the family's zone (as the routes store it). */
export async function addMemo(
  family: CronFamily,
  values: { text?: string; date: string; time: string; userId?: string | null },
): Promise<{ id: string; dueAt: string }> {
  const id = crypto.randomUUID();
  const dueAt = zonedDateTimeToInstant(values.date, values.time, family.timezone).toISOString();
  await db.insert(memos).values({
    id,
    spaceId: family.spaceId,
    profileId: family.profiles.camille,
    userId: values.userId === undefined ? family.userIds[0] : values.userId,
    text: values.text ?? 'Appeler la nounou',
    date: values.date,
    time: values.time,
    dueAt,
  });
  return { id, dueAt };
}

export type TaskValues = Pick<NewTask, 'date' | 'time'> &
  Partial<Omit<NewTask, 'id' | 'spaceId' | 'date' | 'time'>>;

/** Every person of an event (`task_people`); without `responsibles`, Camille alone. */
export interface TaskPeopleValues {
  responsibles?: string[];
  children?: string[];
}

/**
 * A task with a reminder (15 minutes before by default), saved at `savedAt` as the routes do: its
 * `next_reminder_at` is the first reminder after that instant. Its people are `people`'s rows of
 * `task_people`, as the API writes them.
 */
export async function addTask(
  family: CronFamily,
  values: TaskValues,
  savedAt: Date,
  people: TaskPeopleValues = {},
): Promise<{ id: string; nextReminderAt: string | null }> {
  const id = crypto.randomUUID();
  const row = {
    name: 'Piscine',
    type: 'sport' as const,
    recurrence: 'none' as const,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    hasNotification: true,
    notificationTime: 15,
    ...values,
  };
  const next =
    nextReminderAt(
      { ...row, time: row.time ?? null, recurrenceEndDate: row.recurrenceEndDate ?? null },
      savedAt,
      family.timezone,
      zonedDate(savedAt, family.timezone),
    )?.toISOString() ?? null;
  await db.insert(tasks).values({ id, spaceId: family.spaceId, ...row, nextReminderAt: next });
  const responsibles = people.responsibles ?? [family.profiles.camille];
  const children = people.children ?? [];
  const rows = [
    ...responsibles.map((profileId) => ({ taskId: id, profileId, role: 'responsible' as const })),
    ...children.map((profileId) => ({ taskId: id, profileId, role: 'child' as const })),
  ];
  if (rows.length > 0) await db.insert(taskPeople).values(rows);
  return { id, nextReminderAt: next };
}

export function tick(at: string | Date) {
  return runTick(env, typeof at === 'string' ? new Date(at) : at);
}

/** A tick on a metered D1 (tests/bench/d1-meter.ts): its result and what it cost the database. */
export async function meteredTick(at: string) {
  const d1: D1Meter = { roundTrips: 0, statements: 0, rowsRead: 0 };
  const result = await runTick({ ...env, DB: metered(env.DB, d1) }, new Date(at));
  return { ...result, d1 };
}

/** Ticks every minute from `from` to `to` (both included). */
export async function tickEveryMinute(from: string, to: string): Promise<void> {
  for (let t = Date.parse(from); t <= Date.parse(to); t += 60_000) await tick(new Date(t));
}

/** The notifications of a space, oldest first. */
export function notificationsOf(spaceId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.spaceId, spaceId))
    .orderBy(asc(notifications.createdAt), asc(notifications.userId));
}

/** The notifications about one memo or task. */
export function notificationsAbout(spaceId: string, relatedId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.spaceId, spaceId), eq(notifications.relatedId, relatedId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.userId));
}

export async function storedTask(id: string) {
  return db.select().from(tasks).where(eq(tasks.id, id)).get();
}

export async function storedMemo(id: string) {
  return db.select().from(memos).where(eq(memos.id, id)).get();
}
