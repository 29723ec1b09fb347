import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { forgetSessionHint } from '../lib/session.ts';
import { meQueryOptions } from '../lib/session-queries.ts';
import { PUBLIC_PAGES } from '../public/routes.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

/**
 * Where a signed-in visitor of `/` goes (/login and /signup send them to `/` before their first
 * paint, web/public/theme-init.js): loaded only for them (spaces, profiles).
 */
const SignedInRedirect = lazy(() =>
  import('./signed-in-redirect.tsx').then((module) => ({ default: module.SignedInRedirect })),
);

const Welcome = lazy(() =>
  PUBLIC_PAGES['/'].load().then((module) => ({ default: module.Component })),
);

/** The welcome page, once the session hint is forgotten (the next visit of `/` gets it at once). */
function SignedOutWelcome() {
  useEffect(() => forgetSessionHint(), []);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Welcome />
    </Suspense>
  );
}

/**
 * `/`, and so the installed app's start_url, when the session hint says someone is signed in (the
 * entry shows the prerendered welcome page otherwise, docs/decisions/020-prerendered-public-pages.md):
 * a live session goes straight on, to today when the device remembers a space and a profile
 * (docs/product.md#routes-and-guards).
 */
export function HomeGate() {
  const me = useQuery(meQueryOptions());
  if (me.data) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignedInRedirect />
      </Suspense>
    );
  }
  // Nobody is signed in after all (the session ended, or the account was deleted): the welcome
  // page. The hint goes too (the server clears it with the session; this covers a hint it could
  // not clear).
  if (me.data === null) return <SignedOutWelcome />;
  // Offline, or the server cannot be reached: today's screen says so and offers to try again.
  if (me.isError) return <Navigate to={paths.dashboard} replace />;
  return <FullPageSpinner />;
}
