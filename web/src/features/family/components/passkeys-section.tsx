import { zodResolver } from '@hookform/resolvers/zod';
import { formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { longDate } from '#domain/french.ts';
import {
  type PasskeyRegistrationOptionsInput,
  type PasskeyView,
  passkeyRegistrationOptionsSchema,
  type RenamePasskeyInput,
  renamePasskeySchema,
} from '#domain/passkeys.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/network.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { ItemSkeletons, LoadError } from '../../../ui/state-views.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys.ts';
import { PasswordConfirmForm } from './password-confirm-form.tsx';

export const PASSKEY_TEXTS = {
  title: 'Clés d’accès',
  intro:
    'Connectez-vous sans mot de passe, avec l’empreinte, le visage ou le code de votre appareil. Votre mot de passe reste valable.',
  none: 'Aucune clé d’accès pour l’instant.',
  add: 'Ajouter une clé d’accès',
  rename: 'Renommer',
  remove: 'Supprimer',
  loadFailed: 'Impossible de charger vos clés d’accès',
  offline: 'Hors ligne : reconnectez-vous à internet pour gérer vos clés d’accès.',
} as const;

/** « Ajoutée le 20 novembre 2026 · Utilisée il y a 5 minutes ». */
export function passkeyDates(passkey: PasskeyView, now: Date): string {
  const added = `Ajoutée le ${longDate(new Date(passkey.createdAt))}`;
  if (!passkey.lastUsedAt) return `${added} · Jamais utilisée`;
  const at = new Date(passkey.lastUsedAt);
  const used =
    now.getTime() - at.getTime() < 60_000
      ? 'Utilisée à l’instant'
      : `Utilisée ${formatDistanceStrict(at, now, { locale: fr, addSuffix: true })}`;
  return `${added} · ${used}`;
}

/**
 * Mon compte › « Clés d'accès » (docs/decisions/038-passkeys.md): the account's passkeys with the
 * date each was added and last used; « Ajouter une clé d'accès » asks the password, then the
 * browser's dialog; each can be renamed, or removed after a confirmation.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const online = useOnline();
  const titleId = useId();
  const list = passkeys.data?.passkeys ?? [];
  const now = new Date();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 flex flex-col gap-3 border-t border-app pt-5"
    >
      <h3 id={titleId} className="text-sm font-bold text-muted uppercase">
        {PASSKEY_TEXTS.title}
      </h3>
      <p className="text-sm text-muted">{PASSKEY_TEXTS.intro}</p>
      {passkeys.isPending ? (
        <ItemSkeletons count={1} shape="row" label="Chargement des clés d’accès..." />
      ) : passkeys.isError ? (
        <LoadError
          inCard
          message={PASSKEY_TEXTS.loadFailed}
          onRetry={() => void passkeys.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{PASSKEY_TEXTS.none}</p>
      ) : (
        <ul className="flex flex-col rounded-xl border border-app">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} now={now} online={online} />
          ))}
        </ul>
      )}
      <AddPasskeyDialog disabled={!online} />
      {online ? null : <p className="text-sm text-muted">{PASSKEY_TEXTS.offline}</p>}
    </section>
  );
}

function PasskeyRow({
  passkey,
  now,
  online,
}: {
  passkey: PasskeyView;
  now: Date;
  online: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  return (
    <li className="flex flex-col gap-2 border-t border-app px-3 py-3 first:border-t-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-app">{passkey.name}</p>
          <p className="text-sm text-muted">{passkeyDates(passkey, now)}</p>
        </div>
      </div>
      <div className="flex gap-2 pl-8 sm:pl-0">
        <RenameDialog passkey={passkey} disabled={!online} />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Supprimer cette clé d’accès ?"
          description={`« ${passkey.name} » ne pourra plus vous connecter. Pensez à la retirer aussi de votre appareil ou de votre gestionnaire de mots de passe.`}
          confirmLabel={PASSKEY_TEXTS.remove}
          pendingLabel="Suppression..."
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(passkey.id, {
              onSuccess: (result) => {
                setConfirming(false);
                toast.success(result.message);
              },
              onError: (error) => {
                setConfirming(false);
                toast.error(errorMessage(error));
              },
            })
          }
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={!online}
              aria-label={`${PASSKEY_TEXTS.remove} la clé d’accès ${passkey.name}`}
            >
              {PASSKEY_TEXTS.remove}
            </Button>
          }
        />
      </div>
    </li>
  );
}

function RenameDialog({ passkey, disabled }: { passkey: PasskeyView; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Renommer la clé d’accès"
      description="Un nom qui vous dit où elle se trouve, par exemple « Téléphone de Camille »."
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={`${PASSKEY_TEXTS.rename} la clé d’accès ${passkey.name}`}
        >
          {PASSKEY_TEXTS.rename}
        </Button>
      }
    >
      {open ? <RenameForm passkey={passkey} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function RenameForm({ passkey, onDone }: { passkey: PasskeyView; onDone: () => void }) {
  const rename = useRenamePasskey();
  const form = useForm<RenamePasskeyInput>({
    resolver: zodResolver(renamePasskeySchema),
    defaultValues: { name: passkey.name },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name'],
    request: (input) => rename.mutateAsync({ passkeyId: passkey.id, ...input }),
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: 'Erreur lors du renommage',
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom"
        autoComplete="off"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" busy={busy} busyLabel="Enregistrement...">
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

function AddPasskeyDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={PASSKEY_TEXTS.add}
      description="Confirmez avec votre mot de passe ; votre appareil vous demandera ensuite votre empreinte, votre visage ou son code."
      trigger={
        <Button variant="outline" className="self-start" disabled={disabled}>
          <Plus aria-hidden="true" className="size-5" />
          {PASSKEY_TEXTS.add}
        </Button>
      }
    >
      {open ? <AddPasskeyForm onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  const form = useForm<PasskeyRegistrationOptionsInput>({
    resolver: zodResolver(passkeyRegistrationOptionsSchema),
    defaultValues: { password: '' },
  });
  const [ceremonyFailure, setCeremonyFailure] = useState<string>();
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['password'],
    request: async (input) => {
      setCeremonyFailure(undefined);
      try {
        return await add.mutateAsync(input);
      } catch (error) {
        // The browser's own refusals (dialog closed, passkey already there) said in French.
        const { passkeyFailure } = await import('../../../lib/passkey-ceremony.ts');
        const message = passkeyFailure(error);
        if (message !== errorMessage(error)) {
          setCeremonyFailure(message);
          return null;
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (!result) return;
      toast.success(result.message);
      onDone();
    },
    errorToast: 'Erreur lors de l’ajout de la clé d’accès',
  });
  return (
    <PasswordConfirmForm
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure ?? ceremonyFailure}
      onCancel={onDone}
      confirmLabel="Continuer"
      busyLabel="En attente de l’appareil..."
    />
  );
}
