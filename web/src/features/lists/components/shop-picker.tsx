import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListItemView } from '#domain/lists.ts';
import type { SectionId } from '#domain/sections.ts';
import { paths } from '../../../lib/paths.ts';
import { shopsQueryOptions, useAisleOrder, useChooseShop } from '../api/shops.ts';
import { ItemSections } from './item-sections.tsx';

/** The option of a list that follows no shop. */
export const DEFAULT_ORDER_LABEL = 'Ordre habituel';

/**
 * A shopping list's shop (docs/decisions/083-shops-and-aisle-order.md): a small native select on
 * the progress line, so that it costs the items no room, and the way to the shops' screen. With no
 * shop yet, only the way there.
 */
export function ShopPicker({
  spaceId,
  listId,
  shopId,
}: {
  spaceId: string;
  listId: string;
  shopId: string | null;
}) {
  const shops = useQuery(shopsQueryOptions(spaceId));
  const choose = useChooseShop(spaceId, listId);
  const link = (
    <Link
      to={paths.shops}
      aria-label="Gérer les magasins"
      title="Gérer les magasins"
      className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-muted hover:text-app focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--app-accent)]"
    >
      <Store aria-hidden="true" className="size-5" />
    </Link>
  );
  if (!shops.data || shops.data.length === 0) return link;
  // A shop deleted on another phone reads as the default order until the list is read again.
  const chosen = shops.data.some((shop) => shop.id === shopId) ? (shopId ?? '') : '';
  return (
    <span className="flex shrink-0 items-center gap-0.5">
      <select
        aria-label="Magasin"
        value={chosen}
        onChange={(event) => choose.mutate(event.currentTarget.value || null)}
        className="h-9 max-w-36 truncate rounded-full border border-app bg-surface px-2 text-sm text-app focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--app-accent)]"
      >
        <option value="">{DEFAULT_ORDER_LABEL}</option>
        {shops.data.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
      {link}
    </span>
  );
}

/** A shopping list's items by aisle, in the order of the shop it follows. */
export function ShopSections({
  spaceId,
  list,
  items,
  renderItem,
}: {
  spaceId: string;
  list: { id: string; shopId: string | null };
  items: readonly ListItemView[];
  renderItem: (item: ListItemView, section: SectionId) => ReactNode;
}) {
  const order = useAisleOrder(spaceId, list.shopId);
  return <ItemSections listId={list.id} items={items} order={order} renderItem={renderItem} />;
}
