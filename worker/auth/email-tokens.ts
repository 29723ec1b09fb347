/**
 * Single-use links sent by email: address confirmation (24 hours) and password reset (30 minutes).
 * The token (256 random bits) travels only in the email; the database keeps its SHA-256.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetLinkState } from '#domain/auth.ts';
import type { Db } from '../../db/client.ts';
import { type EmailTokenPurpose, emailTokens } from '../../db/schema.ts';
import { hashToken, randomToken } from './tokens.ts';

const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/**
 * A new token for `purpose`. Earlier unused tokens of the same purpose are retired: only the newest
 * reset link works, so an older email lying in an inbox is worthless.
 */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  const nowIso = now.toISOString();
  await db.batch([
    db
      .update(emailTokens)
      .set({ usedAt: nowIso })
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
        ),
      ),
    db.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: await hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]).toISOString(),
      createdAt: nowIso,
    }),
  ]);
  return token;
}

/**
 * Uses a token up: the user it was issued to, or null when it is unknown, of another purpose, used or
 * expired. One conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const nowIso = now.toISOString();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(emailTokens.tokenHash, await hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, nowIso),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * What a token has become, without using it (the reset page asks before showing its form): used,
 * replaced by a newer link (retired at its issue, so its `usedAt` is the newer one's `createdAt`),
 * expired, unknown (or of another purpose), or still valid. Read-only.
 */
export async function emailTokenState(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<ResetLinkState> {
  const row = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, await hashToken(token)), eq(emailTokens.purpose, purpose)))
    .get();
  if (!row) return 'unknown';
  if (row.usedAt) {
    const newer = await db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, row.userId),
          eq(emailTokens.purpose, purpose),
          eq(emailTokens.createdAt, row.usedAt),
        ),
      )
      .get();
    return newer ? 'replaced' : 'used';
  }
  return now.toISOString() < row.expiresAt ? 'valid' : 'expired';
}
