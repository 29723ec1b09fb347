import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { onSessionEnded } from '../lib/session.ts';
import { clearEndedSession } from '../lib/session-queries.ts';
import { useTheme } from '../lib/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  // A refused refresh (signed out elsewhere, session over): forget the session; the guard then
  // sends the family to /login.
  useEffect(() => onSessionEnded(() => clearEndedSession(queryClient)), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Top of the screen on phones, where the thumb does not hide it. */}
      <Toaster
        position="top-center"
        richColors
        closeButton
        theme={theme}
        // sonner's own words are English: the region and its close buttons speak French.
        containerAriaLabel="Messages"
        toastOptions={{ closeButtonAriaLabel: 'Fermer le message' }}
      />
    </QueryClientProvider>
  );
}
