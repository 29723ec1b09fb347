/**
 * What other features may use of the notifications: the bell (dashboard and planning headers) and the
 * unread count with its badge (the dashboard's "Alertes" tile, the bottom tab), and the toasts of
 * notifications that arrive while the app is open (app/live-space.tsx).
 */
export { useUnreadCount } from './api/get-notifications.ts';
export { NotificationBell } from './components/notification-bell.tsx';
export { UnreadBadge } from './components/unread-badge.tsx';
export { listBefore, toastArrivals } from './lib/arrivals.ts';
