/**
 * Custody in the calendar feed (docs/product.md#custody): each run of days in one home is an
 * all-day event, « Semaine chez Thomas » (a whole week) or « Chez Thomas » (a shorter run), « Léa ·
 * … » for one child's rhythm, with the hand-over's time in its description. All-day events because
 * that is what a phone calendar shows as a banner over the days (iOS, Google Agenda, Outlook): the
 * week view reads whose week it is at a glance, without a seven-day block hiding the hours or an
 * alarm for each hand-over. Transparent: having the children is not busy time.
 */
import { eq } from 'drizzle-orm';
import { type ICalCalendar, ICalEventTransparency } from 'ical-generator';
import { CUSTODY_TEXTS, type CustodyPattern, custodyDays, custodyRuns } from '#domain/custody.ts';
import type { SchoolHolidayPeriod } from '#domain/school-holidays.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles } from '../../db/schema.ts';
import { custodyQueries, toPatterns } from '../custody/patterns.ts';
import type { Results } from '../lib/guarded-write.ts';

/** One run of days in one home, as the feed writes it. */
export interface CustodyFeedRun {
  uid: string;
  summary: string;
  first: IsoDate;
  last: IsoDate;
  description: string;
}

/** The reads the feed adds to its batch: the space's patterns, their swaps, its profiles' names. */
export function feedCustodyQueries(db: Db, spaceId: string) {
  const { patterns, swaps } = custodyQueries(db, spaceId);
  return [
    patterns,
    swaps,
    db
      .select({ id: familyProfiles.id, name: familyProfiles.name, role: familyProfiles.role })
      .from(familyProfiles)
      .where(eq(familyProfiles.spaceId, spaceId)),
  ] as const;
}

type Read = Results<{
  patterns: ReturnType<typeof custodyQueries>['patterns'];
  swaps: ReturnType<typeof custodyQueries>['swaps'];
  profiles: ReturnType<typeof feedCustodyQueries>[2];
}>;

/** Whether a feed of `profileId` (null: the whole space) shows the pattern. */
function shows(pattern: CustodyPattern, profileId: string | null, childIds: Set<string>): boolean {
  if (profileId === null) return true;
  if (profileId === pattern.firstParentId || profileId === pattern.secondParentId) return true;
  return pattern.childId === null ? childIds.has(profileId) : pattern.childId === profileId;
}

/** The runs of the patterns a feed shows over `window`, each whole week named as such. */
export function custodyFeedRuns(
  read: Read,
  profileId: string | null,
  window: { from: IsoDate; to: IsoDate },
  periods: readonly SchoolHolidayPeriod[],
): CustodyFeedRun[] {
  const names = new Map(read.profiles.map((profile) => [profile.id, profile.name]));
  const childIds = new Set(read.profiles.filter((p) => p.role === 'enfant').map((p) => p.id));
  return toPatterns(read)
    .filter((pattern) => shows(pattern, profileId, childIds))
    .flatMap((pattern) => {
      const days = custodyDays(pattern, window.from, window.to, periods);
      const who = pattern.childId ? names.get(pattern.childId) : undefined;
      return custodyRuns(days, window.from, window.to).map((run) => {
        const parent = names.get(run.parentId) ?? '';
        const wholeWeek = addDays(run.first, 6) === run.last;
        const home = wholeWeek ? CUSTODY_TEXTS.week(parent) : CUSTODY_TEXTS.at(parent);
        return {
          uid: `garde-${pattern.id}-${run.first.replaceAll('-', '')}@foyer.app`,
          summary: who ? `${who} · ${home}` : home,
          first: run.first,
          last: run.last,
          description: `Échange de garde à ${pattern.handoverTime}`,
        };
      });
    });
}

/** One run as an all-day event from its first day to the day after its last (DTEND is exclusive). */
export function addCustodyRun(calendar: ICalCalendar, run: CustodyFeedRun): void {
  calendar.createEvent({
    id: run.uid,
    summary: run.summary,
    description: run.description,
    // Its first day: an unchanged run writes the same text.
    stamp: new Date(`${run.first}T00:00:00Z`),
    start: run.first,
    end: addDays(run.last, 1),
    allDay: true,
    transparency: ICalEventTransparency.TRANSPARENT,
    categories: [{ name: 'Garde' }],
  });
}
