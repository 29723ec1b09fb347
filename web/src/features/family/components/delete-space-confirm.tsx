import { SPACE_MESSAGES, type SpaceSummary } from '#domain/spaces.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { useDeleteSpace } from '../api/spaces.ts';

/** "Supprimer cet espace ?": for admins, the space and everything in it, for all its members. */
export function DeleteSpaceConfirm({
  space,
  onClose,
  onDeleted,
}: {
  /** The space to delete; null: the dialog is closed. */
  space: SpaceSummary | null;
  onClose: () => void;
  /** After the space is deleted and the dialog closed. */
  onDeleted: (spaceId: string) => unknown;
}) {
  const remove = useDeleteSpace();
  const deletion = useRequest({
    request: (target: SpaceSummary) => remove.mutateAsync(target.id),
    onSuccess: async (_result, target) => {
      toast.success(SPACE_MESSAGES.deleted);
      onClose();
      await onDeleted(target.id);
    },
    errorToast: SPACE_MESSAGES.deleteFailed,
  });
  return (
    <ConfirmDialog
      open={space !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Supprimer cet espace ?"
      description={
        space
          ? `« ${space.name} » sera supprimé pour tous ses membres, avec ses profils, son planning, ses listes et ses notifications. Cette action est définitive.`
          : ''
      }
      confirmLabel="Supprimer l'espace"
      pendingLabel="Suppression..."
      destructive
      pending={deletion.busy}
      onConfirm={() => (space ? void deletion.run(space) : undefined)}
    />
  );
}
