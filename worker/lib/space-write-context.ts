import type { Context } from 'hono';
import { type IsoDate, zonedDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../env.ts';

/** What a write in a space knows of its request, once the access check has passed. */
export interface SpaceWriteContext {
  db: Db;
  spaceId: string;
  userId: string;
  now: Date;
  /** The space's IANA zone and today's date in it. */
  timeZone: string;
  today: IsoDate;
}

export function spaceWriteContext(c: Context<AppEnv>): SpaceWriteContext {
  const { db, space, user, now } = c.var;
  return {
    db,
    spaceId: space.id,
    userId: user.id,
    now,
    timeZone: space.timezone,
    today: zonedDate(now, space.timezone),
  };
}
