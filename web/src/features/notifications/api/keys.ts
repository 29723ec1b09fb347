import { spaceKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the user's notifications and of the computed alerts of a space. The area names are
 * those the live updates invalidate ('notifications' on `notifications.changed`, 'alerts' when tasks
 * or people change), so each screen here refreshes on its own.
 */
export const notificationKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'notifications'),
  /** Reminders depend on the selected profile: one entry per profile (null: none chosen). */
  list: (spaceId: string, profileId: string | null) =>
    [...notificationKeys.all(spaceId), 'list', profileId ?? 'none'] as const,
};

export const alertKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'alerts'),
};

/** « Fil de la famille »: refreshed when tasks or custody change (web/src/app/live-space.tsx). */
export const familyChangeKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'changes'),
};
