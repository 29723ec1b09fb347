import { TriangleAlert } from 'lucide-react';
import { MAX_RANGE_OCCURRENCES } from '#domain/task-constants.ts';
import { useRangeTruncated } from '../api/get-tasks.ts';

/**
 * Said when the server cut the range at its limit (a planning with thousands of items a week): the
 * family then knows that the last days shown are incomplete, instead of trusting an empty evening.
 */
export function TruncatedNotice({
  spaceId,
  from,
  to,
}: {
  spaceId: string | undefined;
  from: string;
  to: string;
}) {
  if (!useRangeTruncated(spaceId, from, to)) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Cette semaine compte trop d'éléments : seuls les{' '}
        {MAX_RANGE_OCCURRENCES.toLocaleString('fr-FR')} premiers sont affichés.
      </span>
    </p>
  );
}
