import type { ReactNode } from 'react';
import { ListIcon } from './list-icon.tsx';
import { ProgressBadge, ProgressBar } from './list-progress.tsx';

/**
 * A list at a glance (a card of /lists, the preview of /new-list): its icon, its title in full (two
 * lines at most), an optional line under it, then the bar and the badge "x/y terminés".
 */
export function ListSummaryBody({
  type,
  title,
  subtitle,
  completed,
  total,
  trailing,
}: {
  type: string;
  title: string;
  subtitle?: string | undefined;
  completed: number;
  total: number;
  /** After the title, e.g. the chevron of a link. */
  trailing?: ReactNode;
}) {
  return (
    <>
      <span className="flex items-center gap-3">
        <ListIcon type={type} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-lg leading-snug font-bold break-words text-app">
            {title}
          </span>
          {subtitle ? <span className="truncate text-sm text-muted">{subtitle}</span> : null}
        </span>
        {trailing}
      </span>
      <span className="flex items-center gap-3">
        <ProgressBar completed={completed} total={total} />
        <ProgressBadge completed={completed} total={total} />
      </span>
    </>
  );
}
