import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

interface PasswordConfirmFormProps {
  /** A react-hook-form form whose one field is the account's current password. */
  form: UseFormReturn<{ password: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  failure?: ReactNode;
  onCancel: () => void;
  confirmLabel: string;
  busyLabel: string;
  /** A step that cannot be undone (deleting, signing out elsewhere) shows its button in red. */
  danger?: boolean;
  /** What the step does, said above the password. */
  children?: ReactNode;
}

/**
 * The body of a dialog that asks the current password before a sensitive step, so a session alone
 * (a borrowed phone) is not enough: the password, the server's refusal, « Annuler » and the step.
 */
export function PasswordConfirmForm({
  form,
  onSubmit,
  busy,
  failure,
  onCancel,
  confirmLabel,
  busyLabel,
  danger = false,
  children,
}: PasswordConfirmFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        hint="Saisissez votre mot de passe pour confirmer."
        required
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Annuler
        </Button>
        <Button
          type="submit"
          variant={danger ? 'danger' : undefined}
          busy={busy}
          busyLabel={busyLabel}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
