import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_PONG } from '../../domain/live-events.ts';
import { publishChange, spaceHub } from '../../worker/realtime/notify.ts';
import type { SpaceHub } from '../../worker/realtime/space-hub.ts';
import { heardBefore, liveRequest, openSocket } from './live-support.ts';
import { addMember, createSpaceAs, expectError, signupPerson } from './space-support.ts';

async function twoMembers() {
  const admin = await signupPerson('Camille', 'Martin');
  const other = await signupPerson('Thomas', 'Martin');
  const created = await createSpaceAs(admin);
  await addMember(admin, created.id, other);
  return { admin, other, spaceId: created.id, profiles: created.profiles };
}

describe('GET /api/spaces/:spaceId/live', () => {
  it('refuses a visitor without a session with 401, before the hub', async () => {
    const { spaceId } = await twoMembers();
    await expectError(await liveRequest(spaceId), 401, 'unauthenticated');
  });

  it('refuses a signed-in non-member with 403 and the French message', async () => {
    const { spaceId } = await twoMembers();
    const stranger = await signupPerson('Inès', 'Durand');
    await expectError(
      await liveRequest(spaceId, { cookie: stranger.cookie }),
      403,
      'forbidden',
      "Vous n'avez pas accès à cet espace famille",
    );
  });

  it('refuses a handshake from another site or without Origin with 403', async () => {
    const { admin, spaceId } = await twoMembers();
    await expectError(
      await liveRequest(spaceId, { cookie: admin.cookie, origin: 'https://evil.example' }),
      403,
      'forbidden',
    );
    await expectError(
      await liveRequest(spaceId, { cookie: admin.cookie, origin: null }),
      403,
      'forbidden',
    );
    const connected = await runInDurableObject(spaceHub(env, spaceId), (hub: SpaceHub) =>
      hub.connections(),
    );
    expect(connected).toEqual([]);
  });

  it('answers a plain GET without upgrade with 400', async () => {
    const { admin, spaceId } = await twoMembers();
    await expectError(
      await liveRequest(spaceId, { cookie: admin.cookie, upgrade: false }),
      400,
      'validation',
      'Cette adresse attend une connexion WebSocket',
    );
  });

  it('records user, profile of the space and connection time in the attachment', async () => {
    const { admin, spaceId, profiles } = await twoMembers();
    const profile = profiles[0];
    if (!profile) throw new Error('no profile');
    const live = await openSocket(spaceId, admin.cookie, profile.id);
    const connected = await spaceHub(env, spaceId).connections();
    expect(connected).toHaveLength(1);
    expect(connected[0]).toMatchObject({ userId: admin.id, profileId: profile.id });
    expect(Date.parse(connected[0]?.connectedAt ?? '')).not.toBeNaN();
    live.socket.close();
  });
});

describe('SpaceHub', () => {
  it('fans a change out to every socket of the space and to none of another space', async () => {
    const family = await twoMembers();
    const elsewhere = await twoMembers();
    const first = await openSocket(family.spaceId, family.admin.cookie);
    const second = await openSocket(family.spaceId, family.other.cookie);
    const outsider = await openSocket(elsewhere.spaceId, elsewhere.admin.cookie);

    await publishChange(env, family.spaceId, { type: 'tasks.changed', id: 'abc' });

    for (const live of [first, second]) {
      const event = await live.next((m) => m.type === 'tasks.changed');
      expect(event.id).toBe('abc');
      expect(Date.parse(event.at)).not.toBeNaN();
    }
    // A marker in the outsider's own space: had the change reached its socket, it would come first.
    await publishChange(env, elsewhere.spaceId, { type: 'lists.changed', id: 'marker' });
    expect(await heardBefore(outsider, (m) => m.id === 'marker')).toEqual([]);
  });

  it("sends a user's notifications only to that user's sockets", async () => {
    const family = await twoMembers();
    const target = await openSocket(family.spaceId, family.admin.cookie);
    const other = await openSocket(family.spaceId, family.other.cookie);
    await publishChange(env, family.spaceId, { type: 'notifications.changed' }, family.admin.id);
    await target.next((m) => m.type === 'notifications.changed');
    // A marker for the whole space, sent after: the other member hears it and nothing before it.
    await publishChange(env, family.spaceId, { type: 'lists.changed', id: 'marker' });
    expect(await heardBefore(other, (m) => m.id === 'marker')).toEqual([]);
  });

  it('answers a ping with a pong and closes the socket on anything else', async () => {
    const family = await twoMembers();
    const live = await openSocket(family.spaceId, family.admin.cookie);
    live.socket.send('{"type":"ping"}');
    await live.next((m) => (m as { type: string }).type === 'pong');
    expect(live.messages).toContainEqual(JSON.parse(LIVE_PONG));

    live.socket.send('{"type":"tasks.changed"}');
    expect(await live.closed).toEqual({
      code: LIVE_CLOSE.refused.code,
      reason: LIVE_CLOSE.refused.reason,
    });
  });

  it("closes a member's sockets with the French reason and leaves the others open", async () => {
    const family = await twoMembers();
    const leaving = await openSocket(family.spaceId, family.other.cookie);
    const staying = await openSocket(family.spaceId, family.admin.cookie);
    await spaceHub(env, family.spaceId).disconnect('memberLeft', { userId: family.other.id });
    expect(await leaving.closed).toEqual({
      code: 4001,
      reason: 'Vous ne faites plus partie de cet espace famille',
    });
    await publishChange(env, family.spaceId, { type: 'profiles.changed' });
    await staying.next((m) => m.type === 'profiles.changed');
  });

  it('still broadcasts after hibernation, from the attachments alone', async () => {
    const family = await twoMembers();
    const live = await openSocket(family.spaceId, family.admin.cookie);
    const hub = spaceHub(env, family.spaceId);
    await evictDurableObject(hub);
    const connected = await hub.connections();
    expect(connected).toEqual([expect.objectContaining({ userId: family.admin.id })]);
    await publishChange(env, family.spaceId, { type: 'lists.changed', id: 'l1' });
    expect((await live.next((m) => m.type === 'lists.changed')).id).toBe('l1');
  });
});
