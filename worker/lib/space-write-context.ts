import type { Context } from 'hono';
import type { SchoolZone } from '#domain/school-holidays.ts';
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
  /** The space's « Zone scolaire », once the space is read (a series may pause for its holidays). */
  schoolZone?: SchoolZone | null;
}

export function spaceWriteContext(c: Context<AppEnv>): SpaceWriteContext {
  return {
    ...expectedWriteContext(c, c.var.space.id, c.var.space.timezone),
    schoolZone: c.var.space.schoolZone,
  };
}

/**
 * The same before the access check has read the space, for a write sent in the check's batch: the
 * URL's space, read in `timeZone` (the write then holds only while the space is in that zone).
 */
export function expectedWriteContext(
  c: Context<AppEnv>,
  spaceId: string,
  timeZone: string,
): SpaceWriteContext {
  const { db, user, now } = c.var;
  return { db, spaceId, userId: user.id, now, timeZone, today: zonedDate(now, timeZone) };
}
