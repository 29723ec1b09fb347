import { PauseCircle } from 'lucide-react';
import type { PausedOccurrence } from '#domain/task-range.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The quiet trace of a series' occurrence skipped for a holiday (« Sauf vacances scolaires »):
 * « Pas de Judo : vacances de Noël », muted, so that an empty day says why it is empty.
 */
export function PausedTrace({
  paused,
  className,
}: {
  paused: readonly PausedOccurrence[];
  className?: string;
}) {
  if (paused.length === 0) return null;
  return (
    <ul data-paused className={cn('flex flex-col gap-0.5 text-xs text-muted', className)}>
      {paused.map((pause) => (
        <li key={`${pause.originalId}|${pause.date}`} className="flex items-start gap-1">
          <PauseCircle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span className="min-w-0 break-words">
            Pas de {pause.name} : {pause.reason}
          </span>
        </li>
      ))}
    </ul>
  );
}
