/**
 * Invitations: settings "Inviter quelqu'un" and the join forms (docs/product.md#invitations).
 * How long a code lives and why it is single-use: worker/spaces/invitations.ts.
 */

import { ERROR_MESSAGES } from '#domain/errors.ts';
import {
  INVITATION_MESSAGES,
  JOIN_REFUSAL,
  joinSpaceRequestSchema,
  sameName,
  saveInvitationSchema,
} from '#domain/invitations.ts';
import { consume } from '../auth/rate-limit.ts';
import { findUserById } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { requireUser } from '../middleware/auth.ts';
import { changes } from '../realtime/announce.ts';
import { announce } from '../realtime/notify.ts';
import {
  acceptInvitation,
  findDraftCode,
  findJoinableInvitation,
  generateDraftCode,
  JOIN_ATTEMPT_LIMIT,
  saveInvitation,
} from '../spaces/invitations.ts';
import { isMember, listSpacesOfUser } from '../spaces/spaces.ts';

/** Mounted at `/api/spaces/:spaceId/invitations`, behind the membership middleware: any member invites. */
export const spaceInvitations = createRouter()
  /** This member's generated code not yet saved, or null. */
  .get('/code', async (c) => {
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
      throw new ApiError(
        'forbidden',
        INVITATION_MESSAGES.namesMismatch,
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
    return c.json({
      space,
      profile: outcome.profile,
      profileCreated: outcome.profileCreated,
      message: INVITATION_MESSAGES.joined,
    });
  });
