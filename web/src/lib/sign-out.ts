/**
 * Signing out, in one place: « Se déconnecter » (the settings, « Retour » of the first screens, the
 * space chooser and setup), a deleted account, and a session that ended by itself (a refused
 * refresh, the live stream closed for it, a password reset) all forget this device's session the
 * same way, in the app's own document:
 * - the refresh timer stops;
 * - the query cache goes, with the changes still waiting for the network, and `me` becomes null at
 *   once: the access guard (app/guards.tsx) then shows /login (or the welcome page for a deleted
 *   account) in the same document, so a message said here stays on screen;
 * - the copy of the cache kept in IndexedDB is erased (lib/offline-cache.ts), and the space and
 *   profile chosen on this device are forgotten: the next account here starts from its own.
 * « Se déconnecter » also tells the server first: the session's chain is revoked and this device
 * stops receiving the account's reminders.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_END_MESSAGES } from '#domain/auth-constants.ts';
import { LIVE_CLOSE } from '#domain/live-protocol.ts';
import { clearActiveSpace } from './active-space.ts';
import { api, errorMessage, readJson } from './api-client.ts';
import { forgetPersistedCache } from './offline-cache.ts';
import { forgetThisDeviceOnServer } from './push.ts';
import { sessionKeys } from './query-keys.ts';
import { clearSelectedProfile } from './selected-profile.ts';
import { onSessionEnded, stopRefreshing } from './session.ts';
import { toast } from './toast.ts';

/**
 * Everything this device knows of the session, forgotten. `me` is null when this returns (the
 * guard moves on); the promise resolves once the copy in IndexedDB is erased. Never rejects.
 */
export function forgetThisDevice(queryClient: QueryClient): Promise<void> {
  stopRefreshing();
  const [me] = sessionKeys.me();
  const mutations = queryClient.getMutationCache();
  // The changes still waiting (a running sign-out itself goes on to its end).
  for (const mutation of mutations.getAll()) {
    if (mutation.state.isPaused) mutations.remove(mutation);
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== me });
  // Without an owner, nothing more is saved on the device (offline-cache.ts `persistClient`).
  queryClient.setQueryData(sessionKeys.me(), null);
  clearSelectedProfile();
  clearActiveSpace();
  return forgetPersistedCache();
}

/**
 * A session that ended by itself under a signed-in user is forgotten like a sign-out. For a visitor
 * who was never signed in (the refused refresh of the first `me` check) there is nothing to forget,
 * and the public pages' own queries (the email confirmation, which must run only once) stay.
 * Returns the unsubscribe.
 */
export function forgetEndedSessions(queryClient: QueryClient): () => void {
  return onSessionEnded((reason) => {
    if (!queryClient.getQueryData(sessionKeys.me())) return;
    void forgetThisDevice(queryClient);
    // Said in this document, which the guard turns into /login: the family knows why it is there.
    toast.error(reason ? SESSION_END_MESSAGES[reason] : LIVE_CLOSE.signedOut.reason, {
      id: 'session-ended',
    });
  });
}

/** « Se déconnecter »: the server first, then this device, then « Déconnexion réussie » on /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Best effort: a device that cannot be forgotten by the push service never blocks sign-out.
      await forgetThisDeviceOnServer().catch(() => undefined);
      return readJson(api.auth.logout.$post());
    },
    onSuccess: async () => {
      const erased = forgetThisDevice(queryClient);
      toast.success('Déconnexion réussie');
      await erased;
    },
    onError: (error) => {
      toast.error('Erreur lors de la déconnexion', { description: errorMessage(error) });
    },
  });
}
