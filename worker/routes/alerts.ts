/**
 * The computed alerts of a space (docs/product.md#alerts), mounted at `/api/spaces/:spaceId/alerts`
 * behind the membership middleware: unassigned tasks and conflicts over the next 30 days, with the ids
 * that the assignment and conflict dialogs of the "Alertes" screen need; and « C'est voulu, ignorer »,
 * which stops flagging one pair of occurrences (or every clash of the same two series), and its undo (docs/decisions/046-ignored-conflicts.md).
 */
import {
  IGNORED_CONFLICT_MESSAGES,
  ignoreConflictSchema,
  storedPair,
} from '#domain/ignored-conflicts.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { changes } from '../realtime/announce.ts';
import { ignoreConflict, spaceAlertsOf, spaceAlertsReads } from '../tasks/alerts.ts';
import { deleteIgnoredPair } from '../tasks/ignored-conflicts.ts';

export const alerts = createRouter()
  .get('/', async (c) => {
    // The space's zone says which day is today: the reads cover every zone's, in the check's batch.
    const read = await guardedRead(c, spaceAlertsReads(c.var.db, urlSpaceId(c), c.var.now));
    const { space, now } = c.var;
    return c.json(
      spaceAlertsOf(read, zonedDate(now, space.timezone), space.timezone, space.schoolZone),
    );
  })
  /** The other devices refetch their alerts on `tasks.changed`, as after any planning write. */
  .post('/ignored', changes('tasks'), validate('json', ignoreConflictSchema), async (c) => {
    const { db, space, now } = c.var;
    const { occurrences, series = false } = c.req.valid('json');
    await ignoreConflict(
      db,
      space.id,
      zonedDate(now, space.timezone),
      space.timezone,
      occurrences,
      {
        schoolZone: space.schoolZone,
        series,
      },
    );
    return c.json({
      message: series ? IGNORED_CONFLICT_MESSAGES.ignoredSeries : IGNORED_CONFLICT_MESSAGES.ignored,
    });
  })
  /**
   * « Annuler » on the toast: the pair (both series with `series`) is flagged again; a pair not
   * remembered changes nothing.
   */
  .delete('/ignored', changes('tasks'), validate('json', ignoreConflictSchema), async (c) => {
    const { occurrences, series } = c.req.valid('json');
    await deleteIgnoredPair(c.var.db, c.var.space.id, storedPair(occurrences, series));
    return c.json({ message: IGNORED_CONFLICT_MESSAGES.restored });
  });
