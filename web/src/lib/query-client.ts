import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Live updates (SpaceHub) invalidate what changed; no need to refetch on every focus.
        staleTime: 30_000,
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          const status = error instanceof ApiRequestError ? error.status : undefined;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
