import { Check, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import type { NotificationItem } from '../api/get-notifications.ts';
import { typeStyle } from '../lib/notification-style.ts';
import { frenchSpacing, relativeTime } from '../lib/time.ts';
import { HandOverAnswer } from './hand-over-answer.tsx';
import { NotificationTitle, TypeIcon } from './notification-parts.tsx';

const actionClass =
  'grid size-11 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-app';

/**
 * A stored notification, coloured by type, bold with a dot while unread. Its body opens the detail;
 * "Marquer comme lu" and "Supprimer" sit beside it (separate buttons, never nested); a hand-over
 * notice offers « Accepter » / « Refuser » below.
 */
export function NotificationCard({
  item,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const style = typeStyle(item.type);
  return (
    <Card
      className={cn(
        'flex flex-col border-l-4 p-0',
        style.bar,
        item.read && 'bg-surface/70 dark:bg-surface/60',
      )}
    >
      <div className="flex items-start gap-1 pr-1">
        <button
          type="button"
          onClick={onOpen}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-l-2xl p-3 text-left transition-colors hover:bg-surface-muted sm:p-4"
        >
          <TypeIcon type={item.type} dim={item.read} />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <NotificationTitle item={item} className="break-words text-app" />
            {item.description ? (
              <span
                className={cn(
                  'break-words whitespace-pre-line',
                  item.read ? 'text-muted' : 'text-app',
                )}
              >
                {frenchSpacing(item.description)}
              </span>
            ) : null}
            <span className="text-sm text-muted">
              <span className={cn('font-semibold', style.text)}>{style.label}</span>
              {' · '}
              {relativeTime(item.createdAt, now)}
            </span>
          </span>
        </button>
        <div className="flex shrink-0 flex-col py-1 sm:flex-row sm:py-2">
          {item.read ? null : (
            <button
              type="button"
              onClick={onMarkRead}
              aria-label={`Marquer comme lu : ${item.title}`}
              title="Marquer comme lu"
              className={actionClass}
            >
              <Check aria-hidden="true" className="size-5" />
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Supprimer : ${item.title}`}
            title="Supprimer"
            className={cn(actionClass, 'hover:text-red-700 dark:hover:text-red-300')}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <HandOverAnswer item={item} />
    </Card>
  );
}
