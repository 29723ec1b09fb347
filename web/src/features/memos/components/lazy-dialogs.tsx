import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '../../../ui/confirm-dialog.tsx';
import type { MemoFormDialogProps } from './memo-form-dialog.tsx';

/*
 * The memo dialogs, loaded when first opened rather than with the dashboard: the add and edit form
 * brings react-hook-form, zod and its resolver, and both bring radix's dialog stack, none of which the
 * To Do List's first paint needs (docs/decisions/034-first-visit-by-the-import-graph.md). Until the
 * code is there, a veil says it is coming; the focus stays on the button that opened the dialog, so
 * the dialog's own focus handling (in, and back on close) is the same as when it was loaded at once.
 */

const LazyMemoFormDialog = lazy(() =>
  import('./memo-form-dialog.tsx').then((module) => ({ default: module.MemoFormDialog })),
);

const LazyConfirmDialog = lazy(() =>
  import('../../../ui/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/** memo-form-dialog.tsx's dialog, fetched at its first opening. */
export function MemoFormDialog(props: MemoFormDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazyMemoFormDialog {...props} />
    </Suspense>
  );
}

/** ui/confirm-dialog.tsx's dialog, fetched at its first opening. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}

/**
 * Whether the dialog was ever open: from then on it stays mounted and opens and closes as usual;
 * before, nothing is rendered and nothing is fetched.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The veil of a dialog on its way: the page dims as it will under the dialog, with a spinner. */
function DialogLoading() {
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-slate-950/50 backdrop-blur-[2px]">
      <span role="status" className="flex flex-col items-center gap-3 text-white">
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-white/40 border-t-white"
        />
        <span className="sr-only">Chargement...</span>
      </span>
    </div>
  );
}
