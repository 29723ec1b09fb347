/**
 * Invitations: settings "Inviter quelqu'un" and the join forms (docs/product.md#invitations).
 * How long a code lives and why it is single-use: worker/spaces/invitations.ts.
 */

import { displayName } from '#domain/auth.ts';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  INVITATION_LIFETIME_MS,
  INVITATION_MESSAGES,
  invitedNameClue,
  JOIN_REFUSAL,
  joinSpaceRequestSchema,
  type PendingInvitationView,
  sameName,
  saveInvitationSchema,
} from '#domain/invitations.ts';
import { consume } from '../auth/rate-limit.ts';
import { findUserById } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { requireUser } from '../middleware/auth.ts';
import { noticeArrival } from '../notifications/joined.ts';
import { changes } from '../realtime/announce.ts';
import { announce } from '../realtime/notify.ts';
import {
  acceptInvitation,
  cancelInvitation,
  findDraftCode,
  findJoinableInvitation,
  generateDraftCode,
  JOIN_ATTEMPT_LIMIT,
  listPendingInvitations,
  saveInvitation,
} from '../spaces/invitations.ts';
import { isMember, listSpacesOfUser } from '../spaces/spaces.ts';

/** Mounted at `/api/spaces/:spaceId/invitations`, behind the membership middleware: any member invites. */
export const spaceInvitations = createRouter()
  /** « Invitations en attente »: saved, unused and within 7 days, newest first, with who invited. */
  .get('/', async (c) => {
    await guardedRead(c, {});
    const rows = await listPendingInvitations(c.var.db, c.var.space.id, c.var.now);
    const invitations: PendingInvitationView[] = rows.map((row) => ({
      id: row.id,
      invitedFirstName: row.invitedFirstName,
      invitedLastName: row.invitedLastName,
      invitedRole: row.invitedRole,
      createdAt: row.createdAt,
      expiresAt: new Date(Date.parse(row.createdAt) + INVITATION_LIFETIME_MS).toISOString(),
      invitedBy:
        row.createdBy && row.creatorFirstName !== null && row.creatorLastName !== null
          ? { userId: row.createdBy, name: displayName(row.creatorFirstName, row.creatorLastName) }
          : null,
    }));
    return c.json({ invitations });
  })

  /** « Annuler »: the invitation's code stops working. For its author and for admins. */
  .delete('/:invitationId', changes('none'), async (c) => {
    const { db, space, user, membership } = c.var;
    const invitationId = c.req.param('invitationId');
    const outcome = isUuid(invitationId)
      ? await cancelInvitation(db, space.id, invitationId, user.id, membership.isAdmin)
      : 'missing';
    if (outcome === 'forbidden') {
      throw new ApiError('forbidden', INVITATION_MESSAGES.cancelForbidden);
    }
    if (outcome === 'missing') throw new ApiError('not_found', INVITATION_MESSAGES.notPending);
    return c.json({ id: invitationId, message: INVITATION_MESSAGES.cancelled });
  })

  /** This member's generated code not yet saved, or null. */
  .get('/code', async (c) => {
    await guardedRead(c, {});
    return c.json({ code: await findDraftCode(c.var.db, c.var.space.id, c.var.user.id) });
  })

  /** Generates a new code, replacing this member's previous unsaved one. */
  .post('/code', changes('none'), async (c) => {
    const { db, space, user, now } = c.var;
    const code = await generateDraftCode(db, space.id, user.id, now);
    return c.json({ code, message: INVITATION_MESSAGES.codeGenerated }, 201);
  })

  /** Saves the invitation: the generated code and the invitee's names. */
  .post('/', changes('none'), validate('json', saveInvitationSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, space, user, now } = c.var;
    const invitation = await saveInvitation(db, space.id, user.id, input, now);
    if (!invitation) throw ApiError.validation({ code: INVITATION_MESSAGES.generateFirst });
    return c.json({ invitation }, 201);
  });

/** Mounted at `/api/invitations`: joining is by code, before the user belongs to the space. */
export const invitations = createRouter()
  .use(requireUser)

  /**
   * Joins the space of an invitation. Checks, in this order, the code (saved, unused, under 7 days),
   * the names (ignoring case, accents and surrounding spaces; absent names mean the account's), then
   * membership. Every attempt counts towards the per-account limit.
   */
  .post('/join', validate('json', joinSpaceRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, user, now } = c.var;
    await consume(db, JOIN_ATTEMPT_LIMIT, user.id, now);

    const invitation = await findJoinableInvitation(db, input.code, now);
    if (!invitation) {
      throw new ApiError(
        'not_found',
        INVITATION_MESSAGES.invalidCode,
        { code: INVITATION_MESSAGES.invalidCode },
        JOIN_REFUSAL.codeInvalid,
      );
    }

    let { firstName, lastName } = input;
    if (firstName === undefined || lastName === undefined) {
      const account = await findUserById(db, user.id);
      if (!account) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
      firstName ??= account.firstName;
      lastName ??= account.lastName;
    }
    if (
      !sameName(firstName, invitation.invitedFirstName) ||
      !sameName(lastName, invitation.invitedLastName)
    ) {
      // The code is right: say how the inviter wrote the names, without giving them whole.
      const clue = invitedNameClue(invitation.invitedFirstName, invitation.invitedLastName);
      throw new ApiError(
        'forbidden',
        INVITATION_MESSAGES.namesMismatchAs(clue),
        undefined,
        JOIN_REFUSAL.namesMismatch,
      );
    }

    if (await isMember(db, invitation.spaceId, user.id)) {
      throw new ApiError(
        'conflict',
        INVITATION_MESSAGES.alreadyMember,
        undefined,
        JOIN_REFUSAL.alreadyMember,
      );
    }
    const outcome = await acceptInvitation(db, invitation, user.id, now);
    if (!outcome) {
      // Taken by someone else between the read and the batch: single-use.
      throw new ApiError(
        'not_found',
        INVITATION_MESSAGES.invalidCode,
        { code: INVITATION_MESSAGES.invalidCode },
        JOIN_REFUSAL.codeInvalid,
      );
    }
    announce(c, invitation.spaceId, { type: 'members.changed' });
    if (outcome.profileCreated) announce(c, invitation.spaceId, { type: 'profiles.changed' });
    const space = (await listSpacesOfUser(db, user.id)).find(
      (candidate) => candidate.id === invitation.spaceId,
    );
    if (space) {
      await noticeArrival(c, db, {
        spaceId: invitation.spaceId,
        spaceName: space.name,
        invitationId: invitation.id,
        joinerId: user.id,
        profileId: outcome.profile.id,
        profileName: outcome.profile.name,
        now,
      });
    }
    return c.json({
      space,
      profile: outcome.profile,
      profileCreated: outcome.profileCreated,
      message: INVITATION_MESSAGES.joined,
    });
  });
