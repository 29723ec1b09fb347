import { NOTIFICATION_MESSAGES } from '#domain/notifications.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequest } from '../../../ui/form.tsx';
import { useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/write-notifications.ts';

/**
 * Mark read, delete and mark all read, with their toasts: the server's French success message, and
 * "Impossible de marquer comme lu" / "Impossible de supprimer" when it refuses (the change, shown at
 * once, is then put back).
 */
export function useNotificationActions(spaceId: string | undefined, profileId: string | null) {
  const markRead = useMarkRead(spaceId);
  const remove = useDeleteNotification(spaceId);
  const markAll = useMarkAllRead(spaceId, profileId);
  const success = (result: { message: string }) => void toast.success(result.message);
  const read = useRequest({
    request: markRead.mutateAsync,
    onSuccess: success,
    errorToast: { title: 'Erreur', description: NOTIFICATION_MESSAGES.markReadFailed },
  });
  const deletion = useRequest({
    request: remove.mutateAsync,
    onSuccess: success,
    errorToast: { title: 'Erreur', description: NOTIFICATION_MESSAGES.deleteFailed },
  });
  const all = useRequest({
    request: () => markAll.mutateAsync(),
    onSuccess: success,
    errorToast: { title: 'Erreur', description: NOTIFICATION_MESSAGES.markReadFailed },
  });
  return {
    markRead: read.run,
    remove: deletion.run,
    markAllRead: () => all.run(undefined),
    markingAll: all.busy,
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
