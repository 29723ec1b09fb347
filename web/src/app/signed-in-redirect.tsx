import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { authKeys } from '../features/auth/api/keys.ts';
import { signInDestination } from '../features/auth/api/sign-in-destination.ts';
import { paths } from '../lib/paths.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

/**
 * Sends a signed-in user on from `/` (where /login and /signup send a signed-in visitor, see
 * web/public/theme-init.js): today when the device remembers a space and a profile, otherwise as
 * after a sign-in (docs/product.md#routes-and-guards). Never cached: asked once per visit.
 */
export function SignedInRedirect() {
  const destination = useQuery({
    queryKey: authKeys.signInDestination(),
    queryFn: signInDestination,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (destination.isPending) return <FullPageSpinner />;
  return <Navigate to={destination.data ?? paths.joinSpace} replace />;
}
