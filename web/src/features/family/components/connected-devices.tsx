import { zodResolver } from '@hookform/resolvers/zod';
import { formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type EndOtherSessionsInput,
  endOtherSessionsSchema,
  type SessionView,
} from '#domain/sessions.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/network.ts';
import { toast } from '../../../lib/toast.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useFormSubmit } from '../../../ui/form.tsx';
import { ItemSkeletons, LoadError } from '../../../ui/state-views.tsx';
import { useEndOtherSignIns, useEndSignIn, useSignIns } from '../api/sessions.ts';
import { PasswordConfirmForm } from './password-confirm-form.tsx';

export const DEVICES_TEXTS = {
  title: 'Appareils connectés',
  thisDevice: 'Cet appareil',
  alone: 'Aucun autre appareil n’est connecté à votre compte.',
  end: 'Déconnecter',
  endOthers: 'Déconnecter tous les autres appareils',
  loadFailed: 'Impossible de charger vos appareils connectés',
  offline: 'Hors ligne : reconnectez-vous à internet pour déconnecter un appareil.',
} as const;

/** « Utilisé il y a 5 minutes », « Utilisé à l’instant » (the access renews every 15 minutes). */
export function lastUseText(lastUsedAt: string, now: Date): string {
  const at = new Date(lastUsedAt);
  if (now.getTime() - at.getTime() < 60_000) return 'Utilisé à l’instant';
  return `Utilisé ${formatDistanceStrict(at, now, { locale: fr, addSuffix: true })}`;
}

const phone = /Android|iPhone|iPad/;

/**
 * Mon compte › « Appareils connectés »: where the account is signed in, the last use of each, this
 * browser first named « Cet appareil ». « Déconnecter » ends one sign-in after a confirmation;
 * « Déconnecter tous les autres appareils » asks the password.
 */
export function ConnectedDevices() {
  const signIns = useSignIns();
  const online = useOnline();
  const titleId = useId();
  const list = signIns.data?.sessions ?? [];
  const sorted = [...list].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current);
  const now = new Date();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-sm font-bold text-muted uppercase">
        {DEVICES_TEXTS.title}
      </h3>
      {signIns.isPending ? (
        <ItemSkeletons count={2} shape="row" label="Chargement des appareils..." />
      ) : signIns.isError ? (
        <LoadError
          inCard
          message={DEVICES_TEXTS.loadFailed}
          onRetry={() => void signIns.refetch()}
        />
      ) : (
        <>
          <ul className="flex flex-col rounded-xl border border-app">
            {sorted.map((session) => (
              <SignInRow key={session.id} session={session} now={now} online={online} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="text-sm text-muted">{DEVICES_TEXTS.alone}</p>
          ) : (
            <EndOthersDialog disabled={!online} />
          )}
          {!online && others.length > 0 ? (
            <p className="text-sm text-muted">{DEVICES_TEXTS.offline}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function SignInRow({ session, now, online }: { session: SessionView; now: Date; online: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const end = useEndSignIn();
  const Icon = phone.test(session.label) ? Smartphone : Monitor;
  return (
    <li className="flex min-h-14 items-center gap-3 border-t border-app px-3 py-2 first:border-t-0">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-app">
          {session.label}
          {session.current ? <Badge tone="active">{DEVICES_TEXTS.thisDevice}</Badge> : null}
        </p>
        <p className="text-sm text-muted">{lastUseText(session.lastUsedAt, now)}</p>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Déconnecter cet appareil ?"
          description={`${session.label} devra se reconnecter avec votre mot de passe.`}
          confirmLabel={DEVICES_TEXTS.end}
          pendingLabel="Déconnexion..."
          destructive
          pending={end.isPending}
          onConfirm={() =>
            end.mutate(session.id, {
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
              aria-label={`${DEVICES_TEXTS.end} ${session.label}`}
            >
              {DEVICES_TEXTS.end}
            </Button>
          }
        />
      )}
    </li>
  );
}

function EndOthersDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Déconnecter les autres appareils ?"
      description="Chacun devra se reconnecter avec votre mot de passe. Cet appareil reste connecté."
      trigger={
        <Button variant="outline" className="self-start" disabled={disabled}>
          <LogOut aria-hidden="true" className="size-5" />
          {DEVICES_TEXTS.endOthers}
        </Button>
      }
    >
      {open ? <EndOthersForm onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function EndOthersForm({ onDone }: { onDone: () => void }) {
  const endOthers = useEndOtherSignIns();
  const form = useForm<EndOtherSessionsInput>({
    resolver: zodResolver(endOtherSessionsSchema),
    defaultValues: { password: '' },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['password'],
    request: endOthers.mutateAsync,
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: 'Erreur lors de la déconnexion des appareils',
  });
  return (
    <PasswordConfirmForm
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      onCancel={onDone}
      confirmLabel={DEVICES_TEXTS.end}
      busyLabel="Déconnexion..."
      danger
    />
  );
}
