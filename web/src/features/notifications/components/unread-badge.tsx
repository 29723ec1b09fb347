import { cn } from '../../../lib/cn.ts';

/** "1 non lue", "2 non lues": the bell's and the tiles' words for screen readers. */
export function unreadWords(count: number): string {
  return `${count} non ${count > 1 ? 'lues' : 'lue'}`;
}

/**
 * The red count on the bell, the "Alertes" tile and the tab (nothing at 0). The number is drawn, its
 * words are read: "(2 non lues)".
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white dark:bg-red-500 dark:ring-slate-900',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({unreadWords(count)})</span>
    </>
  );
}
