import type { TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { type DataExport, exportStream, openExport } from '../export/export.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * `GET /api/export`: « Exporter mes données » (docs/export-format.md), a JSON file to download of
 * everything the signed-in user can see, named after the day, written as a stream.
 */
export const exportRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => {
    const { db, now, user } = c.var;
    const opened = await openExport(db, user.id);
    if (!opened) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    const day = now.toISOString().slice(0, 10);
    // Typed as the JSON it streams, so that the SPA's client still knows the body.
    return c.body(exportStream(db, user.id, now, opened), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="foyer-export-${day}.json"`,
    }) as unknown as Response & TypedResponse<JSONParsed<DataExport>, 200, 'json'>;
  });
