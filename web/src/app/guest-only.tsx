import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../lib/session-queries.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

/**
 * Where a signed-in visitor of a public page goes: loaded only for them, so that /login, /signup
 * and / do not carry the spaces code for the many visitors who are signed out (docs/decisions/017).
 */
const SignedInRedirectScreen = lazy(() =>
  import('./signed-in-redirect.tsx').then((module) => ({ default: module.SignedInRedirect })),
);

export function SignedInRedirect() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInRedirectScreen />
    </Suspense>
  );
}

/**
 * /login and /signup: a user who arrives already signed in is sent on (no space: /setup-space; a
 * space and profile remembered on this device: /dashboard; otherwise /join-space). A sign-in made on
 * the page navigates by itself, so only the state of the session when it was first known counts
 * here. Its own module, apart from the signed-in guards (guards.tsx) and their live-space and
 * profile code.
 */
export function GuestOnly() {
  const me = useMe();
  const arrivedSignedIn = useRef<boolean | undefined>(undefined);
  // Set once, the first time the session is known (the lazy-initialisation use of a ref).
  if (arrivedSignedIn.current === undefined && me.data !== undefined) {
    arrivedSignedIn.current = me.data !== null;
  }
  if (arrivedSignedIn.current && me.data) return <SignedInRedirect />;
  // The form shows at once, without waiting for the session check: most visitors are signed out.
  return <Outlet />;
}
