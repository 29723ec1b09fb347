import { createMiddleware } from 'hono/factory';
import { D1_BOOKMARK_HEADER } from '#domain/d1-bookmark.ts';
import { createDb } from '../../db/client.ts';
import type { AppEnv } from '../env.ts';
import { isWriteMethod } from '../lib/write-methods.ts';

/** A bookmark as D1 writes it: hex groups joined by dashes. Anything else is not sent to D1. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

/**
 * A drizzle client over this request's D1 session (docs/scaling.md, read replication; bindings exist
 * per request, never at module level). A read starts from the bookmark the client echoed, or from any
 * replica (`first-unconstrained`); a write starts on the primary (`first-primary`). The session's
 * latest bookmark is answered in `x-d1-bookmark`.
 */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const echoed = c.req.header(D1_BOOKMARK_HEADER);
  const session = c.env.DB.withSession(
    isWriteMethod(c.req.method)
      ? 'first-primary'
      : echoed && BOOKMARK.test(echoed)
        ? echoed
        : 'first-unconstrained',
  );
  c.set('db', createDb(session));
  await next();
  const bookmark = session.getBookmark();
  // A WebSocket handshake's answer comes from the space's hub, with headers that cannot change.
  if (bookmark && c.res.status !== 101) c.header(D1_BOOKMARK_HEADER, bookmark);
});
