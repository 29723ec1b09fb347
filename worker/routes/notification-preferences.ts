/**
 * « Préférences de notification » of the signed-in member (docs/decisions/040), mounted at
 * `/api/spaces/:spaceId/notification-preferences` behind the membership gate: GET answers the stored
 * set or the defaults, PUT replaces it and moves the next digest to the new hour.
 */
import { and, eq } from 'drizzle-orm';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
  PREFERENCE_MESSAGES,
} from '#domain/notification-preferences.ts';
import { familyProfiles } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { preferencesOf, preferencesQuery, savePreferences } from '../notifications/preferences.ts';
import { changes } from '../realtime/announce.ts';

export const notificationPreferenceRoutes = createRouter()
  .get('/', async (c) => {
    const query = preferencesQuery(c.var.db, urlSpaceId(c), c.var.user.id);
    const [row] = (await guardedRead(c, { row: query })).row;
    return c.json({ preferences: preferencesOf(row) });
  })

  .put('/', changes('none'), validate('json', notificationPreferencesSchema), async (c) => {
    const input: NotificationPreferences = c.req.valid('json');
    const { db, space, user, now } = c.var;
    if (input.profileId !== null) {
      const profile = await db
        .select({ id: familyProfiles.id })
        .from(familyProfiles)
        .where(and(eq(familyProfiles.id, input.profileId), eq(familyProfiles.spaceId, space.id)))
        .get();
      if (!profile) throw ApiError.validation({ profileId: PREFERENCE_MESSAGES.profileNotFound });
    }
    const preferences = await savePreferences(
      db,
      { spaceId: space.id, userId: user.id },
      input,
      space.timezone,
      now,
    );
    return c.json({ preferences, message: PREFERENCE_MESSAGES.saved });
  });
