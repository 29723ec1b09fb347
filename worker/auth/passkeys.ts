/**
 * Passkeys (docs/decisions/038-passkeys.md): the WebAuthn ceremonies, run by SimpleWebAuthn on the
 * Worker's WebCrypto, and the rows they read and write. Discoverable credentials only, user
 * verification required: a passkey is a whole sign-in (something the user has, unlocked by something
 * they are or know), not a second factor.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { PASSKEY_MESSAGES, type PasskeyView } from '#domain/passkeys.ts';
import type { Db } from '../../db/client.ts';
import {
  type Passkey,
  type PasskeyChallengePurpose,
  passkeyChallenges,
  passkeys,
  users,
} from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { appOrigins } from '../lib/app-origin.ts';

/** How long the browser's dialog may stay open, and the challenge with it. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** A user has few devices; this bounds the list and the options' exclude list. */
export const MAX_PASSKEYS_PER_USER = 20;

/** What the browser's dialog shows as the site. */
const RP_NAME = 'Foyer';

/**
 * The relying party of one request: the configured origin (APP_ORIGIN) the request came from, as
 * its Origin header names it (the origin check has already refused any other), and that origin's
 * host as the RP ID. A passkey belongs to the host it was made on: one made on `localhost` does not
 * sign in on `127.0.0.1`, as WebAuthn wants.
 */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export function relyingParty(
  env: Pick<Env, 'ENVIRONMENT' | 'APP_ORIGIN'>,
  requestOrigin: string | undefined,
): RelyingParty {
  const origins = appOrigins(env);
  const origin =
    requestOrigin && origins.includes(requestOrigin) ? requestOrigin : (origins[0] as string);
  return { rpID: new URL(origin).hostname, origin };
}

// --- Challenges ---------------------------------------------------------------------------

/**
 * Keeps a new challenge for a few minutes; the ones already past their end go in the same batch,
 * so the table holds only the ceremonies in progress.
 */
async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<void> {
  await db.batch([
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now.toISOString())),
    db.insert(passkeyChallenges).values({
      challenge,
      purpose,
      userId,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
    }),
  ]);
}

/** The challenge the browser signed, read from its clientDataJSON (the library checks it again). */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uses the challenge up: one conditional DELETE, so a replayed answer or two concurrent ones cannot
 * both pass. Unknown, used, expired, of the other ceremony or (for a registration) asked by another
 * account: a 400 « La demande a expiré ».
 */
async function consumeChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: PasskeyChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) throw ApiError.validation({ credential: PASSKEY_MESSAGES.expired }, 'expired');
  const [row] = await db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.challenge, challenge))
    .returning();
  if (
    !row ||
    row.purpose !== purpose ||
    row.userId !== userId ||
    row.expiresAt <= now.toISOString()
  ) {
    throw ApiError.validation({ credential: PASSKEY_MESSAGES.expired }, 'expired');
  }
  return challenge;
}

// --- Registration -------------------------------------------------------------------------

/** The WebAuthn user handle: the account id, which says nothing about the person. */
function userHandle(userId: string) {
  return isoUint8Array.fromUTF8String(userId);
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: string; email: string; firstName: string; lastName: string },
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .limit(MAX_PASSKEYS_PER_USER);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice would be one passkey listed twice.
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id, now);
  return options;
}

/** Verifies the new credential and keeps it, named `name`; the view Mon compte lists. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: string,
  response: RegistrationResponseJSON,
  name: string,
  now: Date,
): Promise<PasskeyView> {
  const expectedChallenge = await consumeChallenge(
    db,
    response.response.clientDataJSON,
    'register',
    userId,
    now,
  );
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) {
    throw ApiError.validation({ credential: PASSKEY_MESSAGES.invalid }, 'invalid');
  }
  const { credential, credentialBackedUp } = verification.registrationInfo;
  // The cap is a condition of the insert itself: options taken while the account had room, answered
  // together, cannot take it past the cap (where the list would hide the oldest, still signing in).
  const held = db.$count(passkeys, eq(passkeys.userId, userId));
  const [row] = await db
    .insert(passkeys)
    .select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as('id'),
          userId: users.id,
          credentialId: sql<string>`${credential.id}`.as('credential_id'),
          publicKey: sql<string>`${isoBase64URL.fromBuffer(credential.publicKey)}`.as('public_key'),
          counter: sql<number>`${credential.counter}`.as('counter'),
          transports: sql<string | null>`${
            credential.transports ? JSON.stringify(credential.transports) : null
          }`.as('transports'),
          backedUp: sql<number>`${credentialBackedUp ? 1 : 0}`.as('backed_up'),
          name: sql<string>`${name}`.as('name'),
          createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          lastUsedAt: sql<null>`null`.as('last_used_at'),
        })
        .from(users)
        .where(and(eq(users.id, userId), sql`${held} < ${MAX_PASSKEYS_PER_USER}`)),
    )
    .onConflictDoNothing()
    .returning();
  if (row) return toView(row);
  if ((await countPasskeys(db, userId)) >= MAX_PASSKEYS_PER_USER) {
    throw new ApiError('conflict', PASSKEY_MESSAGES.tooMany);
  }
  throw new ApiError('conflict', PASSKEY_MESSAGES.alreadyRegistered);
}

// --- Sign-in ------------------------------------------------------------------------------

/** No account named: the browser offers the passkeys it holds for this site (discoverable). */
export async function signInOptions(
  db: Db,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/**
 * The account a passkey sign-in proves, after the challenge is used up, the passkey found by its
 * credential id (and its user handle, when the authenticator returns one, matching its account),
 * the signature and the user-verification flag checked. Its counter and last use are recorded.
 */
export async function verifySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<string> {
  const expectedChallenge = await consumeChallenge(
    db,
    response.response.clientDataJSON,
    'sign-in',
    null,
    now,
  );
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  const handle = response.response.userHandle;
  if (!passkey || (handle && handle !== isoBase64URL.fromBuffer(userHandle(passkey.userId)))) {
    throw ApiError.validation({ credential: PASSKEY_MESSAGES.unknown }, 'unknown');
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports ?? undefined,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) {
    throw ApiError.validation({ credential: PASSKEY_MESSAGES.invalid }, 'invalid');
  }
  await db
    .update(passkeys)
    .set({
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: now.toISOString(),
    })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}

// --- Mon compte ---------------------------------------------------------------------------

function toView(row: Passkey): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/**
 * Every passkey of the account, newest first. No limit: the cap holds at registration, and one that
 * can sign in is never hidden from the list where it is removed.
 */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
  return rows.map(toView);
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  return db.$count(passkeys, eq(passkeys.userId, userId));
}

/** Renames one of the account's passkeys; null when it has no such passkey (another's included). */
export async function renamePasskey(
  db: Db,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeyView | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  return row ? toView(row) : null;
}

/** Removes one of the account's passkeys; false when it has no such passkey. */
export async function removePasskey(db: Db, userId: string, passkeyId: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}
