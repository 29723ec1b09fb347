import type { InferResponseType } from 'hono/client';
import { activeSpaceId } from '../../../lib/active-space-id.ts';
import type { api } from '../../../lib/api-client.ts';
import { requestJson } from '../../../lib/api-request.ts';
import { paths } from '../../../lib/paths.ts';
import { clearSelectedProfile, selectedProfileId } from '../../../lib/selected-profile.ts';

/**
 * Where a signed-in user goes from /, /login or /signup (docs/product.md#routes-and-guards):
 * /setup-space without any space; straight to today (/dashboard) when this device remembers a
 * profile chosen in one of the user's spaces; the profile chooser /profile of the only space when
 * there is one; the space chooser /join-space otherwise (a sign-in forgets the profile, so after one
 * it is never today). Never cached: it is asked once per
 * visit. A plain request, without TanStack Query: the login page is a prerendered page that does
 * not load it (docs/decisions/020-prerendered-public-pages.md).
 */
export async function signInDestination(): Promise<string> {
  const { spaces } =
    await requestJson<InferResponseType<typeof api.spaces.$get, 200>>('/api/spaces');
  if (spaces.length === 0) return paths.setupSpace;
  const remembered = activeSpaceId.read();
  const rememberedSpace = spaces.some((space) => space.id === remembered);
  if (rememberedSpace && selectedProfileId.read()) return paths.dashboard;
  // A single space leaves nothing to choose: it becomes the active one, and the profiles are next.
  const [only] = spaces;
  if (spaces.length === 1 && only) {
    if (only.id !== remembered) clearSelectedProfile();
    activeSpaceId.write(only.id, { spaceId: only.id, space: only });
    return paths.profile;
  }
  return paths.joinSpace;
}

/** The destination after a sign-in made on the login page; the space chooser if it cannot be known. */
export async function fetchSignInDestination(): Promise<string> {
  try {
    return await signInDestination();
  } catch {
    return paths.joinSpace;
  }
}
