/**
 * « C'est voulu, ignorer » (docs/decisions/046-ignored-conflicts.md): the pairs of occurrences a
 * space no longer wants flagged, read beside its tasks by the alerts, and the writes that add one
 * and take it back.
 */
import { and, eq } from 'drizzle-orm';
import {
  dayOfKey,
  ignoredPairKey,
  isSeriesKey,
  orderedPair,
  taskOfKey,
} from '#domain/ignored-conflicts.ts';
import type { Db } from '../../db/client.ts';
import { ignoredConflicts } from '../../db/schema.ts';

/** The space's ignored pairs, as a query for the alerts' batch. */
export function ignoredPairsQuery(db: Db, spaceId: string) {
  return db
    .select({
      first: ignoredConflicts.firstOccurrence,
      second: ignoredConflicts.secondOccurrence,
    })
    .from(ignoredConflicts)
    .where(eq(ignoredConflicts.spaceId, spaceId));
}

/** The pairs of {@link ignoredPairsQuery}, as detection looks them up. */
export function ignoredPairSet(rows: readonly { first: string; second: string }[]): Set<string> {
  return new Set(rows.map((row) => ignoredPairKey(row.first, row.second)));
}

/** A series pair has no last day: it lasts as long as both tasks (their delete cascades). */
const SERIES_LAST_DAY = '9999-12-31';

/**
 * Remembers the pair `keys` (two occurrences, or two series); a pair already remembered stays as it
 * is. A followed calendar's event has no task row: both task columns then name the other
 * occurrence's task, whose delete still takes the pair (two calendar events never clash).
 */
export function insertIgnoredPair(db: Db, spaceId: string, keys: readonly [string, string]) {
  const [first, second] = orderedPair(...keys);
  return db
    .insert(ignoredConflicts)
    .values({
      spaceId,
      firstOccurrence: first,
      secondOccurrence: second,
      firstTaskId: taskOfKey(first) ?? taskOfKey(second) ?? '',
      secondTaskId: taskOfKey(second) ?? taskOfKey(first) ?? '',
      lastDay: isSeriesKey(first)
        ? SERIES_LAST_DAY
        : ([dayOfKey(first), dayOfKey(second)].sort()[1] ?? dayOfKey(first)),
    })
    .onConflictDoNothing();
}

/** Forgets the pair `keys` (the toast's « Annuler »): the alerts flag it again. Nothing if absent. */
export function deleteIgnoredPair(db: Db, spaceId: string, keys: readonly [string, string]) {
  const [first, second] = orderedPair(...keys);
  return db
    .delete(ignoredConflicts)
    .where(
      and(
        eq(ignoredConflicts.spaceId, spaceId),
        eq(ignoredConflicts.firstOccurrence, first),
        eq(ignoredConflicts.secondOccurrence, second),
      ),
    );
}
