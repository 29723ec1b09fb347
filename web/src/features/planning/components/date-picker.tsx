import 'react-day-picker/style.css';
import './date-picker.css';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { MIN_TASK_DATE } from '#domain/tasks.ts';
import { fromLocalDate, type IsoDate, longDay, toLocalDate } from '../lib/dates.ts';

const FIRST_DAY = toLocalDate(MIN_TASK_DATE);

/**
 * The calendar behind an icon button (react-day-picker: French labels, Monday first, keyboard
 * navigation by day and week, dates before 1900 disabled). Choosing a day closes it.
 */
export function DatePickerButton({
  value,
  onChange,
  label = 'Choisir une date',
}: {
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
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
      <Popover.Trigger
        aria-label={`${label} (${longDay(value)})`}
        title={label}
        className="grid size-11 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted data-[state=open]:bg-accent-soft"
      >
        <CalendarDays aria-hidden="true" className="size-6" />
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
