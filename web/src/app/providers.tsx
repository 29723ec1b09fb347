import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient, refetchFailedOnReconnect } from '../lib/query-client.ts';
import { onSessionEnded } from '../lib/session.ts';
import { clearEndedSession } from '../lib/session-queries.ts';
import { useTheme } from '../lib/theme.ts';

/** Clears the bottom tab bar (4 rem) and the phone's home indicator. */
const TOAST_BOTTOM = 'calc(4.75rem + env(safe-area-inset-bottom))';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  // A refused refresh (signed out elsewhere, session over): forget the session; the guard then
  // sends the family to /login.
  useEffect(() => onSessionEnded(() => clearEndedSession(queryClient)), [queryClient]);
  useEffect(() => refetchFailedOnReconnect(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
