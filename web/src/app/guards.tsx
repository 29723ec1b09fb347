import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PROFILE_MESSAGES } from '#domain/profile-texts.ts';
import { useActiveSpace } from '../lib/active-space.ts';
import { paths } from '../lib/paths.ts';
import { useSelectedProfile } from '../lib/profiles.ts';
import { useMe } from '../lib/session-queries.ts';
import { toast } from '../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { LiveSpace } from './live-space.tsx';
import { PushRenewal } from './push-renewal.tsx';

/**
 * The access guard for every route but the public ones (docs/product.md#routes-and-guards): a
 * loading placeholder until the session is known, then the screen for a signed-in user and /login
 * for anyone else.
 */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.data) {
    return (
      <>
        <LiveSpace />
        <PushRenewal key={me.data.id} />
        <Outlet />
      </>
    );
  }
  if (me.data === null) return <Navigate to={signedOutDestination(location.state)} replace />;
  if (me.isError) return <SessionUnknown onRetry={() => void me.refetch()} />;
  return <FullPageSpinner />;
}

/**
 * Where a screen whose session just ended goes: /login, unless the screen ended it on purpose and said
 * where to go in its location state (« Supprimer mon compte » lands on the welcome page).
 */
function signedOutDestination(state: unknown): string {
  const to = (state as { signedOutTo?: unknown } | null)?.signedOutTo;
  return to === paths.home ? paths.home : paths.login;
}

/**
 * For screens that need a family space (under RequireAuth): a loading placeholder until the user's
 * spaces are known, /setup-space without any, the screen otherwise (the active space is then set).
 */
export function RequireSpace() {
  const { space, isPending, isError, refetch } = useActiveSpace();
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionUnknown onRetry={refetch} />;
  if (!space) return <Navigate to={paths.setupSpace} replace />;
  return <Outlet />;
}

/**
 * For screens shown "for the selected profile" (docs/product.md#routes-and-guards): no space →
 * /setup-space; no profile chosen → /profile; a chosen profile that the active space no longer has
 * (deleted, another space, a space the user left) → forgotten, toast "Accès refusé", /profile.
 */
export function RequireProfile() {
  const activeSpace = useActiveSpace();
  const selected = useSelectedProfile();
  if (activeSpace.isPending) return <FullPageSpinner />;
  if (activeSpace.isError) return <SessionUnknown onRetry={activeSpace.refetch} />;
  if (!activeSpace.space) return <Navigate to={paths.setupSpace} replace />;
  if (selected.profileId === null) return <Navigate to={paths.profile} replace />;
  if (selected.isInaccessible) return <ProfileLost onLost={selected.clearSelectedProfile} />;
  if (selected.isError) return <SessionUnknown onRetry={selected.refetch} />;
  if (!selected.profile) return <FullPageSpinner />;
  return <Outlet />;
}

/** Forgets the profile with the "Accès refusé" toast; the guard then sends to /profile. */
function ProfileLost({ onLost }: { onLost: () => void }) {
  useEffect(() => {
    // An id: StrictMode's second effect (and a second guard) show the same toast, not two.
    toast.error(PROFILE_MESSAGES.noLongerAccessibleTitle, {
      id: 'profile-lost',
      description: PROFILE_MESSAGES.noLongerAccessible,
    });
    onLost();
  }, [onLost]);
  return <FullPageSpinner />;
}

/** The server could not be reached to know whether the family is signed in (offline, outage). */
function SessionUnknown({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="contenu" className="grid min-h-dvh place-items-center bg-app p-6 text-center">
      <div className="max-w-sm space-y-4">
        <WifiOff aria-hidden="true" className="mx-auto size-12 text-muted" />
        <h1 className="text-2xl font-bold">Connexion impossible</h1>
        <p className="text-muted">Vérifiez votre connexion internet, puis réessayez.</p>
        <Button onClick={onRetry}>Réessayer</Button>
      </div>
    </main>
  );
}
