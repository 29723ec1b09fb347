/**
 * « Annuler » after a deletion (docs/product.md#undo): the item disappears at once and a toast offers
 * « Annuler » for UNDO_DELAY_MS; the request is only sent when that time is up. Delaying, rather
 * than deleting and re-creating, keeps everything that hangs off the row (a task's memos, its
 * « Fait » ticks, who added or ticked an item, reminders already sent) and never shows other
 * devices a row that vanishes and comes back.
 */
import { toast } from './toast.ts';

export const UNDO_DELAY_MS = 5000;

/** The family pressed « Annuler »: the deletion was never sent. */
export class UndoCancelled extends Error {
  constructor() {
    super('Suppression annulée');
    this.name = 'UndoCancelled';
  }
}

export function isUndoCancelled(error: unknown): error is UndoCancelled {
  return error instanceof UndoCancelled;
}

/** Deletions waiting for their delay: sent at once when the page is being left. */
const waiting = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const send of [...waiting]) send();
  });
}

/**
 * Shows the deletion's toast with « Annuler » and resolves when the delay is over (or the page is
 * being left); rejects with UndoCancelled if the family pressed « Annuler ». Call it inside the
 * deletion's request, after the item was hidden, before sending it.
 */
export function undoWindow(text: { title: string; description?: string | undefined }) {
  return new Promise<void>((resolve, reject) => {
    const send = () => {
      clearTimeout(timer);
      waiting.delete(send);
      // A toast kept open by a hovering pointer must not offer an « Annuler » that can no longer work.
      toast.dismiss(id);
      resolve();
    };
    const timer = setTimeout(send, UNDO_DELAY_MS);
    waiting.add(send);
    const id = toast.success(text.title, {
      ...(text.description ? { description: text.description } : {}),
      duration: UNDO_DELAY_MS,
      action: {
        label: 'Annuler',
        onClick: () => {
          clearTimeout(timer);
          waiting.delete(send);
          reject(new UndoCancelled());
        },
      },
    });
  });
}
