import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profileOf } from '#domain/french.ts';
import type { ProfileColourId } from '#domain/profile-colours.ts';
import { PROFILE_MESSAGES, type ProfileUsage, type ProfileView } from '#domain/profiles.ts';
import { paths } from '../../../lib/paths.ts';
import { clearSelectedProfile } from '../../../lib/selected-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import {
  profileUsageQueryOptions,
  useCreateProfile,
  useDeleteProfile,
  useUpdateProfile,
} from '../api/profiles.ts';
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

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? 's' : ''}`;
}

/**
 * What the confirmation says: the profile (« Le profil d'Alice »), the tasks it leaves behind, and
 * for this device's own profile that another one will be chosen (docs/product.md#profiles).
 */
export function deleteProfileText(
  profile: ProfileView,
  spaceName: string,
  usage: ProfileUsage | undefined,
  isCurrent: boolean,
): string {
  const parts = [`${profileOf(profile.name)} sera supprimé de l'espace « ${spaceName} ».`];
  if (usage && usage.assignedTasks > 0) {
    parts.push(
      `${plural(usage.assignedTasks, 'tâche')} dont ${profile.name} est responsable ${usage.assignedTasks > 1 ? 'deviendront' : 'deviendra'} « Non assigné ».`,
    );
  }
  if (usage && usage.childTasks > 0) {
    parts.push(
      `${plural(usage.childTasks, 'tâche')} concernant ${profile.name} ${usage.childTasks > 1 ? 'seront' : 'sera'} sans enfant.`,
    );
  }
  // A profile is either an adult or a child: the two counts never share a task.
  const touched = usage ? usage.assignedTasks + usage.childTasks : 0;
  if (touched === 1) parts.push("Elle n'est pas supprimée.");
  if (touched > 1) parts.push('Elles ne sont pas supprimées.');
  if (isCurrent) {
    parts.push("C'est le profil utilisé sur cet appareil : vous en choisirez un autre ensuite.");
  }
  return parts.join(' ');
}

/** "Supprimer ce profil ?" for `profile` (null: closed). */
export function DeleteProfileConfirm({
  spaceId,
  spaceName,
  profile,
  isCurrent,
  onClose,
}: {
  spaceId: string;
  spaceName: string;
  profile: ProfileView | null;
  /** The profile selected on this device: after deleting it, the family chooses another. */
  isCurrent: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProfile(spaceId);
  const usage = useQuery({
    ...profileUsageQueryOptions(spaceId, profile?.id ?? ''),
    enabled: profile !== null,
  });
  const deletion = useRequest({
    request: remove.mutateAsync,
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.deleted);
      onClose();
      if (isCurrent) {
        clearSelectedProfile();
        navigate(paths.profile);
      }
    },
    errorToast: PROFILE_MESSAGES.deleteFailed,
  });
  return (
    <ConfirmDialog
      open={profile !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Supprimer ce profil ?"
      description={profile ? deleteProfileText(profile, spaceName, usage.data, isCurrent) : ''}
      confirmLabel="Supprimer"
      pendingLabel="Suppression..."
      destructive
      pending={deletion.busy}
      onConfirm={() => (profile ? void deletion.run(profile.id) : undefined)}
    />
  );
}
