import { Check, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { NotificationItem } from '../api/get-notifications.ts';
import { exactTime, frenchSpacing, relativeTime, useNow } from '../lib/time.ts';
import { TypeChip } from './alert-detail-dialog.tsx';
import type { NotificationActions } from './notification-actions.ts';

/** The detail of a stored notification: its type, text and time, with mark read and delete. */
export function NotificationDetailDialog({
  item,
  actions,
  onOpenChange,
}: {
  item: NotificationItem | null;
  actions: NotificationActions;
  onOpenChange: (open: boolean) => void;
}) {
  const now = useNow();
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange} title={item?.title ?? ''}>
      {item ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <TypeChip type={item.type} />
            <span className="text-sm font-semibold text-muted">
              {item.read ? 'Lue' : 'Non lue'}
            </span>
          </div>
          {item.description ? (
            <p className="text-lg text-app">{frenchSpacing(item.description)}</p>
          ) : null}
          <p className="text-sm text-muted">
            Reçue le {exactTime(item.createdAt)} ({relativeTime(item.createdAt, now).toLowerCase()})
          </p>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            {item.read ? null : (
              <Button
                className="sm:flex-1"
                onClick={() => {
                  void actions.markRead(item.id);
                }}
              >
                <Check aria-hidden="true" className="size-5" />
                Marquer comme lu
              </Button>
            )}
            <Button
              variant="outline"
              className="text-red-700 sm:flex-1 dark:text-red-300"
              onClick={() => {
                onOpenChange(false);
                void actions.remove(item.id);
              }}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              Supprimer
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
