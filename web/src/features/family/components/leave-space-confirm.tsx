import type { SpaceSummary } from '#domain/spaces.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/** "Quitter cet espace ?" (leaving asks for confirmation, docs/product.md#spaces), in the chooser and the settings. */
export function LeaveSpaceConfirm({
  space,
  pending,
  onCancel,
  onConfirm,
}: {
  space: SpaceSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={space !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title="Quitter cet espace ?"
      description={
        space
          ? `Vous n'aurez plus accès au planning ni aux listes de « ${space.name} ». Pour revenir, il vous faudra une nouvelle invitation.${space.isAdmin ? ' Si vous êtes le dernier administrateur, le membre le plus ancien le deviendra.' : ''}`
          : ''
      }
      confirmLabel="Quitter l'espace"
      pendingLabel="Départ..."
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
