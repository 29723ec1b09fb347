import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { activeSpaceId } from '../lib/active-space.ts';
import { selectedProfileId } from '../lib/selected-profile.ts';
import { meQueryOptions } from '../lib/session-queries.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { paths } from './paths.ts';
import { SignedInRedirect } from './signed-in-redirect.tsx';

/**
 * `/`, and so the installed app's start_url: the welcome page is for signed-out visitors; a live
 * session goes straight on, to today when the device remembers a space and a profile
 * (docs/product.md#routes-and-guards). The session is asked only on a device that remembers a space
 * or a profile (both are forgotten at sign-out): a first visit shows the welcome page at once,
 * without a request that can only answer 401.
 */
export function HomeGate() {
  const remembers = activeSpaceId.read() !== null || selectedProfileId.read() !== null;
  const me = useQuery({ ...meQueryOptions(), enabled: remembers });
  if (me.data) return <SignedInRedirect />;
  if (!remembers || me.data === null) return <Outlet />;
  // Offline, or the server cannot be reached: today's screen says so and offers to try again.
  if (me.isError) return <Navigate to={paths.dashboard} replace />;
  return <FullPageSpinner />;
}
