/**
 * Shared to-dos: an item of a « Tâches » list may be for some of the family's profiles, due on a day
 * and remind before it; a shopping list refuses all three; the reminder goes through the cron's
 * reminders; the planning's range carries the to-dos due in it; a tick tells the others, never
 * whoever ticked.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItemAssignees, lists, notifications, spaceMembers } from '../../db/schema.ts';
import type { ListItemCreateInput, ListItemUpdateInput } from '../../domain/lists.ts';
import { LIST_TICK_QUIET_MS } from '../../domain/notice-texts.ts';
import { TODO_MESSAGES } from '../../domain/todos.ts';
import { runTick } from '../../worker/cron/tick.ts';
import { db, signupPerson } from './auth-support.ts';
import { itemsOf, newList, type Where } from './list-support.ts';
import { api, expectError } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

async function todoList(family: Family): Promise<Where> {
  const [list] = await db
    .insert(lists)
    .values({ spaceId: family.spaceId, title: 'Tâches', type: 'tasks', createdBy: family.userId })
    .returning();
  if (!list) throw new Error('no list');
  return { cookie: family.cookie, spaceId: family.spaceId, listId: list.id };
}

function post(where: Where, json: ListItemCreateInput) {
  return itemsOf(where).$post({ param: { spaceId: where.spaceId, listId: where.listId }, json });
}

function patch(where: Where, itemId: string, json: ListItemUpdateInput) {
  return itemsOf(where)[':itemId'].$patch({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
    json,
  });
}

async function assigneesOf(itemId: string) {
  const rows = await db
    .select()
    .from(listItemAssignees)
    .where(eq(listItemAssignees.itemId, itemId));
  return rows.map((row) => row.profileId).sort();
}

const CARD = "Renouveler la carte d'identité de Léa";

describe('to-do items: people, due day and reminder', () => {
  it('adds a to-do for Thomas, due the 15th at 18:00, reminding the 14th at 19:00', async () => {
    const family = await createFamily();
    const list = await todoList(family);
    const response = await post(list, {
      text: CARD,
      assigneeIds: [family.profiles.thomas],
      dueDate: '2027-01-15',
      dueTime: '18:00',
      reminder: '2027-01-14T19:00',
    });
    expect(response.status).toBe(201);
    const { item } = await response.json();
    expect(item).toMatchObject({
      assigneeIds: [family.profiles.thomas],
      dueDate: '2027-01-15',
      dueTime: '18:00',
      reminder: '2027-01-14T19:00',
    });
    expect(await assigneesOf(item.id)).toEqual([family.profiles.thomas]);

    // The people are replaced whole; the due value travels whole (absent fields are none).
    const changed = await patch(list, item.id, {
      assigneeIds: [family.profiles.camille, family.profiles.thomas],
      dueDate: '2027-01-16',
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).item).toMatchObject({
      assigneeIds: expect.arrayContaining([family.profiles.camille, family.profiles.thomas]),
      dueDate: '2027-01-16',
      dueTime: null,
      reminder: null,
    });
    expect(await assigneesOf(item.id)).toEqual(
      [family.profiles.camille, family.profiles.thomas].sort(),
    );
    const cleared = await patch(list, item.id, { assigneeIds: [] });
    expect((await cleared.json()).item.assigneeIds).toEqual([]);
  });

  it('refuses, in French and writing nothing, a stranger profile, a malformed day, a reminder after the due moment', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const list = await todoList(family);
    await expectError(
      await post(list, { text: CARD, assigneeIds: [other.profiles.thomas] }),
      400,
      'validation',
    );
    const malformed = await post(list, { text: CARD, dueDate: '2027-02-30' });
    expect((await expectError(malformed, 400, 'validation')).error.fields).toEqual({
      dueDate: TODO_MESSAGES.dueDateInvalid,
    });
    const late = await post(list, {
      text: CARD,
      dueDate: '2027-01-15',
      dueTime: '18:00',
      reminder: '2027-01-15T18:30',
    });
    expect((await expectError(late, 400, 'validation')).error.fields).toEqual({
      reminder: TODO_MESSAGES.reminderAfterDue,
    });
    const noDay = await post(list, { text: CARD, reminder: '2027-01-15T08:00' });
    expect((await expectError(noDay, 400, 'validation')).error.fields).toEqual({
      reminder: TODO_MESSAGES.reminderNeedsDueDate,
    });
    const past = await post(list, {
      text: CARD,
      dueDate: '2027-01-15',
      reminder: '2020-01-01T08:00',
    });
    expect((await expectError(past, 400, 'validation')).error.fields).toEqual({
      reminder: TODO_MESSAGES.reminderInPast,
    });
    const unknown = await post(list, { text: CARD, assigneeIds: [other.profiles.lea] });
    expect((await expectError(unknown, 400, 'validation')).error.fields).toEqual({
      assigneeIds: TODO_MESSAGES.assigneeUnknown,
    });
    const rows = await db.select().from(listItemAssignees);
    expect(rows.filter((row) => row.profileId === other.profiles.lea)).toEqual([]);
    const items = await api(family.cookie)
      .spaces[':spaceId'].lists[':listId'].$get({
        param: { spaceId: list.spaceId, listId: list.listId },
      })
      .then((r) => r.json());
    expect(items.items).toEqual([]);
  });

  it('a shopping list refuses people and due days, in French', async () => {
    const family = await createFamily();
    const shopping = await newList(family);
    const response = await post(shopping, { text: 'Lait', dueDate: '2027-01-15' });
    expect((await expectError(response, 400, 'validation')).error.fields).toEqual({
      dueDate: TODO_MESSAGES.notATodoList,
    });
    const added = await post(shopping, { text: 'Pain' });
    const { item } = await added.json();
    const assigned = await patch(shopping, item.id, { assigneeIds: [family.profiles.lea] });
    expect((await expectError(assigned, 400, 'validation')).error.fields).toEqual({
      assigneeIds: TODO_MESSAGES.notATodoList,
    });
    expect(await assigneesOf(item.id)).toEqual([]);
  });

  it('reminds every member once about each person, at the reminder, through the cron', async () => {
    const family = await createFamily();
    const list = await todoList(family);
    const response = await post(list, {
      text: CARD,
      assigneeIds: [family.profiles.thomas],
      dueDate: '2027-03-15',
      reminder: '2027-03-14T19:00',
    });
    const { item } = await response.json();
    // 19:00 in Paris is 18:00 UTC in March (winter time).
    await runTick(env, new Date('2027-03-14T17:59:00.000Z'));
    const own = () =>
      db.select().from(notifications).where(eq(notifications.relatedId, list.listId));
    expect(await own()).toEqual([]);
    const result = await runTick(env, new Date('2027-03-14T18:00:00.000Z'));
    expect(result.todos.sent).toBeGreaterThanOrEqual(1);
    const [sent, ...more] = await own();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      userId: family.userId,
      profileId: family.profiles.thomas,
      type: 'reminder',
      title: 'Rappel · Tâches',
      description: `Il est temps de : ${CARD}`,
      dedupeKey: `item:${item.id}:2027-03-14T18:00:00.000Z:${family.profiles.thomas}`,
    });
    await runTick(env, new Date('2027-03-14T18:01:00.000Z'));
    expect(await own()).toHaveLength(1);
  });

  it('a to-do ticked before its reminder does not remind', async () => {
    const family = await createFamily();
    const list = await todoList(family);
    const { item } = await (
      await post(list, { text: CARD, dueDate: '2027-04-15', reminder: '2027-04-14T09:00' })
    ).json();
    await patch(list, item.id, { completed: true });
    await runTick(env, new Date('2027-04-14T07:00:00.000Z'));
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, list.listId));
    expect(told.filter((n) => n.type === 'reminder')).toEqual([]);
  });

  it('the planning range carries the to-dos due in it, not the ticked ones', async () => {
    const family = await createFamily();
    const list = await todoList(family);
    const due = await post(list, {
      text: CARD,
      assigneeIds: [family.profiles.thomas],
      dueDate: '2027-05-12',
      dueTime: '18:00',
    });
    const { item } = await due.json();
    const done = await (await post(list, { text: 'Fait', dueDate: '2027-05-12' })).json();
    await patch(list, done.item.id, { completed: true });
    await post(list, { text: 'Plus tard', dueDate: '2027-06-01' });
    const response = await api(family.cookie).spaces[':spaceId'].tasks.$get({
      param: { spaceId: family.spaceId },
      query: { from: '2027-05-10', to: '2027-05-16' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.todos).toEqual([
      {
        id: item.id,
        listId: list.listId,
        listTitle: 'Tâches',
        text: CARD,
        dueDate: '2027-05-12',
        dueTime: '18:00',
        assigneeIds: [family.profiles.thomas],
      },
    ]);
  });

  it('a tick tells the other members, never whoever ticked', async () => {
    const family = await createFamily();
    const thomas = await signupPerson('Thomas', 'Martin');
    await db
      .insert(spaceMembers)
      .values({ spaceId: family.spaceId, userId: thomas.id, displayName: 'Thomas Martin' });
    const list = await todoList(family);
    const { item } = await (
      await post(list, { text: CARD, assigneeIds: [family.profiles.thomas], dueDate: '2027-01-15' })
    ).json();
    const ticked = await patch(list, item.id, {
      completed: true,
      profileId: family.profiles.camille,
    });
    expect(ticked.status).toBe(200);
    await runTick(env, new Date(Date.now() + LIST_TICK_QUIET_MS + 1_000));
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, list.listId));
    const ticks = told.filter((n) => n.type === 'ticked');
    expect(ticks.map((n) => n.userId)).toEqual([thomas.id]);
    expect(ticks[0]?.title).toContain(CARD);
  });
});
