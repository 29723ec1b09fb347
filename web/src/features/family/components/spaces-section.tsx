import { useQueryClient } from '@tanstack/react-query';
import { House, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import { clearActiveSpace, switchActiveSpace, useActiveSpace } from '../../../lib/active-space.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { refreshSpaces } from '../api/spaces.ts';
import { useEnterJoinedSpace } from '../enter-joined-space.ts';
import { DeleteSpaceConfirm } from './delete-space-confirm.tsx';
import { JoinSpaceForm } from './join-space-form.tsx';
import { LeaveSpaceConfirm } from './leave-space-confirm.tsx';
import { MembersAccess } from './members-access.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { RenameSpaceDialog } from './rename-space-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SpaceSettingsItem } from './space-settings-item.tsx';

/**
 * "Gestion des espaces familles": the user's spaces with Admin and Actif badges; a tap makes one
 * active; admins rename and delete; everyone leaves (with confirmation) and joins with a code. Below,
 * the active space's accounts with access (MembersAccess) and its pending invitations.
 */
export function SpacesSection() {
  const { space: active, spaces, setActiveSpace } = useActiveSpace();
  const [renaming, setRenaming] = useState<SpaceSummary | null>(null);
  const [deleting, setDeleting] = useState<SpaceSummary | null>(null);
  const [leaving, setLeaving] = useState<SpaceSummary | null>(null);
  const [joining, setJoining] = useState(false);

  const afterRemoval = useAfterRemoval(active?.id);
  return (
    <SettingsSection
      icon={House}
      tone="bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
      title="Gestion des espaces familles"
      summary={active ? `Actif : ${active.name}` : undefined}
    >
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2">
          {spaces.map((space) => (
            <SpaceSettingsItem
              key={space.id}
              space={space}
              active={space.id === active?.id}
              onActivate={() => {
                if (space.id !== active?.id && setActiveSpace(space.id)) {
                  toast.success(`Espace actif : ${space.name}`);
                }
              }}
              onRename={() => setRenaming(space)}
              onDelete={() => setDeleting(space)}
              onLeave={() => setLeaving(space)}
            />
          ))}
        </ul>
        <Button variant="secondary" onClick={() => setJoining(true)}>
          <LogIn aria-hidden="true" className="size-5" />
          Rejoindre un espace
        </Button>
        {active ? (
          <div className="mt-3 border-t border-app pt-4">
            <MembersAccess key={active.id} spaceId={active.id} spaceName={active.name} />
          </div>
        ) : null}
        {active ? (
          <div className="mt-3 border-t border-app pt-4">
            <PendingInvitations key={active.id} spaceId={active.id} isAdmin={active.isAdmin} />
          </div>
        ) : null}
      </div>

      <RenameSpaceDialog space={renaming} onClose={() => setRenaming(null)} />
      <DeleteSpaceConfirm
        space={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={afterRemoval}
      />
      <LeaveSpaceConfirm space={leaving} onClose={() => setLeaving(null)} onLeft={afterRemoval} />
      <JoinSpaceDialog open={joining} onOpenChange={setJoining} />
    </SettingsSection>
  );
}

/** After a leave or a delete: the first remaining space if the active one went, or /setup-space. */
function useAfterRemoval(activeId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (removedId: string) => {
    const remaining = await refreshSpaces(queryClient).catch(() => null);
    if (!remaining) return;
    const first = remaining[0];
    if (!first) {
      clearActiveSpace();
      navigate(paths.setupSpace, { replace: true });
    } else if (removedId === activeId) {
      switchActiveSpace(remaining, first.id);
    }
  };
}

/** « Rejoindre un espace » with a code, from the settings: the names are asked too. */
function JoinSpaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const enter = useEnterJoinedSpace();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Rejoindre un espace">
      <JoinSpaceForm
        onJoined={async (space, profileNote, profileId) => {
          toast.success(INVITATION_MESSAGES.joinedTitle, {
            description: [INVITATION_MESSAGES.joinedDescription, profileNote].join(' '),
          });
          onOpenChange(false);
          await enter(space, profileId);
        }}
      />
    </Dialog>
  );
}
