import { ChevronLeft, ChevronRight } from 'lucide-react';
import { dayAndMonth } from '#domain/french.ts';
import { addDays } from '#domain/zoned-time.ts';
import { Button } from '../../../ui/button.tsx';

/** « Semaine du 30 novembre au 6 décembre », with the previous and next weeks a tap away. */
export function WeekNav({
  monday,
  thisWeek,
  onChange,
}: {
  monday: string;
  /** The Monday of today's week. */
  thisWeek: string;
  onChange: (monday: string) => void;
}) {
  const label = `Semaine du ${dayAndMonth(monday)} au ${dayAndMonth(addDays(monday, 6))}`;
  return (
    <nav aria-label="Semaines" className="flex items-center gap-2">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Semaine précédente"
        title="Semaine précédente"
        onClick={() => onChange(addDays(monday, -7))}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </Button>
      <div className="flex min-w-0 flex-1 flex-col items-center text-center">
        <p aria-live="polite" className="font-semibold text-app">
          {label}
        </p>
        {monday !== thisWeek ? (
          <button
            type="button"
            className="text-sm font-medium text-accent underline-offset-2 hover:underline"
            onClick={() => onChange(thisWeek)}
          >
            Revenir à cette semaine
          </button>
        ) : (
          <p className="text-sm text-muted">Cette semaine</p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Semaine suivante"
        title="Semaine suivante"
        onClick={() => onChange(addDays(monday, 7))}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </Button>
    </nav>
  );
}
