import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { meQueryOptions } from '../lib/session-queries.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { SignedInRedirect } from './guest-only.tsx';
import { paths } from './paths.ts';

/**
 * `/`, and so the installed app's start_url: the welcome page is for signed-out visitors; a live
 * session goes straight on, to today when the device remembers a space and a profile
 * (docs/product.md#routes-and-guards). Without the session hint cookie nobody is signed in here: the
 * welcome page shows at once, without a request that could only answer 401.
 */
export function HomeGate() {
  const me = useQuery(meQueryOptions());
  if (me.data) return <SignedInRedirect />;
  if (me.data === null) return <Outlet />;
  // Offline, or the server cannot be reached: today's screen says so and offers to try again.
  if (me.isError) return <Navigate to={paths.dashboard} replace />;
  return <FullPageSpinner />;
}
