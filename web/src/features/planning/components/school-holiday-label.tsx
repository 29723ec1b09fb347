import { Backpack } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * A school holiday's name on its day (« Vacances de Noël — zone C »), in sky blue and not tinted like
 * a week-end: the children are off, the parents usually are not.
 */
export function SchoolHolidayLabel({ name, className }: { name: string; className?: string }) {
  return (
    <span
      data-school-holiday
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
        className,
      )}
    >
      <Backpack aria-hidden="true" className="size-3 shrink-0" />
      <span className="truncate">{name}</span>
    </span>
  );
}
