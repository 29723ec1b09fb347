import { useQuery } from '@tanstack/react-query';
import { Crown, ShieldOff, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { longDate } from '#domain/french.ts';
import { MEMBER_MESSAGES, type SpaceMemberView } from '#domain/spaces.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmMutation } from '../../../ui/confirm-mutation.tsx';
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
  const [demoting, setDemoting] = useState<SpaceMemberView | null>(null);
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
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === me.data?.id}
              canManage={iAmAdmin}
              onRemove={setRemoving}
              onPromote={setPromoting}
              // One's own role may be given up while another admin remains (the server keeps one).
              onGiveUp={
                member.isAdmin && members.filter((m) => m.isAdmin).length > 1
                  ? setDemoting
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <MemberConfirmations
        spaceId={spaceId}
        spaceName={spaceName}
        removing={removing}
        promoting={promoting}
        demoting={demoting}
        onRemoveClose={() => setRemoving(null)}
        onPromoteClose={() => setPromoting(null)}
        onDemoteClose={() => setDemoting(null)}
      />
    </section>
  );
}

type MemberAction = (member: SpaceMemberView) => void;

/** One account: its name, badges and join day, and for an admin looking at another, its actions. */
function MemberRow({
  member,
  isMe,
  canManage,
  onRemove,
  onPromote,
  onGiveUp,
}: {
  member: SpaceMemberView;
  isMe: boolean;
  canManage: boolean;
  onRemove: MemberAction;
  onPromote: MemberAction;
  onGiveUp: MemberAction | undefined;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-app bg-surface-muted p-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words text-app">{member.displayName}</span>
          {member.isAdmin ? <AdminBadge /> : null}
          {isMe ? <Badge>Vous</Badge> : null}
        </div>
        <p className="text-sm text-muted">{memberSince(member.joinedAt)}</p>
      </div>
      {isMe && onGiveUp ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onGiveUp(member)}>
          <ShieldOff aria-hidden="true" className="size-4 shrink-0" />
          Renoncer au rôle admin
        </Button>
      ) : null}
      {/* Another admin's access and role are theirs to give up: no button takes them. */}
      {canManage && !isMe && member.isAdmin ? (
        <p className="border-t border-app pt-2 text-sm text-muted">
          {MEMBER_MESSAGES.otherAdminNote}
        </p>
      ) : null}
      {canManage && !isMe && !member.isAdmin ? (
        <div className="grid grid-cols-2 gap-1 border-t border-app pt-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Nommer admin : ${member.displayName}`}
            onClick={() => onPromote(member)}
          >
            <Crown aria-hidden="true" className="size-4 shrink-0" />
            Nommer admin
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 dark:text-red-300"
            aria-label={`Retirer l'accès de ${member.displayName}`}
            onClick={() => onRemove(member)}
          >
            <UserMinus aria-hidden="true" className="size-4 shrink-0" />
            Retirer l'accès
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The three confirmations of an admin: remove the access, make admin, give up one's own role. */
function MemberConfirmations({
  spaceId,
  spaceName,
  removing,
  promoting,
  demoting,
  onRemoveClose,
  onPromoteClose,
  onDemoteClose,
}: {
  spaceId: string;
  spaceName: string;
  removing: SpaceMemberView | null;
  promoting: SpaceMemberView | null;
  demoting: SpaceMemberView | null;
  onRemoveClose: () => void;
  onPromoteClose: () => void;
  onDemoteClose: () => void;
}) {
  const remove = useRemoveMember(spaceId);
  const promote = usePromoteMember(spaceId);
  const demote = useDemoteMember(spaceId);
  return (
    <>
      <ConfirmMutation
        subject={removing}
        onClose={onRemoveClose}
        request={(member) => remove.mutateAsync(member.userId)}
        describeSuccess={(result) => result.description}
        errorToast={MEMBER_MESSAGES.removeFailed}
        title="Retirer l'accès ?"
        description={(member) =>
          `${member.displayName} n'aura plus accès à « ${spaceName} » : ses appareils quittent l'espace tout de suite. Son profil reste dans la famille (vous pouvez le supprimer dans Profils). Pour revenir, il lui faudra une nouvelle invitation.`
        }
        confirmLabel="Retirer l'accès"
        pendingLabel="Retrait..."
        destructive
      />
      <ConfirmMutation
        subject={promoting}
        onClose={onPromoteClose}
        request={(member) => promote.mutateAsync(member.userId)}
        errorToast={MEMBER_MESSAGES.promoteFailed}
        title="Nommer administrateur ?"
        description={(member) =>
          `${member.displayName} pourra renommer et supprimer « ${spaceName} », et choisir qui y a accès.`
        }
        confirmLabel="Nommer admin"
        pendingLabel="Nomination..."
      />
      <ConfirmMutation
        subject={demoting}
        onClose={onDemoteClose}
        request={(member) => demote.mutateAsync(member.userId)}
        errorToast={MEMBER_MESSAGES.demoteFailed}
        title="Renoncer au rôle admin ?"
        description={() =>
          `Vous gardez votre accès à « ${spaceName} », mais ne pourrez plus le renommer, le supprimer ni choisir qui y a accès. Un autre administrateur pourra vous nommer de nouveau.`
        }
        confirmLabel="Renoncer au rôle admin"
        pendingLabel="Retrait..."
      />
    </>
  );
}
