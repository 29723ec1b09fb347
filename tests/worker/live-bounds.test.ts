/**
 * Live sockets end with their sign-in however it ends (a stolen refresh token detected, or the
 * session's absolute end), and one account or one space cannot hold sockets without bound: above
 * the cap the oldest is closed with a reason.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { LIVE_CLOSE } from '../../domain/live-events.ts';
import { hashToken } from '../../worker/auth/tokens.ts';
import { spaceHub } from '../../worker/realtime/notify.ts';
import { HUB_USER_HEADER, LIVE_LIMITS, TOO_MANY_SOCKETS } from '../../worker/realtime/space-hub.ts';
import { cookieHeader, db, refreshCookieOf } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { createSpaceAs, signupPerson } from './space-support.ts';
import { api } from './support.ts';

const signedOut = { code: LIVE_CLOSE.signedOut.code, reason: LIVE_CLOSE.signedOut.reason };

describe('a sign-in that ends', () => {
  it('closes its sockets when a rotated refresh token comes back (reuse detected)', async () => {
    const person = await signupPerson('Camille', 'Martin');
    const { id: spaceId } = await createSpaceAs(person);
    const first = refreshCookieOf(person.response) ?? '';
    const live = await openSocket(spaceId, person.cookie);
    const rotated = await api(person.cookie).auth.refresh.$post();
    expect(rotated.status).toBe(200);
    const current = cookieHeader(rotated);
    // The rotation happened 11 seconds ago: past the grace of two tabs.
    await db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 11_000).toISOString() })
      .where(eq(sessions.refreshTokenHash, await hashToken(first)));

    const replay = await api(person.cookie).auth.refresh.$post();
    expect(replay.status).toBe(401);
    expect(await live.closed).toEqual(signedOut);
    expect((await api(current).me.$get()).status).toBe(401);
  });

  it('closes its sockets once it reaches its end, at the hub’s next check', async () => {
    const person = await signupPerson('Thomas', 'Martin');
    const other = await signupPerson('Inès', 'Martin');
    const { id: spaceId } = await createSpaceAs(person);
    const { id: otherSpaceId } = await createSpaceAs(other);
    const ending = await openSocket(spaceId, person.cookie);
    const lasting = await openSocket(otherSpaceId, other.cookie);
    const chain = await db.select().from(sessions).where(eq(sessions.userId, person.id)).get();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.chainId, chain?.chainId ?? ''));

    // The hub schedules its check when a socket arrives.
    expect(await runDurableObjectAlarm(spaceHub(env, spaceId))).toBe(true);
    expect(await ending.closed).toEqual(signedOut);
    // A live sign-in is left alone, and its hub checks again later.
    expect(await runDurableObjectAlarm(spaceHub(env, otherSpaceId))).toBe(true);
    expect(await spaceHub(env, otherSpaceId).connections()).toHaveLength(1);
    expect(await runDurableObjectAlarm(spaceHub(env, otherSpaceId))).toBe(true);
    lasting.socket.close();
  });
});

describe('how many sockets', () => {
  it('an account keeps at most 10 in a space: the oldest is closed with the French reason', async () => {
    expect(LIVE_LIMITS.socketsPerUser).toBe(10);
    const person = await signupPerson('Léa', 'Martin');
    const { id: spaceId } = await createSpaceAs(person);
    const sockets = [];
    for (let i = 0; i < LIVE_LIMITS.socketsPerUser; i++) {
      sockets.push(await openSocket(spaceId, person.cookie));
    }
    const newest = await openSocket(spaceId, person.cookie);
    expect(await sockets[0]?.closed).toEqual({ code: 1013, reason: TOO_MANY_SOCKETS });
    expect(TOO_MANY_SOCKETS).toBe('Trop de connexions ouvertes : la plus ancienne a été fermée');
    expect(await spaceHub(env, spaceId).connections()).toHaveLength(LIVE_LIMITS.socketsPerUser);
    for (const live of [...sockets.slice(1), newest]) live?.socket.close();
  });

  it('a space keeps at most 200, whoever opens them', async () => {
    expect(LIVE_LIMITS.socketsPerSpace).toBe(200);
    const hub = spaceHub(env, crypto.randomUUID());
    const clients: WebSocket[] = [];
    const closes: Promise<number>[] = [];
    for (let i = 0; i <= LIVE_LIMITS.socketsPerSpace; i++) {
      const response = await hub.fetch(
        new Request('http://hub/', {
          headers: { upgrade: 'websocket', [HUB_USER_HEADER]: `user-${i}` },
        }),
      );
      const client = response.webSocket as WebSocket;
      client.accept();
      closes.push(
        new Promise((resolve) => client.addEventListener('close', (event) => resolve(event.code))),
      );
      clients.push(client);
    }
    expect(await closes[0]).toBe(1013);
    expect(await hub.connections()).toHaveLength(LIVE_LIMITS.socketsPerSpace);
    for (const client of clients.slice(1)) client.close();
  });
});
