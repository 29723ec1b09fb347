import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { handOverWhenHidden, registerItemWrites } from '../features/lists/public.ts';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  cachePersister,
  dehydrateOptions,
  forgetOthersCache,
  keepCacheToItsOwner,
  saveWhenHidden,
  standInWhenUnreachable,
} from '../lib/offline-cache.ts';
import { appQueryClient, refetchFailedOnReconnect } from '../lib/query-client.ts';
import { forgetEndedSessions } from '../lib/sign-out.ts';
import { useFollowTheme } from '../lib/theme.ts';
import { arrivalMessage, forgetArrival } from '../public/arrival.ts';
import { showToast } from '../public/toasts.tsx';
import { LazyToaster } from '../ui/lazy-toaster.tsx';

/** Clears the bottom tab bar (4 rem) and the phone's home indicator. */
const TOAST_BOTTOM = 'calc(4.75rem + env(safe-area-inset-bottom))';

/** The cache restored from the device, saved back as it changes (lib/offline-cache.ts). */
const persistOptions = {
  persister: cachePersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions,
};

/** The page's client, which may already hold the entry's start-up requests (app/start-up.ts). */
function createAppQueryClient(): QueryClient {
  const queryClient = appQueryClient();
  // Before the restore: a list change saved on the device is sent like one made on screen.
  registerItemWrites(queryClient);
  return queryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  // The theme chosen in another tab, or the system's: every screen, not only those with a toggle.
  useFollowTheme();
  // A refused refresh (signed out elsewhere, session over): forgotten like a sign-out; the guard
  // then sends the family to /login.
  useEffect(() => forgetEndedSessions(queryClient), [queryClient]);
  useEffect(() => refetchFailedOnReconnect(queryClient), [queryClient]);
  useEffect(() => keepCacheToItsOwner(queryClient), [queryClient]);
  useEffect(() => saveWhenHidden(queryClient), [queryClient]);
  // The list changes not yet answered go on when the page is hidden or closed.
  useEffect(() => handOverWhenHidden(queryClient), [queryClient]);
  useEffect(() => standInWhenUnreachable(queryClient), [queryClient]);
  // « Connexion réussie » after a first visit's /login, named in the address (public/arrival.ts):
  // read as the app first renders, before any screen moves on; shown once (StrictMode runs effects
  // twice, hence the id), then taken out of the address.
  const [arrival] = useState(arrivalMessage);
  useEffect(() => {
    if (!arrival) return;
    showToast({ ...arrival, id: 'arrival' });
    forgetArrival();
  }, [arrival]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The list changes made offline before a reload: sent now, or when the network returns.
      onSuccess={() => {
        forgetOthersCache(queryClient);
        void queryClient.resumePausedMutations();
      }}
    >
      {children}
      {/* At the bottom, above the tab bar: never over the header's buttons, and « Annuler » is
          where the thumb is. */}
      <LazyToaster bottom={TOAST_BOTTOM} />
    </PersistQueryClientProvider>
  );
}
