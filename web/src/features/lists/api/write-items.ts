import {
  MutationObserver,
  type QueryClient,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { LIST_TOASTS } from '#domain/list-texts.ts';
import type { ListItemView } from '#domain/lists.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { currentLiveStatus } from '../../../lib/live-status.ts';
import { toast } from '../../../lib/toast.ts';
import { isUndoCancelled, undoWindow } from '../../../lib/undo.ts';
import {
  edited,
  type ItemWrite,
  itemWriteRetryDelay,
  LIST_ITEM_WRITE,
  type Notice,
  optimisticItem,
  retryItemWrite,
  withPendingWrites,
  writeFailure,
} from '../lib/item-writes.ts';
import { listDetailQueryOptions } from './get-lists.ts';
import { listKeys } from './keys.ts';

export type { ItemWrite } from '../lib/item-writes.ts';

/**
 * Writing a list's items (docs/product.md#lists, docs/decisions/015-offline-lists.md). `profileId` is
 * the profile selected on the device (when it belongs to the list's space): the server records it
 * as "ajouté par" / "coché par".
 *
 * Every add, tick, edit and deletion shows at once (the add form empties on Entrée, never waiting
 * for the server) and is one mutation of `LIST_ITEM_WRITE`, whose behaviour lives in the client's
 * mutation defaults (`registerItemWrites`), not in a component: made offline, it waits (TanStack
 * Query pauses it), is saved on the device with the cache, and is sent after a reload too. A write
 * that cannot reach the server is never a refusal: it waits until the server answers
 * (`retryItemWrite`, docs/decisions/035-list-writes-wait-for-the-server.md). The writes of one list
 * share a scope, so they reach the server one after the other, in the order they were made. A
 * refusal (4xx) rolls the change back (« Impossible de … »), except what the server can no longer
 * do: a tick of an item deleted meanwhile is dropped with a notice, and a deletion of an item
 * already gone is done.
 */

/**
 * A write's request outlives its page (`keepalive`): an item typed just before the app is closed
 * still reaches the server (docs/decisions/069-list-writes-outlive-the-page.md).
 */
const OUTLIVES_THE_PAGE = { init: { credentials: 'same-origin', keepalive: true } } as const;

/** Sends one write to the server. */
export function sendItemWrite(write: ItemWrite): Promise<unknown> {
  const { spaceId, listId, itemId } = write;
  const items = api.spaces[':spaceId'].lists[':listId'].items;
  switch (write.kind) {
    case 'add':
      // The client-made id: the same add sent twice (a replay after a lost answer) creates one item.
      return readJson(
        items.$post(
          {
            param: { spaceId, listId },
            json: {
              id: itemId,
              text: write.text,
              profileId: write.profileId,
              ...(write.note && { note: write.note }),
            },
          },
          OUTLIVES_THE_PAGE,
        ),
      );
    case 'toggle':
      return readJson(
        items[':itemId'].$patch(
          {
            param: { spaceId, listId, itemId },
            json: { completed: write.completed, profileId: write.profileId },
          },
          OUTLIVES_THE_PAGE,
        ),
      );
    case 'edit':
      return readJson(
        items[':itemId'].$patch(
          {
            param: { spaceId, listId, itemId },
            json: { text: write.text, ...(write.note !== undefined && { note: write.note }) },
          },
          OUTLIVES_THE_PAGE,
        ),
      );
    case 'delete':
      return readJson(
        items[':itemId'].$delete({ param: { spaceId, listId, itemId } }, OUTLIVES_THE_PAGE),
      );
  }
}

/** What the family is told when a write is refused or dropped. */
function showNotice(notice: Notice): void {
  if (notice.tone === 'error') toast.error(notice.title, { description: notice.description });
  else toast.warning(notice.title, { description: notice.description });
}

interface WriteContext {
  /** The item as it was before a tick, to put back if the server refuses it. */
  previous?: ListItemView | undefined;
}

/** Deletions in their « Annuler » window, per list: the list is not refreshed under them. */
const awaitingDeletion = new Map<string, number>();

function detailKey(write: Pick<ItemWrite, 'spaceId' | 'listId'>) {
  return listDetailQueryOptions(write.spaceId, write.listId).queryKey;
}

function updateItems(
  queryClient: QueryClient,
  write: Pick<ItemWrite, 'spaceId' | 'listId'>,
  change: (items: ListItemView[]) => ListItemView[],
): void {
  queryClient.setQueryData(detailKey(write), (old) =>
    old ? { ...old, items: change(old.items) } : old,
  );
}

/** The write's change, shown before the server's answer. */
function applyAtOnce(queryClient: QueryClient, write: ItemWrite): WriteContext {
  switch (write.kind) {
    case 'add': {
      const shown = optimisticItem(write, new Date().toISOString());
      updateItems(queryClient, write, (items) =>
        items.some((item) => item.id === write.itemId) ? items : [...items, shown],
      );
      return {};
    }
    case 'edit':
      updateItems(queryClient, write, (items) =>
        items.map((item) => (item.id === write.itemId ? edited(item, write) : item)),
      );
      return {};
    case 'toggle': {
      const previous = queryClient
        .getQueryData(detailKey(write))
        ?.items.find((item) => item.id === write.itemId);
      updateItems(queryClient, write, (items) =>
        items.map((item) =>
          item.id === write.itemId
            ? {
                ...item,
                completed: write.completed,
                completedByProfileId: write.completed ? write.profileId : null,
                checkedBy: write.completed ? write.profileName : null,
                completedAt: write.completed ? new Date().toISOString() : null,
              }
            : item,
        ),
      );
      return { previous };
    }
    case 'delete':
      // Already hidden when the « Annuler » window opened; again, in case a refresh brought it back.
      updateItems(queryClient, write, (items) => items.filter((item) => item.id !== write.itemId));
      return {};
  }
}

/** Puts back what the refused write had changed, that item only. */
function rollBack(queryClient: QueryClient, write: ItemWrite, context: WriteContext | undefined) {
  switch (write.kind) {
    case 'add':
      updateItems(queryClient, write, (items) => items.filter((item) => item.id !== write.itemId));
      return;
    case 'edit':
      updateItems(queryClient, write, (items) =>
        items.map((item) =>
          item.id === write.itemId
            ? edited(item, { text: write.previousText, note: write.previousNote })
            : item,
        ),
      );
      return;
    case 'toggle': {
      const previous = context?.previous;
      if (previous) {
        updateItems(queryClient, write, (items) =>
          items.map((item) => (item.id === previous.id ? previous : item)),
        );
      }
      return;
    }
    case 'delete':
      restoreDeleted(queryClient, write);
      return;
  }
}

function restoreDeleted(queryClient: QueryClient, write: Extract<ItemWrite, { kind: 'delete' }>) {
  updateItems(queryClient, write, (items) => {
    if (items.some((item) => item.id === write.item.id)) return items;
    const next = [...items];
    next.splice(Math.min(write.index, next.length), 0, write.item);
    return next;
  });
}

/** How many writes of this list are still on their way (or waiting for the network). */
function writesUnderway(queryClient: QueryClient, listId: string): number {
  return queryClient.isMutating({
    mutationKey: LIST_ITEM_WRITE,
    predicate: (mutation) => (mutation.state.variables as ItemWrite | undefined)?.listId === listId,
  });
}

/**
 * Refreshes the progress shown on /lists, and the list too while the live stream is not there to
 * bring the write back with its version (api/live-items.ts), once no other change of the list is
 * still on its way (a refresh landing between two writes would show the first without the second).
 */
function settle(queryClient: QueryClient, write: ItemWrite): void {
  if (writesUnderway(queryClient, write.listId) > 1) return;
  if ((awaitingDeletion.get(write.listId) ?? 0) > 0) return;
  if (currentLiveStatus() !== 'online') {
    void queryClient.invalidateQueries({ queryKey: detailKey(write) });
    // A cleared ticked item joined « Récemment achetés »: without the live event, read it again.
    void queryClient.invalidateQueries({
      queryKey: listKeys.purchases(write.spaceId, write.listId),
    });
  }
  void queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() });
}

/**
 * The behaviour of every item write, set once on the client (app/providers.tsx) so that a write
 * restored from the device after a reload is sent, and answered, like one made on screen.
 * `send` and `notify` are the server and the toasts; tests pass their own.
 */
export function registerItemWrites(
  queryClient: QueryClient,
  send: (write: ItemWrite) => Promise<unknown> = sendItemWrite,
  notify: (notice: Notice) => void = showNotice,
): void {
  queryClient.setMutationDefaults<unknown, Error, ItemWrite, WriteContext>(LIST_ITEM_WRITE, {
    // Offline, a write waits for the network instead of failing (the app's other writes fail).
    networkMode: 'online',
    retry: retryItemWrite,
    retryDelay: itemWriteRetryDelay,
    mutationFn: (write) => send(write),
    onMutate: async (write) => {
      // A refresh landing now would overwrite the change with the old state.
      await queryClient.cancelQueries({ queryKey: detailKey(write) });
      return applyAtOnce(queryClient, write);
    },
    onSuccess: (answer, itemWrite) => {
      if (itemWrite.kind !== 'add') return;
      const item = (answer as { item?: ListItemView } | undefined)?.item;
      if (!item) return;
      // The server's "ajouté par" and date on the item shown at once, whose tick or edit made
      // since then stays.
      updateItems(queryClient, itemWrite, (items) =>
        items.some((other) => other.id === item.id)
          ? items.map((other) =>
              other.id === item.id
                ? {
                    ...other,
                    createdBy: item.createdBy,
                    createdByProfileId: item.createdByProfileId,
                    addedBy: item.addedBy,
                    createdAt: item.createdAt,
                  }
                : other,
            )
          : [...items, item],
      );
    },
    onError: (error, itemWrite, context) => {
      const outcome = writeFailure(itemWrite, error);
      if (outcome.action === 'rollback') rollBack(queryClient, itemWrite, context);
      if (outcome.action === 'forget') {
        // The item is gone on the server: so it goes here.
        updateItems(queryClient, itemWrite, (items) =>
          items.filter((item) => item.id !== itemWrite.itemId),
        );
      }
      if (outcome.notice) notify(outcome.notice);
    },
    onSettled: (_answer, _error, write) => settle(queryClient, write),
  });
}

/** Sends one write (queued while offline); resolves with the server's answer. */
export function writeItem(queryClient: QueryClient, write: ItemWrite): Promise<unknown> {
  // Not tied to a component: a write goes on when its screen is left.
  const observer = new MutationObserver<unknown, Error, ItemWrite>(queryClient, {
    mutationKey: LIST_ITEM_WRITE,
    // One queue per list: its writes reach the server in the order they were made.
    scope: { id: `list-items:${write.listId}` },
  });
  return observer.mutate(write);
}

/** The writes of one list; none is awaited by the screen (each shows at once). */
export function useItemWrites(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  const add = useCallback(
    (input: Omit<Extract<ItemWrite, { kind: 'add' }>, 'kind' | 'spaceId' | 'listId'>) => {
      writeItem(queryClient, { kind: 'add', spaceId, listId, ...input }).catch(() => {});
    },
    [queryClient, spaceId, listId],
  );
  const edit = useCallback(
    (input: Omit<Extract<ItemWrite, { kind: 'edit' }>, 'kind' | 'spaceId' | 'listId'>) => {
      writeItem(queryClient, { kind: 'edit', spaceId, listId, ...input }).catch(() => {});
    },
    [queryClient, spaceId, listId],
  );
  const toggle = useCallback(
    (input: Omit<Extract<ItemWrite, { kind: 'toggle' }>, 'kind' | 'spaceId' | 'listId'>) => {
      writeItem(queryClient, { kind: 'toggle', spaceId, listId, ...input }).catch(() => {});
    },
    [queryClient, spaceId, listId],
  );
  /**
   * Hidden at once; sent once « Annuler » has not been pressed (lib/undo.ts), then queued like the
   * other writes. The window comes first, so that a deletion does not hold back the writes made
   * during it. Several items (« Supprimer les éléments cochés ») share one window and one « Annuler ».
   */
  const removeMany = useCallback(
    (removed: readonly ListItemView[]) => {
      if (removed.length === 0) return;
      const key = listDetailQueryOptions(spaceId, listId).queryKey;
      const before = queryClient.getQueryData(key)?.items ?? [];
      const deletions = removed
        .map(
          (item): Extract<ItemWrite, { kind: 'delete' }> => ({
            kind: 'delete',
            spaceId,
            listId,
            itemId: item.id,
            text: item.text,
            item,
            index: Math.max(
              0,
              before.findIndex((other) => other.id === item.id),
            ),
          }),
        )
        .sort((a, b) => a.index - b.index);
      const ids = new Set(removed.map((item) => item.id));
      updateItems(queryClient, { spaceId, listId }, (items) =>
        items.filter((other) => !ids.has(other.id)),
      );
      awaitingDeletion.set(listId, (awaitingDeletion.get(listId) ?? 0) + 1);
      const closed = () => awaitingDeletion.set(listId, (awaitingDeletion.get(listId) ?? 1) - 1);
      const title =
        deletions.length === 1 ? LIST_TOASTS.itemDeleted : `${deletions.length} éléments supprimés`;
      undoWindow({ title }).then(
        () => {
          closed();
          for (const write of deletions) writeItem(queryClient, write).catch(() => {});
        },
        (error: unknown) => {
          closed();
          if (!isUndoCancelled(error)) return;
          for (const write of deletions) restoreDeleted(queryClient, write);
        },
      );
    },
    [queryClient, spaceId, listId],
  );
  const remove = useCallback((item: ListItemView) => removeMany([item]), [removeMany]);
  return { add, edit, toggle, remove, removeMany };
}

/**
 * The list's items with its writes still on their way applied (`withPendingWrites`), and the ids of
 * the items whose change waits: « en attente d'envoi ». A write waits when it failed once and is
 * to be tried again, or, while the app is offline, when it is paused. Online, the writes queued
 * behind the list's earlier ones are merely on their way (a fast typist's items): nothing is said.
 */
export function useItemsWithPendingWrites(
  listId: string,
  items: readonly ListItemView[],
  online: boolean,
): { items: ListItemView[]; waiting: Set<string> } {
  const pending = useMutationState({
    filters: {
      mutationKey: LIST_ITEM_WRITE,
      status: 'pending',
      predicate: (mutation) =>
        (mutation.state.variables as ItemWrite | undefined)?.listId === listId,
    },
    select: (mutation) => ({
      write: mutation.state.variables as ItemWrite,
      paused: mutation.state.isPaused,
      failed: mutation.state.failureCount > 0,
    }),
  });
  return useMemo(
    () => ({
      items: withPendingWrites(
        items,
        pending.map((entry) => entry.write),
        new Date().toISOString(),
      ),
      waiting: new Set(
        pending
          .filter((entry) => entry.failed || (entry.paused && !online))
          .map((entry) => entry.write.itemId),
      ),
    }),
    [items, pending, online],
  );
}
