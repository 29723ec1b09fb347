import { Bell } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller } from 'react-hook-form';
import { ALL_DAY_REMINDER_MINUTES } from '#domain/event-span.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { REMINDER_LEAD_MINUTES, WEEKDAYS } from '#domain/task-options.ts';
import { TASK_LOCATION_MAX_LENGTH, TASK_NAME_MAX_LENGTH, type TaskKind } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/checkbox.tsx';
import { SelectField, TextAreaField } from '../../../ui/field.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  categoriesOf,
  categoryEmoji,
  leadTimeLabel,
  RECURRENCE_LABELS,
} from '../lib/task-display.ts';
import { PeoplePicker } from './people-picker.tsx';
import { RecurrenceRuleFields } from './recurrence-rule-fields.tsx';
import { SeriesPauseFields } from './series-pause-fields.tsx';
import type { TaskForm } from './task-form-type.ts';
import { WhenFields } from './task-form-when.tsx';

/* The sections of the task form (task-form.tsx puts them together), each a titled card. */

interface SectionProps {
  form: TaskForm;
  kind: TaskKind;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card asChild className="flex flex-col gap-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-bold text-app">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** "La tâche" / "L'activité": name, date, time and optional end time, and the type. */
export function WhatSection({ form, kind }: SectionProps) {
  const { errors } = form.formState;
  const isTask = kind === 'task';
  return (
    <Section title={isTask ? 'La tâche' : "L'activité"}>
      <TextField
        label={isTask ? 'Nom de la tâche' : "Titre de l'activité"}
        placeholder={isTask ? 'Ex. : Rendez-vous chez le pédiatre' : 'Ex. : Cours de piano'}
        maxLength={TASK_NAME_MAX_LENGTH}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <WhenFields form={form} />
      <TypeField form={form} kind={kind} />
    </Section>
  );
}

/** The type as a grid of radio tiles (emoji and word), tinted by kind when chosen. */
function TypeField({ form, kind }: SectionProps) {
  const { errors } = form.formState;
  const typeName = useId();
  const isTask = kind === 'task';
  return (
    <fieldset
      aria-describedby={errors.type ? `${typeName}-error` : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 font-semibold text-app">
        {isTask ? 'Type de tâche' : "Type d'activité"}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
        {categoriesOf(kind).map((category) => (
          <label
            key={category.id}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border-2 bg-surface px-3 text-sm font-semibold text-app transition-colors select-none hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              errors.type ? 'border-red-600 dark:border-red-400' : 'border-app',
              isTask
                ? 'has-[:checked]:border-task has-[:checked]:bg-task/10'
                : 'has-[:checked]:border-activity has-[:checked]:bg-activity/10',
            )}
          >
            <input
              type="radio"
              value={category.id}
              className="sr-only"
              {...form.register('type')}
            />
            <span aria-hidden="true" className="text-xl">
              {categoryEmoji(category.id, kind)}
            </span>
            <span className="min-w-0">
              {/* "Nounou/Crèche" may wrap after its slash, never inside a word. */}
              {category.label.replace('/', '/\u200b')}
            </span>
          </label>
        ))}
      </div>
      <p
        id={`${typeName}-error`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
      >
        {errors.type?.message}
      </p>
    </fieldset>
  );
}

/** "Récurrence": how it repeats, which weekdays for a daily one, every how many, and until when. */
export function RecurrenceSection({ form }: { form: TaskForm }) {
  const { errors } = form.formState;
  const recurrence = form.watch('recurrence');
  return (
    <Section title="Récurrence">
      <SelectField
        label="Répéter"
        error={errors.recurrence?.message}
        {...form.register('recurrence')}
      >
        {(Object.keys(RECURRENCE_LABELS) as (keyof typeof RECURRENCE_LABELS)[]).map((value) => (
          <option key={value} value={value}>
            {RECURRENCE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {recurrence === 'daily' ? <WeekdaysField form={form} /> : null}
      <RecurrenceRuleFields form={form} />
      {recurrence !== 'none' ? <SeriesPauseFields form={form} /> : null}
    </Section>
  );
}

/** The weekdays of a daily recurrence (none checked: every day). */
function WeekdaysField({ form }: { form: TaskForm }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold text-app">Jours</legend>
      <p className="mb-1 text-sm text-muted">Aucun jour coché : tous les jours.</p>
      <Controller
        control={form.control}
        name="recurrenceDays"
        render={({ field }) => {
          const days = (field.value ?? []) as number[];
          return (
            <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
              {WEEKDAYS.map((day) => (
                <CheckboxField
                  key={day.iso}
                  label={day.label}
                  checked={days.includes(day.iso)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...days, day.iso].sort((a, b) => a - b)
                        : days.filter((d) => d !== day.iso),
                    )
                  }
                />
              ))}
            </div>
          );
        }}
      />
    </fieldset>
  );
}

/** "Qui et où ?": the responsible adults, the children concerned and the place. */
export function PeopleSection({
  form,
  kind,
  adults,
  childProfiles,
}: SectionProps & { adults: ProfileView[]; childProfiles: ProfileView[] }) {
  const { errors } = form.formState;
  const isTask = kind === 'task';
  return (
    <Section title="Qui et où ?">
      <Controller
        control={form.control}
        name="responsables"
        render={({ field }) => (
          <PeoplePicker
            legend="Responsables"
            profiles={adults}
            value={field.value ?? []}
            onChange={field.onChange}
            nobody="Aucun responsable : non assigné."
            error={errors.responsables?.message ?? errors.responsable?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="enfants"
        render={({ field }) => (
          <PeoplePicker
            legend="Enfants concernés"
            profiles={childProfiles}
            value={field.value ?? []}
            onChange={field.onChange}
            nobody="Aucun enfant."
            error={errors.enfants?.message ?? errors.enfant?.message}
          />
        )}
      />
      <TextField
        label="Lieu"
        placeholder={isTask ? 'Ex. : Cabinet médical' : 'Ex. : Conservatoire'}
        maxLength={TASK_LOCATION_MAX_LENGTH}
        error={errors.location?.message}
        {...form.register('location')}
      />
    </Section>
  );
}

/** "Rappel": on or off, and how long before. */
export function ReminderSection({ form }: { form: TaskForm }) {
  const { errors } = form.formState;
  const hasNotification = form.watch('hasNotification');
  // An all-day event is reminded of at an hour (domain/event-span.ts), not a lead time.
  const allDay = form.watch('allDay') === true;
  return (
    <Section title="Rappel">
      <Controller
        control={form.control}
        name="hasNotification"
        render={({ field }) => (
          <SwitchField
            label="Activer le rappel"
            icon={Bell}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {hasNotification ? (
        <SelectField
          label="Me prévenir"
          error={errors.notificationTime?.message}
          {...form.register('notificationTime')}
        >
          {(allDay ? ALL_DAY_REMINDER_MINUTES : REMINDER_LEAD_MINUTES).map((minutes) => (
            <option key={minutes} value={minutes}>
              {leadTimeLabel(minutes)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </Section>
  );
}

/** "Détails": description and notes (one per line). */
export function DetailsSection({ form, kind }: SectionProps) {
  const { errors } = form.formState;
  const isTask = kind === 'task';
  return (
    <Section title="Détails">
      <TextAreaField
        label="Description"
        placeholder={isTask ? 'Ce qu’il faut savoir' : 'Le programme'}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextAreaField
        label="Notes"
        hint="Une note par ligne."
        // Each kind its own example: a health booklet makes no sense for a piano lesson.
        placeholder={isTask ? 'Carnet de santé\nCarte vitale' : 'Tenue de sport\nGourde'}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </Section>
  );
}
