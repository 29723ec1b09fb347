import type { RecurrenceRule } from '#domain/recurrence.ts';
import { lastOccurrence } from '#domain/series-end.ts';
import type { TaskScope } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { type IsoDate, longDay } from '../lib/dates.ts';

export type ScopeAction = 'edit' | 'delete';

/** The choices' words; deletion's are the product's verbatim (docs/product.md#tasks). */
const CHOICES: Record<ScopeAction, { scope: TaskScope; label: string }[]> = {
  delete: [
    { scope: 'occurrence', label: 'Supprimer cette occurrence seulement' },
    { scope: 'following', label: 'Supprimer cette occurrence et les suivantes' },
    { scope: 'series', label: 'Supprimer toute la série récurrente' },
  ],
  edit: [
    { scope: 'occurrence', label: 'Modifier cette occurrence seulement' },
    { scope: 'following', label: 'Modifier cette occurrence et les suivantes' },
    { scope: 'series', label: 'Modifier toute la série récurrente' },
  ],
};

/** What the dialog reads of the stored series. */
type Series = RecurrenceRule;

/**
 * The days « toute la série » reaches: the stored series, from its first day to its last real
 * occurrence (not its end date, which may be a day it does not occur). After a « cette occurrence et
 * les suivantes » split, each part is its own series, so the dialog names the dates rather than
 * letting the family believe it reaches the other part (docs/decisions/011-series-after-split.md).
 */
export function seriesSpan(series: Series): string {
  const last = lastOccurrence(series);
  return last
    ? `Du ${longDay(series.date)} au ${longDay(last)}`
    : `À partir du ${longDay(series.date)}`;
}

/** « cette occurrence et les suivantes »: from the occurrence to the series' last occurrence. */
function followingSpan(occurrence: IsoDate, series: Series): string {
  const last = lastOccurrence(series);
  return last
    ? `Du ${longDay(occurrence)} au ${longDay(last)}`
    : `À partir du ${longDay(occurrence)}`;
}

/** What a change to a recurring item applies to: this occurrence, it and the next ones, or all. */
export function ScopeDialog({
  action,
  open,
  onOpenChange,
  occurrence,
  series,
  onChoose,
}: {
  action: ScopeAction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The occurrence concerned. */
  occurrence: IsoDate;
  /** The stored series (the detail's task: `date` is its first day). */
  series: Series;
  onChoose: (scope: TaskScope) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        action === 'delete' ? 'Supprimer un élément récurrent' : 'Modifier un élément récurrent'
      }
      description={`Cet élément se répète. Occurrence concernée : ${longDay(occurrence)}.`}
    >
      <div className="flex flex-col gap-3">
        {CHOICES[action].map((choice) => (
          <Button
            key={choice.scope}
            variant={choice.scope === 'occurrence' ? 'primary' : 'outline'}
            // Long French labels wrap inside the button, with room to breathe, on a 390 px phone.
            className={cn(
              'w-full flex-col gap-0.5 px-4 py-2.5 text-center leading-snug whitespace-normal',
              action === 'delete' && choice.scope === 'series' && 'text-red-700 dark:text-red-300',
            )}
            onClick={() => onChoose(choice.scope)}
          >
            <span>{choice.label}</span>
            {choice.scope === 'occurrence' ? null : (
              <span className="text-sm font-normal opacity-85">
                {choice.scope === 'series' ? seriesSpan(series) : followingSpan(occurrence, series)}
              </span>
            )}
          </Button>
        ))}
        <Button variant="ghost" className="w-full" onClick={() => onOpenChange(false)}>
          Annuler
        </Button>
      </div>
    </Dialog>
  );
}
