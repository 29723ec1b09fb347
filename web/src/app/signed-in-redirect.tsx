import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { signInDestinationQueryOptions } from '../features/auth/api/sign-in-destination.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { paths } from './paths.ts';

/**
 * Sends a signed-in user on from a page of signed-out visitors (/, /login, /signup): today when the
 * device remembers a space and a profile, otherwise as after a sign-in (docs/product.md#routes-and-guards).
 */
export function SignedInRedirect() {
  const destination = useQuery(signInDestinationQueryOptions());
  if (destination.isPending) return <FullPageSpinner />;
  return <Navigate to={destination.data ?? paths.joinSpace} replace />;
}
