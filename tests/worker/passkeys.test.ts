/**
 * Passkeys (« clés d'accès »): each account reaches only its own; a ceremony's challenge is single
 * use, short-lived and of its own kind, and every refusal says why in French.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeyChallenges, passkeys } from '../../db/schema.ts';
import { PASSKEY_MESSAGES } from '../../domain/passkeys.ts';
import { call, cookieHeader, db, GOOD_PASSWORD, setCookies, signupPerson } from './auth-support.ts';
import { softwarePasskey } from './passkey-authenticator.ts';
import { api, expectError, ORIGIN } from './support.ts';

/** A passkey of `userId` as a registration would leave it (the key material is never read here). */
async function passkeyOf(userId: string, name = 'Chrome sur Android') {
  const [row] = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: crypto.randomUUID(),
      publicKey: 'pQECAyYgASFYIA',
      name,
      createdAt: '2026-11-20T08:00:00.000Z',
    })
    .returning();
  if (!row) throw new Error('no passkey');
  return row;
}

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A browser's answer that signs `challenge`, with nothing a verification could accept. */
function answerTo(challenge: string, credentialId = 'aW5jb25udWU', type = 'webauthn.get') {
  return {
    id: credentialId,
    rawId: credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: base64url(JSON.stringify({ type, challenge, origin: ORIGIN })),
      authenticatorData: 'AAAA',
      signature: 'AAAA',
      attestationObject: 'AAAA',
    },
    clientExtensionResults: {},
  };
}

async function signInChallenge(): Promise<string> {
  const response = await call('POST', '/api/passkeys/sign-in/options');
  expect(response.status).toBe(200);
  const options = (await response.json()) as { challenge: string; rpId: string };
  expect(options.rpId).toBe('localhost');
  return options.challenge;
}

describe('Mon compte › Clés d’accès: one account, its passkeys only', () => {
  it('lists, renames and removes its own passkeys', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const passkey = await passkeyOf(owner.id);

    const listed = await api(owner.cookie).passkeys.$get();
    expect(await listed.json()).toEqual({
      passkeys: [
        {
          id: passkey.id,
          name: 'Chrome sur Android',
          createdAt: passkey.createdAt,
          lastUsedAt: null,
        },
      ],
    });

    const renamed = await call('PATCH', `/api/passkeys/${passkey.id}`, {
      cookie: owner.cookie,
      body: { name: '  Téléphone de Camille ' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      passkey: { name: 'Téléphone de Camille' },
      message: PASSKEY_MESSAGES.renamed,
    });

    const removed = await call('DELETE', `/api/passkeys/${passkey.id}`, { cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(await db.select().from(passkeys).where(eq(passkeys.id, passkey.id))).toEqual([]);
  });

  it('answers 404 to another account renaming or removing a passkey, which stays as it was', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const stranger = await signupPerson('Hugo', 'Bernard');
    const passkey = await passkeyOf(owner.id);

    const rename = await call('PATCH', `/api/passkeys/${passkey.id}`, {
      cookie: stranger.cookie,
      body: { name: 'À moi' },
    });
    await expectError(rename, 404, 'not_found', PASSKEY_MESSAGES.notFound);
    const remove = await call('DELETE', `/api/passkeys/${passkey.id}`, { cookie: stranger.cookie });
    await expectError(remove, 404, 'not_found', PASSKEY_MESSAGES.notFound);

    const [kept] = await db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(kept?.name).toBe('Chrome sur Android');
    expect((await (await api(stranger.cookie).passkeys.$get()).json()).passkeys).toEqual([]);
  });

  it('refuses every passkey route of Mon compte without a session', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const passkey = await passkeyOf(owner.id);
    await expectError(await api().passkeys.$get(), 401, 'unauthenticated');
    for (const [method, path] of [
      ['PATCH', `/api/passkeys/${passkey.id}`],
      ['DELETE', `/api/passkeys/${passkey.id}`],
      ['POST', '/api/passkeys/registration/options'],
      ['POST', '/api/passkeys'],
    ] as const) {
      const response = await call(method, path, { body: { name: 'x', password: GOOD_PASSWORD } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('asks the password before a registration, then offers a discoverable, verified passkey', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const existing = await passkeyOf(owner.id);

    const wrong = await call('POST', '/api/passkeys/registration/options', {
      cookie: owner.cookie,
      body: { password: 'pas-le-bon-mot-de-passe' },
    });
    await expectError(wrong, 400, 'validation', PASSKEY_MESSAGES.passwordIncorrect);

    const response = await call('POST', '/api/passkeys/registration/options', {
      cookie: owner.cookie,
      body: { password: GOOD_PASSWORD },
    });
    expect(response.status).toBe(200);
    const options = (await response.json()) as {
      rp: { id: string; name: string };
      user: { name: string; displayName: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      excludeCredentials: { id: string }[];
    };
    expect(options.rp).toEqual({ id: 'localhost', name: 'Foyer' });
    expect(options.user).toMatchObject({ name: owner.email, displayName: 'Camille Martin' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials.map((entry) => entry.id)).toEqual([existing.credentialId]);
  });
});

describe('the cap of passkeys per account', () => {
  it('holds at registration: options taken while there was room cannot take it past, and every passkey is listed', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    for (let i = 0; i < 18; i++) await passkeyOf(owner.id, `Clé ${i}`);
    // Three ceremonies started at 18 passkeys, then answered one after another.
    const options = [];
    for (let i = 0; i < 3; i++) {
      const response = await call('POST', '/api/passkeys/registration/options', {
        cookie: owner.cookie,
        body: { password: GOOD_PASSWORD },
      });
      expect(response.status).toBe(200);
      options.push(await response.json());
    }
    const statuses = [];
    for (const option of options) {
      const credential = await (await softwarePasskey()).register(option as never);
      const response = await call('POST', '/api/passkeys', {
        cookie: owner.cookie,
        body: { credential },
      });
      statuses.push(response.status);
      if (response.status === 409) {
        await expectError(response, 409, 'conflict', PASSKEY_MESSAGES.tooMany);
      }
    }
    expect(statuses).toEqual([201, 201, 409]);
    const stored = await db.$count(passkeys, eq(passkeys.userId, owner.id));
    expect(stored).toBe(20);
    const listed = await call('GET', '/api/passkeys', { cookie: owner.cookie });
    expect(((await listed.json()) as { passkeys: unknown[] }).passkeys).toHaveLength(stored);
  });

  it('never hides one that can sign in: an account holding more than the cap sees them all', async () => {
    const owner = await signupPerson('Thomas', 'Martin');
    for (let i = 0; i < 23; i++) await passkeyOf(owner.id, `Clé ${i}`);
    const listed = await call('GET', '/api/passkeys', { cookie: owner.cookie });
    expect(((await listed.json()) as { passkeys: unknown[] }).passkeys).toHaveLength(23);
  });
});

describe('a ceremony’s challenge', () => {
  it('is refused in French when the browser signed a challenge the server never gave', async () => {
    await signInChallenge();
    const response = await call('POST', '/api/passkeys/sign-in', {
      body: { credential: answerTo(base64url('pas-un-défi-du-serveur')), remember: true },
    });
    await expectError(response, 400, 'validation', PASSKEY_MESSAGES.expired);
  });

  it('is refused once past its few minutes', async () => {
    const challenge = await signInChallenge();
    await db
      .update(passkeyChallenges)
      .set({ expiresAt: '2026-01-01T00:00:00.000Z' })
      .where(eq(passkeyChallenges.challenge, challenge));
    const response = await call('POST', '/api/passkeys/sign-in', {
      body: { credential: answerTo(challenge) },
    });
    await expectError(response, 400, 'validation', PASSKEY_MESSAGES.expired);
  });

  it('serves one answer only: an unknown passkey is said, and the same challenge again has expired', async () => {
    const challenge = await signInChallenge();
    const first = await call('POST', '/api/passkeys/sign-in', {
      body: { credential: answerTo(challenge) },
    });
    await expectError(first, 400, 'validation', PASSKEY_MESSAGES.unknown);
    const again = await call('POST', '/api/passkeys/sign-in', {
      body: { credential: answerTo(challenge) },
    });
    await expectError(again, 400, 'validation', PASSKEY_MESSAGES.expired);
  });

  it('of a sign-in cannot register a passkey, nor can one asked by another account', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const stranger = await signupPerson('Hugo', 'Bernard');
    const signIn = await signInChallenge();
    const register = await call('POST', '/api/passkeys', {
      cookie: owner.cookie,
      body: { credential: answerTo(signIn, 'bm91dmVsbGU', 'webauthn.create') },
    });
    await expectError(register, 400, 'validation', PASSKEY_MESSAGES.expired);

    const options = await call('POST', '/api/passkeys/registration/options', {
      cookie: stranger.cookie,
      body: { password: GOOD_PASSWORD },
    });
    const { challenge } = (await options.json()) as { challenge: string };
    const hijack = await call('POST', '/api/passkeys', {
      cookie: owner.cookie,
      body: { credential: answerTo(challenge, 'bm91dmVsbGU', 'webauthn.create') },
    });
    await expectError(hijack, 400, 'validation', PASSKEY_MESSAGES.expired);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
  });

  it('of a registration whose answer does not verify is refused in French, nothing kept', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const options = await call('POST', '/api/passkeys/registration/options', {
      cookie: owner.cookie,
      body: { password: GOOD_PASSWORD },
    });
    const { challenge } = (await options.json()) as { challenge: string };
    const response = await call('POST', '/api/passkeys', {
      cookie: owner.cookie,
      body: { credential: answerTo(challenge, 'bm91dmVsbGU', 'webauthn.create') },
    });
    await expectError(response, 400, 'validation', PASSKEY_MESSAGES.invalid);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
  });
});

describe('an account’s passkeys and its data', () => {
  it('are exported without their keys, and deleted with the account', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    await passkeyOf(owner.id, 'Téléphone');

    const exported = await api(owner.cookie).export.$get();
    const document = (await exported.json()) as { passkeys: Record<string, unknown>[] };
    expect(document.passkeys).toEqual([
      {
        name: 'Téléphone',
        createdAt: '2026-11-20T08:00:00.000Z',
        lastUsedAt: null,
        backedUp: false,
        transports: null,
      },
    ]);

    const deleted = await call('DELETE', '/api/me', {
      cookie: owner.cookie,
      body: { password: GOOD_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
  });
});

type SoftwarePasskey = Awaited<ReturnType<typeof softwarePasskey>>;

describe('a passkey through the real ceremonies', () => {
  /** Registers a software passkey on `person`'s account, as Mon compte does. */
  async function registered(person: { cookie: string }, authenticator: SoftwarePasskey) {
    const options = await call('POST', '/api/passkeys/registration/options', {
      cookie: person.cookie,
      body: { password: GOOD_PASSWORD },
    });
    const credential = await authenticator.register(await options.json());
    const response = await call('POST', '/api/passkeys', {
      cookie: person.cookie,
      body: { credential },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  async function signInWith(authenticator: SoftwarePasskey, remember: boolean) {
    const options = await call('POST', '/api/passkeys/sign-in/options');
    const credential = await authenticator.signIn(await options.json());
    return call('POST', '/api/passkeys/sign-in', { body: { credential, remember } });
  }

  it('opens a session like a password sign-in: « Rester connecté » honoured, listed among the devices', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const authenticator = await softwarePasskey();
    await registered(owner, authenticator);

    const response = await signInWith(authenticator, false);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(owner.id);
    // Without « Rester connecté », the sign-in's cookies end with the browser, as after a password.
    const refresh = setCookies(response).get('foyer_refresh');
    // A fresh refresh token, as a password sign-in sets: 32 random bytes in base64url.
    expect(refresh?.value).toMatch(/^[\w-]{43}$/);
    expect(refresh?.raw.toLowerCase()).not.toContain('max-age');

    const cookie = cookieHeader(response);
    const devices = await api(cookie).me.sessions.$get();
    const { sessions } = await devices.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const [listed] = (await (await api(cookie).passkeys.$get()).json()).passkeys;
    expect(listed?.lastUsedAt).not.toBeNull();

    const remembered = await signInWith(authenticator, true);
    expect(remembered.status).toBe(200);
    expect(setCookies(remembered).get('foyer_refresh')?.raw.toLowerCase()).toContain('max-age');
  });

  it('refuses in French a passkey that did not verify its user', async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const authenticator = await softwarePasskey({ verifiesUser: false });
    const options = await call('POST', '/api/passkeys/registration/options', {
      cookie: owner.cookie,
      body: { password: GOOD_PASSWORD },
    });
    const credential = await authenticator.register(await options.json());
    const response = await call('POST', '/api/passkeys', {
      cookie: owner.cookie,
      body: { credential },
    });
    await expectError(response, 400, 'validation', PASSKEY_MESSAGES.invalid);
  });
});
