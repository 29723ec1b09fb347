import { ERROR_MESSAGES } from '#domain/errors.ts';
import { buildExport } from '../export/export.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * `GET /api/export`: « Exporter mes données » (docs/export-format.md), a JSON file to download of
 * everything the signed-in user can see, named after the day.
 */
export const exportRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => {
    const data = await buildExport(c.var.db, c.var.user.id, c.var.now);
    if (!data) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    const day = c.var.now.toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="foyer-export-${day}.json"`);
    return c.json(data);
  });
