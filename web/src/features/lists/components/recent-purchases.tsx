import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ListItemView, ListPurchaseView } from '#domain/lists.ts';
import { Button } from '../../../ui/button.tsx';
import { purchasesQueryOptions } from '../api/purchases.ts';
import { LIST_ITEM_TEXTS } from '../lib/item-writes.ts';
import { nameOf } from '../lib/suggestions.ts';
import { ItemText } from './item-text.tsx';

/** How many purchases show before « Tout afficher »: two or three lines of a phone. */
export const RECENT_SHOWN = 12;

/**
 * « Récemment achetés » (docs/product.md#lists), done as Bring! does: what the list bought and no
 * longer holds, last bought first, folded under one line so that the items keep the screen. One tap
 * puts one back on the list, with its quantity and note; it then leaves this section.
 */
export function RecentPurchases({
  spaceId,
  listId,
  items,
  onAdd,
}: {
  spaceId: string;
  listId: string;
  /** The list's items, ticked or not: what they name is not offered again. */
  items: readonly Pick<ListItemView, 'text'>[];
  onAdd: (purchase: ListPurchaseView) => void;
}) {
  const { data } = useQuery(purchasesQueryOptions(spaceId, listId));
  const [all, setAll] = useState(false);
  const onList = new Set(items.map((item) => nameOf(item.text)));
  const offered = (data ?? []).filter((purchase) => !onList.has(nameOf(purchase.text)));
  if (offered.length === 0) return null;
  const shown = all ? offered : offered.slice(0, RECENT_SHOWN);
  return (
    <details className="group -mx-1 border-t border-app px-1">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium text-muted [&::-webkit-details-marker]:hidden">
        <History aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {LIST_ITEM_TEXTS.recentlyBought} <span className="font-normal">({offered.length})</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul aria-label={LIST_ITEM_TEXTS.recentlyBought} className="flex flex-wrap gap-2 pb-3">
        {shown.map((purchase) => (
          <li key={purchase.text} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={() => onAdd(purchase)}
              aria-label={`Remettre « ${purchase.text} » sur la liste`}
              className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-app bg-surface px-3 text-sm text-app hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Plus aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <span className="truncate">
                <ItemText text={purchase.text} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length < offered.length ? (
        <Button variant="ghost" size="sm" className="mb-2 text-muted" onClick={() => setAll(true)}>
          {LIST_ITEM_TEXTS.showAllBought} ({offered.length})
        </Button>
      ) : null}
    </details>
  );
}
