import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { renewThisDevice } from '../lib/push.ts';

/**
 * Once per signed-in account (keyed by the account in app/guards.tsx) and app start: a device that kept its push subscription (the app was
 * reopened, or someone signed in again after a sign-out) is registered again for this account, and
 * its last use is refreshed (docs/decisions/014-web-push.md). Renders nothing; failures are silent
 * (offline, no service worker): the next start tries again.
 */
export function PushRenewal() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    renewThisDevice()
      .then((renewed) => {
        if (renewed && !cancelled) void queryClient.invalidateQueries({ queryKey: ['push'] });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
  return null;
}
