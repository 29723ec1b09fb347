import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { LIVE_CLOSE, type LiveEvent, type LiveEventType } from '#domain/live-events.ts';
import { useActiveSpace } from '../lib/active-space.ts';
import { acrossSpacesKeys, spaceKeys } from '../lib/query-keys.ts';
import { connectLive, type LiveStatus } from '../lib/realtime.ts';
import { selectedProfileId } from '../lib/selected-profile.ts';
import { endSession } from '../lib/session.ts';
import { useStoredValue } from '../lib/stored-value.ts';

/**
 * Which cached queries an event makes stale, by area of the space (docs/architecture.md#realtime).
 * Alerts are computed from tasks and people, so they follow both; list reminders are memos shown on
 * a list; a member joining or leaving changes the spaces list (member counts) and the profiles.
 */
const AREAS: Record<LiveEventType, readonly string[]> = {
  'tasks.changed': ['tasks', 'alerts'],
  'lists.changed': ['lists'],
  'list-items.changed': ['lists'],
  'memos.changed': ['memos', 'lists'],
  'notifications.changed': ['notifications'],
  'profiles.changed': ['profiles', 'tasks', 'alerts'],
  'members.changed': ['profiles', 'alerts'],
  'space.changed': [],
};

/** Keys outside the space's own tree that an event also concerns. */
function otherKeys(type: LiveEventType): QueryKey[] {
  switch (type) {
    case 'lists.changed':
    case 'list-items.changed':
      return [acrossSpacesKeys.lists()];
    case 'members.changed':
    case 'space.changed':
      return [spaceKeys.list()];
    default:
      return [];
  }
}

export function invalidateForEvent(queryClient: QueryClient, spaceId: string, event: LiveEvent) {
  for (const area of AREAS[event.type]) {
    void queryClient.invalidateQueries({ queryKey: spaceKeys.area(spaceId, area) });
  }
  for (const queryKey of otherKeys(event.type)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps this device in the active space's live stream while someone is signed in, and shows a
 * discreet banner when the stream is down. Mounted once under the access guard.
 */
export function LiveSpace() {
  const queryClient = useQueryClient();
  const { space } = useActiveSpace();
  const profileId = useStoredValue(selectedProfileId);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const spaceId = space?.id ?? null;

  useEffect(() => {
    if (!spaceId) return;
    return connectLive(spaceId, profileId, {
      onEvent: (event) => invalidateForEvent(queryClient, spaceId, event),
      // Whatever happened during the gap is unknown: refetch what is on screen.
      onResync: () => void queryClient.invalidateQueries(),
      onStatus: setStatus,
      onEnded: (code, reason) => {
        toast.error(reason || 'Connexion au direct interrompue', { id: `live-ended-${code}` });
        if (code === LIVE_CLOSE.signedOut.code) endSession();
        // The space or the membership is gone: the spaces list decides where the family lands.
        else void queryClient.invalidateQueries({ queryKey: spaceKeys.all() });
      },
    });
  }, [queryClient, spaceId, profileId]);

  return spaceId ? <LiveBanner status={status} /> : null;
}

/** Shown only while the stream is down; the live region announces the change once. */
export function LiveBanner({ status }: { status: LiveStatus }) {
  const offline = status === 'offline';
  const visible = offline || status === 'reconnecting';
  return (
    <div
      role="status"
      data-live-status={status}
      className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-40 flex justify-center"
    >
      {visible ? (
        <p className="flex items-center gap-2 rounded-full border border-app bg-surface px-3 py-1.5 text-sm font-medium text-app shadow-md">
          {offline ? (
            <WifiOff aria-hidden="true" className="size-4 text-muted" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4 animate-spin text-muted" />
          )}
          {offline ? 'Hors ligne' : 'Reconnexion…'}
        </p>
      ) : null}
    </div>
  );
}
