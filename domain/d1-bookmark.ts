/**
 * The header that carries a D1 bookmark (docs/scaling.md, read replication): every API response
 * names the state of the database its request saw (worker/middleware/db.ts), and the SPA sends back
 * the latest one it got (web/src/lib/session.ts), so that its next read starts no earlier.
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark';
