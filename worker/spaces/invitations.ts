/**
 * Invitation codes and joining a space: functions that take `db` first.
 *
 * Life of an invitation (decision, see also domain/invitations.ts):
 * - "Générer" stores a draft row (the code, empty names) for this member and space; generating again
 *   replaces that member's draft, so a regenerated code is the only one that can be saved.
 * - "Enregistrer" puts the invitee's names on the draft and restarts its clock: the invitation can be
 *   used for INVITATION_LIFETIME_DAYS (7) days from then. A draft can never be used to join.
 * - Joining is single-use: the first successful join sets `accepted_by`/`accepted_at`, after which the
 *   code is "invalide ou expiré" for everyone. Someone who leaves and comes back needs a new invitation.
 * - Attempts are rate limited per account (JOIN_ATTEMPT_LIMIT), on top of the 31^8 (8.5·10^11) codes
 *   and the names that must match.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { displayName } from '#domain/auth.ts';
import { DEFAULT_PROFILE_EMOJI, defaultEmojiForRole } from '#domain/avatars.ts';
import {
  drawInviteCode,
  INVITATION_LIFETIME_MS,
  type InvitationView,
} from '#domain/invitations.ts';
import type { ProfileView } from '#domain/profiles.ts';
import type { ProfileRole } from '#domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  familyProfiles,
  type Invitation,
  invitations,
  spaceMembers,
  users,
} from '../../db/schema.ts';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import { findProfileNamed, leastUsedColour, toProfileView } from './profiles.ts';

/** At most 10 join attempts per account per 15 minutes, successful ones included. */
export const JOIN_ATTEMPT_LIMIT: RateLimitRule = {
  name: 'invitation-join',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

/** A new code from the CSPRNG, without look-alike characters (domain/invitations.ts). */
export function generateInviteCode(): string {
  return drawInviteCode((bytes) => crypto.getRandomValues(bytes));
}

/** Attempts at finding a code nobody holds before giving up (a collision is already ~1 in 10^11). */
const CODE_ATTEMPTS = 5;

/** A draft is a generated code whose invitee is not named yet. */
const isDraft = eq(invitations.invitedFirstName, '');

function toInvitationView(row: Invitation): InvitationView {
  return {
    id: row.id,
    code: row.inviteCode,
    invitedFirstName: row.invitedFirstName,
    invitedLastName: row.invitedLastName,
    invitedRole: row.invitedRole,
    createdAt: row.createdAt,
    expiresAt: new Date(Date.parse(row.createdAt) + INVITATION_LIFETIME_MS).toISOString(),
  };
}

/**
 * Generates (or regenerates) this member's code for the space: replaces their draft by a new one with
 * a code no other invitation holds, drawing again when the unique index says it is taken.
 */
export async function generateDraftCode(
  db: Db,
  spaceId: string,
  userId: string,
  now: Date,
  draw: () => string = generateInviteCode,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = draw();
    try {
      await db.batch([
        db
          .delete(invitations)
          .where(
            and(
              eq(invitations.spaceId, spaceId),
              eq(invitations.createdBy, userId),
              isDraft,
              isNull(invitations.acceptedAt),
            ),
          ),
        db.insert(invitations).values({
          spaceId,
          inviteCode: code,
          invitedFirstName: '',
          invitedLastName: '',
          createdBy: userId,
          createdAt: now.toISOString(),
        }),
      ]);
      return code;
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error, 'invite_code')) throw error;
    }
  }
}

/** This member's generated, not yet saved code for the space, if any. */
export async function findDraftCode(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ code: invitations.inviteCode })
    .from(invitations)
    .where(and(eq(invitations.spaceId, spaceId), eq(invitations.createdBy, userId), isDraft))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row?.code ?? null;
}

/** Names the invitee of this member's draft `code`; `undefined` when there is no such draft. */
export async function saveInvitation(
  db: Db,
  spaceId: string,
  userId: string,
  input: {
    code: string;
    invitedFirstName: string;
    invitedLastName: string;
    invitedRole: ProfileRole;
  },
  now: Date,
): Promise<InvitationView | undefined> {
  const [row] = await db
    .update(invitations)
    .set({
      invitedFirstName: input.invitedFirstName,
      invitedLastName: input.invitedLastName,
      invitedRole: input.invitedRole,
      createdAt: now.toISOString(),
    })
    .where(
      and(
        eq(invitations.inviteCode, input.code),
        eq(invitations.spaceId, spaceId),
        eq(invitations.createdBy, userId),
        isDraft,
        isNull(invitations.acceptedAt),
      ),
    )
    .returning();
  return row ? toInvitationView(row) : undefined;
}

/**
 * The invitation's author is still a member of its space: an invitation outlives neither its
 * author's removal nor their leaving, so that « Retirer l'accès » cannot be undone by a code the
 * removed member saved beforehand (their invitations are deleted then too; this holds for any that
 * survived, a save racing the removal).
 */
function authorStillMember() {
  return sql`exists (select 1 from ${spaceMembers} where ${spaceMembers.spaceId} = ${invitations.spaceId}
    and ${spaceMembers.userId} = ${invitations.createdBy})`;
}

/** A saved, unused invitation of less than 7 days with this code, by a member of its space. */
export async function findJoinableInvitation(
  db: Db,
  code: string,
  now: Date,
): Promise<Invitation | undefined> {
  const bornAfter = new Date(now.getTime() - INVITATION_LIFETIME_MS).toISOString();
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.inviteCode, code),
        ne(invitations.invitedFirstName, ''),
        isNull(invitations.acceptedAt),
        gt(invitations.createdAt, bornAfter),
        authorStillMember(),
      ),
    )
    .get();
}

/** A saved invitation nobody used yet, within its 7 days, as « Invitations en attente » lists it. */
export interface PendingInvitationRow {
  id: string;
  invitedFirstName: string;
  invitedLastName: string;
  invitedRole: ProfileRole;
  createdAt: string;
  createdBy: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/** The space's pending invitations, newest first (drafts, used and expired ones are not pending). */
export async function listPendingInvitations(
  db: Db,
  spaceId: string,
  now: Date,
): Promise<PendingInvitationRow[]> {
  const bornAfter = new Date(now.getTime() - INVITATION_LIFETIME_MS).toISOString();
  return db
    .select({
      id: invitations.id,
      invitedFirstName: invitations.invitedFirstName,
      invitedLastName: invitations.invitedLastName,
      invitedRole: invitations.invitedRole,
      createdAt: invitations.createdAt,
      createdBy: invitations.createdBy,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.createdBy))
    .where(
      and(
        eq(invitations.spaceId, spaceId),
        ne(invitations.invitedFirstName, ''),
        isNull(invitations.acceptedAt),
        gt(invitations.createdAt, bornAfter),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

/**
 * « Annuler » a pending invitation: its code stops working at once. Allowed to the member who made it
 * and to admins (`asAdmin`). Answers 'cancelled', 'forbidden' (someone else's, for a non-admin) or
 * 'missing' (no such pending invitation in this space: used, cancelled, or another space's).
 */
export async function cancelInvitation(
  db: Db,
  spaceId: string,
  invitationId: string,
  userId: string,
  asAdmin: boolean,
): Promise<'cancelled' | 'forbidden' | 'missing'> {
  const pending = and(
    eq(invitations.id, invitationId),
    eq(invitations.spaceId, spaceId),
    ne(invitations.invitedFirstName, ''),
    isNull(invitations.acceptedAt),
  );
  const row = await db
    .select({ createdBy: invitations.createdBy })
    .from(invitations)
    .where(pending)
    .get();
  if (!row) return 'missing';
  if (!asAdmin && row.createdBy !== userId) return 'forbidden';
  // Still unused when deleted: a join racing the cancel either wins first or finds no code.
  const deleted = await db.delete(invitations).where(pending).returning({ id: invitations.id });
  return deleted.length > 0 ? 'cancelled' : 'missing';
}

/** What a join did: the joiner's profile, new or the one of that name that was already there. */
export interface JoinOutcome {
  profile: ProfileView;
  profileCreated: boolean;
}

/**
 * Marks the invitation accepted and adds the user to its space, in one batch. The member (and the
 * joiner's profile, named as in the invitation and with the role it gives, unless a profile of that
 * name exists: that one is the joiner's, with the role the family gave it) is inserted only if this very request accepted the invitation, so two people
 * racing with one code cannot both get in. Returns undefined when the invitation was taken in between.
 */
export async function acceptInvitation(
  db: Db,
  invitation: Invitation,
  userId: string,
  now: Date,
): Promise<JoinOutcome | undefined> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return undefined;
  return acceptInvitationAs(db, invitation, user, now);
}

/**
 * The batch of `acceptInvitation`, for a joiner read before it. The acceptance holds only while the
 * account still exists: an account deleted since (« Supprimer mon compte » at the same moment)
 * accepts nothing, so nothing is inserted and no foreign key fails.
 */
export async function acceptInvitationAs(
  db: Db,
  invitation: Invitation,
  user: { id: string; firstName: string; lastName: string },
  now: Date,
): Promise<JoinOutcome | undefined> {
  const userId = user.id;
  const nowIso = now.toISOString();
  const existing = await findProfileNamed(db, invitation.spaceId, invitation.invitedFirstName);
  const colour = existing ? null : await leastUsedColour(db, invitation.spaceId);
  const acceptedNow = and(
    eq(invitations.id, invitation.id),
    eq(invitations.acceptedBy, userId),
    eq(invitations.acceptedAt, nowIso),
  );
  const profileId = crypto.randomUUID();
  const [accepted, , created] = await db.batch([
    db
      .update(invitations)
      .set({ acceptedBy: userId, acceptedAt: nowIso })
      .where(
        and(
          eq(invitations.id, invitation.id),
          isNull(invitations.acceptedAt),
          sql`exists (select 1 from ${users} where ${users.id} = ${userId})`,
          authorStillMember(),
        ),
      )
      .returning({ id: invitations.id }),
    db
      .insert(spaceMembers)
      .select(
        db
          .select({
            spaceId: invitations.spaceId,
            userId: sql<string>`${userId}`.as('user_id'),
            isAdmin: sql<boolean>`0`.as('is_admin'),
            displayName: sql<string>`${displayName(user.firstName, user.lastName)}`.as(
              'display_name',
            ),
            emoji: sql<string>`${DEFAULT_PROFILE_EMOJI}`.as('emoji'),
            role: sql<null>`null`.as('role'),
            createdAt: sql<string>`${nowIso}`.as('created_at'),
          })
          .from(invitations)
          .where(acceptedNow),
      )
      .onConflictDoNothing(),
    db
      .insert(familyProfiles)
      .select(
        db
          .select({
            id: sql<string>`${profileId}`.as('id'),
            spaceId: invitations.spaceId,
            name: invitations.invitedFirstName,
            role: invitations.invitedRole,
            emoji: sql<string>`${defaultEmojiForRole(invitation.invitedRole)}`.as('emoji'),
            colour: sql<string | null>`${colour}`.as('colour'),
            createdBy: sql<string>`${userId}`.as('created_by'),
            createdAt: sql<string>`${nowIso}`.as('created_at'),
          })
          .from(invitations)
          .where(existing ? sql`0` : acceptedNow),
      )
      .returning(),
  ]);
  if (accepted.length === 0) return undefined;
  const profile = existing ?? (created[0] ? toProfileView(created[0]) : undefined);
  if (!profile) throw new Error('join created no profile');
  return { profile, profileCreated: !existing };
}
