/**
 * The signed-in user and signing out, shared by every feature (the auth screens, the guards, the
 * settings, the planning screens): a feature never imports another feature's queries.
 */
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Me } from '#domain/auth.ts';
import { clearActiveSpace } from './active-space.ts';
import { api, errorMessage, readJson } from './api-client.ts';
import { forgetPersistedCache } from './offline-cache.ts';
import { forgetThisDeviceOnServer } from './push.ts';
import { sessionKeys } from './query-keys.ts';
import { clearSelectedProfile } from './selected-profile.ts';
import { endSession, hasSessionHint } from './session.ts';
import { toast } from './toast.ts';

/**
 * The signed-in user, the one source of truth for "signed in": `null` when signed out (a 401 that
 * a refresh could not cure, lib/session.ts), the user otherwise. Guards and screens read this query.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.me(),
    // Without the hint the answer is known at once: guards and public pages render without waiting.
    initialData: hasSessionHint() ? undefined : null,
    queryFn: async (): Promise<Me | null> => {
      // Signed out for sure: no request that could only be refused (and logged in red).
      if (!hasSessionHint()) return null;
      const response = await api.api.me.$get();
      if (response.status === 401) return null;
      return readJson(response);
    },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Signed out: every cached answer belonged to the previous session, so it goes, with the changes
 * still waiting for the network and the copy kept on the device (lib/offline-cache.ts), and `me`
 * becomes null at once (the guard then sends to /login without asking the server again).
 */
export function clearSession(queryClient: QueryClient): void {
  const [me] = sessionKeys.me();
  const mutations = queryClient.getMutationCache();
  // The changes still waiting (the running sign-out itself goes on to its end).
  for (const mutation of mutations.getAll()) {
    if (mutation.state.isPaused) mutations.remove(mutation);
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== me });
  queryClient.setQueryData(sessionKeys.me(), null);
  void forgetPersistedCache();
}

/**
 * Everything this device knows of the session, forgotten: the refresh timer, the query cache, the
 * changes waiting for the network, the cache saved for offline use, the chosen profile and space.
 * What « Se déconnecter » and « Supprimer mon compte » do once the server has answered.
 */
export function forgetSession(queryClient: QueryClient): void {
  endSession();
  // The app's listener does it too; called here so the cache is empty before /login renders.
  clearSession(queryClient);
  clearSelectedProfile();
  // The next account on this device starts from its own spaces, not this one's.
  clearActiveSpace();
}

/**
 * The session ended under a signed-in user (a refresh refused): clear it. For a visitor who was never
 * signed in (the refused refresh of the first `me` check), there is nothing to clear, and the public
 * pages' own queries (e.g. the email confirmation, which must run only once) stay.
 */
export function clearEndedSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(sessionKeys.me())) clearSession(queryClient);
}

/**
 * "Se déconnecter": ends the session on the server and forgets everything local. `me` becomes null,
 * so the access guard (app/guards.tsx) replaces the screen with /login: lib/ knows no routes.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // This device stops receiving the account's reminders (best effort: never blocks sign-out).
      await forgetThisDeviceOnServer().catch(() => undefined);
      return readJson(api.api.auth.logout.$post());
    },
    onSuccess: () => {
      forgetSession(queryClient);
      toast.success('Déconnexion réussie');
    },
    onError: (error) => {
      toast.error('Erreur lors de la déconnexion', { description: errorMessage(error) });
    },
  });
}
