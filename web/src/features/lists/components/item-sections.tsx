import type { ReactNode } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import { classifyItem, SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';
import { useMoveItem } from '../api/sections.ts';
import { SectionPicker } from './section-picker.tsx';

/** An item's aisle: the stored one, else (added before aisles, or not yet saved) by its words. */
export function sectionOfItem(item: Pick<ListItemView, 'text' | 'section'>): SectionId {
  return item.section ?? classifyItem(item.text);
}

/** The items under their aisle's heading, in the order of a shop; empty aisles are not shown. */
export function groupBySection<T extends Pick<ListItemView, 'text' | 'section'>>(
  items: readonly T[],
): { section: SectionId; items: T[] }[] {
  return SECTION_IDS.map((section) => ({
    section,
    items: items.filter((item) => sectionOfItem(item) === section),
  })).filter((group) => group.items.length > 0);
}

/**
 * A shopping list's items grouped by aisle, each row with its aisle picker; `renderItem` draws the
 * row itself (the list screen's own item row), in the order the items are given.
 */
export function ItemSections({
  spaceId,
  listId,
  items,
  renderItem,
}: {
  spaceId: string;
  listId: string;
  items: readonly ListItemView[];
  renderItem: (item: ListItemView) => ReactNode;
}) {
  const move = useMoveItem(spaceId, listId);
  return (
    <div className="flex flex-col gap-3">
      {groupBySection(items).map((group) => {
        const headingId = `rayon-${listId}-${group.section}`;
        return (
          <section key={group.section} aria-labelledby={headingId} data-section={group.section}>
            <h3
              id={headingId}
              className="px-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {SECTION_LABELS[group.section]}
            </h3>
            <ul className="-mx-1 flex flex-col divide-y divide-[var(--app-border)]">
              {group.items.map((item) => (
                <li key={item.id} className="flex items-center gap-1">
                  <div className="min-w-0 flex-1">{renderItem(item)}</div>
                  <SectionPicker
                    text={item.text}
                    section={group.section}
                    onMove={(section) => move.mutate({ itemId: item.id, section })}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
