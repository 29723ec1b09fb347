/**
 * « Fil de la famille » (docs/decisions/071-family-change-feed.md), mounted at
 * `/api/spaces/:spaceId/changes`: every member reads the family's changes to the planning, the
 * access check and the read in one D1 round trip.
 */
import { familyChangesQuery } from '../feed/family-changes.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';

export const familyChangeRoutes = createRouter().get('/', async (c) => {
  const spaceId = c.req.param('spaceId') ?? '';
  const read = await guardedRead(c, { changes: familyChangesQuery(c.var.db, spaceId, c.var.now) });
  return c.json({ changes: read.changes });
});
