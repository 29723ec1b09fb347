import { Bell, CalendarDays, House, ListChecks, type LucideIcon, Settings } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { UnreadBadge, useAlertsBadge } from '../features/notifications/public.ts';
import { cn } from '../lib/cn.ts';
import { paths } from '../lib/paths.ts';

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths under which this tab is the current one (a task belongs to the planning). */
  alsoFor?: readonly string[];
}

const TABS: readonly Tab[] = [
  { to: paths.dashboard, label: 'Accueil', icon: House },
  {
    to: paths.planning,
    label: 'Planning',
    icon: CalendarDays,
    alsoFor: [
      '/weekly-view',
      '/month',
      '/new-task',
      '/add-activity',
      '/task/',
      '/edit-task/',
      '/edit-activity/',
    ],
  },
  {
    to: paths.lists,
    label: 'Listes',
    icon: ListChecks,
    alsoFor: ['/list/', '/new-list', '/menus'],
  },
  // « Alertes », as the dashboard's tile, the bell's link and the page (docs/product.md#notifications).
  { to: paths.notifications, label: 'Alertes', icon: Bell },
  { to: paths.settings, label: 'Réglages', icon: Settings },
];

/** Whether `tab` is the current tab at `pathname` (its own page or one of its sub-pages). */
export function isTabCurrent(tab: Tab, pathname: string): boolean {
  if (pathname === tab.to || pathname.startsWith(`${tab.to}/`)) return true;
  return tab.alsoFor?.some((prefix) => pathname.startsWith(prefix)) ?? false;
}

/**
 * From 1024 px, the same tabs down a side column (docs/product.md#routes-and-guards): a desktop
 * has the width, and a bar at the bottom of a 1280 px screen reads as a phone's.
 */
export function SideNav() {
  const { pathname } = useLocation();
  const badge = useAlertsBadge();
  return (
    <nav
      aria-label="Navigation principale"
      className="fixed inset-y-0 left-0 z-30 hidden w-52 flex-col gap-1 border-r border-app bg-surface px-3 py-6 lg:flex"
    >
      <p className="mb-4 px-3 text-xl font-extrabold tracking-tight text-app">Foyer</p>
      <ul className="flex flex-col gap-1">
        {TABS.map((tab) => {
          const active = isTabCurrent(tab, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm transition-colors',
                  active
                    ? 'bg-accent-soft font-bold text-accent'
                    : 'font-medium text-muted hover:bg-surface-muted hover:text-app',
                )}
              >
                <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.5 : 2} />
                {tab.label}
                {tab.to === paths.notifications ? (
                  <UnreadBadge {...badge} className="ml-auto" />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The bottom tab bar (docs/product.md#routes-and-guards), under 1024 px: fixed at the bottom above the
 * phone's home indicator, 44 px targets, an icon and a label per tab, `aria-current="page"` on the
 * current one (with a colour and a bolder label: colour is never the only signal).
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const badge = useAlertsBadge();
  return (
    <nav
      aria-label="Navigation principale"
      className="fixed inset-x-0 bottom-0 z-30 border-t lg:hidden border-app bg-surface pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.06)] dark:shadow-none"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {TABS.map((tab) => {
          const active = isTabCurrent(tab, pathname);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className="group block rounded-xl"
              >
                <TabContent
                  tab={tab}
                  active={active}
                  badge={tab.to === paths.notifications ? badge : null}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `badge`: the Alertes tab's counts (null on the other tabs). */
function TabContent({
  tab,
  active,
  badge,
}: {
  tab: Tab;
  active: boolean;
  badge: { count: number; toTreat: number } | null;
}) {
  const Icon = tab.icon;
  return (
    <span
      className={cn(
        'relative flex min-h-14 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.6875rem] leading-tight tracking-tighter transition-colors',
        active ? 'font-bold text-primary' : 'font-medium text-muted group-hover:text-app',
      )}
    >
      <span
        className={cn(
          'grid h-7 w-12 place-items-center rounded-full transition-colors',
          active && 'bg-accent-soft text-accent',
        )}
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.5 : 2} />
      </span>
      <span className="max-w-full truncate sm:text-xs">{tab.label}</span>
      {badge ? <UnreadBadge {...badge} className="absolute top-0.5 left-1/2 ml-1.5" /> : null}
    </span>
  );
}
