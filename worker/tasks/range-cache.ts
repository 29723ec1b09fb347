/**
 * The planning ranges this isolate has built, kept as their JSON text and tag with the space's range
 * version they were built at (migration 0007), one entry per range (space, dates, profile filter)
 * (docs/decisions/027-week-layers.md). The database bumps a space's version on every insert, update
 * and delete of what a range is built from (its tasks, their completions, its profiles, its members'
 * names), whoever writes them.
 *
 * A request for a range this isolate holds sends its reads on the condition that the version is not
 * the kept one (`rangeStatements`' `unless`): in the request's one batch, hence one transaction, the
 * check reads the version and the reads see the same rows. If the version is the kept one, the
 * reads return nothing and the kept text is what building the rows would give again; otherwise they
 * return every row and the range is built anew, and kept in place of the old one.
 *
 * Only the Worker's work and D1's reading are spared (expansion, ordering, JSON text, tag; the rows):
 * the access check still runs first, in the same round trip. The answer, its tag and the 304 are
 * byte for byte those of a range built anew (the tag is still the SHA-1 of the body).
 */
import type { IsoDate } from '../../domain/zoned-time.ts';

export interface KeptRange {
  version: number;
  text: string;
  tag: string;
}

/** At most this many ranges, and this many characters of JSON in all (a 62-day range can be large). */
const MAX_ENTRIES = 64;
const MAX_CHARACTERS = 4_000_000;

/** In insertion order: the first is the least recently used (a hit moves its entry last). */
const kept = new Map<string, KeptRange>();
let characters = 0;

export function rangeKey(
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile: string | undefined,
): string {
  return `${spaceId} ${from} ${to} ${profile ?? ''}`;
}

/** The range kept for `key`, if any, made the most recently used. */
export function keptRange(key: string): KeptRange | undefined {
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
  }
  return found;
}

/** Keeps `range` for `key`, in place of any older one, within the bounds above. */
export function keepRange(key: string, range: KeptRange): void {
  const old = kept.get(key);
  if (old) {
    kept.delete(key);
    characters -= old.text.length;
  }
  if (range.text.length > MAX_CHARACTERS) return;
  kept.set(key, range);
  characters += range.text.length;
  for (const [oldest, value] of kept) {
    if (kept.size <= MAX_ENTRIES && characters <= MAX_CHARACTERS) break;
    kept.delete(oldest);
    characters -= value.text.length;
  }
}

/** How many ranges this isolate holds (for the tests). */
export function keptRanges(): number {
  return kept.size;
}
