import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { IsoDate } from '../lib/dates.ts';

/** Navigation state /month may receive: a day of the month to show, and the person filter. */
export interface MonthViewState {
  month?: string;
  person?: string;
}

/** « Vue mensuelle »: an icon link of the planning's and the week's headers, to the month of `day`. */
export function MonthLink({ day, person }: { day: IsoDate; person?: string }) {
  const state: MonthViewState = { month: day, ...(person ? { person } : {}) };
  return (
    <Link
      to={paths.month}
      state={state}
      aria-label="Vue mensuelle"
      title="Vue mensuelle"
      className="grid size-11 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted"
    >
      <LayoutGrid aria-hidden="true" className="size-6" />
    </Link>
  );
}
