import { desc, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { devMail } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';

/** localhost, 127.0.0.0/8 and ::1: the names a development server is reached at. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Development helpers; every route is a 404 unless `ENVIRONMENT=development` and the request is for a
 * loopback host: a development build reached under any other name (deployed by mistake, or a laptop
 * serving its network) still shows nobody the emailed links.
 */
export const dev = createRouter()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development' || !isLoopback(new URL(c.req.url).hostname)) {
      throw new ApiError('not_found', ERROR_MESSAGES.notFound);
    }
    await next();
  })
  /** Every email "sent", newest first, to follow confirmation and reset links without a mail server. */
  .get('/mail', async (c) => {
    const rows = await c.var.db
      .select({
        to: devMail.to,
        subject: devMail.subject,
        text: devMail.text,
        html: devMail.html,
        headers: devMail.headers,
        created_at: devMail.createdAt,
      })
      .from(devMail)
      // rowid breaks ties between emails of the same millisecond.
      .orderBy(desc(devMail.createdAt), sql`rowid desc`);
    return c.json(rows);
  });
