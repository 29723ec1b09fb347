import type { NotificationType } from '#domain/notification-types.ts';
import { cn } from '../../../lib/cn.ts';
import type { NotificationItem } from '../api/get-notifications.ts';
import { typeStyle } from '../lib/notification-style.ts';
import { frenchSpacing } from '../lib/time.ts';

/** The type's icon on its tinted square, at the start of a card (smaller in the bell's list). */
export function TypeIcon({
  type,
  small = false,
  dim = false,
}: {
  type: NotificationType;
  small?: boolean;
  /** Faded, for what was read. */
  dim?: boolean;
}) {
  const style = typeStyle(type);
  const Icon = style.icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-xl',
        small ? 'size-10' : 'size-11',
        style.chip,
        dim && 'opacity-70',
      )}
    >
      <Icon className={small ? 'size-5' : 'size-6'} />
    </span>
  );
}

/** A notification's title, bold with the type's dot while unread (and said so to screen readers). */
export function NotificationTitle({
  item,
  className,
}: {
  item: NotificationItem;
  className?: string;
}) {
  return (
    <span className="flex items-start gap-2">
      <span className={cn('min-w-0', item.read ? 'font-medium' : 'font-bold', className)}>
        {frenchSpacing(item.title)}
      </span>
      {item.read ? null : (
        <>
          {/* Level with the first line when the title wraps. */}
          <span
            aria-hidden="true"
            className={cn('mt-2 size-2.5 shrink-0 rounded-full', typeStyle(item.type).dot)}
          />
          <span className="sr-only">(non lue)</span>
        </>
      )}
    </span>
  );
}
