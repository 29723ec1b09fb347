import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { activeSpaceId } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';
import { authKeys } from './keys.ts';

/**
 * Where a signed-in user goes from /, /login or /signup (docs/product.md#routes-and-guards):
 * /setup-space without any space; straight to today (/dashboard) when this device remembers a
 * profile chosen in one of the user's spaces; the space chooser /join-space otherwise (a sign-in
 * forgets the profile, so after one it is always the chooser). Never cached: it is asked once per
 * visit.
 */
export function signInDestinationQueryOptions() {
  return queryOptions({
    queryKey: authKeys.signInDestination(),
    queryFn: async (): Promise<string> => {
      const { spaces } = await readJson(api.api.spaces.$get());
      if (spaces.length === 0) return paths.setupSpace;
      const remembered = activeSpaceId.read();
      const rememberedSpace = spaces.some((space) => space.id === remembered);
      return rememberedSpace && selectedProfileId.read() ? paths.dashboard : paths.joinSpace;
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
