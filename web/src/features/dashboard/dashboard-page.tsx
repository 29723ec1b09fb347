import {
  ArrowLeftRight,
  Bell,
  CalendarDays,
  ChevronRight,
  ClipboardList,
  ListChecks,
  type LucideIcon,
  Settings,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dayTitle } from '#domain/french.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useSelectedProfile } from '../../lib/profiles.ts';
import { Card } from '../../ui/card.tsx';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import { TodoListPanel } from '../memos/public.ts';
import { NotificationBell, UnreadBadge, useAlertsBadge } from '../notifications/public.ts';
import { todayIn } from '../planning/public.ts';
import { FamilyAgenda } from './components/family-agenda.tsx';

const TILES: { to: string; label: string; icon: LucideIcon; tint: string }[] = [
  {
    to: paths.planning,
    label: 'Planning',
    icon: CalendarDays,
    tint: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
  },
  {
    to: paths.lists,
    label: 'Listes',
    icon: ListChecks,
    tint: 'bg-green-100 text-green-700 dark:bg-green-400/15 dark:text-green-300',
  },
  {
    to: paths.settings,
    label: 'Réglages',
    icon: Settings,
    tint: 'bg-slate-200 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
  },
  {
    to: paths.notifications,
    label: 'Alertes',
    icon: Bell,
    tint: 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
  },
];

/**
 * /dashboard: the greeting, the family's agenda of today and tomorrow, the To Do List, the tiles
 * and « Ajout rapide ».
 */
export function DashboardPage() {
  const { space } = useActiveSpace();
  const today = todayIn(space?.timezone);

  return (
    <>
      <Greeting today={today} />

      <main id="contenu" className="mx-auto -mt-3 flex w-full max-w-3xl flex-col gap-6 px-4 pb-6">
        <FamilyAgenda />
        <TodoListPanel />

        <Tiles />

        <section aria-labelledby="quick-add-title">
          <h2 id="quick-add-title" className="mb-3 text-lg font-bold text-app">
            Ajout rapide
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <QuickAdd
              to={paths.newTask}
              title="Tâche"
              hint="école, rdv, courses"
              icon={<ClipboardList className="size-6" />}
              tint="bg-task text-white"
            />
            <QuickAdd
              to={paths.addActivity}
              title="Activité & Loisir"
              hint="sorties, sports, jeux"
              icon={<Sparkles className="size-6" />}
              tint="bg-activity text-white"
            />
          </div>
        </section>

        <Link
          to={paths.joinSpace}
          className="inline-flex min-h-12 items-center justify-center gap-2 self-center rounded-xl border border-app bg-surface px-5 font-semibold text-app shadow-sm transition-colors hover:bg-surface-muted dark:shadow-none"
        >
          <ArrowLeftRight aria-hidden="true" className="size-5" />
          Changer d'espace famille
        </Link>
      </main>
    </>
  );
}

/** « Bonjour Léa ! », today's date and the space, with the bell and the theme toggle. */
function Greeting({ today }: { today: string }) {
  const { space } = useActiveSpace();
  const { profile } = useSelectedProfile();
  return (
    <header className="bg-gradient-to-b from-blue-600 to-blue-500 pt-[env(safe-area-inset-top)] text-white dark:from-blue-950 dark:to-slate-900">
      <div className="mx-auto flex w-full max-w-3xl items-start gap-3 px-4 pt-4 pb-6">
        {/* The avatar switches profile: one tap to the profile chooser, as on a shared tablet. */}
        <Link
          to={paths.profile}
          aria-label="Changer de profil"
          title="Changer de profil"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/20 text-3xl transition-colors hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <span aria-hidden="true">{profile?.emoji ?? '🧑'}</span>
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl leading-tight font-extrabold tracking-tight break-words sm:text-2xl">
            Bonjour {profile?.name ?? ''} !
          </h1>
          <p className="text-blue-50 first-letter:uppercase dark:text-blue-200">
            {dayTitle(today)}
          </p>
          {space ? <p className="mt-1 truncate text-sm text-blue-100/90">{space.name}</p> : null}
        </div>
        <div className="-mr-2 flex shrink-0">
          <NotificationBell tone="onColour" />
          <ThemeToggle className="text-white hover:bg-white/15 hover:text-white" />
        </div>
      </div>
    </header>
  );
}

/** The four shortcuts, the Alertes one with its count (unread notifications and alerts to treat). */
function Tiles() {
  const badge = useAlertsBadge();
  return (
    <nav aria-label="Accès rapides">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Card
              asChild
              className="relative flex min-h-24 flex-col items-center justify-center gap-2 p-3 font-semibold text-app transition-colors hover:bg-surface-muted"
            >
              <Link to={tile.to}>
                <span
                  aria-hidden="true"
                  className={cn('grid size-11 place-items-center rounded-xl', tile.tint)}
                >
                  <tile.icon className="size-6" />
                </span>
                {tile.label}
                {tile.to === paths.notifications ? (
                  <UnreadBadge {...badge} className="absolute top-2 right-2" />
                ) : null}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function QuickAdd({
  to,
  title,
  hint,
  icon,
  tint,
}: {
  to: string;
  title: string;
  hint: string;
  icon: ReactNode;
  tint: string;
}) {
  return (
    <Card
      asChild
      className="flex min-h-20 items-center gap-3 transition-colors hover:bg-surface-muted"
    >
      <Link to={to}>
        <span
          aria-hidden="true"
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-xl dark:text-slate-950',
            tint,
          )}
        >
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-bold text-app">{title}</span>
          <span className="text-sm text-muted">{hint}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
      </Link>
    </Card>
  );
}
