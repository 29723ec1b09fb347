import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { registerItemWrites } from '../features/lists/public.ts';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  cachePersister,
  dehydrateOptions,
  keepCacheToItsOwner,
  saveWhenHidden,
} from '../lib/offline-cache.ts';
import { createQueryClient, refetchFailedOnReconnect } from '../lib/query-client.ts';
import { onSessionEnded } from '../lib/session.ts';
import { clearEndedSession } from '../lib/session-queries.ts';
import { useTheme } from '../lib/theme.ts';

/** Clears the bottom tab bar (4 rem) and the phone's home indicator. */
const TOAST_BOTTOM = 'calc(4.75rem + env(safe-area-inset-bottom))';

/** The cache restored from the device, saved back as it changes (lib/offline-cache.ts). */
const persistOptions = {
  persister: cachePersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions,
};

function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  // Before the restore: a list change saved on the device is sent like one made on screen.
  registerItemWrites(queryClient);
  return queryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  const { theme } = useTheme();
  // A refused refresh (signed out elsewhere, session over): forget the session; the guard then
  // sends the family to /login.
  useEffect(() => onSessionEnded(() => clearEndedSession(queryClient)), [queryClient]);
  useEffect(() => refetchFailedOnReconnect(queryClient), [queryClient]);
  useEffect(() => keepCacheToItsOwner(queryClient), [queryClient]);
  useEffect(() => saveWhenHidden(queryClient), [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The list changes made offline before a reload: sent now, or when the network returns.
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      {children}
      {/* At the bottom, above the tab bar: never over the header's buttons, and « Annuler » is
          where the thumb is. */}
      <Toaster
        position="bottom-center"
        offset={{ bottom: TOAST_BOTTOM }}
        mobileOffset={{ bottom: TOAST_BOTTOM }}
        richColors
        closeButton
        theme={theme}
        // « Annuler » is a real 44 px button, not sonner's 24 px chip.
        // sonner's own words are English: the region and its close buttons speak French.
        containerAriaLabel="Messages"
        toastOptions={{
          closeButtonAriaLabel: 'Fermer le message',
          classNames: { actionButton: 'h-11! rounded-xl! px-4! text-base! font-semibold!' },
        }}
      />
    </PersistQueryClientProvider>
  );
}
