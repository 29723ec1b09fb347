import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { dayTitle } from '#domain/french.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { COMPLETION_TEXTS, doneAheadDescription } from '#domain/task-constants.ts';
import { itemNeedsNobody } from '#domain/task-people.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { cn } from '../../../lib/cn.ts';
import { useSetDone } from '../api/set-done.ts';
import { todayIn } from '../lib/dates.ts';

// Asked only before ticking a day still to come: its dialog's code loads on that first press, not
// with the planning's first paint (docs/decisions/021-planning-first-visit.md).
const ConfirmDialog = lazy(() =>
  import('../../../ui/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Ticks or unticks `item`; ticking a day still to come asks first (« Marquer comme fait en
 * avance ? », naming the day), since the family is told at once. `confirm` is that dialog.
 */
function useToggleDone(item: PlannedListItem | undefined) {
  const setDone = useSetDone(item?.spaceId);
  const { space } = useActiveSpace();
  const [asking, setAsking] = useState(false);
  if (!item) return { press: () => undefined, confirm: null };
  // A day of a multi-day event ticks its occurrence, named by the day it starts.
  const date = item.instanceDate ?? item.date;
  const apply = () => setDone({ taskId: item.originalId, date, done: !item.done });
  const ahead = !item.done && item.date > todayIn(space?.timezone);
  const confirm =
    ahead && asking ? (
      <Suspense fallback={null}>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={COMPLETION_TEXTS.aheadTitle}
          description={doneAheadDescription(item.name, dayTitle(item.date))}
          confirmLabel={COMPLETION_TEXTS.aheadConfirm}
          cancelLabel={COMPLETION_TEXTS.aheadCancel}
          onConfirm={() => {
            setAsking(false);
            apply();
          }}
        />
      </Suspense>
    ) : null;
  return { press: ahead ? () => setAsking(true) : apply, confirm };
}

/**
 * The round « Fait » tick of one occurrence (44 px target). Pressed = done; its name says which item
 * and what pressing does, since a tick alone says neither. An all-day item nobody is responsible
 * for (a birthday, a school trip) has none, unless it was ticked before.
 */
export function DoneToggle({ item, className }: { item: PlannedListItem; className?: string }) {
  const { press, confirm } = useToggleDone(item);
  if (!item.done && itemNeedsNobody(item)) return null;
  const label = `${item.done ? COMPLETION_TEXTS.markUndone : COMPLETION_TEXTS.markDone} : ${item.name}`;
  return (
    <>
      <button
        type="button"
        aria-pressed={item.done}
        aria-label={label}
        title={item.done ? COMPLETION_TEXTS.markUndone : COMPLETION_TEXTS.markDone}
        onClick={press}
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          className,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-7 place-items-center rounded-full border-2 transition-colors',
            item.done
              ? 'border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-green-950'
              : 'border-slate-400 text-transparent hover:border-green-700 dark:border-slate-500 dark:hover:border-green-400',
          )}
        >
          <Check className="size-4" strokeWidth={3} />
        </span>
      </button>
      {confirm}
    </>
  );
}

/** « Fait par Camille » under a done item: the word, not only the strike, says it. */
export function DoneBadge({ item }: { item: PlannedListItem }) {
  if (!item.done) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-700/10 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-400/15 dark:text-green-300">
      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      {COMPLETION_TEXTS.done}
      {item.doneBy ? ` · ${item.doneBy}` : ''}
    </span>
  );
}

/**
 * The detail's « Fait » card for the occurrence shown: the same tick as the lists, wide, with who
 * ticked it. The state comes from that day's range (the cache the day view shares).
 */
export function DoneCard({ item }: { item: PlannedListItem | undefined }) {
  const { press, confirm } = useToggleDone(item);
  if (!item || (!item.done && itemNeedsNobody(item))) return null;
  return (
    <>
      <button
        type="button"
        aria-pressed={item.done}
        onClick={press}
        className={cn(
          'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-4 py-2 text-left font-semibold transition-colors',
          item.done
            ? 'border-green-700 bg-green-700/10 text-green-900 dark:border-green-400 dark:bg-green-400/10 dark:text-green-200'
            : 'border-app bg-surface text-app hover:bg-surface-muted',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full border-2',
            item.done
              ? 'border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-green-950'
              : 'border-slate-400 text-transparent dark:border-slate-500',
          )}
        >
          <Check className="size-5" strokeWidth={3} />
        </span>
        <span className="flex-1">
          {item.done
            ? `${COMPLETION_TEXTS.done}${item.doneBy ? ` par ${item.doneBy}` : ''}`
            : COMPLETION_TEXTS.markDone}
        </span>
        {item.done ? (
          <span className="text-sm font-medium text-muted">{COMPLETION_TEXTS.markUndone}</span>
        ) : null}
      </button>
      {confirm}
    </>
  );
}
