import { SPACE_MESSAGES, type SpaceSummary } from '#domain/spaces.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { useLeaveSpace } from '../api/spaces.ts';

/**
 * What leaving does: as the only member, the space goes with everything in it (the server deletes
 * it, docs/product.md#spaces); otherwise the others keep it.
 */
export function leaveSpaceText(space: SpaceSummary): string {
  if (space.memberCount <= 1) {
    return `Vous êtes le seul membre de « ${space.name} » : en le quittant, l'espace et toutes ses données (profils, planning, listes, mémos) seront définitivement supprimés.`;
  }
  return `Vous n'aurez plus accès au planning ni aux listes de « ${space.name} ». Pour revenir, il vous faudra une nouvelle invitation.${space.isAdmin ? ' Si vous êtes le dernier administrateur, le membre le plus ancien le deviendra.' : ''}`;
}

/** "Quitter cet espace ?" (leaving asks for confirmation, docs/product.md#spaces), in the chooser and the settings. */
export function LeaveSpaceConfirm({
  space,
  onClose,
  onLeft,
}: {
  /** The space to leave; null: the dialog is closed. */
  space: SpaceSummary | null;
  onClose: () => void;
  /** After the space is left and the dialog closed (e.g. choose another active space). */
  onLeft: (spaceId: string) => unknown;
}) {
  const leave = useLeaveSpace();
  const leaving = useRequest({
    request: (target: SpaceSummary) => leave.mutateAsync(target.id),
    onSuccess: async (_result, target) => {
      toast.success(SPACE_MESSAGES.left);
      onClose();
      await onLeft(target.id);
    },
    errorToast: SPACE_MESSAGES.leaveFailed,
  });
  return (
    <ConfirmDialog
      open={space !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Quitter cet espace ?"
      description={space ? leaveSpaceText(space) : ''}
      confirmLabel={space && space.memberCount <= 1 ? 'Quitter et supprimer' : "Quitter l'espace"}
      pendingLabel="Départ..."
      destructive
      pending={leaving.busy}
      onConfirm={() => (space ? void leaving.run(space) : undefined)}
    />
  );
}
