import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { colourLabel, nextColour } from '#domain/profile-colours.ts';
import { PROFILE_MESSAGES, type ProfileView } from '#domain/profiles.ts';
import { spacesQueryOptions } from '../../../lib/active-space.ts';
import { profilesQueryOptions, useSelectedProfile } from '../../../lib/profiles.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { roleLabel } from './choice-fields.tsx';
import { AddProfileDialog, DeleteProfileConfirm, EditProfileDialog } from './profile-dialogs.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * "Profils": the family profiles of the active space; any member adds and edits them, an admin
 * deletes them (the server refuses anyone else).
 */
export function ProfilesSection({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const spaces = useQuery(spacesQueryOptions());
  const isAdmin = spaces.data?.find((space) => space.id === spaceId)?.isAdmin ?? false;
  const { profileId: selectedId } = useSelectedProfile();
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
                <ProfileItem
                  key={profile.id}
                  profile={profile}
                  selected={profile.id === selectedId}
                  onEdit={() => setEditing(profile)}
                  onDelete={isAdmin ? () => setDeleting(profile) : undefined}
                />
              ))}
            </ul>
          )}
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            Ajouter un profil
          </Button>
        </div>
      )}

      <AddProfileDialog
        spaceId={spaceId}
        open={adding}
        onOpenChange={setAdding}
        suggestedColour={nextColour((profiles.data ?? []).map((profile) => profile.colour))}
      />
      <EditProfileDialog spaceId={spaceId} profile={editing} onClose={() => setEditing(null)} />
      <DeleteProfileConfirm
        spaceId={spaceId}
        spaceName={spaceName}
        profile={deleting}
        isCurrent={deleting !== null && deleting.id === selectedId}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}

/** A profile of the list: avatar, name ("Vous" for this device's), role, edit and delete. */
function ProfileItem({
  profile,
  selected,
  onEdit,
  onDelete,
}: {
  profile: ProfileView;
  selected: boolean;
  onEdit: () => void;
  /** Absent for a member who is not admin: only an admin deletes a profile. */
  onDelete: (() => void) | undefined;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-app bg-surface-muted p-2 pl-3">
      <span aria-hidden="true" className="text-3xl">
        {profile.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-app">{profile.name}</span>
          {selected ? <Badge tone="active">Vous</Badge> : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
          <span className="whitespace-nowrap">{roleLabel(profile.role)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <PersonDot colour={profile.colour} />
            {colourLabel(profile.colour)}
          </span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Modifier ${profile.name}`}
        title="Modifier"
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Supprimer ${profile.name}`}
          title="Supprimer"
          className="text-red-700 dark:text-red-300"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
    </li>
  );
}
