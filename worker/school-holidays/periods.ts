/**
 * The school holidays the Worker reads (docs/decisions/050-school-calendar-refresh.md): the periods
 * the weekly refresh stored in D1 (worker/cron/school-calendar.ts) merged over the snapshot, the
 * fetched ones winning for the zones and school years they carry. Read with the series, as one more
 * statement of the batch that reads them, never cached in the isolate.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  type FetchedSchoolHolidayPeriod,
  type SchoolHolidayPeriod,
  withFetchedPeriods,
} from '#domain/school-holidays.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, schoolHolidayPeriods } from '../../db/schema.ts';

const columns = {
  zone: schoolHolidayPeriods.zone,
  name: schoolHolidayPeriods.name,
  start: schoolHolidayPeriods.firstDay,
  end: schoolHolidayPeriods.lastDay,
  schoolYear: schoolHolidayPeriods.schoolYear,
};

/** The stored periods of the zone `spaceId` follows (none without a zone), for a `db.batch`. */
export function spaceSchoolPeriodsQuery(db: Db, spaceId: string) {
  return db
    .select(columns)
    .from(schoolHolidayPeriods)
    .where(
      inArray(
        schoolHolidayPeriods.zone,
        db
          .select({ zone: familySpaces.schoolZone })
          .from(familySpaces)
          .where(eq(familySpaces.id, spaceId)),
      ),
    );
}

/** Every stored period, for a `db.batch` of a reader that spans spaces (the reminders' cron). */
export function allSchoolPeriodsQuery(db: Db) {
  return db.select(columns).from(schoolHolidayPeriods);
}

/** What the readers pass to the pause rule and the labels: fetched periods over the snapshot. */
export function schoolPeriodsOf(
  fetched: readonly FetchedSchoolHolidayPeriod[],
): readonly SchoolHolidayPeriod[] {
  return withFetchedPeriods(fetched);
}
