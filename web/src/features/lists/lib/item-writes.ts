/**
 * What a list's item writes are, and what a refused one means (docs/decisions/015-offline-lists.md):
 * pure, so that the rules are tested without a browser (tests/unit/offline-list-writes.test.ts).
 */
import { LIST_TOASTS } from '#domain/list-texts.ts';
import type { ListItemView } from '#domain/lists.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** What a list's screen says of its changes while they cannot reach the server. */
export const LIST_OFFLINE_TEXTS = {
  queued: 'Hors ligne : vos changements seront envoyés au retour du réseau',
  sending: 'Envoi de vos changements…',
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
      /**
       * Made offline: the form did not wait for it, so a refusal is told here; otherwise the form
       * says it and keeps the text.
       */
      queued: boolean;
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
          write.kind === 'toggle' ? 'Élément supprimé entre-temps' : 'Liste supprimée entre-temps',
        description:
          write.kind === 'toggle'
            ? `« ${write.text} » a été supprimé sur un autre appareil : votre modification n'a pas été envoyée.`
            : `« ${write.text} » n'a pas été ajouté : la liste n'existe plus.`,
      },
    };
  }
  if (write.kind === 'add' && !write.queued) return { action: 'rollback' };
  const description = {
    add: LIST_TOASTS.itemAddFailed,
    toggle: LIST_TOASTS.itemUpdateFailed,
    delete: LIST_TOASTS.itemDeleteFailed,
  }[write.kind];
  return { action: 'rollback', notice: { tone: 'error', title: 'Erreur', description } };
}
