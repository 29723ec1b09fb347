/**
 * The school holidays the weekly refresh stored for the space's zone
 * (docs/decisions/050-school-calendar-refresh.md), mounted at `/api/spaces/:spaceId/school-holidays`:
 * the SPA merges them over the snapshot it ships for its labels, and « À propos » dates the last
 * refresh. The access check and both reads in one D1 round trip.
 */
import { refreshStateQuery } from '../cron/school-calendar.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';

export const schoolHolidays = createRouter().get('/', async (c) => {
  const { db } = c.var;
  const spaceId = c.req.param('spaceId') ?? '';
  const { periods, refresh } = await guardedRead(c, {
    periods: spaceSchoolPeriodsQuery(db, spaceId),
    refresh: refreshStateQuery(db),
  });
  const [state] = refresh;
  return c.json({
    zone: c.var.space.schoolZone,
    periods,
    refreshedAt: state?.lastSuccessAt ?? null,
  });
});
