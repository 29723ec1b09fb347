import { CalendarDays } from 'lucide-react';
import { type IsoDate, longDay } from '../lib/dates.ts';

// The calendar button's face, shared by its stand-in (date-picker.tsx) and its lazy popover
// (date-picker-popover.tsx): both import it, neither imports the other.

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
