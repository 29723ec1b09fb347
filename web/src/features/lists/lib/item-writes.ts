/**
 * What a list's item writes are, and what a refused one means (docs/decisions/015-offline-lists.md):
 * pure, so that the rules are tested without a browser (tests/unit/offline-list-writes.test.ts).
 */
import { LIST_TOASTS } from '#domain/list-texts.ts';
import type { ListItemView } from '#domain/lists.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isNetworkError } from '../../../lib/network.ts';

/** What a list's screen says of its changes while they cannot reach the server. */
export const LIST_OFFLINE_TEXTS = {
  queued: 'Hors ligne : vos changements seront envoyés au retour du réseau',
  sending: 'Envoi de vos changements…',
} as const;

/** The list screen's own texts beyond the product's (done as Apple Reminders and Bring! do). */
export const LIST_ITEM_TEXTS = {
  clearTicked: 'Supprimer les éléments cochés',
  /** What the list bought, kept after its ticked items are cleared (docs/product.md#lists). */
  recentlyBought: 'Récemment achetés',
  showAllBought: 'Tout afficher',
} as const;

/** The mutation key of every item write, and of their defaults on the client. */
export const LIST_ITEM_WRITE = ['list-items', 'write'] as const;

interface WriteTarget {
  spaceId: string;
  listId: string;
  itemId: string;
  /** The item's text, to name it in a notice (even after a reload). */
  text: string;
}

/**
 * One change of a list's items, as queued and saved on the device: plain data only (the mutation's
 * variables are stored in IndexedDB and sent after a reload).
 */
export type ItemWrite =
  | (WriteTarget & {
      kind: 'add';
      /** Re-added from « Récemment achetés » with its note. */
      note?: string | null | undefined;
      profileId: string | null;
      /** The selected profile's name, shown as "ajouté par" until the server's answer. */
      profileName: string | null;
    })
  | (WriteTarget & {
      kind: 'toggle';
      completed: boolean;
      profileId: string | null;
      /** The selected profile's name, shown as "coché par" until the server's answer. */
      profileName: string | null;
    })
  | (WriteTarget & {
      kind: 'edit';
      /** The text before the edit, put back if the server refuses the new one. */
      previousText: string;
      /** The new note (null clears it), absent when the note is unchanged; and the one before. */
      note?: string | null | undefined;
      previousNote?: string | null | undefined;
    })
  | (WriteTarget & {
      kind: 'delete';
      /** The item and its place, to put it back if the server refuses the deletion. */
      item: ListItemView;
      index: number;
    });

export interface Notice {
  tone: 'error' | 'warning';
  title: string;
  description: string;
}

/**
 * What to do with a write the server did not take:
 * - `rollback`: it is refused, the item goes back as it was, « Impossible de … »;
 * - `forget`: the item (or its list) was deleted meanwhile on another device: a tick or an add
 *   made offline is dropped, the item leaves the screen, and the family is told;
 * - `done`: a deletion of an item already gone did what it was asked.
 */
export function writeFailure(
  write: ItemWrite,
  error: unknown,
): { action: 'rollback' | 'forget' | 'done'; notice?: Notice } {
  const gone = error instanceof ApiRequestError && error.status === 404;
  if (gone) {
    if (write.kind === 'delete') return { action: 'done' };
    return {
      action: 'forget',
      notice: {
        tone: 'warning',
        title:
          write.kind === 'add' ? 'Liste supprimée entre-temps' : 'Élément supprimé entre-temps',
        description:
          write.kind === 'add'
            ? `« ${write.text} » n'a pas été ajouté : la liste n'existe plus.`
            : `« ${write.text} » a été supprimé sur un autre appareil : votre modification n'a pas été envoyée.`,
      },
    };
  }
  const description = {
    add: LIST_TOASTS.itemAddFailed,
    toggle: LIST_TOASTS.itemUpdateFailed,
    edit: LIST_TOASTS.itemUpdateFailed,
    delete: LIST_TOASTS.itemDeleteFailed,
  }[write.kind];
  return { action: 'rollback', notice: { tone: 'error', title: 'Erreur', description } };
}

/** How many times a write the server failed on (5xx) is tried again before it is rolled back. */
const SERVER_ERROR_RETRIES = 3;

/**
 * Whether a failed write is tried again. A write that could not reach the server is never a
 * refusal: it waits (paused while the app is offline, lib/network.ts) and goes as soon as the
 * server answers, however long that takes. A server error may pass: a few more tries. A 4xx is the
 * server's answer: the write is dropped (`writeFailure`).
 */
export function retryItemWrite(failureCount: number, error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = error instanceof ApiRequestError ? error.status : undefined;
  return status !== undefined && status >= 500 && failureCount < SERVER_ERROR_RETRIES;
}

/**
 * Waits before the next try: a second after a network failure (the write then pauses if the app went
 * offline meanwhile), longer after each server error.
 */
export function itemWriteRetryDelay(failureCount: number, error: unknown): number {
  if (isNetworkError(error)) return 1_000;
  return Math.min(30_000, 1_000 * 2 ** failureCount);
}

/** The item an add shows before the server has it. */
export function optimisticItem(
  write: Extract<ItemWrite, { kind: 'add' }>,
  now: string,
): ListItemView {
  return {
    id: write.itemId,
    listId: write.listId,
    text: write.text,
    completed: false,
    createdBy: null,
    createdByProfileId: write.profileId,
    addedBy: write.profileName,
    completedBy: null,
    completedByProfileId: null,
    checkedBy: null,
    completedAt: null,
    createdAt: now,
    note: write.note ?? null,
  };
}

/**
 * The items as the family should see them: the server's (or the cache's) with every write still on
 * its way applied over them, in the order they were made. A refresh landing while writes wait (a
 * live event, a reload, the network's return) then never hides a typed item or undoes a tick.
 */
export function withPendingWrites(
  items: readonly ListItemView[],
  writes: readonly ItemWrite[],
  now: string,
): ListItemView[] {
  let shown = [...items];
  for (const write of writes) {
    switch (write.kind) {
      case 'add':
        if (!shown.some((item) => item.id === write.itemId)) {
          shown.push(optimisticItem(write, now));
        }
        break;
      case 'toggle':
        shown = shown.map((item) =>
          item.id === write.itemId && item.completed !== write.completed
            ? {
                ...item,
                completed: write.completed,
                completedByProfileId: write.completed ? write.profileId : null,
                checkedBy: write.completed ? write.profileName : null,
                completedAt: write.completed ? now : null,
              }
            : item,
        );
        break;
      case 'edit':
        shown = shown.map((item) => (item.id === write.itemId ? edited(item, write) : item));
        break;
      case 'delete':
        shown = shown.filter((item) => item.id !== write.itemId);
        break;
    }
  }
  return shown;
}

/** The item with an edit's text and, when it changed, its note. */
export function edited(
  item: ListItemView,
  write: Pick<Extract<ItemWrite, { kind: 'edit' }>, 'text' | 'note'>,
): ListItemView {
  return { ...item, text: write.text, ...(write.note !== undefined && { note: write.note }) };
}
