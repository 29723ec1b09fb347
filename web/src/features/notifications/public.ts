/**
 * What other features may use of the notifications: the bell (dashboard and planning headers) and the
 * unread count and the alerts to treat with their badge (the dashboard's "Alertes" tile, the tabs), and the toasts of
 * notifications that arrive while the app is open (app/live-space.tsx).
 */
export { useAlertsBadge } from './api/get-alerts.ts';
export { NotificationBell } from './components/notification-bell.tsx';
export { UnreadBadge } from './components/unread-badge.tsx';
export { listBefore, toastArrivals } from './lib/arrivals.ts';
