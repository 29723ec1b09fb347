/**
 * A hand-over notice on the recipients' devices (Web Push), through a push service played by the
 * test, which decrypts each message with the device's own key.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, pushSubscriptions, spaceMembers } from '../../db/schema.ts';
import type { PushPayload } from '../../domain/push.ts';
import worker from '../../worker/index.ts';
import { db, signupPerson } from './auth-support.ts';
import { decryptPush, newTestDevice } from './push-decrypt.ts';
import { ORIGIN } from './support.ts';
import { createFamily } from './tasks-support.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a hand-over notice by Web Push', () => {
  it("reaches the other member's device, naming whom it is for, and not the author's", async () => {
    const received: { endpoint: string; body: Uint8Array }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://localhost/push-test/')) return realFetch(input, init);
      received.push({
        endpoint: url,
        body: new Uint8Array(await new Response(init?.body).arrayBuffer()),
      });
      return new Response(null, { status: 201 });
    });
    const family = await createFamily();
    const thomas = await signupPerson('Thomas', 'Martin');
    await db
      .insert(spaceMembers)
      .values({ spaceId: family.spaceId, userId: thomas.id, displayName: 'Thomas Martin' });
    // The test runs at any hour: without quiet hours, the default 22:00–07:00 cannot hold it back.
    await db
      .insert(notificationPreferences)
      .values({ spaceId: family.spaceId, userId: thomas.id, quietStart: null, quietEnd: null });
    const [thomasDevice, camilleDevice] = [await newTestDevice(), await newTestDevice()];
    const thomasEndpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    await db.insert(pushSubscriptions).values([
      { userId: thomas.id, endpoint: thomasEndpoint, ...thomasDevice.keys, label: 'Téléphone' },
      {
        userId: family.userId,
        endpoint: `https://localhost/push-test/${crypto.randomUUID()}`,
        ...camilleDevice.keys,
        label: 'Téléphone',
      },
    ]);

    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${family.base}`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: family.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Récupérer Tom',
          type: 'ecole',
          date: '2030-01-10',
          time: '17:30',
          responsable: family.profiles.thomas,
          authorProfileId: family.profiles.camille,
        }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(201);
    const { task } = (await response.json()) as { task: { id: string } };

    expect(received.map((r) => r.endpoint)).toEqual([thomasEndpoint]);
    const [message] = received;
    if (!message) throw new Error('nothing received');
    expect(JSON.parse(await decryptPush(message.body, thomasDevice)) as PushPayload).toEqual({
      title: 'Pour Thomas',
      body: 'Camille vous a confié « Récupérer Tom » (jeudi 10 janvier, 17:30)',
      tag: expect.stringMatching(/^foyer-confie-/),
      url: `/task/${task.id}`,
    });
  });

  it('pushes a burst of hand-overs back and forth once per person, not once per edit', async () => {
    const received: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://localhost/push-test/')) return realFetch(input, init);
      received.push(url);
      return new Response(null, { status: 201 });
    });
    const family = await createFamily();
    const thomas = await signupPerson('Thomas', 'Martin');
    await db
      .insert(spaceMembers)
      .values({ spaceId: family.spaceId, userId: thomas.id, displayName: 'Thomas Martin' });
    await db
      .insert(notificationPreferences)
      .values({ spaceId: family.spaceId, userId: thomas.id, quietStart: null, quietEnd: null });
    const endpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    await db
      .insert(pushSubscriptions)
      .values({ userId: thomas.id, endpoint, ...(await newTestDevice()).keys, label: 'Téléphone' });
    const send = async (method: string, path: string, body: object) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}${path}`, {
          method,
          headers: { origin: ORIGIN, cookie: family.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    const created = await send('POST', family.base, {
      name: 'Récupérer Tom',
      type: 'ecole',
      date: '2030-01-10',
      time: '17:30',
      responsable: family.profiles.thomas,
      authorProfileId: family.profiles.camille,
    });
    const { task } = (await created.json()) as { task: { id: string } };
    // Twenty quick edits handing it from Thomas to Mamie and back.
    for (let edit = 0; edit < 20; edit++) {
      const responsable = edit % 2 === 0 ? family.profiles.mamie : family.profiles.thomas;
      const response = await send('PATCH', `${family.base}/${task.id}`, {
        responsable,
        authorProfileId: family.profiles.camille,
      });
      expect(response.status).toBe(200);
    }
    // One hand-over per person handed it, and one change (« a confié … à ») per person it left,
    // per ten-minute window (the run may straddle two): without the grouping, one per edit.
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThanOrEqual(8);
  });
});
