import { useQuery } from '@tanstack/react-query';
import { Crown, ShieldOff, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { longDate } from '#domain/french.ts';
import { MEMBER_MESSAGES, type SpaceMemberView } from '#domain/spaces.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  spaceMembersQueryOptions,
  useDemoteMember,
  usePromoteMember,
  useRemoveMember,
} from '../api/spaces.ts';
import { AdminBadge } from './space-list.tsx';

/** « Membre depuis le 1er décembre 2026 ». */
export function memberSince(joinedAt: string): string {
  return `Membre depuis le ${longDate(new Date(joinedAt))}`;
}

export function accountCountLabel(count: number): string {
  return `${count} membre${count > 1 ? 's' : ''} ayant accès`;
}

/**
 * « Membres ayant accès » of the active space (docs/product.md#members): the accounts, apart from
 * the profiles, with their Admin badge, « Vous » and the day they joined. An admin removes another
 * member's access or makes them admin, each after a confirmation.
 */
export function MembersAccess({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const me = useMe();
  const detail = useQuery(spaceMembersQueryOptions(spaceId));
  const [removing, setRemoving] = useState<SpaceMemberView | null>(null);
  const [promoting, setPromoting] = useState<SpaceMemberView | null>(null);
  const remove = useRemoveMember(spaceId);
  const promote = usePromoteMember(spaceId);
  const [demoting, setDemoting] = useState<SpaceMemberView | null>(null);
  const demote = useDemoteMember(spaceId);
  const demotion = useRequest({
    request: (member: SpaceMemberView) => demote.mutateAsync(member.userId),
    onSuccess: (result) => {
      toast.success(result.message);
      setDemoting(null);
    },
    errorToast: MEMBER_MESSAGES.demoteFailed,
  });
  const removal = useRequest({
    request: (member: SpaceMemberView) => remove.mutateAsync(member.userId),
    onSuccess: (result) => {
      toast.success(result.message, { description: result.description });
      setRemoving(null);
    },
    errorToast: MEMBER_MESSAGES.removeFailed,
  });
  const promotion = useRequest({
    request: (member: SpaceMemberView) => promote.mutateAsync(member.userId),
    onSuccess: (result) => {
      toast.success(result.message);
      setPromoting(null);
    },
    errorToast: MEMBER_MESSAGES.promoteFailed,
  });

  const members = detail.data?.members ?? [];
  const iAmAdmin = detail.data?.space.isAdmin ?? false;

  return (
    <section aria-labelledby="membres-titre" className="flex flex-col gap-3">
      <div>
        <h3 id="membres-titre" className="font-bold text-app">
          Membres ayant accès
        </h3>
        <p className="text-sm text-muted">
          {detail.data
            ? `${accountCountLabel(members.length)} à « ${spaceName} ». Les profils de la famille se gèrent à part.`
            : `Les comptes qui ouvrent « ${spaceName} ».`}
        </p>
      </div>
      {detail.isPending ? (
        <Spinner label="Chargement des membres..." />
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Impossible de charger les membres.{' '}
          <Button variant="ghost" size="sm" onClick={() => void detail.refetch()}>
            Réessayer
          </Button>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {members.map((member) => {
            const isMe = member.userId === me.data?.id;
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-2 rounded-xl border border-app bg-surface-muted p-3"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold break-words text-app">{member.displayName}</span>
                    {member.isAdmin ? <AdminBadge /> : null}
                    {isMe ? <Badge>Vous</Badge> : null}
                  </div>
                  <p className="text-sm text-muted">{memberSince(member.joinedAt)}</p>
                </div>
                {iAmAdmin && !isMe ? (
                  <div className="grid grid-cols-2 gap-1 border-t border-app pt-1">
                    {member.isAdmin ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Retirer le rôle admin : ${member.displayName}`}
                        onClick={() => setDemoting(member)}
                      >
                        <ShieldOff aria-hidden="true" className="size-4 shrink-0" />
                        Retirer le rôle admin
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Nommer admin : ${member.displayName}`}
                        onClick={() => setPromoting(member)}
                      >
                        <Crown aria-hidden="true" className="size-4 shrink-0" />
                        Nommer admin
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 dark:text-red-300"
                      aria-label={`Retirer l'accès de ${member.displayName}`}
                      onClick={() => setRemoving(member)}
                    >
                      <UserMinus aria-hidden="true" className="size-4 shrink-0" />
                      Retirer l'accès
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Retirer l'accès ?"
        description={
          removing
            ? `${removing.displayName} n'aura plus accès à « ${spaceName} » : ses appareils quittent l'espace tout de suite. Son profil reste dans la famille (vous pouvez le supprimer dans Profils). Pour revenir, il lui faudra une nouvelle invitation.`
            : ''
        }
        confirmLabel="Retirer l'accès"
        pendingLabel="Retrait..."
        destructive
        pending={removal.busy}
        onConfirm={() => (removing ? void removal.run(removing) : undefined)}
      />
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => (open ? null : setPromoting(null))}
        title="Nommer administrateur ?"
        description={
          promoting
            ? `${promoting.displayName} pourra renommer et supprimer « ${spaceName} », et choisir qui y a accès.`
            : ''
        }
        confirmLabel="Nommer admin"
        pendingLabel="Nomination..."
        pending={promotion.busy}
        onConfirm={() => (promoting ? void promotion.run(promoting) : undefined)}
      />
      <ConfirmDialog
        open={demoting !== null}
        onOpenChange={(open) => (open ? null : setDemoting(null))}
        title="Retirer le rôle admin ?"
        description={
          demoting
            ? `${demoting.displayName} garde son accès à « ${spaceName} », mais ne pourra plus le renommer, le supprimer ni choisir qui y a accès.`
            : ''
        }
        confirmLabel="Retirer le rôle admin"
        pendingLabel="Retrait..."
        pending={demotion.busy}
        onConfirm={() => (demoting ? void demotion.run(demoting) : undefined)}
      />
    </section>
  );
}
