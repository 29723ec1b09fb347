import { Plus } from 'lucide-react';
import { dayTitle } from '#domain/french.ts';
import { MEAL_SLOT_LABELS, MEAL_SLOTS, type MealSlot, type MealView } from '#domain/meals.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';

/** One day: its lunch and its dinner, each a button that opens it (or plans it). */
export function DayCard({
  date,
  isToday,
  meals,
  onOpen,
}: {
  date: string;
  isToday: boolean;
  meals: readonly MealView[];
  onOpen: (slot: MealSlot, meal: MealView | undefined) => void;
}) {
  const title = dayTitle(date);
  return (
    <Card
      asChild
      className={cn(
        'flex flex-col gap-1 p-3',
        isToday && 'ring-2 ring-blue-500 dark:ring-blue-400',
      )}
    >
      <section aria-label={isToday ? `${title}, aujourd'hui` : title}>
        <h2 className="px-1 text-base font-bold text-app first-letter:uppercase">
          {title}
          {isToday ? (
            <span className="ml-2 text-sm font-medium text-accent">Aujourd'hui</span>
          ) : null}
        </h2>
        <ul className="flex flex-col">
          {MEAL_SLOTS.map((slot) => {
            const meal = meals.find((candidate) => candidate.slot === slot);
            return (
              <li key={slot}>
                <MealRow slot={slot} meal={meal} onOpen={() => onOpen(slot, meal)} />
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

function MealRow({
  slot,
  meal,
  onOpen,
}: {
  slot: MealSlot;
  meal: MealView | undefined;
  onOpen: () => void;
}) {
  const label = MEAL_SLOT_LABELS[slot];
  const count = meal?.ingredients.length ?? 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-1 py-2 text-left transition-colors hover:bg-surface-muted"
    >
      <span className="w-20 shrink-0 text-sm font-medium text-muted">{label}</span>
      {meal ? (
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-app">{meal.name}</span>
          {count > 0 ? (
            <span className="text-sm text-muted">
              {count} ingrédient{count > 1 ? 's' : ''}
            </span>
          ) : null}
        </span>
      ) : (
        <span className="flex flex-1 items-center gap-1 text-muted">
          <Plus aria-hidden="true" className="size-4" />
          <span>Prévoir le {label.toLowerCase()}</span>
        </span>
      )}
    </button>
  );
}
