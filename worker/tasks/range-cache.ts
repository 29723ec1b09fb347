/**
 * The planning ranges this isolate has built, kept as their JSON text and tag, keyed by the space's
 * range version (migration 0007) with the range's space, dates and profile filter
 * (docs/decisions/027-week-layers.md). The database bumps a space's version on every insert, update
 * and delete of what a range is built from (its tasks, their completions, its profiles, its members'
 * names), and the check reads it in the same batch, so the same transaction, as the range's rows:
 * an entry found under the version just read was built from the very rows just read, and is what
 * building them again would give. A version never goes back, so an entry of an older version is
 * never found again; it only waits to be evicted.
 *
 * Only the Worker's work is spared (expansion, ordering, JSON text, tag): the rows are still read in
 * the request's one round trip, and the access check still runs first. The answer, its tag and the
 * 304 are byte for byte those of a range built anew (the tag is still the SHA-1 of the body).
 */
import type { IsoDate } from '../../domain/zoned-time.ts';

interface Built {
  text: string;
  tag: string;
}

/** At most this many ranges, and this many characters of JSON in all (a 62-day range can be large). */
const MAX_ENTRIES = 64;
const MAX_CHARACTERS = 4_000_000;

/** In insertion order: the first is the least recently used (a hit moves its entry last). */
const built = new Map<string, Built>();
let characters = 0;

export function rangeKey(
  version: number,
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile: string | undefined,
): string {
  return `${spaceId} ${version} ${from} ${to} ${profile ?? ''}`;
}

/**
 * The range of `key`, built by `build` unless this isolate has it already. `key` null (no version
 * read): built every time, kept nowhere.
 */
export function cachedRange(key: string | null, build: () => Built): Built {
  if (key === null) return build();
  const found = built.get(key);
  if (found) {
    built.delete(key);
    built.set(key, found);
    return found;
  }
  const entry = build();
  if (entry.text.length > MAX_CHARACTERS) return entry;
  built.set(key, entry);
  characters += entry.text.length;
  for (const [oldest, value] of built) {
    if (built.size <= MAX_ENTRIES && characters <= MAX_CHARACTERS) break;
    built.delete(oldest);
    characters -= value.text.length;
  }
  return entry;
}

/** How many ranges this isolate holds (for the tests). */
export function cachedRanges(): number {
  return built.size;
}
