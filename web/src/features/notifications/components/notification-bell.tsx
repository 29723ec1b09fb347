import {
  deferredOverlay,
  type StandInProps,
  standInHandlers,
} from '../../../ui/deferred-overlay.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { BellFace, type BellProps, bellTriggerProps } from './notification-bell-face.tsx';

function BellStandIn(props: BellProps & StandInProps) {
  const { tone = 'default', opening } = props;
  const unread = useNotifications().data?.unreadCount ?? 0;
  return (
    <button
      type="button"
      {...bellTriggerProps(unread, tone)}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state={opening ? 'open' : 'closed'}
      {...standInHandlers(props)}
    >
      <BellFace unread={unread} tone={tone} />
    </button>
  );
}

/**
 * The bell of the dashboard and planning headers: the unread count on it, and in a popover the 3
 * newest notifications of the selected profile (notification-bell-popover.tsx), whose code loads
 * when the family first reaches for the bell, not with the first paint
 * (docs/decisions/021-planning-first-visit.md).
 */
export const NotificationBell = deferredOverlay<BellProps>(
  () => import('./notification-bell-popover.tsx').then((module) => module.NotificationBellPopover),
  BellStandIn,
);
