import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { consume, memberSubject, TASK_WRITE_LIMIT, writeLimitGuard } from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { allHold, type Guard } from '../lib/guarded-write.ts';

/**
 * Task writes, memos and ticks included: at most 300 per member per 10 minutes (French 429). Named
 * in each write route that does not count the write in its own batch (a create does).
 */
export const taskWriteLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, space, user, now } = c.var;
  await consume(db, TASK_WRITE_LIMIT, memberSubject(space.id, user.id), now);
  await next();
});

/**
 * The same limit as a guard of a route's one-round-trip write (worker/lib/guarded-write.ts): its
 * count is recorded in the write's batch, only once the access check holds.
 */
export function taskWriteLimitGuard(c: Context<AppEnv>): Guard {
  const { db, user, now, gate } = c.var;
  const subject = memberSubject(c.req.param('spaceId') ?? '', user.id);
  return writeLimitGuard(db, TASK_WRITE_LIMIT, subject, now, allHold(gate.guards));
}
