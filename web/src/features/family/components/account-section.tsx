import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountUpdateSchema, type Me } from '#domain/auth.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { NameFields } from '../../../ui/name-fields.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { PasswordStrength } from '../../../ui/password-strength.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useUpdateAccount } from '../api/account.ts';
import { ConnectedDevices } from './connected-devices.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * "Mon compte": names, the email (read only) and an optional new password, which asks for the
 * current one as soon as it is typed (the server refuses a change without it); the account's
 * connected devices; deleting the account.
 */
export function AccountSection({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const me = useMe();
  return (
    <SettingsSection
      icon={UserRound}
      tone="bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300"
      title="Mon compte"
      summary={me.data ? me.data.email : undefined}
      defaultOpen={defaultOpen}
    >
      {me.data ? <AccountForm me={me.data} /> : null}
      {me.data ? (
        <div className="mt-6 border-t border-app pt-5">
          <ConnectedDevices />
          <PasskeysSection />
        </div>
      ) : null}
      {me.data ? (
        <div className="mt-6 flex flex-col gap-3 border-t border-app pt-5">
          <p className="text-sm text-muted">
            Supprimer votre compte efface vos données personnelles ; vos espaces partagés restent à
            votre famille.
          </p>
          <DeleteAccountDialog />
        </div>
      ) : null}
    </SettingsSection>
  );
}

type AccountForm = z.input<typeof accountUpdateSchema>;

/** The form's state and its save: the new names, and a password change said in its own toast. */
function useAccountForm(me: Me) {
  const update = useUpdateAccount();
  const form = useForm<AccountForm, unknown, z.output<typeof accountUpdateSchema>>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: {
      firstName: me.firstName,
      lastName: me.lastName,
      newPassword: '',
      currentPassword: '',
    },
  });
  const submit = useFormSubmit(form, {
    fields: ['firstName', 'lastName', 'newPassword', 'currentPassword'],
    request: update.mutateAsync,
    onSuccess: (saved, sent) => {
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        newPassword: '',
        currentPassword: '',
      });
      // The server ends the account's other sessions with a password change: said here, so the
      // user knows why the other devices are back on /login.
      if (sent.newPassword) {
        toast.success('Mot de passe modifié', {
          description: 'Vos autres appareils ont été déconnectés.',
        });
      } else {
        toast.success('Informations sauvegardées');
      }
    },
    errorToast: 'Erreur lors de la sauvegarde',
  });
  return { form, ...submit };
}

function AccountForm({ me }: { me: Me }) {
  const { form, onSubmit, busy, failure } = useAccountForm(me);
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const changingPassword = typeof newPassword === 'string' && newPassword.trim() !== '';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
          lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        value={me.email}
        readOnly
        aria-readonly="true"
        hint="L'adresse email ne peut pas être modifiée ici."
        className="[&_input]:bg-surface-muted [&_input]:text-muted"
      />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        placeholder="Laisser vide pour ne pas changer"
        hint="Facultatif. Les autres appareils connectés seront déconnectés."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      {changingPassword ? (
        <PasswordStrength
          password={newPassword}
          userInputs={[me.email, me.firstName, me.lastName]}
        />
      ) : null}
      {changingPassword ? (
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" busy={busy}>
        Enregistrer
      </Button>
    </form>
  );
}
