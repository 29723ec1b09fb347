import { createMiddleware } from 'hono/factory';
import { consume, memberSubject, TASK_WRITE_LIMIT } from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';

/**
 * Task writes, memos and ticks included: at most 300 per member per 10 minutes (French 429). Named
 * in each write route that does not count the write in its own batch (a create does).
 */
export const taskWriteLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, space, user, now } = c.var;
  await consume(db, TASK_WRITE_LIMIT, memberSubject(space.id, user.id), now);
  await next();
});
