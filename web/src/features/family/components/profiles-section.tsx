import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PROFILE_MESSAGES, type ProfileView } from '#domain/profiles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { profilesQueryOptions, useSelectedProfile } from '../../../lib/profiles.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCreateProfile, useDeleteProfile, useUpdateProfile } from '../api/profiles.ts';
import { roleLabel } from './choice-fields.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SettingsSection } from './settings-section.tsx';

/** "Profils": the family profiles of the active space; any member adds, edits and deletes them. */
export function ProfilesSection({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const { profileId: selectedId } = useSelectedProfile();
  const create = useCreateProfile(spaceId);
  const update = useUpdateProfile(spaceId);
  const remove = useDeleteProfile(spaceId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProfileView | null>(null);
  const [deleting, setDeleting] = useState<ProfileView | null>(null);
  const count = profiles.data?.length;

  return (
    <SettingsSection
      icon={Users}
      tone="bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300"
      title="Profils"
      summary={
        count === undefined ? spaceName : `${spaceName} · ${count} profil${count > 1 ? 's' : ''}`
      }
    >
      {profiles.isPending ? (
        <Spinner label={PROFILE_MESSAGES.loading} />
      ) : profiles.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="text-app">{PROFILE_MESSAGES.loadFailed}</p>
          <Button variant="outline" onClick={() => void profiles.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {profiles.data.length === 0 ? (
            <p className="text-muted">{PROFILE_MESSAGES.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {profiles.data.map((profile) => (
                <li
                  key={profile.id}
                  className="flex items-center gap-3 rounded-xl border border-app bg-surface-muted p-2 pl-3"
                >
                  <span aria-hidden="true" className="text-3xl">
                    {profile.emoji}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold text-app">{profile.name}</span>
                      {profile.id === selectedId ? <Badge tone="active">Vous</Badge> : null}
                    </p>
                    <p className="text-sm text-muted">{roleLabel(profile.role)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Modifier ${profile.name}`}
                    title="Modifier"
                    onClick={() => setEditing(profile)}
                  >
                    <Pencil aria-hidden="true" className="size-5" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Supprimer ${profile.name}`}
                    title="Supprimer"
                    className="text-red-700 dark:text-red-300"
                    onClick={() => setDeleting(profile)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            Ajouter un profil
          </Button>
        </div>
      )}

      <Dialog open={adding} onOpenChange={setAdding} title="Ajouter un profil">
        <ProfileForm
          submitLabel="Ajouter le profil"
          onSubmit={async (values) => {
            try {
              await create.mutateAsync(values);
            } catch (error) {
              toast.error(PROFILE_MESSAGES.addFailed, { description: errorMessage(error) });
              throw error;
            }
            toast.success(PROFILE_MESSAGES.added);
            setAdding(false);
          }}
        />
      </Dialog>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title="Modifier le profil"
      >
        {editing ? (
          <ProfileForm
            profile={editing}
            submitLabel="Enregistrer"
            onSubmit={async (values) => {
              try {
                await update.mutateAsync({ profileId: editing.id, ...values });
              } catch (error) {
                toast.error(PROFILE_MESSAGES.updateFailed, { description: errorMessage(error) });
                throw error;
              }
              toast.success(PROFILE_MESSAGES.updated);
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Supprimer ce profil ?"
        description={
          deleting
            ? `Le profil de ${deleting.name} sera supprimé de l'espace « ${spaceName} ».`
            : ''
        }
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
        destructive
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            toast.error(PROFILE_MESSAGES.deleteFailed, { description: errorMessage(error) });
            return;
          }
          toast.success(PROFILE_MESSAGES.deleted);
          setDeleting(null);
        }}
      />
    </SettingsSection>
  );
}
