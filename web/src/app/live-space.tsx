import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isUuid } from '#domain/ids.ts';
import {
  accessRemovedText,
  LIVE_CLOSE,
  type LiveEvent,
  type LiveEventType,
} from '#domain/live-protocol.ts';
import { receiveListItemsEvent } from '../features/lists/public.ts';
import { listBefore, toastArrivals } from '../features/notifications/public.ts';
import { useActiveSpace } from '../lib/active-space.ts';
import { setLiveStatus } from '../lib/live-status.ts';
import { acrossSpacesKeys, spaceKeys } from '../lib/query-keys.ts';
import { connectLive } from '../lib/realtime.ts';
import { selectedProfileId } from '../lib/selected-profile.ts';
import { endSession, refreshSession } from '../lib/session.ts';
import { useStoredValue } from '../lib/stored-value.ts';
import { toast } from '../lib/toast.ts';

/**
 * Which cached queries an event makes stale, by area of the space (docs/architecture.md#realtime).
 * Alerts are computed from tasks and people, so they follow both; list reminders are memos shown on
 * a list; a member joining, leaving or removed changes the spaces list (member counts), the profiles,
 * the accounts with access and the pending invitations (a join uses one up).
 */
const AREAS: Record<LiveEventType, readonly string[]> = {
  // « Fil de la famille » tells the planning's changes.
  'tasks.changed': ['tasks', 'alerts', 'changes'],
  'lists.changed': ['lists'],
  // Applied to the list's copy as it comes (features/lists/api/live-items.ts).
  'list-items.changed': [],
  'memos.changed': ['memos', 'lists'],
  'notifications.changed': ['notifications'],
  // Deleting a profile deletes the custody patterns it takes part in.
  'profiles.changed': ['profiles', 'tasks', 'alerts', 'custody'],
  'members.changed': ['profiles', 'alerts', 'members', 'invitations'],
  'space.changed': [],
  // A followed calendar may count in the conflicts (docs/decisions/049-subscribed-calendars.md).
  'calendars.changed': ['calendars', 'alerts'],
  'custody.changed': ['custody', 'changes'],
  'comments.changed': ['comments', 'changes'],
  'meals.changed': ['meals'],
};

/** Keys outside the space's own tree that an event also concerns. */
function otherKeys(type: LiveEventType): QueryKey[] {
  switch (type) {
    case 'lists.changed':
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
 * Keeps this device in the active space's live stream while someone is signed in, and publishes
 * its state for the status banner (ui/status-banner.tsx). Mounted once under the access guard.
 */
export function LiveSpace() {
  const queryClient = useQueryClient();
  const { space } = useActiveSpace();
  // Kept in a ref: the socket must not reconnect because the router made a new function.
  const navigate = useNavigate();
  const go = useRef(navigate);
  go.current = navigate;
  const profileId = useStoredValue(selectedProfileId);
  const spaceId = space?.id ?? null;
  // Read when an admin removes this member's access, to name the space they lost.
  const spaceName = useRef(space?.name);
  spaceName.current = space?.name;

  useEffect(() => {
    if (!spaceId) return;
    const scope = {
      spaceId,
      profileId: profileId && isUuid(profileId) ? profileId : null,
      since: new Date().toISOString(),
    };
    const disconnect = connectLive(spaceId, profileId, {
      onEvent: (event) => {
        // What the bell held before the event tells which notifications are new (a toast each).
        const before =
          event.type === 'notifications.changed'
            ? listBefore(queryClient, spaceId, scope.profileId)
            : undefined;
        if (event.type === 'list-items.changed') receiveListItemsEvent(queryClient, spaceId, event);
        else invalidateForEvent(queryClient, spaceId, event);
        if (event.type === 'notifications.changed') {
          void toastArrivals(queryClient, scope, before, (to) => void go.current(to));
        }
      },
      // Whatever happened during the gap is unknown: refetch what is on screen.
      onResync: () => void queryClient.invalidateQueries(),
      onStatus: setLiveStatus,
      onEnded: (code, reason) => {
        if (code === LIVE_CLOSE.signedOut.code) {
          // The refused refresh ends the session saying why (a password changed, a sign-in ended
          // from another device); offline, it is ended here all the same.
          void refreshSession().then((ok) => {
            if (!ok) endSession();
          });
          return;
        }
        if (code === LIVE_CLOSE.accountDeleted.code) {
          // Deleted from another device: no refresh can say why, the socket did.
          endSession('account_deleted');
          return;
        }
        const text =
          code === LIVE_CLOSE.accessRemoved.code ? accessRemovedText(spaceName.current) : reason;
        toast.error(text || 'Connexion au direct interrompue', { id: `live-ended-${code}` });
        // The space or the membership is gone: the spaces list decides where the family lands.
        void queryClient.invalidateQueries({ queryKey: spaceKeys.all() });
      },
    });
    return () => {
      disconnect();
      setLiveStatus(null);
    };
  }, [queryClient, spaceId, profileId]);

  return null;
}
