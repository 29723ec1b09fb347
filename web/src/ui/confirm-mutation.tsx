import type { ReactNode } from 'react';
import { toast } from '../lib/toast.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { type RequestOptions, useRequest } from './form.tsx';

export interface ConfirmMutationProps<TSubject, TResult extends { message: string }>
  extends Omit<
    ConfirmDialogProps,
    'open' | 'onOpenChange' | 'pending' | 'onConfirm' | 'description'
  > {
  /** What the confirmation is about (a member, a device); null: closed. */
  subject: TSubject | null;
  onClose: () => void;
  description: (subject: TSubject) => ReactNode;
  /** The write, e.g. a mutation's `mutateAsync`. */
  request: (subject: TSubject) => Promise<TResult>;
  errorToast: RequestOptions<TSubject, TResult>['errorToast'];
  /** The success toast's second line, if any. */
  describeSuccess?: (result: TResult, subject: TSubject) => string | undefined;
}

/**
 * Confirm, write, toast, close: a confirmation about one `subject` whose « confirm » runs one
 * request, waits while it runs, toasts the answer's message and closes; a failure toasts
 * `errorToast` and leaves the dialog open for another try.
 */
export function ConfirmMutation<TSubject, TResult extends { message: string }>({
  subject,
  onClose,
  description,
  request,
  errorToast,
  describeSuccess,
  ...dialog
}: ConfirmMutationProps<TSubject, TResult>) {
  const write = useRequest({
    request,
    onSuccess: (result: TResult, done: TSubject) => {
      toast.success(result.message, { description: describeSuccess?.(result, done) });
      onClose();
    },
    errorToast,
  });
  return (
    <ConfirmDialog
      {...dialog}
      open={subject !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      description={subject === null ? '' : description(subject)}
      pending={write.busy}
      onConfirm={() => (subject === null ? undefined : void write.run(subject))}
    />
  );
}
