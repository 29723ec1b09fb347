/**
 * Unbounded planning responses. 300 daily tasks made one 62-day
 * range 18 MB and 18,355 items. The range list drops the long texts, windows are at most 62 days,
 * a response holds at most 3,000 occurrences (then `truncated: true`), a space at most 5,000 tasks,
 * and task writes are limited per member.
 */
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { plannedItems } from '../../domain/task-range.ts';
import { MAX_TASKS_PER_SPACE, TASK_MESSAGES } from '../../domain/tasks.ts';
import * as rateLimit from '../../worker/auth/rate-limit.ts';
import { db } from './auth-support.ts';
import {
  createFamily,
  createTask,
  expectError,
  type Family,
  getTask,
  postTask,
  tasksOf,
} from './tasks-support.ts';

function rangeResponse(family: Family, from: string, to: string) {
  return tasksOf(family).$get({ param: { spaceId: family.spaceId }, query: { from, to } });
}

/** `count` tasks written straight into D1 in one statement, as a busy space would hold them. */
async function fill(family: Family, count: number, recurrence: 'daily' | 'none') {
  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into tasks (id, space_id, name, type, date, time, recurrence, recurrence_days,
      recurrence_exceptions, has_notification, notification_time, created_at, updated_at)
    select lower(hex(randomblob(16))), ${family.spaceId}, 'Tâche ' || i, 'repas', '2030-01-01',
      '12:00', ${recurrence}, '[]', '[]', 0, 15, '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z'
    from n`);
}

describe('planning responses are bounded', () => {
  it('the range list carries no description and no notes; the detail route does', async () => {
    const family = await createFamily();
    const task = await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: '2030-01-07',
      time: '17:00',
      description: 'Vaccin DTP',
      notes: 'Carnet de santé',
    });
    const response = await rangeResponse(family, '2030-01-07', '2030-01-13');
    const range = await response.json();
    const body = { tasks: plannedItems(range), truncated: range.truncated };
    expect(range.series).toHaveLength(1);
    expect(range.series[0]).not.toHaveProperty('description');
    expect(range.series[0]).not.toHaveProperty('notes');
    expect(body.tasks).toHaveLength(1);
    expect(body.tasks[0]).not.toHaveProperty('description');
    expect(body.tasks[0]).not.toHaveProperty('notes');
    expect(body.tasks[0]).toMatchObject({ name: 'Pédiatre', time: '17:00' });
    expect(body.truncated).toBe(false);
    expect(await getTask(family, task.id)).toMatchObject({
      description: 'Vaccin DTP',
      notes: 'Carnet de santé',
    });
  });

  it('a window longer than 62 days is a French 400', async () => {
    const family = await createFamily();
    await expectError(
      await rangeResponse(family, '2030-01-01', '2030-03-04'),
      400,
      'validation',
      'La période demandée ne doit pas dépasser 62 jours',
    );
    expect((await rangeResponse(family, '2030-01-01', '2030-03-03')).status).toBe(200);
  });

  it('300 daily tasks over 62 days: 3,000 occurrences at most, with truncated: true', async () => {
    const family = await createFamily();
    await fill(family, 300, 'daily');
    const response = await rangeResponse(family, '2030-01-01', '2030-03-03');
    expect(response.status).toBe(200);
    const range = await response.json();
    const body = { tasks: plannedItems(range), truncated: range.truncated };
    expect(body.truncated).toBe(true);
    expect(range.occurrences).toHaveLength(3000);
    expect(body.tasks).toHaveLength(3000);
    // The first days, whole and in order: 300 a day for 10 days.
    expect(body.tasks[0]?.date).toBe('2030-01-01');
    expect(body.tasks[2999]?.date).toBe('2030-01-10');
    const day = await (await rangeResponse(family, '2030-01-05', '2030-01-05')).json();
    expect(day).toMatchObject({ truncated: false });
    expect(day.occurrences).toHaveLength(300);
  });

  it('a space holds at most 5,000 tasks: the next one is refused in French', async () => {
    const family = await createFamily();
    expect(MAX_TASKS_PER_SPACE).toBe(5000);
    await fill(family, MAX_TASKS_PER_SPACE, 'none');
    await expectError(
      await postTask(family, {
        name: 'Une de trop',
        type: 'autres',
        date: '2030-01-02',
        time: '09:00',
      }),
      409,
      'conflict',
      TASK_MESSAGES.tooManyTasks,
    );
    expect(TASK_MESSAGES.tooManyTasks).toBe(
      'Cet espace famille a atteint la limite de 5000 tâches et activités',
    );
  });

  it('task writes are limited per member: past 300 in 10 minutes, a French 429', async () => {
    const family = await createFamily();
    const rule = rateLimit.TASK_WRITE_LIMIT;
    expect(rule).toMatchObject({ limit: 300, windowMs: 600_000 });
    const now = new Date();
    const subject = rateLimit.memberSubject(family.spaceId, family.userId);
    for (let n = 0; n < rule.limit; n++) await rateLimit.hit(db, rule, subject, now);
    const refused = await postTask(family, {
      name: 'Piscine',
      type: 'sport',
      date: '2030-01-02',
      time: '09:00',
    });
    await expectError(refused, 429, 'rate_limited', ERROR_MESSAGES.rateLimited);
    // Reading is not writing.
    expect((await rangeResponse(family, '2030-01-01', '2030-01-07')).status).toBe(200);
    expect(env.ENVIRONMENT).toBe('development');
  });
});
