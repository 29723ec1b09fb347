/**
 * Custody patterns (« Garde », docs/decisions/062-custody-patterns.md), mounted at
 * `/api/spaces/:spaceId/custody` behind the membership gate. Every member reads them; any member
 * may set them and swap days, as any member writes the planning: the two homes of a separated
 * family are both members of the space.
 */
import { CUSTODY_MESSAGES } from '#domain/custody.ts';
import {
  custodyCreateSchema,
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
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
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
      const { db, space, user } = c.var;
      const pattern = await addSwap(
        db,
        space.id,
        c.req.param('patternId'),
        user.id,
        c.req.valid('json'),
      );
      return c.json({ pattern, message: CUSTODY_MESSAGES.swapAdded }, 201);
    },
  )

  .delete('/:patternId/swaps/:swapId', changes('custody', 'patternId'), async (c) => {
    const { db, space } = c.var;
    await deleteSwap(db, space.id, c.req.param('patternId'), c.req.param('swapId'));
    return c.json({ message: CUSTODY_MESSAGES.swapDeleted });
  });
