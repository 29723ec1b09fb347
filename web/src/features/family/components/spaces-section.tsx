import { useQueryClient } from '@tanstack/react-query';
import { DoorOpen, House, LogIn, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import { SPACE_MESSAGES, type SpaceSummary, spaceNameSchema } from '#domain/spaces.ts';
import { paths } from '../../../app/paths.ts';
import { clearActiveSpace, switchActiveSpace, useActiveSpace } from '../../../lib/active-space.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { refreshSpaces, useDeleteSpace, useLeaveSpace, useRenameSpace } from '../api/spaces.ts';
import { JoinSpaceForm } from './join-space-form.tsx';
import { LeaveSpaceConfirm } from './leave-space-confirm.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SpaceIdentity } from './space-list.tsx';

/**
 * "Gestion des espaces familles": the user's spaces with Admin and Actif badges; a tap makes one
 * active; admins rename and delete; everyone leaves (with confirmation) and joins with a code.
 */
export function SpacesSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { space: active, spaces, setActiveSpace } = useActiveSpace();
  const rename = useRenameSpace();
  const remove = useDeleteSpace();
  const leave = useLeaveSpace();
  const [renaming, setRenaming] = useState<SpaceSummary | null>(null);
  const [deleting, setDeleting] = useState<SpaceSummary | null>(null);
  const [leaving, setLeaving] = useState<SpaceSummary | null>(null);
  const [joining, setJoining] = useState(false);

  /** After a leave or a delete: the first remaining space if the active one went, or /setup-space. */
  const afterRemoval = async (removedId: string) => {
    const remaining = await refreshSpaces(queryClient).catch(() => null);
    if (!remaining) return;
    const first = remaining[0];
    if (!first) {
      clearActiveSpace();
      navigate(paths.setupSpace, { replace: true });
    } else if (removedId === active?.id) {
      switchActiveSpace(remaining, first.id);
    }
  };

  return (
    <SettingsSection
      icon={House}
      tone="bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300"
      title="Gestion des espaces familles"
      summary={active ? `Actif : ${active.name}` : undefined}
    >
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2">
          {spaces.map((space) => {
            const isActive = space.id === active?.id;
            return (
              <li
                key={space.id}
                className={cn(
                  'flex flex-col gap-2 rounded-xl border-2 p-3',
                  isActive ? 'border-primary bg-accent-soft/30' : 'border-app bg-surface-muted',
                )}
              >
                <button
                  type="button"
                  aria-pressed={isActive}
                  title={isActive ? 'Espace actif' : 'Rendre cet espace actif'}
                  onClick={() => {
                    if (!isActive && setActiveSpace(space.id)) {
                      toast.success(`Espace actif : ${space.name}`);
                    }
                  }}
                  className="flex min-h-11 w-full items-center rounded-lg text-left"
                >
                  <SpaceIdentity
                    space={space}
                    extraBadge={isActive ? <Badge tone="active">Actif</Badge> : null}
                  />
                </button>
                <div className="-mb-1 grid grid-cols-3 gap-1 border-t border-app pt-1">
                  {space.isAdmin ? (
                    <>
                      <Button variant="ghost" size="sm" onClick={() => setRenaming(space)}>
                        <Pencil aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
                        Renommer
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 dark:text-red-300"
                        onClick={() => setDeleting(space)}
                      >
                        <Trash2 aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
                        Supprimer
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="col-start-3 text-red-700 dark:text-red-300"
                    onClick={() => setLeaving(space)}
                  >
                    <DoorOpen aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
                    Quitter
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <Button variant="secondary" onClick={() => setJoining(true)}>
          <LogIn aria-hidden="true" className="size-5" />
          Rejoindre un espace
        </Button>
      </div>

      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => (open ? null : setRenaming(null))}
        title="Renommer l'espace"
      >
        {renaming ? (
          <RenameForm
            space={renaming}
            busy={rename.isPending}
            onRename={async (name) => {
              if (name === renaming.name) {
                setRenaming(null);
                return;
              }
              try {
                await rename.mutateAsync({ spaceId: renaming.id, name });
              } catch (error) {
                toast.error(SPACE_MESSAGES.renameFailed, { description: errorMessage(error) });
                throw error;
              }
              toast.success(SPACE_MESSAGES.renamed);
              setRenaming(null);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Supprimer cet espace ?"
        description={
          deleting
            ? `« ${deleting.name} » sera supprimé pour tous ses membres, avec ses profils, son planning, ses listes et ses notifications. Cette action est définitive.`
            : ''
        }
        confirmLabel="Supprimer l'espace"
        pendingLabel="Suppression..."
        destructive
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            toast.error(SPACE_MESSAGES.deleteFailed, { description: errorMessage(error) });
            return;
          }
          toast.success(SPACE_MESSAGES.deleted);
          setDeleting(null);
          await afterRemoval(deleting.id);
        }}
      />

      <LeaveSpaceConfirm
        space={leaving}
        pending={leave.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={async () => {
          if (!leaving) return;
          try {
            await leave.mutateAsync(leaving.id);
          } catch (error) {
            toast.error(SPACE_MESSAGES.leaveFailed, { description: errorMessage(error) });
            return;
          }
          toast.success(SPACE_MESSAGES.left);
          setLeaving(null);
          await afterRemoval(leaving.id);
        }}
      />

      <Dialog open={joining} onOpenChange={setJoining} title="Rejoindre un espace">
        <JoinSpaceForm
          onJoined={async () => {
            toast.success(INVITATION_MESSAGES.joinedTitle, {
              description: INVITATION_MESSAGES.joinedDescription,
            });
            await refreshSpaces(queryClient).catch(() => null);
            setJoining(false);
          }}
        />
      </Dialog>
    </SettingsSection>
  );
}

function RenameForm({
  space,
  busy,
  onRename,
}: {
  space: SpaceSummary;
  busy: boolean;
  onRename: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(space.name);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setFailure(null);
        const parsed = spaceNameSchema.safeParse(name);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        await onRename(parsed.data).catch((caught: unknown) => setFailure(errorMessage(caught)));
      }}
    >
      <TextField
        label="Nom de l'espace"
        autoComplete="off"
        autoCapitalize="words"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        required
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy}>
        Enregistrer
      </Button>
    </form>
  );
}
