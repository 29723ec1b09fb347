import { cn } from '../../../lib/cn.ts';

/** "1 non lue", "2 non lues": the bell's and the tiles' words for screen readers. */
export function unreadWords(count: number): string {
  return `${count} non ${count > 1 ? 'lues' : 'lue'}`;
}

/** "2 non lues, 9 à traiter", "9 à traiter": what the Alertes badge counts, said in words. */
export function badgeWords(unread: number, toTreat: number): string {
  const parts = [unread > 0 ? unreadWords(unread) : '', toTreat > 0 ? `${toTreat} à traiter` : ''];
  return parts.filter(Boolean).join(', ');
}

/**
 * The red count on the bell, the "Alertes" tile and the tab (nothing at 0). The number is drawn, its
 * words are read: "(2 non lues)". `toTreat`: the alerts « À traiter » lists (conflicts, unassigned
 * tasks), added on the Alertes tile and tab, which lead to both; the bell counts only the unread.
 */
export function UnreadBadge({
  count,
  toTreat = 0,
  className,
}: {
  count: number;
  toTreat?: number;
  className?: string;
}) {
  const total = count + toTreat;
  if (total <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white dark:bg-red-500 dark:ring-slate-900',
          className,
        )}
      >
        {total > 99 ? '99+' : total}
      </span>
      <span className="sr-only"> ({badgeWords(count, toTreat)})</span>
    </>
  );
}
