import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memos, notifications, tasks } from '../../db/schema.ts';
import { isUuid } from '../../domain/ids.ts';
import {
  dueMemosQuery,
  dueTasksQuery,
  IDS_PER_STATEMENT,
  insertMemoNotifications,
  markMemosNotified,
} from '../../worker/cron/reminders.ts';
import worker from '../../worker/index.ts';
import {
  addMemo,
  addTask,
  cronFamily,
  db,
  meteredTick,
  notificationsAbout,
  notificationsOf,
  storedMemo,
  storedTask,
  tick,
  tickEveryMinute,
} from './cron-support.ts';

// Each test lives in its own stretch of time and counts only its own space's rows: ticks handle every
// due row of the file's database, whoever wrote it.

describe('memo reminders', () => {
  it('fire once at their minute: nothing before, one notification at, nothing more after', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, {
      date: '2027-01-12',
      time: '08:00',
      text: 'Appeler la nounou',
    });
    expect(memo.dueAt).toBe('2027-01-12T07:00:00.000Z');

    await tick('2027-01-12T06:59:00.000Z');
    expect(await notificationsOf(family.spaceId)).toEqual([]);

    const result = await tick('2027-01-12T07:00:00.000Z');
    const [sent, ...others] = await notificationsOf(family.spaceId);
    expect(others).toEqual([]);
    expect(sent).toMatchObject({
      spaceId: family.spaceId,
      userId: family.userIds[0],
      profileId: family.profiles.camille,
      type: 'reminder',
      title: 'Rappel To Do List',
      description: 'Il est temps de : Appeler la nounou',
      relatedId: memo.id,
      read: false,
      dedupeKey: `memo:${memo.id}:2027-01-12T07:00:00.000Z`,
      createdAt: '2027-01-12T07:00:00.000Z',
    });
    expect(isUuid(sent?.id ?? '')).toBe(true);
    expect((await storedMemo(memo.id))?.notifiedAt).toBe('2027-01-12T07:00:00.000Z');
    expect(result.touched).toContainEqual({ spaceId: family.spaceId, userId: family.userIds[0] });

    await tick('2027-01-12T07:01:00.000Z');
    await tick('2027-01-13T07:00:00.000Z');
    expect(await notificationsOf(family.spaceId)).toHaveLength(1);
  });

  it('are sent by the next tick after a missed minute, once', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-01-14', time: '10:00' });
    await tick('2027-01-14T08:59:00.000Z');
    // 09:00Z never ran.
    await tick('2027-01-14T09:01:00.000Z');
    await tick('2027-01-14T09:02:00.000Z');
    const sent = await notificationsAbout(family.spaceId, memo.id);
    expect(sent.map((n) => n.createdAt)).toEqual(['2027-01-14T09:01:00.000Z']);
  });

  it('more than a day late are marked done, not sent', async () => {
    const family = await cronFamily();
    const late = await addMemo(family, { date: '2027-01-16', time: '10:00' });
    const recent = await addMemo(family, { date: '2027-01-17', time: '11:00' });
    const result = await tick('2027-01-18T09:30:00.000Z');
    expect(await notificationsAbout(family.spaceId, late.id)).toEqual([]);
    expect((await storedMemo(late.id))?.notifiedAt).toBe('2027-01-18T09:30:00.000Z');
    // 23 h 30 late: still sent.
    expect(await notificationsAbout(family.spaceId, recent.id)).toHaveLength(1);
    expect(result.memos.skipped).toBeGreaterThanOrEqual(1);
  });

  it('of an author whose account is gone are marked, not sent', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-01-20', time: '10:00', userId: null });
    await tick('2027-01-20T09:00:00.000Z');
    expect(await notificationsAbout(family.spaceId, memo.id)).toEqual([]);
    expect((await storedMemo(memo.id))?.notifiedAt).toBe('2027-01-20T09:00:00.000Z');
  });

  it('moved to a new time after being sent remind again at the new time', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-01-22', time: '10:00' });
    await tick('2027-01-22T09:00:00.000Z');
    // What editing the date or time does: a new due_at, notified_at cleared.
    await db
      .update(memos)
      .set({ time: '11:00', dueAt: '2027-01-22T10:00:00.000Z', notifiedAt: null })
      .where(eq(memos.id, memo.id));
    await tick('2027-01-22T10:00:00.000Z');
    const sent = await notificationsAbout(family.spaceId, memo.id);
    expect(sent.map((n) => n.dedupeKey)).toEqual([
      `memo:${memo.id}:2027-01-22T09:00:00.000Z`,
      `memo:${memo.id}:2027-01-22T10:00:00.000Z`,
    ]);
  });

  it('go out in batches when many are due at once (pages of 500, 90 ids per statement)', async () => {
    const family = await cronFamily();
    const count = 620;
    const dueAt = '2027-02-10T08:00:00.000Z';
    const rows = Array.from({ length: count }, (_, i) => ({
      spaceId: family.spaceId,
      profileId: family.profiles.camille,
      userId: family.userIds[0],
      text: `Mémo ${i}`,
      date: '2027-02-10',
      time: '09:00',
      dueAt,
    }));
    // 7 rows (13 columns) per insert: D1 binds at most 100 parameters.
    const inserts = [];
    for (let i = 0; i < rows.length; i += 7)
      inserts.push(db.insert(memos).values(rows.slice(i, i + 7)));
    await db.batch(inserts as [(typeof inserts)[number]]);

    const result = await tick(dueAt);
    expect(result.memos.sent).toBeGreaterThanOrEqual(count);
    expect(await notificationsOf(family.spaceId)).toHaveLength(count);
    const pending = await db
      .select({ id: memos.id })
      .from(memos)
      .where(eq(memos.spaceId, family.spaceId));
    expect(pending).toHaveLength(count);
    const left = (await Promise.all(pending.map((m) => storedMemo(m.id)))).filter(
      (m) => m?.notifiedAt === null,
    );
    expect(left).toEqual([]);
  });
});

describe('task reminders', () => {
  it('tell every member of the space, name the responsible profile, then move to the next occurrence', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const task = await addTask(
      family,
      {
        name: 'Piscine',
        date: '2027-01-13',
        time: '17:00',
        recurrence: 'weekly',
        notificationTime: 30,
      },
      new Date('2027-01-10T12:00:00.000Z'),
      { responsibles: [family.profiles.thomas] },
    );
    // 16:30 in Paris (UTC+1 in January).
    expect(task.nextReminderAt).toBe('2027-01-13T15:30:00.000Z');

    await tick('2027-01-13T15:29:00.000Z');
    expect(await notificationsAbout(family.spaceId, task.id)).toEqual([]);

    const result = await tick('2027-01-13T15:30:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.userId).sort()).toEqual([...family.userIds].sort());
    for (const notification of sent) {
      expect(notification).toMatchObject({
        type: 'reminder',
        title: 'Rappel',
        description: 'Piscine dans 30 minutes',
        profileId: family.profiles.thomas,
        dedupeKey: `task:${task.id}:2027-01-13:${family.profiles.thomas}`,
        read: false,
      });
    }
    expect(result.touched).toEqual(
      expect.arrayContaining(family.userIds.map((userId) => ({ spaceId: family.spaceId, userId }))),
    );
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-01-20T15:30:00.000Z');

    await tick('2027-01-13T15:31:00.000Z');
    expect(await notificationsAbout(family.spaceId, task.id)).toHaveLength(2);
  });

  it('say the lead time in words: « dans 2 heures », « demain à 17:30 »', async () => {
    const family = await cronFamily('Europe/Paris', 1);
    const set = new Date('2027-01-10T12:00:00.000Z');
    const pediatre = await addTask(
      family,
      { name: 'Pédiatre', date: '2027-01-13', time: '17:30', notificationTime: 120 },
      set,
    );
    const judo = await addTask(
      family,
      { name: 'Judo', date: '2027-01-14', time: '17:30', notificationTime: 1440 },
      set,
    );
    // 15:30 and, the day before, 17:30 in Paris (UTC+1 in January).
    await tick('2027-01-13T14:30:00.000Z');
    await tick('2027-01-13T16:30:00.000Z');
    expect((await notificationsAbout(family.spaceId, pediatre.id))[0]?.description).toBe(
      'Pédiatre dans 2 heures',
    );
    expect((await notificationsAbout(family.spaceId, judo.id))[0]?.description).toBe(
      'Judo demain à 17:30',
    );
  });

  it('skip excluded dates, stop at the end date, and never fire for a date excluded after the fact', async () => {
    const family = await cronFamily();
    const task = await addTask(
      family,
      {
        date: '2027-04-05',
        time: '07:30',
        recurrence: 'daily',
        recurrenceExceptions: ['2027-04-06'],
        recurrenceEndDate: '2027-04-09',
        notificationTime: 5,
      },
      new Date('2027-04-01T12:00:00.000Z'),
    );
    // 07:25 in Paris (UTC+2 in April).
    expect(task.nextReminderAt).toBe('2027-04-05T05:25:00.000Z');
    await tick('2027-04-05T05:25:00.000Z');
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-04-07T05:25:00.000Z');
    await tick('2027-04-06T05:25:00.000Z');

    // The 7th excluded by a write that left next_reminder_at as it was.
    await db
      .update(tasks)
      .set({ recurrenceExceptions: ['2027-04-06', '2027-04-07'] })
      .where(eq(tasks.id, task.id));
    await tick('2027-04-07T05:25:00.000Z');
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-04-08T05:25:00.000Z');

    await tick('2027-04-08T05:25:00.000Z');
    await tick('2027-04-09T05:25:00.000Z');
    expect((await storedTask(task.id))?.nextReminderAt).toBeNull();
    await tick('2027-04-10T05:25:00.000Z');

    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.dedupeKey)).toEqual([
      `task:${task.id}:2027-04-05:${family.profiles.camille}`,
      `task:${task.id}:2027-04-08:${family.profiles.camille}`,
      `task:${task.id}:2027-04-09:${family.profiles.camille}`,
    ]);
  });

  it('are sent by the next tick after a missed minute, once', async () => {
    const family = await cronFamily();
    const task = await addTask(
      family,
      { date: '2027-05-03', time: '10:15' },
      new Date('2027-05-01T00:00:00.000Z'),
    );
    expect(task.nextReminderAt).toBe('2027-05-03T08:00:00.000Z');
    await tick('2027-05-03T08:01:00.000Z');
    await tick('2027-05-03T08:02:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.createdAt)).toEqual(['2027-05-03T08:01:00.000Z']);
    expect((await storedTask(task.id))?.nextReminderAt).toBeNull();
  });

  it('missed by more than a day are skipped: only the ones of the last day are sent', async () => {
    const family = await cronFamily();
    const task = await addTask(
      family,
      { date: '2027-03-01', time: '08:00', recurrence: 'daily' },
      new Date('2027-03-01T00:00:00.000Z'),
    );
    expect(task.nextReminderAt).toBe('2027-03-01T06:45:00.000Z');
    // Down from the 1st to the 4th, 09:00 in Paris.
    const result = await tick('2027-03-04T08:00:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.dedupeKey)).toEqual([
      `task:${task.id}:2027-03-04:${family.profiles.camille}`,
    ]);
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-03-05T06:45:00.000Z');
    expect(result.tasks.skipped).toBeGreaterThanOrEqual(1);
  });

  it('without a reminder any more are moved to no reminder, silently', async () => {
    const family = await cronFamily();
    const task = await addTask(
      family,
      { date: '2027-05-10', time: '10:00', recurrence: 'daily' },
      new Date('2027-05-01T00:00:00.000Z'),
    );
    await db.update(tasks).set({ hasNotification: false }).where(eq(tasks.id, task.id));
    await tick('2027-05-10T07:45:00.000Z');
    expect(await notificationsAbout(family.spaceId, task.id)).toEqual([]);
    expect((await storedTask(task.id))?.nextReminderAt).toBeNull();
  });
});

describe('several responsible adults', () => {
  it('each adult of the event gets a reminder, shown under their profile, to every member', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const { camille, thomas } = family.profiles;
    const task = await addTask(
      family,
      { name: 'Réunion de l’école', date: '2027-09-14', time: '18:00', notificationTime: 60 },
      new Date('2027-09-01T10:00:00.000Z'),
      { responsibles: [camille, thomas] },
    );

    await tick('2027-09-14T15:00:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(
      sent.map((n) => `${n.userId}|${n.profileId}|${n.dedupeKey}|${n.description}`).sort(),
    ).toEqual(
      family.userIds
        .flatMap((userId) =>
          [camille, thomas].map(
            (profileId) =>
              `${userId}|${profileId}|task:${task.id}:2027-09-14:${profileId}|Réunion de l’école dans 1 heure`,
          ),
        )
        .sort(),
    );
    expect((await storedTask(task.id))?.nextReminderAt).toBeNull();

    // Each profile's bell lists its own reminder.
    for (const profileId of [camille, thomas]) {
      expect(sent.filter((n) => n.profileId === profileId)).toHaveLength(2);
    }
  });

  it('two ticks at once still give exactly one per adult and member', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const { camille, thomas } = family.profiles;
    const task = await addTask(
      family,
      { date: '2027-09-15', time: '08:15', notificationTime: 15, recurrence: 'daily' },
      new Date('2027-09-01T10:00:00.000Z'),
      { responsibles: [camille, thomas] },
    );
    const at = '2027-09-15T06:00:00.000Z';
    expect(task.nextReminderAt).toBe(at);

    await Promise.all([tick(at), tick(at)]);
    await tick(at); // a retry of the same minute
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((n) => `${n.userId}|${n.profileId}`)).size).toBe(4);
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-09-16T06:00:00.000Z');
  });

  it('an event without an adult reminds every member once, about no profile, as before', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const task = await addTask(
      family,
      { date: '2027-09-16', time: '08:15', notificationTime: 15 },
      new Date('2027-09-01T10:00:00.000Z'),
      { responsibles: [] },
    );
    await Promise.all([tick('2027-09-16T06:00:00.000Z'), tick('2027-09-16T06:00:00.000Z')]);
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.userId).sort()).toEqual([...family.userIds].sort());
    for (const notification of sent) {
      expect(notification).toMatchObject({
        profileId: null,
        dedupeKey: `task:${task.id}:2027-09-16`,
      });
    }
  });

  it('cost the same round trips as an event with one adult', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const { camille, thomas } = family.profiles;
    const savedAt = new Date('2027-09-01T10:00:00.000Z');
    await addTask(family, { date: '2027-09-17', time: '05:32', notificationTime: 15 }, savedAt, {
      responsibles: [camille],
    });
    await addTask(family, { date: '2027-09-17', time: '05:33', notificationTime: 15 }, savedAt, {
      responsibles: [camille, thomas],
    });
    await tick('2027-09-17T03:16:00.000Z'); // whatever earlier tests left due by then
    const one = await meteredTick('2027-09-17T03:17:00.000Z');
    const two = await meteredTick('2027-09-17T03:18:00.000Z');
    expect(one.tasks.sent).toBe(2);
    expect(two.tasks.sent).toBe(4);
    expect(two.d1.roundTrips).toBe(one.d1.roundTrips);
  });
});

describe('exactly once', () => {
  it('two overlapping ticks and a retried one never duplicate', async () => {
    const family = await cronFamily('Europe/Paris', 2);
    const at = '2027-06-01T07:00:00.000Z';
    const memoIds = [];
    for (let i = 0; i < 5; i++) {
      memoIds.push(
        (await addMemo(family, { date: '2027-06-01', time: '09:00', text: `M${i}` })).id,
      );
    }
    const task = await addTask(
      family,
      { date: '2027-06-01', time: '09:30', notificationTime: 30, recurrence: 'daily' },
      new Date('2027-05-30T00:00:00.000Z'),
    );
    expect(task.nextReminderAt).toBe(at);

    const [first, second] = await Promise.all([tick(at), tick(at)]);
    expect(first.memos.sent + second.memos.sent).toBeGreaterThanOrEqual(5);
    await tick(at); // a retry of the same minute
    const all = await notificationsOf(family.spaceId);
    // 5 memos for their author, the task for both members.
    expect(all).toHaveLength(7);
    expect(all.filter((n) => n.relatedId === task.id)).toHaveLength(2);
    expect(new Set(all.map((n) => `${n.userId}|${n.dedupeKey}`)).size).toBe(7);
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2027-06-02T07:00:00.000Z');
    for (const id of memoIds) expect(await notificationsAbout(family.spaceId, id)).toHaveLength(1);
  });

  it('many ticks at once on the same minute still give one notification each', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-06-03', time: '09:00' });
    const task = await addTask(
      family,
      { date: '2027-06-03', time: '09:15' },
      new Date('2027-06-01T00:00:00.000Z'),
    );
    await Promise.all(Array.from({ length: 6 }, () => tick('2027-06-03T07:00:00.000Z')));
    expect(await notificationsAbout(family.spaceId, memo.id)).toHaveLength(1);
    expect(await notificationsAbout(family.spaceId, task.id)).toHaveLength(1);
  });
});

describe('time zones and daylight saving', () => {
  async function createdAtOf(spaceId: string, relatedId: string) {
    return (await notificationsAbout(spaceId, relatedId)).map((n) => n.createdAt);
  }

  it('Paris, spring forward (2026-03-29): 02:30 does not exist and fires once, read as 03:30', async () => {
    const family = await cronFamily('Europe/Paris');
    const memo = await addMemo(family, { date: '2026-03-29', time: '02:30' });
    expect(memo.dueAt).toBe('2026-03-29T01:30:00.000Z');
    const task = await addTask(
      family,
      {
        date: '2026-03-28',
        time: '02:30',
        recurrence: 'daily',
        recurrenceEndDate: '2026-03-30',
        notificationTime: 5,
      },
      new Date('2026-03-27T12:00:00.000Z'),
    );
    await tick('2026-03-28T01:25:00.000Z'); // 02:25 CET
    await tickEveryMinute('2026-03-29T00:00:00.000Z', '2026-03-29T02:30:00.000Z');
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2026-03-30T00:25:00.000Z');
    await tick('2026-03-30T00:25:00.000Z'); // 02:25 CEST

    expect(await createdAtOf(family.spaceId, memo.id)).toEqual(['2026-03-29T01:30:00.000Z']);
    expect(await createdAtOf(family.spaceId, task.id)).toEqual([
      '2026-03-28T01:25:00.000Z',
      '2026-03-29T01:25:00.000Z',
      '2026-03-30T00:25:00.000Z',
    ]);
  });

  it('Paris, fall back (2026-10-25): 02:30 happens twice and fires once, the first time', async () => {
    const family = await cronFamily('Europe/Paris');
    const memo = await addMemo(family, { date: '2026-10-25', time: '02:30' });
    expect(memo.dueAt).toBe('2026-10-25T00:30:00.000Z');
    const task = await addTask(
      family,
      {
        date: '2026-10-24',
        time: '02:30',
        recurrence: 'daily',
        recurrenceEndDate: '2026-10-26',
        notificationTime: 5,
      },
      new Date('2026-10-23T12:00:00.000Z'),
    );
    await tick('2026-10-24T00:25:00.000Z'); // 02:25 CEST
    await tickEveryMinute('2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z');
    await tick('2026-10-26T01:25:00.000Z'); // 02:25 CET

    expect(await createdAtOf(family.spaceId, memo.id)).toEqual(['2026-10-25T00:30:00.000Z']);
    expect(await createdAtOf(family.spaceId, task.id)).toEqual([
      '2026-10-24T00:25:00.000Z',
      '2026-10-25T00:25:00.000Z',
      '2026-10-26T01:25:00.000Z',
    ]);
  });

  it('New York, both changes (2026-03-08 and 2026-11-01): once per day at the local time', async () => {
    const family = await cronFamily('America/New_York');
    const spring = await addTask(
      family,
      {
        date: '2026-03-07',
        time: '02:30',
        recurrence: 'daily',
        recurrenceEndDate: '2026-03-09',
      },
      new Date('2026-03-06T12:00:00.000Z'),
    );
    const springMemo = await addMemo(family, { date: '2026-03-08', time: '02:30' });
    expect(springMemo.dueAt).toBe('2026-03-08T07:30:00.000Z');
    await tick('2026-03-07T07:15:00.000Z'); // 02:15 EST
    await tickEveryMinute('2026-03-08T06:00:00.000Z', '2026-03-08T08:00:00.000Z');
    await tick('2026-03-09T06:15:00.000Z'); // 02:15 EDT
    expect(await createdAtOf(family.spaceId, spring.id)).toEqual([
      '2026-03-07T07:15:00.000Z',
      // 02:30 does not exist: 03:30 EDT, minus 15 minutes.
      '2026-03-08T07:15:00.000Z',
      '2026-03-09T06:15:00.000Z',
    ]);
    expect(await createdAtOf(family.spaceId, springMemo.id)).toEqual(['2026-03-08T07:30:00.000Z']);

    const fall = await addTask(
      family,
      {
        date: '2026-10-31',
        time: '01:30',
        recurrence: 'daily',
        recurrenceEndDate: '2026-11-02',
        notificationTime: 5,
      },
      new Date('2026-10-30T12:00:00.000Z'),
    );
    await tick('2026-10-31T05:25:00.000Z'); // 01:25 EDT
    await tickEveryMinute('2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z');
    await tick('2026-11-02T06:25:00.000Z'); // 01:25 EST
    expect(await createdAtOf(family.spaceId, fall.id)).toEqual([
      '2026-10-31T05:25:00.000Z',
      '2026-11-01T05:25:00.000Z',
      '2026-11-02T06:25:00.000Z',
    ]);
  });

  it('a weekly series keeps its local time across the change', async () => {
    const family = await cronFamily('Europe/Paris');
    const task = await addTask(
      family,
      { date: '2026-03-22', time: '08:00', recurrence: 'weekly', notificationTime: 60 },
      new Date('2026-03-20T12:00:00.000Z'),
    );
    expect(task.nextReminderAt).toBe('2026-03-22T06:00:00.000Z'); // 07:00 CET
    await tick('2026-03-22T06:00:00.000Z');
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2026-03-29T05:00:00.000Z'); // 07:00 CEST
  });
});

describe('cost of a tick', () => {
  it('reads the due rows through their partial indexes', async () => {
    const now = new Date('2027-01-01T00:00:00.000Z');
    for (const [query, index] of [
      [dueMemosQuery(db, now), 'memos_due_at_pending_idx'],
      [dueTasksQuery(db, now), 'tasks_next_reminder_at_idx'],
    ] as const) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail);
      expect(details.join('\n')).toMatch(
        new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index}`),
      );
      expect(details.join('\n')).not.toMatch(/SCAN (memos|tasks)\b/);
    }
  });

  it('binds at most 100 parameters per statement, as D1 allows', () => {
    const ids = Array.from({ length: IDS_PER_STATEMENT }, () => crypto.randomUUID());
    const now = new Date('2027-01-01T00:00:00.000Z');
    for (const statement of [
      insertMemoNotifications(db, ids, now),
      markMemosNotified(db, ids, now),
    ]) {
      expect(statement.toSQL().params.length).toBeLessThanOrEqual(100);
    }
  });

  it('reads rows in proportion to the due ones, not to the table', async () => {
    const family = await cronFamily();
    /** `count` memos that are not due at the ticks below: half later, half already sent. */
    async function seedOthers(count: number) {
      const inserts = [];
      for (let i = 0; i < count; i += 7) {
        inserts.push(
          db.insert(memos).values(
            Array.from({ length: 7 }, (_, j) => ({
              spaceId: family.spaceId,
              profileId: family.profiles.camille,
              userId: family.userIds[0],
              text: 'Plus tard',
              date: '2035-07-01',
              time: '10:00',
              dueAt: `2035-07-01T08:${String((i + j) % 60).padStart(2, '0')}:00.000Z`,
              notifiedAt: (i + j) % 2 ? '2035-05-01T08:00:00.000Z' : null,
            })),
          ),
        );
      }
      await db.batch(inserts as [(typeof inserts)[number]]);
    }
    /** Three memos due at `time` (Paris) on 2035-06-01, then a tick then. */
    async function tickWithThreeDue(time: string, at: string) {
      for (let i = 0; i < 3; i++) await addMemo(family, { date: '2035-06-01', time });
      return meteredTick(at);
    }

    await tick('2035-06-01T11:58:00.000Z'); // whatever earlier tests left due by then
    await seedOthers(350);
    const small = await tickWithThreeDue('13:59', '2035-06-01T11:59:00.000Z');
    await seedOthers(2100);
    const large = await tickWithThreeDue('14:00', '2035-06-01T12:00:00.000Z');

    expect(small.memos.sent).toBe(3);
    expect(large.memos.sent).toBe(3);
    // Seven times the rows in the table, the same rows read: only the due ones and their writes.
    expect(large.d1.rowsRead).toBe(small.d1.rowsRead);
    expect(small.d1.rowsRead).toBeLessThan(100);
  });
});

describe('scheduled()', () => {
  it('runs the tick at the trigger time through the exported handler', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-08-02', time: '09:00' });
    const controller = createScheduledController({
      scheduledTime: new Date('2027-08-02T07:00:00.000Z'),
      cron: '* * * * *',
    });
    const ctx = createExecutionContext();
    // As the runtime calls it.
    const handler: ExportedHandler<Env> = worker;
    if (!handler.scheduled) throw new Error('worker/index.ts exports no scheduled()');
    await handler.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const [sent] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, memo.id));
    expect(sent?.createdAt).toBe('2027-08-02T07:00:00.000Z');
    expect(sent?.userId).toBe(family.userIds[0]);
  });
});
