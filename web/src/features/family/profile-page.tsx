import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, Settings } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PROFILE_MESSAGES, type ProfileView } from '#domain/profiles.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { paths } from '../../lib/paths.ts';
import { profilesQueryOptions, useSelectedProfile } from '../../lib/profiles.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { roleLabel } from './components/choice-fields.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';

/** Spec: "Selecting saves the profile locally and goes to /dashboard after 0.5 s". */
const START_DELAY_MS = 500;

export function ProfilePage() {
  const { space, isPending: spacePending, isError: spaceError, refetch } = useActiveSpace();

  return (
    <ScreenLayout
      title="Choisir un profil"
      description={
        <>
          <p className="text-lg font-semibold text-app">Qui utilise Foyer ?</p>
          <p>Sélectionnez votre profil pour commencer</p>
        </>
      }
      backTo={paths.joinSpace}
      wide
    >
      {spacePending ? (
        <Spinner label={PROFILE_MESSAGES.loading} />
      ) : spaceError ? (
        <LoadFailed onRetry={refetch} />
      ) : space ? (
        <ProfileChooser spaceId={space.id} spaceName={space.name} />
      ) : (
        <NoSpace />
      )}
    </ScreenLayout>
  );
}

function NoSpace() {
  useEffect(() => {
    toast.error('Aucun espace trouvé. Veuillez créer ou rejoindre un espace.', { id: 'no-space' });
  }, []);
  return <Navigate to={paths.setupSpace} replace />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 text-center">
      <p className="font-semibold text-app">{PROFILE_MESSAGES.loadFailed}</p>
      <Button variant="outline" onClick={onRetry}>
        Réessayer
      </Button>
    </Card>
  );
}

function ProfileChooser({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const navigate = useNavigate();
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const { selectProfile } = useSelectedProfile();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (profiles.isPending) return <Spinner label={PROFILE_MESSAGES.loading} />;
  if (profiles.isError) return <LoadFailed onRetry={() => void profiles.refetch()} />;

  const chosen = profiles.data.find((profile) => profile.id === chosenId) ?? null;

  const start = () => {
    if (!chosen) return;
    selectProfile(chosen.id);
    setStarting(true);
    timer.current = setTimeout(() => navigate(paths.dashboard), START_DELAY_MS);
  };

  if (profiles.data.length === 0) {
    return <NoProfile />;
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-center text-sm text-muted">
        Espace <span className="font-semibold text-app">{spaceName}</span>
      </p>
      <ProfileChoice
        profiles={profiles.data}
        chosenId={chosenId}
        onChoose={setChosenId}
        disabled={starting}
      />

      <div className="flex flex-col gap-3 sm:mx-auto sm:w-96">
        {chosen ? (
          <Button
            size="lg"
            onClick={start}
            busy={starting}
            busyLabel={`Commencer avec ${chosen.name}`}
          >
            Commencer avec {chosen.name}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        ) : null}
        <Button asChild variant="secondary">
          <Link to={paths.settings}>
            <Settings aria-hidden="true" className="size-5" />
            Gérer les profils
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** No profile yet: the settings are where profiles are made. */
function NoProfile() {
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-8 text-center">
      <span aria-hidden="true" className="text-5xl">
        👪
      </span>
      <p className="text-app">{PROFILE_MESSAGES.empty}</p>
      <Button asChild size="lg">
        <Link to={paths.settings}>
          <Settings aria-hidden="true" className="size-5" />
          Aller aux paramètres
        </Link>
      </Button>
    </Card>
  );
}

/** The space's profiles as radio cards: emoji, name and role. */
function ProfileChoice({
  profiles,
  chosenId,
  onChoose,
  disabled,
}: {
  profiles: ProfileView[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  disabled: boolean;
}) {
  return (
    <RadioGroup.Root
      aria-label="Profils de la famille"
      value={chosenId ?? ''}
      onValueChange={onChoose}
      disabled={disabled}
      className="flex flex-wrap justify-center gap-3"
    >
      {profiles.map((profile) => (
        <Card
          key={profile.id}
          asChild
          className="group relative flex min-h-36 w-[calc(50%-0.375rem)] flex-col items-center justify-center gap-2 border-2 text-center transition hover:border-slate-300 data-[state=checked]:scale-[1.02] data-[state=checked]:border-primary data-[state=checked]:bg-accent-soft/40 sm:w-44 dark:hover:border-slate-600"
        >
          <RadioGroup.Item value={profile.id}>
            <CircleCheck
              aria-hidden="true"
              className="absolute top-2 right-2 size-5 text-primary opacity-0 group-data-[state=checked]:opacity-100"
            />
            <span
              aria-hidden="true"
              className="grid size-16 place-items-center rounded-full bg-surface-muted text-4xl ring-1 ring-[var(--app-border)] group-data-[state=checked]:ring-2 group-data-[state=checked]:ring-primary"
            >
              {profile.emoji}
            </span>
            <span className="w-full truncate font-bold text-app">{profile.name}</span>
            <span className="text-sm text-muted">{roleLabel(profile.role)}</span>
          </RadioGroup.Item>
        </Card>
      ))}
    </RadioGroup.Root>
  );
}
