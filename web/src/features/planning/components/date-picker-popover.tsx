import 'react-day-picker/style.css';
import './date-picker.css';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { MIN_TASK_DATE } from '#domain/task-constants.ts';
import type { Opening } from '../../../ui/deferred-overlay.tsx';
import { fromLocalDate, toLocalDate } from '../lib/dates.ts';
import {
  DatePickerFace,
  type DatePickerProps,
  datePickerTriggerProps,
} from './date-picker-face.tsx';

const FIRST_DAY = toLocalDate(MIN_TASK_DATE);

/**
 * The calendar itself (react-day-picker: French labels, Monday first, keyboard navigation by day
 * and week, dates before 1900 disabled), loaded when the family first opens it (date-picker.tsx).
 * Choosing a day closes it. `opening`: it was opened before this code arrived, so it mounts open.
 */
export function DatePickerPopover({
  value,
  onChange,
  label = 'Choisir une date',
  opening,
}: DatePickerProps & { opening?: Opening | undefined }) {
  const [open, setOpen] = useState(opening !== undefined);
  const selected = toLocalDate(value);
  const [month, setMonth] = useState(selected);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setMonth(selected);
      }}
    >
      <Popover.Trigger {...datePickerTriggerProps(value, label)}>
        <DatePickerFace />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="foyer-day-picker z-50 rounded-2xl border border-app bg-surface p-3 text-app shadow-xl"
        >
          <DayPicker
            mode="single"
            locale={fr}
            weekStartsOn={1}
            required
            selected={selected}
            month={month}
            onMonthChange={setMonth}
            onSelect={(day) => {
              if (!day) return;
              onChange(fromLocalDate(day));
              setOpen(false);
            }}
            captionLayout="dropdown"
            startMonth={FIRST_DAY}
            endMonth={new Date(new Date().getFullYear() + 10, 11)}
            disabled={{ before: FIRST_DAY }}
            showOutsideDays
            autoFocus
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
