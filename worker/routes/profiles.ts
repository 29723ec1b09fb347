/**
 * Family profiles of one space (docs/product.md#profiles). Mounted at
 * `/api/spaces/:spaceId/profiles`, behind the membership middleware: any member may manage them, and
 * every query is scoped to `c.var.space.id`, so another space's profile id is a 404 here.
 */
import { createProfileSchema, PROFILE_MESSAGES, updateProfileSchema } from '#domain/profiles.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { changes } from '../realtime/announce.ts';
import {
  createProfile,
  deleteProfile,
  findProfileNamed,
  profileQuery,
  profilesQuery,
  profileUsageQueries,
  toProfileUsage,
  toProfileView,
  updateProfile,
} from '../spaces/profiles.ts';

function notFound(): ApiError {
  return new ApiError('not_found', PROFILE_MESSAGES.notFound);
}

function nameTaken(): ApiError {
  return new ApiError(
    'conflict',
    PROFILE_MESSAGES.nameTaken,
    { name: PROFILE_MESSAGES.nameTaken },
    'name_taken',
  );
}

export const profiles = createRouter()
  /** Oldest first. */
  .get('/', async (c) => {
    const read = await guardedRead(c, { profiles: profilesQuery(c.var.db, urlSpaceId(c)) });
    return c.json({ profiles: read.profiles.map(toProfileView) });
  })

  .post('/', changes('profiles'), validate('json', createProfileSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, space, user, now } = c.var;
    if (await findProfileNamed(db, space.id, input.name)) throw nameTaken();
    const profile = await createProfile(db, space.id, user.id, input, now);
    return c.json({ profile, message: PROFILE_MESSAGES.added }, 201);
  })

  /** One profile: how the SPA checks that the selected profile is still accessible. */
  .get('/:profileId', async (c) => {
    const query = profileQuery(c.var.db, urlSpaceId(c), c.req.param('profileId'));
    const [row] = (await guardedRead(c, { profile: query })).profile;
    if (!row) throw notFound();
    return c.json({ profile: toProfileView(row) });
  })

  /** What deleting it would change: the delete confirmation says how many tasks lose it. */
  .get('/:profileId/usage', async (c) => {
    const [db, spaceId, profileId] = [c.var.db, urlSpaceId(c), c.req.param('profileId')];
    const read = await guardedRead(c, {
      profile: profileQuery(db, spaceId, profileId),
      ...profileUsageQueries(db, spaceId, profileId),
    });
    if (!read.profile[0]) throw notFound();
    return c.json({ usage: toProfileUsage(read) });
  })

  .patch(
    '/:profileId',
    changes('profiles', 'profileId'),
    validate('json', updateProfileSchema),
    async (c) => {
      const input = c.req.valid('json');
      const profileId = c.req.param('profileId');
      if (
        input.name !== undefined &&
        (await findProfileNamed(c.var.db, c.var.space.id, input.name, profileId))
      ) {
        throw nameTaken();
      }
      const profile = await updateProfile(c.var.db, c.var.space.id, profileId, input);
      if (!profile) throw notFound();
      return c.json({ profile, message: PROFILE_MESSAGES.updated });
    },
  )

  /** Only an admin deletes a profile: another member's attempt is a French 403 that deletes nothing. */
  .delete('/:profileId', changes('profiles', 'profileId'), async (c) => {
    if (!c.var.membership?.isAdmin) {
      throw new ApiError('forbidden', PROFILE_MESSAGES.deleteAdminOnly);
    }
    const profileId = c.req.param('profileId');
    if (!(await deleteProfile(c.var.db, c.var.space.id, profileId))) throw notFound();
    return c.json({ id: profileId, message: PROFILE_MESSAGES.deleted });
  });
