import { CheckCheck, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { unreadLabel } from '#domain/notifications.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../ui/state-views.tsx';
import { todayIn } from '../planning/public.ts';
import {
  type AlertView,
  type ConflictView,
  type UnassignedView,
  useAlerts,
} from './api/get-alerts.ts';
import { useNotificationScope, useNotifications } from './api/get-notifications.ts';
import { AlertCard } from './components/alert-card.tsx';
import { AlertDetailDialog } from './components/alert-detail-dialog.tsx';
import { AssignDialog } from './components/assign-dialog.tsx';
import { ConflictDialog } from './components/conflict-dialog.tsx';
import { EmptyCard } from './components/empty-card.tsx';
import { IgnoredConflicts } from './components/ignored-conflicts.tsx';
import { useNotificationActions } from './components/notification-actions.ts';
import { NotificationCard } from './components/notification-card.tsx';
import { NotificationDetailDialog } from './components/notification-detail-dialog.tsx';
import { useNow } from './lib/time.ts';

/**
 * /notifications, "Alertes" (docs/product.md#alerts, #notifications): the badge "n nouvelles", the
 * computed alerts (unassigned tasks, conflicts) and the stored notifications. Tapping an alert opens
 * its detail, then the dialog that fixes it; a notification can be marked read or deleted.
 */
export function NotificationsPage() {
  const { space } = useActiveSpace();
  const today = todayIn(space?.timezone);
  const { spaceId, profileId } = useNotificationScope();
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  const actions = useNotificationActions(spaceId, profileId);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = notifications.data?.notifications.find((item) => item.id === openId) ?? null;

  return (
    <>
      <ScreenHeader
        title={
          <span className="flex items-center gap-2">
            Alertes
            {notifications.data ? (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-700 dark:bg-red-400/15 dark:text-red-300">
                {unreadLabel(unread)}
              </span>
            ) : null}
          </span>
        }
        backTo={paths.dashboard}
      />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-6">
        <Card
          asChild
          className="flex min-h-11 items-center gap-3 px-4 py-3 text-app transition-colors hover:bg-surface-muted"
        >
          <Link to={paths.familyFeed}>
            <Newspaper aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span className="flex flex-col">
              <span className="font-semibold">Fil de la famille</span>
              <span className="text-sm text-muted">
                Tout ce que chacun a changé dans le planning
              </span>
            </span>
          </Link>
        </Card>
        <Alerts spaceId={spaceId} today={today} />
        <section aria-labelledby="notifications-title" className="flex flex-col gap-3">
          {/* On a narrow phone the button takes its own line, right-aligned, inside the margin. */}
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <h2 id="notifications-title" className="text-lg font-bold text-app">
              Notifications
            </h2>
            {unread > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto shrink-0 text-accent"
                busy={actions.markingAll}
                onClick={() => void actions.markAllRead()}
              >
                <CheckCheck aria-hidden="true" className="size-5" />
                Tout marquer comme lu
              </Button>
            ) : null}
          </div>
          <NotificationsList query={notifications} actions={actions} onOpen={setOpenId} />
        </section>
      </main>

      <NotificationDetailDialog
        item={opened}
        actions={actions}
        onOpenChange={(open) => (open ? null : setOpenId(null))}
      />
    </>
  );
}

/**
 * The alerts and the dialogs that follow a tap: its detail, then the dialog that fixes it (assign
 * an unassigned task, or resolve a conflict).
 */
function Alerts({ spaceId, today }: { spaceId: string | undefined; today: string }) {
  const [openAlert, setOpenAlert] = useState<AlertView | null>(null);
  const [assigning, setAssigning] = useState<UnassignedView | null>(null);
  const [resolving, setResolving] = useState<ConflictView | null>(null);
  return (
    <>
      <AlertsSection spaceId={spaceId} today={today} onOpen={setOpenAlert} />
      <AlertDetailDialog
        alert={openAlert}
        today={today}
        onOpenChange={(open) => (open ? null : setOpenAlert(null))}
        onResolve={(alert) => {
          setOpenAlert(null);
          if (alert.type === 'unassigned') setAssigning(alert);
          else setResolving(alert);
        }}
      />
      <AssignDialog
        alert={assigning}
        spaceId={spaceId}
        today={today}
        onOpenChange={(open) => (open ? null : setAssigning(null))}
      />
      <ConflictDialog
        alert={resolving}
        spaceId={spaceId}
        today={today}
        onOpenChange={(open) => (open ? null : setResolving(null))}
      />
    </>
  );
}

function AlertsSection({
  spaceId,
  today,
  onOpen,
}: {
  spaceId: string | undefined;
  today: string;
  onOpen: (alert: AlertView) => void;
}) {
  const alerts = useAlerts(spaceId);
  const all: AlertView[] = alerts.data ? [...alerts.data.conflicts, ...alerts.data.unassigned] : [];
  // The soonest first, whatever the kind.
  all.sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="alerts-title" className="flex flex-col gap-3">
      <h2 id="alerts-title" className="text-lg font-bold text-app">
        À traiter
        {alerts.data && all.length > 0 ? (
          <span className="ml-2 text-base font-semibold text-muted">({all.length})</span>
        ) : null}
      </h2>
      {loadState(alerts) === 'offline' ? (
        <OfflineState message={OFFLINE_TEXTS.alerts} onRetry={() => void alerts.refetch()} />
      ) : alerts.isError && !alerts.data ? (
        <LoadError message={errorMessage(alerts.error)} onRetry={() => void alerts.refetch()} />
      ) : !alerts.data ? (
        <ItemSkeletons count={2} />
      ) : all.length === 0 ? (
        <EmptyCard emoji="✅" title="Aucune alerte">
          Chaque tâche a un responsable et personne n'est attendu à deux endroits à la fois dans les
          30 prochains jours.
        </EmptyCard>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Alertes à traiter">
          {all.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} today={today} onOpen={() => onOpen(alert)} />
            </li>
          ))}
        </ul>
      )}
      {alerts.data ? (
        <IgnoredConflicts spaceId={spaceId} ignored={alerts.data.ignored} today={today} />
      ) : null}
    </section>
  );
}

function NotificationsList({
  query,
  actions,
  onOpen,
}: {
  query: ReturnType<typeof useNotifications>;
  actions: ReturnType<typeof useNotificationActions>;
  onOpen: (id: string) => void;
}) {
  const now = useNow();
  if (loadState(query) === 'offline') {
    return (
      <OfflineState message={OFFLINE_TEXTS.notifications} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isError && !query.data) {
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <ItemSkeletons count={3} />;
  const items = query.data.notifications;
  if (items.length === 0) {
    return (
      <EmptyCard emoji="🔔" title="Aucune notification pour le moment">
        Les rappels de vos mémos et de vos tâches s'afficheront ici.
      </EmptyCard>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Notifications reçues">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationCard
            item={item}
            now={now}
            onOpen={() => onOpen(item.id)}
            onMarkRead={() => void actions.markRead(item.id)}
            onDelete={() => void actions.remove(item.id)}
          />
        </li>
      ))}
    </ul>
  );
}
