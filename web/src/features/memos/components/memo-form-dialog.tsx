import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MEMO_MAX_LENGTH,
  MEMO_TOASTS,
  type MemoFormInput,
  type MemoItem,
  memoFormSchema,
} from '#domain/memos.ts';
import { useClientId } from '../../../lib/client-id.ts';
import { toast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useLeaveGuard } from '../../../ui/leave-guard.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCreateMemo, useUpdateMemo } from '../api/write-memo.ts';

type MemoFormValues = z.output<ReturnType<typeof memoFormSchema>>;

/** Whom a new memo is for: the selected profile, and the list it is about, if any. */
export interface MemoTarget {
  profileId: string;
  listId?: string;
}

export interface MemoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  spaceId: string;
  /** Today in the space's zone: a reminder date cannot be before it. */
  today: string;
  /** The memo to edit; without it the dialog adds one for `target`. */
  memo?: MemoItem | null;
  target: MemoTarget;
  /** "Ajouter un mémo", "Ajouter un rappel". */
  addTitle?: string;
}

/**
 * The add and edit dialog of a memo: text, optional date and time (docs/product.md#memos). The
 * form's rules are the server's (domain/memos.ts), so the messages under the fields are the same
 * before and after sending.
 */
export function MemoFormDialog(props: MemoFormDialogProps) {
  const { open, onOpenChange, memo, addTitle = 'Ajouter un mémo' } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={memo ? 'Modifier le mémo' : addTitle}
      description="Avec une date et une heure, un rappel vous sera envoyé à ce moment-là."
    >
      {/* Mounted while open only: each opening starts from the memo's current values. */}
      <MemoForm {...props} />
    </Dialog>
  );
}

function MemoForm({ onOpenChange, spaceId, today, memo, target }: MemoFormDialogProps) {
  const create = useCreateMemo(spaceId);
  const update = useUpdateMemo(spaceId);
  // One id per opening of the add dialog: a second tap on « Ajouter » finds the first's memo.
  const newMemo = useClientId();
  const previousDate = memo?.date ?? null;
  const form = useForm<MemoFormInput, unknown, MemoFormValues>({
    resolver: zodResolver(memoFormSchema(today, previousDate)),
    defaultValues: { text: memo?.text ?? '', date: memo?.date ?? '', time: memo?.time ?? '' },
  });
  const { errors } = form.formState;
  // The browser's or phone's back would leave the screen under the dialog, and the typed memo with
  // it: a changed memo asks first, as the task and list forms do. « Annuler » only closes the dialog.
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['text', 'date', 'time'],
    request: async (values: MemoFormValues) => {
      const fields = { text: values.text, date: values.date ?? null, time: values.time ?? null };
      if (memo) return update.mutateAsync({ memoId: memo.id, input: fields });
      return create.mutateAsync({ ...target, ...fields, id: newMemo.id });
    },
    onSuccess: (result) => {
      toast.success(result.message, { description: result.description });
      leaveGuard.release();
      onOpenChange(false);
    },
    errorToast: {
      title: 'Erreur',
      description: memo ? MEMO_TOASTS.updateFailed : MEMO_TOASTS.addFailed,
    },
  });

  // A memo already dated in the past keeps its date; a new date cannot be before today.
  const minDate = previousDate && previousDate < today ? previousDate : today;

  return (
    <>
      {leaveGuard.dialog}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Mémo"
          placeholder="Ex. : Appeler la nounou"
          maxLength={MEMO_MAX_LENGTH}
          autoComplete="off"
          error={errors.text?.message}
          {...form.register('text')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Date (optionnel)"
            type="date"
            min={minDate}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <TextField
            label="Heure (optionnel)"
            type="time"
            error={errors.time?.message}
            {...form.register('time')}
          />
        </div>
        <FormAlert>{failure}</FormAlert>
        <FormActions
          onCancel={() => onOpenChange(false)}
          busy={busy}
          submitLabel={memo ? 'Enregistrer' : 'Ajouter'}
        />
      </form>
    </>
  );
}
