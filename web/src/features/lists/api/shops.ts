import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SECTION_IDS, type SectionId } from '#domain/sections.ts';
import { moveAisle, SHOP_TOASTS, type ShopCreateInput, type ShopView } from '#domain/shops.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { CachedList } from '../lib/live-items.ts';
import { listDetailQueryOptions } from './get-lists.ts';
import { listKeys } from './keys.ts';

/**
 * The family's shops, oldest first, each with its complete aisle order
 * (docs/decisions/083-shops-and-aisle-order.md). Under the lists' area: a shop's write announces a
 * `lists` live event, which reads them again on the other phones.
 */
export function shopsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: [...listKeys.all(spaceId), 'shops'] as const,
    queryFn: async () => {
      const { shops } = await readJson(api.spaces[':spaceId'].shops.$get({ param: { spaceId } }));
      return shops;
    },
  });
}

/** The aisle order a list shows: its shop's, else the default one (also while the shops load). */
export function useAisleOrder(spaceId: string, shopId: string | null | undefined): SectionId[] {
  const shops = useQuery({ ...shopsQueryOptions(spaceId), enabled: Boolean(shopId) });
  return shops.data?.find((shop) => shop.id === shopId)?.aisles ?? [...SECTION_IDS];
}

function useInvalidateShops(spaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys.all(spaceId) });
}

export function useCreateShop(spaceId: string) {
  const invalidate = useInvalidateShops(spaceId);
  return useMutation({
    mutationFn: (input: ShopCreateInput) =>
      readJson(api.spaces[':spaceId'].shops.$post({ param: { spaceId }, json: input })),
    onSuccess: invalidate,
  });
}

export function useRenameShop(spaceId: string, shopId: string) {
  const invalidate = useInvalidateShops(spaceId);
  return useMutation({
    mutationFn: (input: { name: string }) =>
      readJson(
        api.spaces[':spaceId'].shops[':shopId'].$patch({ param: { spaceId, shopId }, json: input }),
      ),
    onSuccess: invalidate,
  });
}

/**
 * Moves one aisle of a shop up or down and saves the whole order: shown at once, from the order this
 * device last asked for while one of its saves is still on its way, else from the copy as it is now
 * (so that a run of presses, each before the last one's render, still counts each one, and a read
 * of the shops that a live event started and that answers before the last save cannot undo a press);
 * the saves go one after the other (one mutation scope per shop), so the last press is the order
 * kept. A refusal says « Impossible d'enregistrer le magasin » and reads the shops again.
 */
export function useMoveAisle(spaceId: string, shopId: string) {
  const queryClient = useQueryClient();
  const key = shopsQueryOptions(spaceId).queryKey;
  const mutationKey = ['shop-aisles', spaceId, shopId];
  const save = useMutation({
    mutationKey,
    scope: { id: `shop-aisles-${shopId}` },
    mutationFn: (aisles: SectionId[]) =>
      readJson(
        api.spaces[':spaceId'].shops[':shopId'].$patch({
          param: { spaceId, shopId },
          json: { aisles },
        }),
      ),
    onError: () => {
      toast.error(SHOP_TOASTS.failed);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  /** The aisle's new position (1 for the first), or undefined when it could not move. */
  return (section: SectionId, step: -1 | 1): number | undefined => {
    const asked = queryClient
      .getMutationCache()
      .findAll({ mutationKey, status: 'pending' })
      .sort((a, b) => a.mutationId - b.mutationId)
      .at(-1)?.state.variables as SectionId[] | undefined;
    const current =
      asked ?? queryClient.getQueryData(key)?.find((shop) => shop.id === shopId)?.aisles;
    const index = current?.indexOf(section) ?? -1;
    if (!current || index < 0) return undefined;
    const next = moveAisle(current, index, step);
    if (next[index] === section) return undefined;
    // A read still on its way answers an order from before this press: it is dropped.
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, (old: ShopView[] | undefined) =>
      old?.map((shop) => (shop.id === shopId ? { ...shop, aisles: next } : shop)),
    );
    save.mutate(next);
    return index + step + 1;
  };
}

export function useDeleteShop(spaceId: string, shopId: string) {
  const invalidate = useInvalidateShops(spaceId);
  return useMutation({
    mutationFn: () =>
      readJson(api.spaces[':spaceId'].shops[':shopId'].$delete({ param: { spaceId, shopId } })),
    onSuccess: invalidate,
  });
}

/** Chooses the shop a list follows (null: the default order), shown at once, put back if refused. */
export function useChooseShop(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  const key = listDetailQueryOptions(spaceId, listId).queryKey;
  const place = (shopId: string | null) =>
    queryClient.setQueryData(key, (old: CachedList | undefined) =>
      old ? { ...old, list: { ...old.list, shopId } } : old,
    );
  return useMutation({
    mutationFn: (shopId: string | null) =>
      readJson(
        api.spaces[':spaceId'].lists[':listId'].shop.$put({
          param: { spaceId, listId },
          json: { shopId },
        }),
      ),
    onMutate: async (shopId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key)?.list.shopId ?? null;
      place(shopId);
      return { previous };
    },
    onError: (_error, _shopId, context) => {
      place(context?.previous ?? null);
      toast.error(SHOP_TOASTS.failed);
    },
  });
}
