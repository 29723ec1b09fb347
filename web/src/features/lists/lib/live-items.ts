/**
 * A list's live item changes applied to its cached copy, in the order the database made them
 * (docs/decisions/076-list-live-events-carry-the-item.md): pure, so that the order rules are tested
 * without a socket (tests/unit/live-list-items.test.ts).
 *
 * The list's `version` counts its items' changes (bumped by the database on each). An event carries
 * the version its change made: the copy at version v takes the change v + 1 and only it; an older
 * one is already in the copy; a newer one waits for those before it, and if they do not come, the
 * list is read again.
 */
import type { ListItemView, ListSummary } from '#domain/lists.ts';

/** What the list screen caches of a list: the list (with its version) and its items. */
export interface CachedList {
  list: ListSummary;
  items: ListItemView[];
}

/** One change of a list's items, as an event carries it. */
export interface ItemChange {
  /** The list's version after this change. */
  version: number;
  /** The item as it now is (added, ticked, reworded, moved)… */
  item?: ListItemView | undefined;
  /** …or the id of the item deleted. */
  removed?: string | undefined;
}

/** The copy with `change` applied: the item replaced where it stands (or added last), or removed. */
export function applyItemChange(cached: CachedList, change: ItemChange): CachedList {
  const { item, removed } = change;
  let items = cached.items;
  if (item) {
    items = items.some((other) => other.id === item.id)
      ? items.map((other) => (other.id === item.id ? item : other))
      : [...items, item];
  } else if (removed) {
    items = items.filter((other) => other.id !== removed);
  }
  const list = {
    ...cached.list,
    version: change.version,
    itemCount: items.length,
    completedCount: items.filter((other) => other.completed).length,
  };
  return { ...cached, list, items };
}

/**
 * The changes that apply now to a copy at `version`, in order (each the next version), and the
 * versions of those that must still wait for a missing one. Changes at or below `version` are
 * already in the copy: neither.
 */
export function changesInOrder(
  version: number,
  waiting: ReadonlyMap<number, ItemChange>,
): { apply: ItemChange[]; later: number[] } {
  const apply: ItemChange[] = [];
  let next = version + 1;
  for (let change = waiting.get(next); change; change = waiting.get(next)) {
    apply.push(change);
    next += 1;
  }
  const later = [...waiting.keys()].filter((key) => key >= next).sort((a, b) => a - b);
  return { apply, later };
}

/**
 * Which copy to keep when a read of the list lands: a read made before changes already applied
 * (it left before they were made) would take them back, so the newer version wins; at the same
 * version the read wins (it holds the server's names and dates).
 */
export function keepNewer<T extends CachedList>(cached: T | undefined, read: T): T {
  if (!cached) return read;
  const mine = cached.list.version;
  const theirs = read.list.version;
  return typeof mine === 'number' && typeof theirs === 'number' && mine > theirs ? cached : read;
}
