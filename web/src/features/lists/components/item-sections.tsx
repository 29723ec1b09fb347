import type { ReactNode } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import { classifyItem, SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';

/** An item's aisle: the stored one, else (added before aisles, or not yet saved) by its words. */
export function sectionOfItem(item: Pick<ListItemView, 'text' | 'section'>): SectionId {
  return item.section ?? classifyItem(item.text);
}

/**
 * The items under their aisle's heading, in the order of a shop (the chosen shop's, else the
 * default one); empty aisles are not shown.
 */
export function groupBySection<T extends Pick<ListItemView, 'text' | 'section'>>(
  items: readonly T[],
  order: readonly SectionId[] = SECTION_IDS,
): { section: SectionId; items: T[] }[] {
  return order
    .map((section) => ({
      section,
      items: items.filter((item) => sectionOfItem(item) === section),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * A shopping list's items grouped by aisle; `renderItem` draws the row itself (the list screen's own
 * item row, which offers « Changer de rayon »), in the order the items are given.
 */
export function ItemSections({
  listId,
  items,
  order,
  renderItem,
}: {
  listId: string;
  items: readonly ListItemView[];
  order?: readonly SectionId[] | undefined;
  renderItem: (item: ListItemView, section: SectionId) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {groupBySection(items, order).map((group) => {
        const headingId = `rayon-${listId}-${group.section}`;
        return (
          <section key={group.section} aria-labelledby={headingId} data-section={group.section}>
            <h3
              id={headingId}
              className="px-1 pt-0.5 text-xs leading-4 font-semibold tracking-wide text-muted uppercase"
            >
              {SECTION_LABELS[group.section]}
            </h3>
            <ul className="-mx-1 flex flex-col divide-y divide-[var(--app-border)]">
              {group.items.map((item) => (
                <li key={item.id}>{renderItem(item, group.section)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
