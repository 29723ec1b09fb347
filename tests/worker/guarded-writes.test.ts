/**
 * A task or memo create, and a task edit sent as the edit form sends it, put their write in the
 * same D1 batch as the reads that decide it, so the write carries those decisions in its own WHERE
 * (worker/lib/write-guards.ts): every refusal below must answer its usual French 4xx and leave the
 * database as it was, and the writes that cannot be computed before the reads (a space in another
 * zone, people named by name, a series) still come out right.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces, memos, taskPeople, tasks } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { MEMO_MESSAGES } from '../../domain/memos.ts';
import type { TaskUpdateInput } from '../../domain/tasks.ts';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { SPACE_ZONE_HEADER } from '../../domain/zoned-time.ts';
import * as rateLimit from '../../worker/auth/rate-limit.ts';
import { db } from './auth-support.ts';
import { api } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  type Family,
  patch,
  postTask,
} from './tasks-support.ts';

const JUDO = { name: 'Judo', type: 'sport', date: '2030-01-08', time: '18:00' } as const;

async function tasksIn(family: Family) {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(eq(tasks.spaceId, family.spaceId));
  return row?.n ?? 0;
}

async function memosIn(family: Family) {
  const [row] = await db
    .select({ n: count() })
    .from(memos)
    .where(eq(memos.spaceId, family.spaceId));
  return row?.n ?? 0;
}

function postMemo(family: Family, body: { profileId: string; text: string; listId?: string }) {
  return api(family.cookie).spaces[':spaceId'].memos.$post({
    param: { spaceId: family.spaceId },
    json: body,
  });
}

async function spendWriteLimit(family: Family) {
  const rule = rateLimit.TASK_WRITE_LIMIT;
  const subject = rateLimit.memberSubject(family.spaceId, family.userId);
  const now = new Date();
  for (let n = 0; n < rule.limit; n++) await rateLimit.hit(db, rule, subject, now);
}

describe('a task create refused in its one batch writes nothing', () => {
  it('past the write limit: the French 429, and no task', async () => {
    const family = await createFamily();
    await spendWriteLimit(family);
    await expectError(
      await postTask(family, JUDO),
      429,
      'rate_limited',
      ERROR_MESSAGES.rateLimited,
    );
    expect(await tasksIn(family)).toBe(0);
  });

  it("a child as the responsible adult, an adult as the child, another space's profile: 400s by field", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const cases = [
      [{ responsable: family.profiles.lea }, 'responsable', TASK_MESSAGES.responsableNotAdult],
      [{ enfant: family.profiles.camille }, 'enfant', TASK_MESSAGES.enfantNotChild],
      [{ responsable: other.profiles.camille }, 'responsable', TASK_MESSAGES.responsableUnknown],
      [{ enfant: crypto.randomUUID() }, 'enfant', TASK_MESSAGES.enfantUnknown],
    ] as const;
    for (const [people, field, message] of cases) {
      const body = await expectError(
        await postTask(family, { ...JUDO, ...people }),
        400,
        'validation',
      );
      expect(body.error.fields).toEqual({ [field]: message });
    }
    expect(await tasksIn(family)).toBe(0);
  });

  it("a stranger's create: 403, and no task in the space", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const refused = await api(stranger.cookie).spaces[':spaceId'].tasks.$post({
      param: { spaceId: family.spaceId },
      json: JUDO,
    });
    await expectError(refused, 403, 'forbidden');
    expect(await tasksIn(family)).toBe(0);
  });
});

describe('creates computed once the space is read', () => {
  it("a space in another zone: the task's reminder is read in that zone", async () => {
    const family = await createFamily();
    await db
      .update(familySpaces)
      .set({ timezone: 'America/New_York' })
      .where(eq(familySpaces.id, family.spaceId));
    const response = await postTask(family, {
      ...JUDO,
      hasNotification: true,
      notificationTime: 30,
    });
    expect(response.status).toBe(201);
    const { task } = await response.json();
    const [row] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    // 18:00 in New York in January is 23:00 UTC; the reminder 30 minutes before.
    expect(row?.nextReminderAt).toBe('2030-01-08T22:30:00.000Z');
    expect(await tasksIn(family)).toBe(1);
  });

  it('a space that moved since its page read it: the reminder is computed again in its new zone', async () => {
    const family = await createFamily();
    await db
      .update(familySpaces)
      .set({ timezone: 'America/New_York' })
      .where(eq(familySpaces.id, family.spaceId));
    // The page still showed the dates in Paris, and says so.
    const response = await api(family.cookie).spaces[':spaceId'].tasks.$post(
      {
        param: { spaceId: family.spaceId },
        json: { ...JUDO, hasNotification: true, notificationTime: 30 },
      },
      { headers: { [SPACE_ZONE_HEADER]: 'Europe/Paris' } },
    );
    expect(response.status).toBe(201);
    const { task } = await response.json();
    const [row] = await db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row?.nextReminderAt).toBe('2030-01-08T22:30:00.000Z');
    expect(await tasksIn(family)).toBe(1);
  });

  it('people named by name are found among the profiles read', async () => {
    const family = await createFamily();
    const response = await postTask(family, { ...JUDO, responsable: 'camille', enfant: 'LÉA' });
    expect(response.status).toBe(201);
    expect((await response.json()).task).toMatchObject({
      responsibles: [{ id: family.profiles.camille }],
      children: [{ id: family.profiles.lea }],
    });
  });
});

describe('a memo create refused in its one batch writes nothing', () => {
  it("another space's profile or list: 400s by field, and no memo", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const lists = api(other.cookie).spaces[':spaceId'].lists;
    const created = await lists.$post({
      param: { spaceId: other.spaceId },
      json: { title: 'Courses' },
    });
    const { list } = (await created.json()) as { list: { id: string } };
    const byProfile = await expectError(
      await postMemo(family, { profileId: other.profiles.camille, text: 'Pain' }),
      400,
      'validation',
    );
    expect(byProfile.error.fields).toEqual({ profileId: MEMO_MESSAGES.profileNotFound });
    const byList = await expectError(
      await postMemo(family, { profileId: family.profiles.camille, text: 'Pain', listId: list.id }),
      400,
      'validation',
    );
    expect(byList.error.fields).toEqual({ listId: MEMO_MESSAGES.listNotFound });
    expect(await memosIn(family)).toBe(0);
    expect(await memosIn(other)).toBe(0);
  });

  it("a stranger's memo: 403, and no memo in the space", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const refused = await api(stranger.cookie).spaces[':spaceId'].memos.$post({
      param: { spaceId: family.spaceId },
      json: { profileId: family.profiles.camille, text: 'Pain' },
    });
    await expectError(refused, 403, 'forbidden');
    expect(await memosIn(family)).toBe(0);
  });
});

/** What the edit form sends for `task`: every field, people by id ('none' for nobody). */
function form(changes: TaskUpdateInput = {}): TaskUpdateInput {
  return {
    name: 'Judo',
    type: 'sport',
    date: '2030-01-08',
    time: '18:00',
    endTime: '19:00',
    location: '',
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: '',
    responsable: 'none',
    enfant: 'none',
    hasNotification: false,
    notificationTime: 15,
    description: '',
    notes: '',
    ...changes,
  };
}

async function storedTask(id: string) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

describe("the edit form's save, sent with the reads in one batch", () => {
  it('writes every field it names and the reminder computed from them', async () => {
    const family = await createFamily();
    const task = await createTask(family, { ...JUDO, endTime: '19:00' });
    const response = await patch(
      family,
      task.id,
      form({
        name: 'Judo du mardi',
        time: '17:00',
        endTime: '',
        responsable: family.profiles.camille,
        enfant: family.profiles.lea,
        hasNotification: true,
        notificationTime: 60,
      }),
    );
    expect(response.status).toBe(200);
    expect(await storedTask(task.id)).toMatchObject({
      name: 'Judo du mardi',
      time: '17:00',
      endTime: null,
      // A task's people are its `task_people` rows only: the old single columns stay null.
      assignedTo: null,
      childId: null,
      hasNotification: true,
      // 17:00 in Paris in January is 16:00 UTC; the reminder an hour before.
      nextReminderAt: '2030-01-08T15:00:00.000Z',
    });
    const people = await db
      .select({ profileId: taskPeople.profileId, role: taskPeople.role })
      .from(taskPeople)
      .where(eq(taskPeople.taskId, task.id))
      .orderBy(taskPeople.role);
    expect(people).toEqual([
      { profileId: family.profiles.lea, role: 'child' },
      { profileId: family.profiles.camille, role: 'responsible' },
    ]);
  });

  it('answers the conflicts the saved task causes, read in the same batch', async () => {
    const family = await createFamily();
    await createTask(family, { ...JUDO, name: 'Orthophoniste', responsable: 'Camille' });
    const task = await createTask(family, { ...JUDO, time: '16:00', responsable: 'Camille' });
    const response = await patch(
      family,
      task.id,
      form({ time: '18:00', responsable: family.profiles.camille }),
    );
    expect(response.status).toBe(200);
    const { conflicts } = await response.json();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.description).toContain('Camille');
  });

  it('without its end time: refused in French when the stored one no longer ends after the start', async () => {
    const family = await createFamily();
    const task = await createTask(family, { ...JUDO, endTime: '19:00' });
    const { endTime: _endTime, ...withoutEnd } = form({ time: '19:30', name: 'Trop tard' });
    const body = await expectError(await patch(family, task.id, withoutEnd), 400, 'validation');
    expect(body.error.fields).toEqual({ endTime: TASK_MESSAGES.endTimeBeforeStart });
    expect(await storedTask(task.id)).toMatchObject({ name: 'Judo', time: '18:00' });
  });

  it('past the write limit, naming a child as responsible, or sent by a stranger: refused, nothing changed', async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const task = await createTask(family, JUDO);
    const child = await expectError(
      await patch(family, task.id, form({ name: 'Volé', responsable: family.profiles.lea })),
      400,
      'validation',
    );
    expect(child.error.fields).toEqual({ responsable: TASK_MESSAGES.responsableNotAdult });
    await expectError(await patch(stranger, task.id, form({ name: 'Volé' })), 404, 'not_found');
    const foreign = await api(stranger.cookie).spaces[':spaceId'].tasks[':id'].$patch({
      param: { spaceId: family.spaceId, id: task.id },
      json: form({ name: 'Volé' }),
    });
    await expectError(foreign, 403, 'forbidden');
    await spendWriteLimit(family);
    await expectError(await patch(family, task.id, form({ name: 'Volé' })), 429, 'rate_limited');
    expect(await storedTask(task.id)).toMatchObject({ name: 'Judo', updatedAt: task.updatedAt });
  });

  it('on a series: planned from the stored series, its exceptions kept', async () => {
    const family = await createFamily();
    const series = await createTask(family, { ...JUDO, recurrence: 'weekly', recurrenceDays: [2] });
    const occurrence = await api(family.cookie).spaces[':spaceId'].tasks[':id'].$delete({
      param: { spaceId: family.spaceId, id: series.id },
      query: { scope: 'occurrence', instanceDate: '2030-01-08' },
    });
    expect(occurrence.status).toBe(200);
    const response = await patch(
      family,
      series.id,
      form({
        name: 'Judo club',
        recurrence: 'weekly',
        recurrenceDays: [2],
        hasNotification: true,
      }),
    );
    expect(response.status).toBe(200);
    expect(await storedTask(series.id)).toMatchObject({
      name: 'Judo club',
      recurrence: 'weekly',
      recurrenceExceptions: ['2030-01-08'],
      // The first Tuesday is excluded: the reminder is the next one's (18:00 Paris, 15 min before).
      nextReminderAt: '2030-01-15T16:45:00.000Z',
    });
  });

  it("in a space of another zone: the reminder is read in the space's zone", async () => {
    const family = await createFamily();
    await db
      .update(familySpaces)
      .set({ timezone: 'America/New_York' })
      .where(eq(familySpaces.id, family.spaceId));
    const task = await createTask(family, JUDO);
    const response = await patch(
      family,
      task.id,
      form({ hasNotification: true, notificationTime: 30 }),
    );
    expect(response.status).toBe(200);
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2030-01-08T22:30:00.000Z');
  });
});
