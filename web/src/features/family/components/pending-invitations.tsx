import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { dayAndMonth } from '#domain/french.ts';
import { INVITATION_MESSAGES, type PendingInvitationView } from '#domain/invitations.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmMutation } from '../../../ui/confirm-mutation.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { pendingInvitationsQueryOptions, useCancelInvitation } from '../api/invitations.ts';
import { roleLabel } from './choice-fields.tsx';

const day = (iso: string) => dayAndMonth(new Date(iso));

/** « Invitation du 26 novembre par Camille Martin · valable jusqu'au 3 décembre ». */
export function invitationLine(invitation: PendingInvitationView): string {
  const by = invitation.invitedBy ? ` par ${invitation.invitedBy.name}` : '';
  return `Invitation du ${day(invitation.createdAt)}${by} · valable jusqu'au ${day(invitation.expiresAt)}`;
}

/**
 * « Invitations en attente » of the active space (docs/product.md#invitations): who was invited,
 * when and by whom. Their author and admins may « Annuler » one (confirmed): its code stops working.
 */
export function PendingInvitations({ spaceId, isAdmin }: { spaceId: string; isAdmin: boolean }) {
  const me = useMe();
  const pending = useQuery(pendingInvitationsQueryOptions(spaceId));
  const [cancelling, setCancelling] = useState<PendingInvitationView | null>(null);
  const cancel = useCancelInvitation(spaceId);
  const invitations = pending.data ?? [];

  return (
    <section aria-labelledby="invitations-titre" className="flex flex-col gap-3">
      <h3 id="invitations-titre" className="font-bold text-app">
        Invitations en attente
      </h3>
      {pending.isPending ? (
        <Spinner label="Chargement des invitations..." />
      ) : pending.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Impossible de charger les invitations.{' '}
          <Button variant="ghost" size="sm" onClick={() => void pending.refetch()}>
            Réessayer
          </Button>
        </p>
      ) : invitations.length === 0 ? (
        <p className="text-sm text-muted">Aucune invitation en attente.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitations.map((invitation) => {
            const mayCancel = isAdmin || invitation.invitedBy?.userId === me.data?.id;
            return (
              <li
                key={invitation.id}
                className="flex items-center gap-3 rounded-xl border border-dashed border-app bg-surface-muted p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-app">
                    {nameOf(invitation)}{' '}
                    <span className="font-normal text-muted">
                      · {roleLabel(invitation.invitedRole)}
                    </span>
                  </p>
                  <p className="text-sm text-muted">{invitationLine(invitation)}</p>
                </div>
                {mayCancel ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-red-700 dark:text-red-300"
                    aria-label={`Annuler l'invitation de ${nameOf(invitation)}`}
                    onClick={() => setCancelling(invitation)}
                  >
                    <X aria-hidden="true" className="size-4 shrink-0" />
                    Annuler
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmMutation
        subject={cancelling}
        onClose={() => setCancelling(null)}
        request={(invitation) => cancel.mutateAsync(invitation.id)}
        describeSuccess={(_, invitation) =>
          INVITATION_MESSAGES.cancelledDescription(nameOf(invitation))
        }
        errorToast={INVITATION_MESSAGES.cancelFailed}
        title="Annuler l'invitation ?"
        description={(invitation) =>
          `Le code envoyé à ${nameOf(invitation)} ne fonctionnera plus. Pour l'inviter à nouveau, il faudra un nouveau code.`
        }
        confirmLabel="Annuler l'invitation"
        cancelLabel="Garder"
        pendingLabel="Annulation..."
        destructive
      />
    </section>
  );
}

function nameOf(invitation: PendingInvitationView): string {
  return `${invitation.invitedFirstName} ${invitation.invitedLastName}`;
}
