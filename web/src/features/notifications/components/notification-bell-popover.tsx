import { ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../../lib/network.ts';
import { paths } from '../../../lib/paths.ts';
import type { Opening } from '../../../ui/deferred-overlay.tsx';
import { type NotificationItem, useNotifications } from '../api/get-notifications.ts';
import { typeStyle } from '../lib/notification-style.ts';
import { frenchSpacing, relativeTime, useNow } from '../lib/time.ts';
import { BellFace, type BellProps, bellTriggerProps } from './notification-bell-face.tsx';
import { NotificationTitle, TypeIcon } from './notification-parts.tsx';
import { unreadWords } from './unread-badge.tsx';

/** The dropdown shows the newest few (docs/product.md#notifications). */
const LATEST = 3;

/**
 * The bell's popover itself: the 3 newest notifications of the selected profile with a way to the
 * "Alertes" screen, loaded when the family first opens it (notification-bell.tsx). `opening`: it
 * was opened before this code arrived, so it mounts open.
 */
export function NotificationBellPopover({
  tone = 'default',
  opening,
}: BellProps & { opening?: Opening | undefined }) {
  const [open, setOpen] = useState(opening !== undefined);
  const query = useNotifications();
  const unread = query.data?.unreadCount ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger {...bellTriggerProps(unread, tone)}>
        <BellFace unread={unread} tone={tone} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Dernières notifications"
          className="z-50 flex w-[min(22rem,calc(100vw-1rem))] flex-col rounded-2xl border border-app bg-surface text-app shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-app px-4 py-3">
            <p className="font-bold">Notifications</p>
            {unread > 0 ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-400/15 dark:text-red-300">
                {unreadWords(unread)}
              </span>
            ) : null}
          </div>
          <BellBody query={query} onNavigate={() => setOpen(false)} />
          <Link
            to={paths.notifications}
            onClick={() => setOpen(false)}
            className="flex min-h-12 items-center justify-center gap-1 rounded-b-2xl border-t border-app font-semibold text-accent hover:bg-accent-soft"
          >
            Voir toutes les alertes
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellBody({
  query,
  onNavigate,
}: {
  query: ReturnType<typeof useNotifications>;
  onNavigate: () => void;
}) {
  const now = useNow();
  if (loadState(query) === 'offline') {
    return (
      <p role="status" className="px-4 py-6 text-center text-sm text-muted">
        {OFFLINE_TEXTS.notifications}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="px-4 py-6 text-center text-sm text-muted">
        {errorMessage(query.error)}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="px-4 py-6 text-center text-sm text-muted">
        Chargement...
      </p>
    );
  }
  const latest = query.data.notifications.slice(0, LATEST);
  if (latest.length === 0) {
    return (
      <p className="flex flex-col items-center gap-1 px-4 py-6 text-center text-sm text-muted">
        <span aria-hidden="true" className="text-2xl">
          🔕
        </span>
        Aucune notification pour le moment
      </p>
    );
  }
  return (
    <ul className="flex flex-col p-1.5">
      {latest.map((item) => (
        <li key={item.id}>
          <BellItem item={item} now={now} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function BellItem({
  item,
  now,
  onNavigate,
}: {
  item: NotificationItem;
  now: Date;
  onNavigate: () => void;
}) {
  const style = typeStyle(item.type);
  return (
    <Link
      to={paths.notifications}
      onClick={onNavigate}
      className="flex items-start gap-3 rounded-xl p-2.5 transition-colors hover:bg-surface-muted"
    >
      <TypeIcon type={item.type} small />
      <span className="flex min-w-0 flex-1 flex-col">
        {/* The whole sentence, wrapped: its end (« … a été fait par Claire ») is what matters. */}
        <NotificationTitle item={item} className="flex-1 break-words" />
        {item.description ? (
          <span className="text-sm break-words whitespace-pre-line text-muted">
            {frenchSpacing(item.description)}
          </span>
        ) : null}
        <span className="mt-0.5 text-xs text-muted">
          <span className="sr-only">{style.label}, </span>
          {relativeTime(item.createdAt, now)}
        </span>
      </span>
    </Link>
  );
}
