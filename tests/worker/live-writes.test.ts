/** Every committed write reaches the space's live sockets; refused writes and other spaces hear nothing. */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../domain/live-events.ts';
import worker from '../../worker/index.ts';
import { call, GOOD_PASSWORD, login } from './auth-support.ts';
import { openSocket, pause } from './live-support.ts';
import { addMember, createSpaceAs, signupPerson } from './space-support.ts';

const TASK = { name: 'Pédiatre', type: 'sante', date: '2026-11-23', time: '17:15' } as const;

async function twoMembers() {
  const admin = await signupPerson('Camille', 'Martin');
  const other = await signupPerson('Thomas', 'Martin');
  const created = await createSpaceAs(admin);
  await addMember(admin, created.id, other);
  return { admin, other, spaceId: created.id, base: `/api/spaces/${created.id}` };
}

describe('live events of API writes', () => {
  it("a task created, then edited, by one member reaches the other's socket as tasks.changed", async () => {
    const family = await twoMembers();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const response = await call('POST', `${family.base}/tasks`, {
      cookie: family.admin.cookie,
      body: TASK,
    });
    expect(response.status).toBe(201);
    const { task } = (await response.json()) as { task: { id: string } };
    await watcher.next((m) => m.type === 'tasks.changed');
    const edited = await call('PATCH', `${family.base}/tasks/${task.id}`, {
      cookie: family.admin.cookie,
      body: { name: 'Pédiatre de Léo' },
    });
    expect(edited.status).toBe(200);
    const event = await watcher.next((m) => m.type === 'tasks.changed' && m.id !== undefined);
    expect(event.id).toBe(task.id);
  });

  it('a refused write announces nothing', async () => {
    const family = await twoMembers();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const response = await call('POST', `${family.base}/tasks`, {
      cookie: family.admin.cookie,
      body: { ...TASK, name: '' },
    });
    expect(response.status).toBe(400);
    await pause(300);
    expect(watcher.messages).toEqual([]);
  });

  it("ticking an item tells list-items.changed and lists.changed for that list, not another space's sockets", async () => {
    const family = await twoMembers();
    const elsewhere = await twoMembers();
    const outsider = await openSocket(elsewhere.spaceId, elsewhere.admin.cookie);
    const list = (await (
      await call('POST', `${family.base}/lists`, {
        cookie: family.admin.cookie,
        body: { title: 'Courses', type: 'shopping' },
      })
    ).json()) as { list: { id: string } };
    const item = (await (
      await call('POST', `${family.base}/lists/${list.list.id}/items`, {
        cookie: family.admin.cookie,
        body: { text: 'Lait' },
      })
    ).json()) as { item: { id: string } };

    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const ticked = await call(
      'PATCH',
      `${family.base}/lists/${list.list.id}/items/${item.item.id}`,
      {
        cookie: family.admin.cookie,
        body: { completed: true },
      },
    );
    expect(ticked.status).toBe(200);
    expect((await watcher.next((m) => m.type === 'list-items.changed')).id).toBe(list.list.id);
    expect((await watcher.next((m) => m.type === 'lists.changed')).id).toBe(list.list.id);
    await pause(200);
    expect(outsider.messages).toEqual([]);
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
    const response = await call('POST', `${family.base}/leave`, { cookie: family.other.cookie });
    expect(response.status).toBe(200);
    expect(await leaving.closed).toEqual(LIVE_CLOSE.memberLeft);
    await staying.next((m) => m.type === 'members.changed');
  });

  it('deleting the space closes every socket with "Cet espace famille a été supprimé"', async () => {
    const family = await twoMembers();
    const first = await openSocket(family.spaceId, family.admin.cookie);
    const second = await openSocket(family.spaceId, family.other.cookie);
    const response = await call('DELETE', family.base, { cookie: family.admin.cookie });
    expect(response.status).toBe(200);
    expect(await first.closed).toEqual(LIVE_CLOSE.spaceDeleted);
    expect(await second.closed).toEqual(LIVE_CLOSE.spaceDeleted);
  });

  it("a password change closes the account's other sign-ins' sockets, not the one that made it", async () => {
    const family = await twoMembers();
    const elsewhere = await login(family.admin.email, GOOD_PASSWORD);
    const otherDevice = await openSocket(family.spaceId, elsewhere.cookie);
    const thisDevice = await openSocket(family.spaceId, family.admin.cookie);
    const changed = await call('PATCH', '/api/me', {
      cookie: family.admin.cookie,
      body: {
        firstName: 'Camille',
        lastName: 'Martin',
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Randonnee-Vercors-2027',
      },
    });
    expect(changed.status).toBe(200);
    expect(await otherDevice.closed).toEqual(LIVE_CLOSE.signedOut);
    await call('PATCH', `${family.base}`, {
      cookie: family.admin.cookie,
      body: { name: 'Les Martin' },
    });
    await thisDevice.next((m) => m.type === 'space.changed');
  });

  it("marking a notification read is told only to that member's sockets", async () => {
    const family = await twoMembers();
    const mine = await openSocket(family.spaceId, family.admin.cookie);
    const theirs = await openSocket(family.spaceId, family.other.cookie);
    const response = await call('POST', `${family.base}/notifications/read-all`, {
      cookie: family.admin.cookie,
    });
    expect(response.status).toBe(200);
    await mine.next((m) => m.type === 'notifications.changed');
    await pause(200);
    expect(theirs.messages).toEqual([]);
  });

  it("a reminder created by the cron rings only its recipient's devices", async () => {
    const family = await twoMembers();
    const created = await call('POST', `/api/spaces/${family.spaceId}/profiles`, {
      cookie: family.admin.cookie,
      // A name the family does not have yet: profile names are unique in a space.
      body: { name: 'Mamie', role: 'grand-parent' },
    });
    const { profile } = (await created.json()) as { profile: { id: string } };
    const memo = await call('POST', `${family.base}/memos`, {
      cookie: family.admin.cookie,
      body: { profileId: profile.id, text: 'Appeler la crèche', date: '2027-08-02', time: '09:00' },
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
    await pause(200);
    expect(other.messages).toEqual([]);
  });
});
