import { zodResolver } from '@hookform/resolvers/zod';
import { Bell } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { ProfileView } from '#domain/profiles.ts';
import { REMINDER_LEAD_MINUTES, WEEKDAYS } from '#domain/task-options.ts';
import {
  MIN_TASK_DATE,
  NO_PROFILE,
  TASK_LOCATION_MAX_LENGTH,
  TASK_NAME_MAX_LENGTH,
  type TaskFormInput,
  type TaskFormValues,
  type TaskKind,
  taskFormSchema,
} from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/checkbox.tsx';
import { SelectField, TextAreaField } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { IsoDate } from '../lib/dates.ts';
import {
  categoriesOf,
  categoryEmoji,
  leadTimeLabel,
  RECURRENCE_LABELS,
} from '../lib/task-display.ts';

export type TaskForm = UseFormReturn<TaskFormInput, unknown, TaskFormValues>;

/** The fields the API may answer a message for (`error.fields`), in the form's order. */
export const TASK_FORM_FIELDS = [
  'name',
  'date',
  'time',
  'endTime',
  'type',
  'recurrence',
  'recurrenceDays',
  'recurrenceEndDate',
  'location',
  'responsable',
  'enfant',
  'notificationTime',
  'description',
  'notes',
] as const;

export type TaskFormDefaults = DefaultValues<TaskFormInput>;

export function emptyTaskForm(date: IsoDate): TaskFormDefaults {
  return {
    name: '',
    date,
    time: '',
    endTime: '',
    location: '',
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: '',
    responsable: NO_PROFILE,
    enfant: NO_PROFILE,
    hasNotification: false,
    notificationTime: 15,
    description: '',
    notes: '',
  };
}

/** The form's state with the task rules (domain's `taskFormSchema`, its French messages). */
export function useTaskForm(
  kind: TaskKind,
  today: IsoDate,
  defaultValues: TaskFormDefaults,
): TaskForm {
  return useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: zodResolver(taskFormSchema(kind, today)),
    defaultValues,
  });
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

/**
 * Every field of "Nouvelle tâche" / "Nouvelle activité" and of their edit screens: name, date, time
 * and optional end time, the type as a grid, recurrence (weekdays and end date), place, responsible
 * adult, child, reminder and lead time, description and notes.
 */
export function TaskFormFields({
  form,
  kind,
  adults,
  childProfiles,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  onSubmit,
  between,
}: {
  form: TaskForm;
  kind: TaskKind;
  adults: ProfileView[];
  childProfiles: ProfileView[];
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  onSubmit: (values: TaskFormValues) => void | Promise<void>;
  /** Shown between the details and the buttons (the edit screen's memo editor). */
  between?: ReactNode;
}) {
  const { errors } = form.formState;
  const recurrence = form.watch('recurrence');
  const hasNotification = form.watch('hasNotification');
  const typeName = useId();
  const isTask = kind === 'task';

  return (
    <div className="flex flex-col gap-4">
      <form
        id="task-form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="flex flex-col gap-4"
      >
        <Section title={isTask ? 'La tâche' : "L'activité"}>
          <TextField
            label={isTask ? 'Nom de la tâche' : "Titre de l'activité"}
            placeholder={isTask ? 'Ex. : Rendez-vous chez le pédiatre' : 'Ex. : Cours de piano'}
            maxLength={TASK_NAME_MAX_LENGTH}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Date"
            type="date"
            min={MIN_TASK_DATE}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Heure"
              type="time"
              error={errors.time?.message}
              {...form.register('time')}
            />
            <TextField
              label="Heure de fin"
              type="time"
              hint="Optionnelle"
              error={errors.endTime?.message}
              {...form.register('endTime')}
            />
          </div>
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
        </Section>

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
          {recurrence === 'daily' ? (
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
          ) : null}
          {recurrence && recurrence !== 'none' ? (
            <TextField
              label="Date de fin"
              type="date"
              min={MIN_TASK_DATE}
              hint="Optionnelle : sans date de fin, la répétition continue."
              error={errors.recurrenceEndDate?.message}
              {...form.register('recurrenceEndDate')}
            />
          ) : null}
        </Section>

        <Section title="Qui et où ?">
          <SelectField
            label="Responsable"
            error={errors.responsable?.message}
            {...form.register('responsable')}
          >
            <option value={NO_PROFILE}>Aucun (non assigné)</option>
            {adults.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.emoji} {profile.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Enfant concerné"
            error={errors.enfant?.message}
            {...form.register('enfant')}
          >
            <option value={NO_PROFILE}>Aucun</option>
            {childProfiles.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.emoji} {profile.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Lieu"
            placeholder={isTask ? 'Ex. : Cabinet médical' : 'Ex. : Conservatoire'}
            maxLength={TASK_LOCATION_MAX_LENGTH}
            error={errors.location?.message}
            {...form.register('location')}
          />
        </Section>

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
              {REMINDER_LEAD_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {leadTimeLabel(minutes)}
                </option>
              ))}
            </SelectField>
          ) : null}
        </Section>

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
            placeholder={'Carnet de santé\nCarte vitale'}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
        </Section>
      </form>

      {between}

      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} className="sm:min-w-36">
          Annuler
        </Button>
        <Button
          type="submit"
          form="task-form"
          size="lg"
          busy={busy}
          busyLabel={busyLabel}
          className="sm:min-w-44"
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
