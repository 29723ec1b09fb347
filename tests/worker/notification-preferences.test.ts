/**
 * « Préférences de notification »: the routes (defaults, validation in French, a profile of another
 * space refused), and the gate applied to the senders: a kind turned off reaches no device, quiet
 * hours hold a push back but never the bell, a reminder goes through them.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  spaceMembers,
} from '../../db/schema.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  zonedTime,
} from '../../domain/notification-preferences.ts';
import worker from '../../worker/index.ts';
import { deliveryOf } from '../../worker/notifications/preferences.ts';
import { db, signupPerson } from './auth-support.ts';
import { newTestDevice } from './push-decrypt.ts';
import { ORIGIN } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function preferencesUrl(family: Family) {
  return `${ORIGIN}/api/spaces/${family.spaceId}/notification-preferences`;
}

async function call(family: Family, cookie: string, method: 'GET' | 'PUT', body?: unknown) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(preferencesUrl(family), {
      method,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the preference routes', () => {
  it('answer the defaults without a row, then what was saved, with the next digest stored', async () => {
    const family = await createFamily();
    const first = await call(family, family.cookie, 'GET');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ preferences: DEFAULT_NOTIFICATION_PREFERENCES });

    const wanted = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, assigned: false },
      emailDigest: true,
      digestTime: '18:30',
      digestScope: 'mine',
      profileId: family.profiles.camille,
    };
    const saved = await call(family, family.cookie, 'PUT', wanted);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      preferences: wanted,
      message: 'Préférences de notification enregistrées',
    });
    const row = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.spaceId, family.spaceId))
      .get();
    expect(row?.nextDigestAt).not.toBeNull();
    // 18:30 in Paris: 17:30 in winter, 16:30 in summer.
    expect(row?.nextDigestAt).toMatch(/T1[67]:30:00\.000Z$/);

    const again = await call(family, family.cookie, 'GET');
    expect(await again.json()).toEqual({ preferences: wanted });
  });

  it('refuse a bad hour, « Mes événements » without a profile, and a profile of another space, in French', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const badHour = await call(family, family.cookie, 'PUT', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      digestTime: '25:00',
    });
    expect(badHour.status).toBe(400);
    expect(JSON.stringify(await badHour.json())).toContain('Heure invalide (format HH:MM)');

    const noProfile = await call(family, family.cookie, 'PUT', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      digestScope: 'mine',
    });
    expect(noProfile.status).toBe(400);
    expect(JSON.stringify(await noProfile.json())).toContain(
      'Choisissez votre profil pour recevoir « Mes événements »',
    );

    const foreign = await call(family, family.cookie, 'PUT', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      profileId: other.profiles.camille,
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(await foreign.json())).toContain(
      'Ce profil n’existe pas dans cet espace',
    );
  });

  it("are another member's own: a non-member is refused", async () => {
    const family = await createFamily();
    const stranger = await signupPerson('Jeanne', 'Durand');
    const response = await call(family, stranger.cookie, 'GET');
    // The space gate's answer to a non-member, as for every space route.
    expect(response.status).toBe(403);
  });
});

describe('the gate', () => {
  const paris = 'Europe/Paris';
  const night = new Date('2030-01-10T22:30:00.000Z'); // 23:30 in Paris
  const day = new Date('2030-01-10T12:00:00.000Z');

  it('holds a hand-over back in the quiet hours, lets a reminder and the digest through', () => {
    const p = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, digest: true },
    };
    expect(deliveryOf(p, 'assigned', night, paris).push).toBe(false);
    expect(deliveryOf(p, 'assigned', day, paris).push).toBe(true);
    expect(deliveryOf(p, 'reminders', night, paris).push).toBe(true);
    expect(deliveryOf(p, 'digest', night, paris).push).toBe(true);
    // 07:00 is the end: pushed again.
    expect(deliveryOf(p, 'arrivals', new Date('2030-01-11T06:00:00.000Z'), paris).push).toBe(true);
    expect(deliveryOf(p, 'arrivals', new Date('2030-01-11T05:59:00.000Z'), paris).push).toBe(false);
  });

  it('sends nothing of a kind turned off, and emails only the digest', () => {
    const p = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, reminders: false },
      emailDigest: true,
    };
    expect(deliveryOf(p, 'reminders', day, paris)).toEqual({ push: false, email: false });
    expect(deliveryOf(p, 'assigned', day, paris)).toEqual({ push: true, email: false });
    expect(deliveryOf(p, 'digest', day, paris)).toEqual({ push: false, email: true });
    expect(deliveryOf(p, null, day, paris)).toEqual({ push: false, email: false });
  });
});

/** Camille hands « Récupérer Tom » to Thomas; answers the endpoints the push service was asked for. */
async function handOverToThomas(
  thomasPreferences: Partial<typeof notificationPreferences.$inferInsert>,
) {
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
    .values({ spaceId: family.spaceId, userId: thomas.id, ...thomasPreferences });
  const device = await newTestDevice();
  await db.insert(pushSubscriptions).values({
    userId: thomas.id,
    endpoint: `https://localhost/push-test/${crypto.randomUUID()}`,
    ...device.keys,
    label: 'Téléphone',
  });
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
  const bell = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, thomas.id), eq(notifications.type, 'assigned')));
  return { received, bell };
}

/** Quiet hours around the present minute in Paris, whatever the hour the test runs at. */
function quietNow(): { quietStart: string; quietEnd: string } {
  const now = Date.now();
  return {
    quietStart: zonedTime(new Date(now - 60 * 60_000), 'Europe/Paris'),
    quietEnd: zonedTime(new Date(now + 60 * 60_000), 'Europe/Paris'),
  };
}

describe('a hand-over under the preferences', () => {
  it('reaches no device when « Confiés » is off, and is still in the bell', async () => {
    const { received, bell } = await handOverToThomas({
      pushAssigned: false,
      quietStart: null,
      quietEnd: null,
    });
    expect(received).toEqual([]);
    expect(bell).toHaveLength(1);
  });

  it('is held back from the device in the quiet hours, and is still in the bell', async () => {
    const { received, bell } = await handOverToThomas(quietNow());
    expect(received).toEqual([]);
    expect(bell).toHaveLength(1);
  });

  it('reaches the device outside the quiet hours (the control)', async () => {
    const { received, bell } = await handOverToThomas({ quietStart: null, quietEnd: null });
    expect(received).toHaveLength(1);
    expect(bell).toHaveLength(1);
  });
});
