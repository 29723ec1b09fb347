/**
 * The computed alerts of a space (docs/product.md#alerts), mounted at `/api/spaces/:spaceId/alerts`
 * behind the membership middleware: unassigned tasks and conflicts over the next 30 days, with the ids
 * that the assignment and conflict dialogs of the "Alertes" screen need.
 */
import { zonedDate } from '#domain/zoned-time.ts';
import { createRouter } from '../lib/create-app.ts';
import { spaceAlerts } from '../tasks/alerts.ts';

export const alerts = createRouter().get('/', async (c) => {
  const { db, space, now } = c.var;
  return c.json(await spaceAlerts(db, space.id, zonedDate(now, space.timezone), space.schoolZone));
});
