import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  isCalendarDate,
  isLastWeekdayOfMonth,
  MAX_RECURRENCE_COUNT,
  MAX_RECURRENCE_INTERVAL,
  weekdayPositionOf,
} from '#domain/recurrence.ts';
import type { Recurrence } from '#domain/task-options.ts';
import { MIN_TASK_DATE } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { controlClass } from '../../../ui/field.tsx';
import { intervalUnit, monthlyDayText, recurrenceSummary } from '../lib/recurrence-summary.ts';
import type { TaskForm } from './task-form-type.ts';

/*
 * The rule of a series beyond its kind (domain/recurrence.ts): « Répéter tous les [N] semaines »,
 * for a monthly one « le 14 » or « le 2e mardi », and its end « Jamais / Le <date> / Après N fois »,
 * with the one-line summary of the whole rule. Part of the task form's « Récurrence » section.
 */

type EndMode = 'never' | 'date' | 'count';

const RADIO_CARD =
  'flex min-h-12 items-center gap-3 rounded-xl border-2 border-app bg-surface px-3 py-2 text-app transition-colors has-[:checked]:border-primary has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary dark:bg-surface-muted dark:has-[:checked]:bg-accent-soft';
const RADIO = 'size-5 shrink-0 accent-[var(--color-primary)]';

function numberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function RecurrenceRuleFields({ form }: { form: TaskForm }) {
  const recurrence = form.watch('recurrence') as Recurrence;
  const date = form.watch('date') as string;
  if (recurrence === 'none' || !recurrence) return null;
  const validDate = typeof date === 'string' && isCalendarDate(date);
  return (
    <>
      <IntervalField form={form} recurrence={recurrence} />
      {recurrence === 'monthly' && validDate ? <MonthlyField form={form} date={date} /> : null}
      <EndField form={form} />
      <Summary form={form} />
    </>
  );
}

/** « Répéter tous les [N] jours / semaines / mois / ans ». */
function IntervalField({
  form,
  recurrence,
}: {
  form: TaskForm;
  recurrence: Exclude<Recurrence, 'none'>;
}) {
  const id = useId();
  const { errors } = form.formState;
  const interval = numberOf(form.watch('recurrenceInterval')) ?? 1;
  const error = errors.recurrenceInterval?.message;
  const every = recurrence === 'weekly' ? 'Toutes les' : 'Tous les';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={id} className="font-semibold text-app">
          {every}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_RECURRENCE_INTERVAL}
          aria-describedby={`${id}-unit${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={cn(controlClass(error), 'min-h-12 w-20 text-center')}
          {...form.register('recurrenceInterval')}
        />
        <span id={`${id}-unit`} className="text-app">
          {intervalUnit(recurrence, interval)}
        </span>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RadioRow({
  name,
  checked,
  onSelect,
  children,
  label,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  /** A control after the label (the end's date or count). */
  children?: ReactNode;
  label: string;
}) {
  const id = useId();
  return (
    <div className={RADIO_CARD}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className={RADIO}
      />
      <label htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** « Le 14 de chaque mois » or « Le 2e mardi de chaque mois » (and « le dernier » when it is). */
function MonthlyField({ form, date }: { form: TaskForm; date: string }) {
  const name = useId();
  const position = form.watch('recurrenceMonthPosition') as number | null | undefined;
  const byPosition = typeof position === 'number';
  const place = weekdayPositionOf(date);
  const last = isLastWeekdayOfMonth(date);
  const set = (value: number | null) =>
    form.setValue('recurrenceMonthPosition', value, { shouldDirty: true });
  // A new date moves the position with it: « le 2e mardi » chosen on a 3rd Tuesday is the 3rd.
  useEffect(() => {
    if (typeof position !== 'number') return;
    const moved = position === -1 && last ? -1 : place <= 4 ? place : -1;
    if (moved !== position) form.setValue('recurrenceMonthPosition', moved);
  }, [position, place, last, form]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-app">Chaque mois</legend>
      <RadioRow
        name={name}
        checked={!byPosition}
        onSelect={() => set(null)}
        label={`${monthlyDayText(date, null).replace(/^le/, 'Le')} de chaque mois`}
      />
      {place <= 4 ? (
        <RadioRow
          name={name}
          checked={byPosition && position !== -1}
          onSelect={() => set(place)}
          label={`${monthlyDayText(date, place).replace(/^le/, 'Le')} de chaque mois`}
        />
      ) : null}
      {last ? (
        <RadioRow
          name={name}
          checked={position === -1}
          onSelect={() => set(-1)}
          label={`${monthlyDayText(date, -1).replace(/^le/, 'Le')} de chaque mois`}
        />
      ) : null}
    </fieldset>
  );
}

/** « Jamais », « Le <date> », « Après N fois ». */
function EndField({ form }: { form: TaskForm }) {
  const name = useId();
  const { errors } = form.formState;
  const count = form.watch('recurrenceCount');
  const endDate = form.watch('recurrenceEndDate');
  const [mode, setMode] = useState<EndMode>(() =>
    numberOf(count) ? 'count' : endDate ? 'date' : 'never',
  );
  const choose = (next: EndMode) => {
    setMode(next);
    const options = { shouldDirty: true };
    if (next !== 'date') form.setValue('recurrenceEndDate', '', options);
    if (next !== 'count') form.setValue('recurrenceCount', null, options);
    else if (!numberOf(count)) form.setValue('recurrenceCount', 10, options);
  };
  const dateField = form.register('recurrenceEndDate');
  const countField = form.register('recurrenceCount');
  const error = errors.recurrenceEndDate?.message ?? errors.recurrenceCount?.message;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="mb-2 font-semibold text-app">Fin de la répétition</legend>
      <RadioRow
        name={name}
        checked={mode === 'never'}
        onSelect={() => choose('never')}
        label="Jamais"
      />
      <RadioRow name={name} checked={mode === 'date'} onSelect={() => choose('date')} label="Le">
        <input
          type="date"
          aria-label="Date de fin"
          min={MIN_TASK_DATE}
          aria-invalid={errors.recurrenceEndDate ? true : undefined}
          className={cn(controlClass(errors.recurrenceEndDate?.message), 'min-h-11 min-w-0 flex-1')}
          {...dateField}
          onFocus={() => mode !== 'date' && choose('date')}
          onChange={(event) => {
            if (mode !== 'date') choose('date');
            return dateField.onChange(event);
          }}
        />
      </RadioRow>
      <RadioRow
        name={name}
        checked={mode === 'count'}
        onSelect={() => choose('count')}
        label="Après"
      >
        <input
          type="number"
          inputMode="numeric"
          aria-label="Nombre de fois"
          min={1}
          max={MAX_RECURRENCE_COUNT}
          aria-invalid={errors.recurrenceCount ? true : undefined}
          className={cn(controlClass(errors.recurrenceCount?.message), 'min-h-11 w-20 text-center')}
          {...countField}
          onFocus={() => mode !== 'count' && choose('count')}
        />
        <span aria-hidden="true">fois</span>
      </RadioRow>
      {error ? (
        <p
          id={`${name}-error`}
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** « Toutes les 2 semaines le samedi, 10 fois », said again when it changes. */
function Summary({ form }: { form: TaskForm }) {
  const [date, recurrence, days, endDate, interval, position, count] = form.watch([
    'date',
    'recurrence',
    'recurrenceDays',
    'recurrenceEndDate',
    'recurrenceInterval',
    'recurrenceMonthPosition',
    'recurrenceCount',
  ]);
  if (typeof date !== 'string' || !isCalendarDate(date)) return null;
  const text = recurrenceSummary({
    date,
    recurrence: recurrence as Recurrence,
    recurrenceDays: (days ?? []) as number[],
    recurrenceEndDate: typeof endDate === 'string' && isCalendarDate(endDate) ? endDate : null,
    recurrenceInterval: numberOf(interval),
    recurrenceMonthPosition: typeof position === 'number' ? position : null,
    recurrenceCount: numberOf(count),
  });
  return text ? (
    <p
      aria-live="polite"
      className="rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium text-app"
    >
      {text}
    </p>
  ) : null;
}
