import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import { clearActiveSpace } from '../../../lib/active-space.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { refreshSpaces } from '../api/spaces.ts';
import { useEnterJoinedSpace } from '../enter-joined-space.ts';
import { JoinSpaceForm } from './join-space-form.tsx';
import { LeaveSpaceConfirm } from './leave-space-confirm.tsx';
import { AdminBadge } from './space-list.tsx';

/**
 * The chooser's "Gérer mes espaces": join a space with a code (and the names of the invitation), and
 * leave one (with confirmation).
 */
export function ManageSpacesDialog({
  open,
  onOpenChange,
  spaces,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  spaces: SpaceSummary[];
}) {
  const queryClient = useQueryClient();
  const enter = useEnterJoinedSpace();
  const [leaving, setLeaving] = useState<SpaceSummary | null>(null);

  const afterLeave = async () => {
    const remaining = await refreshSpaces(queryClient).catch(() => null);
    // The active space left: useActiveSpace falls back to the first remaining one by itself.
    if (remaining && remaining.length === 0) clearActiveSpace();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Gérer mes espaces">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="rejoindre-titre" className="flex flex-col gap-3">
          <h3 id="rejoindre-titre" className="font-bold text-app">
            Rejoindre un espace
          </h3>
          <JoinSpaceForm
            onJoined={async (space, profileNote, profileId) => {
              toast.success(INVITATION_MESSAGES.joined, { description: profileNote });
              onOpenChange(false);
              await enter(space, profileId);
            }}
          />
        </section>
        {spaces.length > 0 ? (
          <section aria-labelledby="quitter-titre" className="flex flex-col gap-3">
            <h3 id="quitter-titre" className="font-bold text-app">
              Mes espaces
            </h3>
            <ul className="flex flex-col gap-2">
              {spaces.map((space) => (
                <li
                  key={space.id}
                  className="flex items-center gap-3 rounded-xl border border-app bg-surface-muted p-3"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold text-app">{space.name}</span>
                      {space.isAdmin ? <AdminBadge /> : null}
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    className="text-red-700 dark:text-red-300"
                    aria-label={`Quitter l'espace ${space.name}`}
                    onClick={() => setLeaving(space)}
                  >
                    Quitter
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <LeaveSpaceConfirm space={leaving} onClose={() => setLeaving(null)} onLeft={afterLeave} />
    </Dialog>
  );
}
