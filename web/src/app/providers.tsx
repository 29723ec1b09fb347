import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { useTheme } from '../lib/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Top of the screen on phones, where the thumb does not hide it. */}
      <Toaster position="top-center" richColors closeButton theme={theme} />
    </QueryClientProvider>
  );
}
