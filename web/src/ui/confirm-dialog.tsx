import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone (delete, leave). */
  destructive?: boolean;
  /** The confirmed action is running: the buttons wait, the dialog stays open. */
  pending?: boolean;
  pendingLabel?: string;
  /** Called on confirm; the caller closes the dialog (onOpenChange(false)) when the action is done. */
  onConfirm: () => void;
  /** Optional element that opens the dialog (else control it with `open`). */
  trigger?: ReactNode;
}

/**
 * A confirmation (radix AlertDialog): focus stays inside, Escape and "Annuler" cancel, and the focus
 * goes back to what opened it. A bottom sheet on phones, a centred card from tablets up.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuler',
  destructive = false,
  pending = false,
  pendingLabel,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(Boolean(trigger));
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? null : onOpenChange(next))}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-3xl border border-app bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-app shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:pb-6"
        >
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted">{description}</AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that one would close the dialog before the action is done. */}
            <Button
              variant={destructive ? 'danger' : 'primary'}
              onClick={onConfirm}
              busy={pending}
              busyLabel={pendingLabel}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
