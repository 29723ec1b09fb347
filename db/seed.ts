/**
 * The demo family that `npm start` creates when it is absent.
 * Runs wherever a drizzle D1 client exists: in Node through wrangler's getPlatformProxy (scripts/seed.ts)
 * and in workerd (tests). The caller supplies the password hasher, so both hash the same way.
 */
import { eq } from 'drizzle-orm';
import { PROFILE_COLOURS } from '../domain/profile-colours.ts';
import { DEFAULT_SPACE_DESCRIPTION } from '../domain/space-defaults.ts';
import { DEFAULT_REMINDER_LEAD_MINUTES, type IsoWeekday } from '../domain/task-options.ts';
import { addDays, startOfWeek, zonedDate, zonedDateTimeToInstant } from '../domain/zoned-time.ts';
import type { PasswordHasher } from '../worker/auth/password.ts';
import type { Db } from './client.ts';
import {
  type FamilyProfile,
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  memos,
  type NewTask,
  spaceMembers,
  taskPeople,
  tasks,
  users,
} from './schema.ts';

export const DEMO_EMAIL = 'demo@famille.test';
export const DEMO_PASSWORD = 'Demo-Famille-2026';
export const DEMO_SPACE_NAME = 'Famille Démo';
export const DEMO_TIME_ZONE = 'Europe/Paris';

type ProfileKey = 'camille' | 'thomas' | 'mamie' | 'lea' | 'hugo';

const PROFILES: Record<ProfileKey, Pick<FamilyProfile, 'name' | 'role' | 'emoji'>> = {
  camille: { name: 'Camille', role: 'parent', emoji: '👩' },
  thomas: { name: 'Thomas', role: 'parent', emoji: '👨' },
  mamie: { name: 'Mamie Françoise', role: 'grand-parent', emoji: '👵' },
  lea: { name: 'Léa', role: 'enfant', emoji: '👧' },
  hugo: { name: 'Hugo', role: 'enfant', emoji: '👦' },
};

interface DemoTask {
  name: string;
  type: NewTask['type'];
  /** Day of the current week, 0 = Monday … 6 = Sunday. */
  day: number;
  time: string;
  endTime?: string;
  location?: string;
  /** The responsible adults, then the children concerned (`task_people`, decision 042). */
  assignees?: ProfileKey[];
  children?: ProfileKey[];
  recurrence?: NewTask['recurrence'];
  recurrenceDays?: IsoWeekday[];
  reminderMinutes?: number;
  description?: string;
  notes?: string;
}

const TASKS: DemoTask[] = [
  {
    name: "Déposer Léa et Hugo à l'école",
    type: 'ecole',
    day: 0,
    time: '08:20',
    endTime: '08:40',
    location: 'École Jules-Ferry',
    assignees: ['thomas'],
    children: ['lea', 'hugo'],
    // No school on Wednesdays.
    recurrence: 'daily',
    recurrenceDays: [1, 2, 4, 5],
  },
  {
    name: 'Rendez-vous chez la pédiatre',
    type: 'sante',
    day: 1,
    time: '17:15',
    endTime: '17:45',
    location: 'Cabinet du Dr Bernard, 4 place de la Mairie',
    // Both parents go.
    assignees: ['camille', 'thomas'],
    children: ['hugo'],
    reminderMinutes: 60,
    description: 'Vaccin de rappel',
    notes: 'Apporter le carnet de santé\nCarte Vitale',
  },
  {
    name: 'Cours de piano',
    type: 'musique',
    day: 2,
    time: '14:00',
    endTime: '15:00',
    location: 'Conservatoire municipal',
    assignees: ['camille'],
    children: ['lea'],
    recurrence: 'weekly',
  },
  {
    name: 'Entraînement de foot',
    type: 'sport',
    day: 2,
    time: '16:30',
    endTime: '18:00',
    location: 'Stade municipal',
    assignees: ['thomas'],
    children: ['hugo'],
    notes: 'Gourde et protège-tibias',
  },
  {
    name: 'Récupérer Hugo au périscolaire',
    type: 'periscolaire',
    day: 3,
    time: '17:30',
    location: 'Accueil périscolaire',
    assignees: ['mamie'],
    children: ['hugo'],
  },
  {
    name: 'Dîner chez Mamie',
    type: 'repas',
    day: 4,
    time: '19:30',
    assignees: ['camille'],
  },
  {
    name: 'Courses de la semaine',
    type: 'autres',
    day: 5,
    time: '10:00',
    location: 'Marché couvert',
  },
  {
    name: 'Anniversaire de Chloé',
    type: 'anniversaire',
    day: 5,
    time: '15:00',
    endTime: '18:00',
    location: '12 rue des Lilas',
    assignees: ['thomas'],
    children: ['lea'],
    description: 'Penser au cadeau',
  },
  {
    name: 'Balade en forêt',
    type: 'vacances',
    day: 6,
    time: '10:30',
    location: 'Forêt de Fontainebleau',
    assignees: ['mamie'],
  },
];

/** Who added each item and who ticked it, as the profile selected on the demo account's device. */
const SHOPPING_ITEMS: { text: string; addedBy: ProfileKey; checkedBy?: ProfileKey }[] = [
  { text: 'Lait demi-écrémé', addedBy: 'camille', checkedBy: 'thomas' },
  { text: 'Pain de campagne', addedBy: 'thomas' },
  { text: 'Pommes', addedBy: 'lea' },
  { text: 'Yaourts nature', addedBy: 'camille' },
  { text: 'Fromage râpé', addedBy: 'hugo' },
];

/**
 * Creates the demo account, its family space, five profiles, a week of tasks and activities around `now`
 * (Monday to Sunday in Europe/Paris) and a shopping list, in one batch. Does nothing if the demo account
 * already exists.
 */
export async function seedDemo(
  db: Db,
  hasher: Pick<PasswordHasher, 'hash'>,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .get();
  if (existing) return { created: false };

  const at = now.toISOString();
  // Profiles are listed oldest first: give them distinct instants in the order of PROFILES.
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

  const userId = crypto.randomUUID();
  const spaceId = crypto.randomUUID();
  const profileIds = Object.fromEntries(
    Object.keys(PROFILES).map((key) => [key, crypto.randomUUID()]),
  ) as Record<ProfileKey, string>;
  const monday = startOfWeek(zonedDate(now, DEMO_TIME_ZONE));

  const taskRows = TASKS.map((task): NewTask => {
    const date = addDays(monday, task.day);
    const reminderAt =
      task.reminderMinutes === undefined
        ? null
        : new Date(
            zonedDateTimeToInstant(date, task.time, DEMO_TIME_ZONE).getTime() -
              task.reminderMinutes * 60_000,
          );
    return {
      spaceId,
      name: task.name,
      type: task.type,
      date,
      time: task.time,
      endTime: task.endTime ?? null,
      location: task.location ?? null,
      recurrence: task.recurrence ?? 'none',
      recurrenceDays: task.recurrenceDays ?? [],
      id: crypto.randomUUID(),
      hasNotification: task.reminderMinutes !== undefined,
      notificationTime: task.reminderMinutes ?? DEFAULT_REMINDER_LEAD_MINUTES,
      description: task.description ?? null,
      notes: task.notes ?? null,
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
      // A reminder already past is not sent late.
      nextReminderAt: reminderAt && reminderAt > now ? reminderAt.toISOString() : null,
    };
  });

  // Every person of each event, as the planning, the filters and the reminders read them.
  const peopleRows = TASKS.flatMap((task, index) => {
    const taskId = taskRows[index]?.id as string;
    return [
      ...(task.assignees ?? []).map((key) => ({
        taskId,
        profileId: profileIds[key],
        role: 'responsible' as const,
      })),
      ...(task.children ?? []).map((key) => ({
        taskId,
        profileId: profileIds[key],
        role: 'child' as const,
      })),
    ];
  });

  const listId = crypto.randomUUID();

  await db.batch([
    db.insert(users).values({
      id: userId,
      email: DEMO_EMAIL,
      passwordHash: hasher.hash(DEMO_PASSWORD),
      firstName: 'Camille',
      lastName: 'Martin',
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(familySpaces).values({
      id: spaceId,
      name: DEMO_SPACE_NAME,
      description: DEFAULT_SPACE_DESCRIPTION,
      timezone: DEMO_TIME_ZONE,
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(spaceMembers).values({
      spaceId,
      userId,
      isAdmin: true,
      displayName: 'Camille Martin',
      emoji: PROFILES.camille.emoji,
      role: 'parent',
      createdAt: at,
    }),
    db.insert(familyProfiles).values(
      (Object.keys(PROFILES) as ProfileKey[]).map((key, index) => ({
        id: profileIds[key],
        spaceId,
        ...PROFILES[key],
        colour: PROFILE_COLOURS[index % PROFILE_COLOURS.length]?.id,
        createdBy: userId,
        createdAt: later(index),
      })),
    ),
    // One statement per task: D1 accepts at most 100 bound parameters per statement.
    ...taskRows.map((row) => db.insert(tasks).values(row)),
    // Three bound parameters a row: well within D1's 100 for the demo's few people.
    db.insert(taskPeople).values(peopleRows),
    db.insert(lists).values({
      id: listId,
      spaceId,
      title: 'Courses',
      type: 'shopping',
      createdBy: userId,
      createdAt: at,
    }),
    db.insert(listItems).values(
      SHOPPING_ITEMS.map((item, index) => ({
        listId,
        text: item.text,
        completed: item.checkedBy !== undefined,
        createdBy: userId,
        createdByProfileId: profileIds[item.addedBy],
        completedBy: item.checkedBy ? userId : null,
        completedByProfileId: item.checkedBy ? profileIds[item.checkedBy] : null,
        completedAt: item.checkedBy ? at : null,
        createdAt: later(index),
      })),
    ),
    db.insert(memos).values({
      spaceId,
      profileId: profileIds.camille,
      userId,
      text: "Acheter le cadeau d'anniversaire de Chloé",
      createdAt: at,
      updatedAt: at,
    }),
  ]);

  return { created: true };
}
