import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Live updates (SpaceHub) invalidate what changed; no need to refetch on every focus.
        staleTime: 30_000,
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          const status = (error as { status?: number }).status;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
