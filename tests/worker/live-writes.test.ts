/** Every committed write reaches the space's live sockets; refused writes and other spaces hear nothing. */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, type LiveEvent } from '../../domain/live-events.ts';
import worker from '../../worker/index.ts';
import { GOOD_PASSWORD, login } from './auth-support.ts';
import { heardBefore, openSocket } from './live-support.ts';
import { addMember, createSpaceAs, signupPerson, twoMembers } from './space-support.ts';
import { api } from './support.ts';

const TASK = { name: 'Pédiatre', type: 'sante', date: '2026-11-23', time: '17:15' } as const;

/** A space's typed routes as one of its members calls them. */
function spaceOf(cookie: string) {
  return api(cookie).spaces[':spaceId'];
}

/** The family renames its space: every member's sockets hear space.changed (the marker below). */
async function renameSpace(
  family: Awaited<ReturnType<typeof twoMembers>>,
  name: string,
  cookie = family.admin.cookie,
) {
  const response = await spaceOf(cookie).$patch({
    param: { spaceId: family.spaceId },
    json: { name },
  });
  expect(response.status).toBe(200);
}

const spaceChanged = (m: { type: string }) => m.type === 'space.changed';

describe('live events of API writes', () => {
  it("a task created, then edited, by one member reaches the other's socket as tasks.changed", async () => {
    const family = await twoMembers();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const tasks = spaceOf(family.admin.cookie).tasks;
    const response = await tasks.$post({ param: { spaceId: family.spaceId }, json: TASK });
    expect(response.status).toBe(201);
    const { task } = await response.json();
    await watcher.next((m) => m.type === 'tasks.changed');
    const edited = await tasks[':id'].$patch({
      param: { spaceId: family.spaceId, id: task.id },
      json: { name: 'Pédiatre de Léo' },
    });
    expect(edited.status).toBe(200);
    const event = await watcher.next((m) => m.type === 'tasks.changed' && m.id !== undefined);
    expect(event.id).toBe(task.id);
  });

  it('a refused write announces nothing', async () => {
    const family = await twoMembers();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const response = await spaceOf(family.admin.cookie).tasks.$post({
      param: { spaceId: family.spaceId },
      json: { ...TASK, name: '' },
    });
    expect(response.status).toBe(400);
    await renameSpace(family, 'Les Martin');
    expect(await heardBefore(watcher, spaceChanged)).toEqual([]);
  });

  it("each item change tells list-items.changed once, with the item or the id deleted and the list's version in order, not another space's sockets", async () => {
    const family = await twoMembers();
    const elsewhere = await twoMembers();
    const outsider = await openSocket(elsewhere.spaceId, elsewhere.admin.cookie);
    const lists = spaceOf(family.admin.cookie).lists;
    const { list } = await (
      await lists.$post({
        param: { spaceId: family.spaceId },
        json: { title: 'Courses', type: 'shopping' },
      })
    ).json();
    const items = lists[':listId'].items;
    const listParam = { spaceId: family.spaceId, listId: list.id };
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const { item } = await (await items.$post({ param: listParam, json: { text: 'Lait' } })).json();
    const ticked = await items[':itemId'].$patch({
      param: { ...listParam, itemId: item.id },
      json: { completed: true },
    });
    expect(ticked.status).toBe(200);
    const moved = await items[':itemId'].section.$put({
      param: { ...listParam, itemId: item.id },
      json: { section: 'boissons' },
    });
    expect(moved.status).toBe(200);
    const deleted = await items[':itemId'].$delete({ param: { ...listParam, itemId: item.id } });
    expect(deleted.status).toBe(200);
    // Each write tells once, after its answer: they may reach the hub in any order.
    const events: LiveEvent[] = [];
    for (const version of [1, 2, 3, 4]) {
      events.push(
        await watcher.next((m) => m.type === 'list-items.changed' && m.version === version),
      );
    }
    const removed = events[3] as LiveEvent;
    expect(
      watcher.messages.filter((m) => (m as { type: string }).type === 'list-items.changed'),
    ).toHaveLength(4);
    expect(events.map((e) => [e.id, e.version, e.item?.text, e.item?.completed])).toEqual([
      [list.id, 1, 'Lait', false],
      [list.id, 2, 'Lait', true],
      [list.id, 3, 'Lait', true],
      [list.id, 4, undefined, undefined],
    ]);
    expect(events[2]?.item?.section).toBe('boissons');
    expect(events[1]?.item).toEqual((await ticked.json()).item);
    expect(removed.removed).toBe(item.id);
    // The item's change says the list's progress: no lists.changed beside it.
    expect(watcher.messages.some((m) => (m as { type: string }).type === 'lists.changed')).toBe(
      false,
    );
    // The list read afterwards is at the version of the last event.
    const read = await (await lists[':listId'].$get({ param: listParam })).json();
    expect(read.list.version).toBe(4);
    await renameSpace(elsewhere, 'Les Durand');
    expect(await heardBefore(outsider, spaceChanged)).toEqual([]);
  });

  it('a refused item write tells nothing', async () => {
    const family = await twoMembers();
    const lists = spaceOf(family.admin.cookie).lists;
    const { list } = await (
      await lists.$post({
        param: { spaceId: family.spaceId },
        json: { title: 'Courses', type: 'shopping' },
      })
    ).json();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const refused = await lists[':listId'].items[':itemId'].$patch({
      param: { spaceId: family.spaceId, listId: list.id, itemId: crypto.randomUUID() },
      json: { completed: true },
    });
    expect(refused.status).toBe(404);
    await renameSpace(family, 'Les Martin');
    expect(await heardBefore(watcher, spaceChanged)).toEqual([]);
  });

  it("a member who joins is announced as members.changed to the space's devices", async () => {
    const admin = await signupPerson('Camille', 'Martin');
    const created = await createSpaceAs(admin);
    const watcher = await openSocket(created.id, admin.cookie);
    await addMember(admin, created.id, await signupPerson('Thomas', 'Martin'));
    await watcher.next((m) => m.type === 'members.changed');
  });

  it('a member who leaves has their sockets closed with the French reason; the others hear members.changed', async () => {
    const family = await twoMembers();
    const leaving = await openSocket(family.spaceId, family.other.cookie);
    const staying = await openSocket(family.spaceId, family.admin.cookie);
    const response = await spaceOf(family.other.cookie).leave.$post({
      param: { spaceId: family.spaceId },
    });
    expect(response.status).toBe(200);
    expect(await leaving.closed).toEqual(LIVE_CLOSE.memberLeft);
    await staying.next((m) => m.type === 'members.changed');
  });

  it('deleting the space closes every socket with "Cet espace famille a été supprimé"', async () => {
    const family = await twoMembers();
    const first = await openSocket(family.spaceId, family.admin.cookie);
    const second = await openSocket(family.spaceId, family.other.cookie);
    const response = await spaceOf(family.admin.cookie).$delete({
      param: { spaceId: family.spaceId },
    });
    expect(response.status).toBe(200);
    expect(await first.closed).toEqual(LIVE_CLOSE.spaceDeleted);
    expect(await second.closed).toEqual(LIVE_CLOSE.spaceDeleted);
  });

  it("a password change closes the account's other sign-ins' sockets, not the one that made it", async () => {
    const family = await twoMembers();
    const elsewhere = await login(family.admin.email, GOOD_PASSWORD);
    const otherDevice = await openSocket(family.spaceId, elsewhere.cookie);
    const thisDevice = await openSocket(family.spaceId, family.admin.cookie);
    const changed = await api(family.admin.cookie).me.$patch({
      json: {
        firstName: 'Camille',
        lastName: 'Martin',
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Randonnee-Vercors-2027',
      },
    });
    expect(changed.status).toBe(200);
    expect(await otherDevice.closed).toEqual(LIVE_CLOSE.signedOut);
    await renameSpace(family, 'Les Martin');
    await thisDevice.next(spaceChanged);
  });

  it("marking a notification read is told only to that member's sockets", async () => {
    const family = await twoMembers();
    const mine = await openSocket(family.spaceId, family.admin.cookie);
    const theirs = await openSocket(family.spaceId, family.other.cookie);
    const response = await spaceOf(family.admin.cookie).notifications['read-all'].$post({
      param: { spaceId: family.spaceId },
      query: {},
    });
    expect(response.status).toBe(200);
    await mine.next((m) => m.type === 'notifications.changed');
    await renameSpace(family, 'Les Martin');
    expect(await heardBefore(theirs, spaceChanged)).toEqual([]);
  });

  it("a reminder created by the cron rings only its recipient's devices", async () => {
    const family = await twoMembers();
    const space = spaceOf(family.admin.cookie);
    const created = await space.profiles.$post({
      param: { spaceId: family.spaceId },
      // A name the family does not have yet: profile names are unique in a space.
      json: { name: 'Mamie', role: 'grand-parent' },
    });
    const { profile } = await created.json();
    const memo = await space.memos.$post({
      param: { spaceId: family.spaceId },
      json: { profileId: profile.id, text: 'Appeler la crèche', date: '2027-08-02', time: '09:00' },
    });
    expect(memo.status).toBe(201);
    const author = await openSocket(family.spaceId, family.admin.cookie);
    const other = await openSocket(family.spaceId, family.other.cookie);

    const ctx = createExecutionContext();
    const handler: ExportedHandler<Env> = worker;
    await handler.scheduled?.(
      createScheduledController({ scheduledTime: new Date('2027-08-02T07:00:00.000Z') }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    await author.next((m) => m.type === 'notifications.changed');
    // The tick, run two years on, also purged the sessions that had expired by then: sign in anew.
    await renameSpace(family, 'Les Martin', (await login(family.admin.email)).cookie);
    expect(await heardBefore(other, spaceChanged)).toEqual([]);
  });
});
