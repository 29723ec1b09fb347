import { CircleCheck, LogOut, Plus, Settings2, UserRound } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SPACE_MESSAGES, type SpaceSummary } from '#domain/spaces.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { paths } from '../../lib/paths.ts';
import { selectedProfileId } from '../../lib/selected-profile.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { useStoredValue } from '../../lib/stored-value.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BackOrSignOut } from './components/back-or-sign-out.tsx';
import { ManageSpacesDialog } from './components/manage-spaces-dialog.tsx';
import { ResumeJoinLink } from './components/resume-join-link.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';
import { SPACE_EMOJI } from './components/space-draft.ts';
import { SpaceIdentity } from './components/space-list.tsx';

export function JoinSpacePage() {
  const navigate = useNavigate();
  const { space: active, spaces, isPending, isError, refetch, setActiveSpace } = useActiveSpace();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [manageOpen, setManageOpen] = useState(false);
  // The active space is the natural choice; any other is one tap away.
  const selectedId = chosenId ?? active?.id ?? null;
  const selected = spaces.find((space) => space.id === selectedId) ?? null;

  // « Changer d'espace famille » came from the dashboard: back there while this device has a profile
  // in a space; right after signing in there is no screen before, and going back means signing out.
  const profileId = useStoredValue(selectedProfileId);
  const backTo = active && profileId ? paths.dashboard : null;

  const enter = () => {
    if (!selected || !setActiveSpace(selected.id)) return;
    toast.success(`Bienvenue dans l'espace « ${selected.name} » !`);
    navigate(paths.profile);
  };

  return (
    <ScreenLayout
      title="Choisir votre espace famille"
      description="Sélectionnez l'espace dans lequel vous souhaitez entrer."
      back={<BackOrSignOut to={backTo} />}
      emblem={SPACE_EMOJI}
    >
      <ResumeJoinLink />
      {isPending ? (
        <Spinner label="Chargement de vos espaces..." />
      ) : isError ? (
        <Card className="flex flex-col items-center gap-4 text-center" role="alert">
          <p className="font-semibold text-app">{SPACE_MESSAGES.loadFailed}</p>
          <Button variant="outline" onClick={refetch}>
            Réessayer
          </Button>
        </Card>
      ) : spaces.length === 0 ? (
        <NoSpace onJoin={() => setManageOpen(true)} />
      ) : (
        <>
          <SpaceChoice spaces={spaces} selectedId={selectedId} onChoose={setChosenId} />
          <Button size="lg" className="mt-5 w-full" disabled={!selected} onClick={enter}>
            Accéder à cet espace
          </Button>
        </>
      )}

      <SpaceActions hasSpaces={spaces.length > 0} onManage={() => setManageOpen(true)} />

      <ManageSpacesDialog open={manageOpen} onOpenChange={setManageOpen} spaces={spaces} />
    </ScreenLayout>
  );
}

function NoSpace({ onJoin }: { onJoin: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-8 text-center sm:p-8">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-accent-soft text-4xl leading-none"
      >
        🏡
      </span>
      <p className="text-app">Vous n'avez accès à aucun espace famille pour le moment.</p>
      <Button asChild size="lg">
        <Link to={paths.setupSpace}>
          <Plus aria-hidden="true" className="size-5" />
          Créer votre premier espace famille
        </Link>
      </Button>
      <Button variant="secondary" onClick={onJoin}>
        Rejoindre avec un code
      </Button>
    </Card>
  );
}

/** The member's spaces as radio cards (the active one chosen at first). */
function SpaceChoice({
  spaces,
  selectedId,
  onChoose,
}: {
  spaces: SpaceSummary[];
  selectedId: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <RadioGroup.Root
      aria-label="Vos espaces famille"
      value={selectedId ?? ''}
      onValueChange={onChoose}
      className="grid gap-3"
    >
      {spaces.map((space) => (
        <Card
          key={space.id}
          asChild
          className="group flex min-h-20 items-center gap-3 border-2 text-left transition-colors hover:border-slate-300 data-[state=checked]:border-primary data-[state=checked]:bg-accent-soft/40 dark:hover:border-slate-600"
        >
          <RadioGroup.Item value={space.id}>
            <SpaceIdentity space={space} />
            <CircleCheck
              aria-hidden="true"
              className="size-6 shrink-0 text-primary opacity-0 group-data-[state=checked]:opacity-100"
            />
          </RadioGroup.Item>
        </Card>
      ))}
    </RadioGroup.Root>
  );
}

/** Under the choice: a new space, the spaces' management (join, leave) and signing out. */
function SpaceActions({ hasSpaces, onManage }: { hasSpaces: boolean; onManage: () => void }) {
  const signOut = useSignOut();
  return (
    <div className="mt-8 flex flex-col gap-3 border-t border-app pt-6 sm:flex-row sm:flex-wrap sm:justify-center">
      {hasSpaces ? (
        <Button asChild variant="secondary">
          <Link to={paths.setupSpace}>
            <Plus aria-hidden="true" className="size-5" />
            Créer un nouvel espace
          </Link>
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onManage}>
        <Settings2 aria-hidden="true" className="size-5" />
        Gérer mes espaces
      </Button>
      <Button asChild variant="ghost">
        <Link to={paths.account}>
          <UserRound aria-hidden="true" className="size-5" />
          Mon compte
        </Link>
      </Button>
      <Button
        variant="ghost"
        onClick={() => signOut.mutate()}
        busy={signOut.isPending}
        busyLabel="Se déconnecter"
      >
        <LogOut aria-hidden="true" className="size-5" />
        Se déconnecter
      </Button>
    </div>
  );
}
