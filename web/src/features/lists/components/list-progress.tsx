import { progressLabel } from '#domain/lists.ts';
import { cn } from '../../../lib/cn.ts';

/** The badge "2/5 terminés" (green once all are done). */
export function ProgressBadge({ completed, total }: { completed: number; total: number }) {
  const done = total > 0 && completed === total;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
        done
          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
          : 'border border-app bg-surface-muted text-muted',
      )}
    >
      {progressLabel(completed, total)}
    </span>
  );
}

/** The bar under it; the badge says the same in words, so the bar is hidden from screen readers. */
export function ProgressBar({ completed, total }: { completed: number; total: number }) {
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <div
      aria-hidden="true"
      className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200/70 dark:bg-slate-700/60"
    >
      <div
        className="h-full rounded-full bg-green-500 transition-[width] duration-300 dark:bg-green-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
