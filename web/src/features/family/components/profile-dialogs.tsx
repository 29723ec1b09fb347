import { toast } from 'sonner';
import type { ProfileColourId } from '#domain/profile-colours.ts';
import { PROFILE_MESSAGES, type ProfileView } from '#domain/profiles.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { useCreateProfile, useDeleteProfile, useUpdateProfile } from '../api/profiles.ts';
import { ProfileForm } from './profile-form.tsx';

/** "Ajouter un profil": the profile form in a dialog; closes once the profile is added. */
export function AddProfileDialog({
  spaceId,
  open,
  onOpenChange,
  suggestedColour,
}: {
  spaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suggestedColour: ProfileColourId;
}) {
  const create = useCreateProfile(spaceId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Ajouter un profil">
      <ProfileForm
        suggestedColour={suggestedColour}
        submitLabel="Ajouter le profil"
        save={create.mutateAsync}
        errorTitle={PROFILE_MESSAGES.addFailed}
        onSaved={() => {
          toast.success(PROFILE_MESSAGES.added);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

/** "Modifier le profil": the form prefilled with `profile` (null: closed). */
export function EditProfileDialog({
  spaceId,
  profile,
  onClose,
}: {
  spaceId: string;
  profile: ProfileView | null;
  onClose: () => void;
}) {
  const update = useUpdateProfile(spaceId);
  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Modifier le profil"
    >
      {profile ? (
        <ProfileForm
          profile={profile}
          submitLabel="Enregistrer"
          save={(values) => update.mutateAsync({ profileId: profile.id, ...values })}
          errorTitle={PROFILE_MESSAGES.updateFailed}
          onSaved={() => {
            toast.success(PROFILE_MESSAGES.updated);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** "Supprimer ce profil ?" for `profile` (null: closed). */
export function DeleteProfileConfirm({
  spaceId,
  spaceName,
  profile,
  onClose,
}: {
  spaceId: string;
  spaceName: string;
  profile: ProfileView | null;
  onClose: () => void;
}) {
  const remove = useDeleteProfile(spaceId);
  const deletion = useRequest({
    request: remove.mutateAsync,
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.deleted);
      onClose();
    },
    errorToast: PROFILE_MESSAGES.deleteFailed,
  });
  return (
    <ConfirmDialog
      open={profile !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Supprimer ce profil ?"
      description={
        profile ? `Le profil de ${profile.name} sera supprimé de l'espace « ${spaceName} ».` : ''
      }
      confirmLabel="Supprimer"
      pendingLabel="Suppression..."
      destructive
      pending={deletion.busy}
      onConfirm={() => (profile ? void deletion.run(profile.id) : undefined)}
    />
  );
}
