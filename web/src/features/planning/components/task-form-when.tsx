/**
 * The task form's « when »: « Toute la journée » (hides the times), the date, « Jusqu'au » for an
 * event over several days, and the start and optional end time
 * (docs/decisions/043-all-day-and-multi-day-events.md).
 */
import { CalendarDays } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { ALL_DAY_REMINDER_MINUTES, DEFAULT_ALL_DAY_REMINDER_MINUTES } from '#domain/event-span.ts';
import { DEFAULT_REMINDER_LEAD_MINUTES } from '#domain/task-options.ts';
import { MIN_TASK_DATE } from '#domain/tasks.ts';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { TaskForm } from './task-form-type.ts';

export function WhenFields({ form }: { form: TaskForm }) {
  const { errors } = form.formState;
  const allDay = form.watch('allDay') === true;
  const endDate = form.watch('endDate');
  const severalDays = typeof endDate === 'string' && endDate !== '';
  /** The reminder's list changes with the switch: keep a value of the list now shown. */
  const switchAllDay = (on: boolean) => {
    const lead = Number(form.getValues('notificationTime'));
    const fits = ALL_DAY_REMINDER_MINUTES.includes(lead) === on;
    if (!fits) {
      form.setValue(
        'notificationTime',
        on ? DEFAULT_ALL_DAY_REMINDER_MINUTES : DEFAULT_REMINDER_LEAD_MINUTES,
      );
    }
  };
  return (
    <>
      <Controller
        control={form.control}
        name="allDay"
        render={({ field }) => (
          <SwitchField
            label="Toute la journée"
            icon={CalendarDays}
            hint="Sans heure : un anniversaire, un stage"
            checked={field.value === true}
            onCheckedChange={(on) => {
              field.onChange(on);
              switchAllDay(on);
            }}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Date"
          type="date"
          min={MIN_TASK_DATE}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="Jusqu'au"
          type="date"
          min={MIN_TASK_DATE}
          hint="Optionnel : sur plusieurs jours"
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
      </div>
      {allDay ? null : (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Heure"
            type="time"
            error={errors.time?.message}
            {...form.register('time')}
          />
          <TextField
            label={severalDays ? 'Heure de fin (dernier jour)' : 'Heure de fin'}
            type="time"
            hint="Optionnelle"
            error={errors.endTime?.message}
            {...form.register('endTime')}
          />
        </div>
      )}
    </>
  );
}
