import { Flag } from 'lucide-react';
import { HOLIDAY_TEXTS } from '#domain/holidays.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * A public holiday's name on its day (« Armistice 1918 »), tinted like the week-end it is, with a
 * flag and, for screen readers, the words « Jour férié ».
 */
export function HolidayLabel({ name, className }: { name: string; className?: string }) {
  return (
    <span
      data-holiday
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
        className,
      )}
    >
      <Flag aria-hidden="true" className="size-3 shrink-0" />
      <span className="sr-only">{HOLIDAY_TEXTS.holiday} : </span>
      <span className="truncate">{name}</span>
    </span>
  );
}
