/**
 * Family spaces: /setup-space, /space-summary, /join-space, settings "Gestion des espaces familles"
 * (docs/product.md#spaces). `/:spaceId` routes sit behind `requireUser` + `requireSpaceMember`,
 * mounted once in worker/app.ts for `/api/spaces/:spaceId/*`; the two root routes sign the user in
 * themselves.
 */
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { SCHOOL_HOLIDAY_TEXTS } from '#domain/school-holidays.ts';
import {
  createSpaceSchema,
  MEMBER_MESSAGES,
  SPACE_MESSAGES,
  updateSpaceSchema,
} from '#domain/spaces.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { requireUser, signedInRead } from '../middleware/auth.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { requireSpaceAdmin } from '../middleware/space-member.ts';
import { changes } from '../realtime/announce.ts';
import { demoteMember, isSpaceAdmin, promoteMember, removeMember } from '../spaces/members.ts';
import {
  createSpace,
  deleteSpace,
  getSpaceDetail,
  leaveSpace,
  spaceDetailQueries,
  spacesOfUserQuery,
  toSpaceDetailView,
  toSpaceSummary,
} from '../spaces/spaces.ts';
import { updateSpace } from '../spaces/time-zone.ts';

export const spaces = createRouter()
  /** The user's spaces, newest first, with their member count and the user's Admin badge. */
  .get('/', requireUser, async (c) => {
    const read = await signedInRead(c, { rows: spacesOfUserQuery(c.var.db, c.var.user.id) });
    return c.json({ spaces: read.rows.map(toSpaceSummary) });
  })

  /**
   * Creates a space from /space-summary: the space, its creator as admin and a profile per listed
   * member, all or nothing.
   */
  .post('/', requireUser, validate('json', createSpaceSchema), async (c) => {
    const input = c.req.valid('json');
    const created = await createSpace(c.var.db, c.var.user.id, input, c.var.now);
    if (!created?.space) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    return c.json({ id: created.space.id, space: created.space, profiles: created.profiles }, 201);
  })

  /** The space and its members (oldest first). */
  .get('/:spaceId', async (c) => {
    const read = await guardedRead(c, spaceDetailQueries(c.var.db, urlSpaceId(c)));
    const detail = toSpaceDetailView(read, c.var.user.id);
    if (!detail) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
    return c.json(detail);
  })

  /**
   * Rename and/or change the time zone or the zone scolaire, for admins. Saved only if changed (docs/product.md#spaces): the
   * same values write nothing. A new zone moves the pending reminders in the same batch.
   */
  .patch(
    '/:spaceId',
    changes('space'),
    requireSpaceAdmin,
    validate('json', updateSpaceSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, space, now } = c.var;
      const changes = {
        ...(input.name !== undefined && input.name !== space.name ? { name: input.name } : {}),
        ...(input.timezone !== undefined && input.timezone !== space.timezone
          ? { timezone: input.timezone }
          : {}),
        ...(input.schoolZone !== undefined && input.schoolZone !== space.schoolZone
          ? { schoolZone: input.schoolZone }
          : {}),
        ...(input.feedSchoolHolidays !== undefined &&
        input.feedSchoolHolidays !== space.feedSchoolHolidays
          ? { feedSchoolHolidays: input.feedSchoolHolidays }
          : {}),
      };
      const changed = Object.keys(changes).length > 0;
      if (changed) await updateSpace(db, space.id, changes, now);
      const detail = await getSpaceDetail(db, space.id, c.var.user.id);
      if (!detail) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
      const message =
        changes.timezone !== undefined && changes.name === undefined
          ? SPACE_MESSAGES.timeZoneChanged
          : changes.schoolZone !== undefined && changes.name === undefined
            ? SPACE_MESSAGES.schoolZoneChanged
            : changes.feedSchoolHolidays !== undefined && changes.name === undefined
              ? SCHOOL_HOLIDAY_TEXTS.feedChanged
              : SPACE_MESSAGES.renamed;
      return c.json({ space: detail.space, changed, message });
    },
  )

  /** Delete, for admins: the space and everything in it. */
  .delete('/:spaceId', changes('space-deleted'), requireSpaceAdmin, async (c) => {
    const { db, space } = c.var;
    if (!(await deleteSpace(db, space.id))) {
      throw new ApiError('not_found', ERROR_MESSAGES.notFound);
    }
    return c.json({ id: space.id, message: SPACE_MESSAGES.deleted });
  })

  /**
   * Leave the space. The last admin leaving hands admin to the oldest remaining member; the last member
   * leaving deletes the space.
   */
  .post('/:spaceId/leave', changes('member-left'), async (c) => {
    const { db, space } = c.var;
    const result = await leaveSpace(db, space.id, c.var.user.id);
    if (!result.left) throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace);
    return c.json({
      id: space.id,
      spaceDeleted: result.spaceDeleted,
      newAdminUserId: result.newAdminUserId,
      message: SPACE_MESSAGES.left,
    });
  })

  /**
   * « Retirer l'accès », for admins: the member's account loses the space at once (their sockets of
   * the space close, their next request is a 403); their profile stays. An admin's own access goes
   * with « Quitter » instead, which hands admin on when needed; another admin's is a 403.
   */
  .delete(
    '/:spaceId/members/:userId',
    changes('member-removed', 'userId'),
    requireSpaceAdmin,
    async (c) => {
      const { db, space, user } = c.var;
      const userId = c.req.param('userId');
      if (userId === user.id) throw new ApiError('conflict', MEMBER_MESSAGES.cannotRemoveSelf);
      if (isUuid(userId) && (await isSpaceAdmin(db, space.id, userId))) {
        throw new ApiError('forbidden', MEMBER_MESSAGES.otherAdmin);
      }
      const removed = isUuid(userId)
        ? await removeMember(db, space.id, user.id, userId)
        : undefined;
      if (!removed) throw new ApiError('not_found', MEMBER_MESSAGES.notMember);
      return c.json({
        userId: removed.userId,
        message: MEMBER_MESSAGES.removed,
        description: MEMBER_MESSAGES.removedDescription(removed.displayName),
      });
    },
  )

  /** « Nommer admin », for admins: the member may then rename, delete and manage access too. */
  .post('/:spaceId/members/:userId/admin', changes('members'), requireSpaceAdmin, async (c) => {
    const { db, space, user } = c.var;
    const userId = c.req.param('userId');
    const promoted = isUuid(userId)
      ? await promoteMember(db, space.id, user.id, userId)
      : undefined;
    if (!promoted) throw new ApiError('not_found', MEMBER_MESSAGES.notMember);
    return c.json({
      userId: promoted.userId,
      message: MEMBER_MESSAGES.promoted(promoted.displayName),
    });
  })

  /**
   * « Retirer le rôle admin », for admins: the member keeps their access without admin rights. The
   * last admin keeps the role (409): the space always has one. Another admin is a 403: co-parents
   * who are both admins cannot take the role from each other (docs/decisions/067-co-parent-rights.md).
   */
  .delete('/:spaceId/members/:userId/admin', changes('members'), requireSpaceAdmin, async (c) => {
    const { db, space, user } = c.var;
    const userId = c.req.param('userId');
    // Another admin's role is theirs to give up; one's own may be given up while another remains.
    if (userId !== user.id && isUuid(userId) && (await isSpaceAdmin(db, space.id, userId))) {
      throw new ApiError('forbidden', MEMBER_MESSAGES.otherAdmin);
    }
    const demoted = isUuid(userId) ? await demoteMember(db, space.id, user.id, userId) : undefined;
    if (!demoted) throw new ApiError('not_found', MEMBER_MESSAGES.notMember);
    if (demoted === 'last-admin') throw new ApiError('conflict', MEMBER_MESSAGES.lastAdmin);
    return c.json({
      userId: demoted.userId,
      message: MEMBER_MESSAGES.demoted(demoted.displayName),
    });
  });
