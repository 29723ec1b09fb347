import { CalendarDays } from 'lucide-react';
import {
  deferredOverlay,
  type StandInProps,
  standInHandlers,
} from '../../../ui/deferred-overlay.tsx';
import { type IsoDate, longDay } from '../lib/dates.ts';

export interface DatePickerProps {
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  label?: string;
}

/** The calendar button's name, title and look, the same before and after its code is loaded. */
export function datePickerTriggerProps(value: IsoDate, label = 'Choisir une date') {
  return {
    'aria-label': `${label} (${longDay(value)})`,
    title: label,
    className:
      'grid size-11 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted data-[state=open]:bg-accent-soft',
  };
}

export function DatePickerFace() {
  return <CalendarDays aria-hidden="true" className="size-6" />;
}

function DatePickerStandIn(props: DatePickerProps & StandInProps) {
  return (
    <button
      type="button"
      {...datePickerTriggerProps(props.value, props.label)}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state={props.opening ? 'open' : 'closed'}
      {...standInHandlers(props)}
    >
      <DatePickerFace />
    </button>
  );
}

/**
 * The calendar behind an icon button. The calendar and its popover (date-picker-popover.tsx:
 * react-day-picker, radix's popper) load when the family first reaches for the button, not with
 * the planning's first paint (docs/decisions/021-planning-first-visit.md).
 */
export const DatePickerButton = deferredOverlay<DatePickerProps>(
  () => import('./date-picker-popover.tsx').then((module) => module.DatePickerPopover),
  DatePickerStandIn,
);
