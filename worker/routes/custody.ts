/**
 * Custody patterns (« Garde », docs/decisions/062-custody-patterns.md), mounted at
 * `/api/spaces/:spaceId/custody` behind the membership gate. Every member reads them; any member
 * may set them and swap days, as any member writes the planning: the two homes of a separated
 * family are both members of the space. A swap added or taken back is told in « Fil de la famille »
 * and to the pattern's parents (worker/custody/telling.ts).
 */
import { CUSTODY_MESSAGES } from '#domain/custody.ts';
import {
  custodyCreateSchema,
  custodySwapDeleteQuerySchema,
  custodySwapSchema,
  custodyUpdateSchema,
} from '#domain/custody-schemas.ts';
import {
  addSwap,
  createCustody,
  custodyQueries,
  deleteCustody,
  deleteSwap,
  toPatterns,
  updateCustody,
} from '../custody/patterns.ts';
import { tellSwapCancelled } from '../custody/telling.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { deliverTold } from '../notifications/changes.ts';
import { changes } from '../realtime/announce.ts';

export const custodyRoutes = createRouter()
  .get('/', async (c) => {
    const read = await guardedRead(c, custodyQueries(c.var.db, urlSpaceId(c)));
    return c.json({ patterns: toPatterns(read) });
  })

  .post('/', changes('custody'), validate('json', custodyCreateSchema), async (c) => {
    const { db, space, user } = c.var;
    const pattern = await createCustody(db, space.id, user.id, c.req.valid('json'));
    return c.json({ pattern, message: CUSTODY_MESSAGES.added }, 201);
  })

  .patch(
    '/:patternId',
    changes('custody', 'patternId'),
    validate('json', custodyUpdateSchema),
    async (c) => {
      const { db, space } = c.var;
      const pattern = await updateCustody(
        db,
        space.id,
        c.req.param('patternId'),
        c.req.valid('json'),
      );
      return c.json({ pattern, message: CUSTODY_MESSAGES.updated });
    },
  )

  .delete('/:patternId', changes('custody', 'patternId'), async (c) => {
    await deleteCustody(c.var.db, c.var.space.id, c.req.param('patternId'));
    return c.json({ message: CUSTODY_MESSAGES.deleted });
  })

  .post(
    '/:patternId/swaps',
    changes('custody', 'patternId'),
    validate('json', custodySwapSchema),
    async (c) => {
      const { authorProfileId, ...days } = c.req.valid('json');
      const added = await addSwap(
        spaceWriteContext(c),
        c.req.param('patternId'),
        days,
        authorProfileId,
      );
      deliverTold(c, added.telling, added.told);
      return c.json({ pattern: added.pattern, message: CUSTODY_MESSAGES.swapAdded }, 201);
    },
  )

  .delete(
    '/:patternId/swaps/:swapId',
    changes('custody', 'patternId'),
    validate('query', custodySwapDeleteQuerySchema),
    async (c) => {
      const { authorProfileId } = c.req.valid('query');
      const context = spaceWriteContext(c);
      const telling = await deleteSwap(
        context,
        c.req.param('patternId'),
        c.req.param('swapId'),
        authorProfileId,
      );
      await tellSwapCancelled(c, context, telling, authorProfileId);
      return c.json({ message: CUSTODY_MESSAGES.swapDeleted });
    },
  );
