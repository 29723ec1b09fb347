import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * Where a signed-in user goes from /login or /signup (docs/product.md#routes-and-guards):
 * /setup-space without any space, /join-space (the space chooser) otherwise. Never cached: it is
 * asked once per sign-in.
 */
export function signInDestinationQueryOptions() {
  return queryOptions({
    queryKey: authKeys.signInDestination(),
    queryFn: async (): Promise<string> => {
      const { spaces } = await readJson(api.api.spaces.$get());
      return spaces.length === 0 ? paths.setupSpace : paths.joinSpace;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The destination after a sign-in made on the login page; the space chooser if it cannot be known. */
export async function fetchSignInDestination(queryClient: QueryClient): Promise<string> {
  try {
    return await queryClient.fetchQuery(signInDestinationQueryOptions());
  } catch {
    return paths.joinSpace;
  }
}
