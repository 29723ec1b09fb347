import { useQuery } from '@tanstack/react-query';
import { ShoppingCart, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MEAL_MESSAGES, type MealView, weekDays } from '#domain/meals.ts';
import { isCalendarDate } from '#domain/recurrence.ts';
import { startOfWeek } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { loadState } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadError, OfflineState } from '../../ui/state-views.tsx';
import { todayIn } from '../planning/public.ts';
import { weekMealsQueryOptions } from './api/meals.ts';
import { DayCard } from './components/day-card.tsx';
import { MealDialog, type MealPlace } from './components/meal-dialog.tsx';
import { ToListDialog, type ToListTarget } from './components/to-list-dialog.tsx';
import { WeekNav } from './components/week-nav.tsx';

/** The week shown: `?semaine=` (any day of it) in the address, so that back and forward keep it. */
function useShownWeek(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('semaine') ?? '';
  const monday = startOfWeek(isCalendarDate(asked) ? asked : today);
  const show = (week: string) => setParams({ semaine: week }, { replace: false });
  return { monday, show };
}

/** /menus: « Menus de la semaine », each day's lunch and dinner (docs/product.md#menus). */
export function MealsPage() {
  const { space } = useActiveSpace();
  const spaceId = space?.id ?? '';
  const today = todayIn(space?.timezone);
  const { monday, show } = useShownWeek(today);
  const meals = useQuery({ ...weekMealsQueryOptions(spaceId, monday), enabled: spaceId !== '' });
  const [open, setOpen] = useState<MealPlace | null>(null);
  const [toList, setToList] = useState<ToListTarget | null>(null);
  return (
    <>
      <ScreenHeader title={MEAL_MESSAGES.title} backTo={paths.lists} />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-4 pb-6">
        <WeekNav monday={monday} thisWeek={startOfWeek(today)} onChange={show} />
        <WeekBody
          meals={meals}
          monday={monday}
          today={today}
          onOpen={setOpen}
          onAddWeek={() => setToList({ week: monday })}
        />
      </main>
      {open ? (
        <MealDialog
          spaceId={spaceId}
          place={open}
          onClose={() => setOpen(null)}
          onAddToList={() => {
            setOpen(null);
            setToList({ meal: { date: open.date, slot: open.slot } });
          }}
        />
      ) : null}
      {toList ? (
        <ToListDialog spaceId={spaceId} target={toList} onClose={() => setToList(null)} />
      ) : null}
    </>
  );
}

/** The week's states: offline, an error, loading, then the days (with the empty week's card). */
function WeekBody({
  meals,
  monday,
  today,
  onOpen,
  onAddWeek,
}: {
  meals: ReturnType<typeof useQuery<MealView[]>>;
  monday: string;
  today: string;
  onOpen: (place: MealPlace) => void;
  onAddWeek: () => void;
}) {
  const state = loadState(meals);
  if (state === 'offline') {
    return <OfflineState message={MEAL_MESSAGES.offline} onRetry={() => void meals.refetch()} />;
  }
  if (state === 'error') {
    return <LoadError message={errorMessage(meals.error)} onRetry={() => void meals.refetch()} />;
  }
  if (state === 'loading' || !meals.data) return <Spinner label={MEAL_MESSAGES.loading} />;
  const planned = meals.data;
  const withIngredients = planned.some((meal) => meal.ingredients.length > 0);
  return (
    <>
      {planned.length === 0 ? <EmptyWeek /> : null}
      {withIngredients ? (
        <Button variant="secondary" className="self-stretch sm:self-end" onClick={onAddWeek}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {MEAL_MESSAGES.addToList}
        </Button>
      ) : null}
      <ol className="flex flex-col gap-3" aria-label="Jours de la semaine">
        {weekDays(monday).map((date) => (
          <li key={date}>
            <DayCard
              date={date}
              isToday={date === today}
              meals={planned.filter((meal) => meal.date === date)}
              onOpen={(slot, meal) => onOpen({ date, slot, meal })}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function EmptyWeek() {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-6 text-center">
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent"
      >
        <UtensilsCrossed className="size-6" />
      </span>
      <h2 className="text-lg font-bold text-app">{MEAL_MESSAGES.empty}</h2>
      <p className="max-w-xs text-muted">{MEAL_MESSAGES.emptyHint}</p>
    </Card>
  );
}
