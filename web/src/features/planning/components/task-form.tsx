import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { ProfileView } from '#domain/profiles.ts';
import {
  NO_PROFILE,
  type TaskFormInput,
  type TaskFormValues,
  type TaskKind,
  taskFormSchema,
} from '#domain/tasks.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import type { IsoDate } from '../lib/dates.ts';
import {
  DetailsSection,
  PeopleSection,
  RecurrenceSection,
  ReminderSection,
  WhatSection,
} from './task-form-sections.tsx';
import type { TaskForm } from './task-form-type.ts';

/** The fields the API may answer a message for (`error.fields`), in the form's order. */
export const TASK_FORM_FIELDS = [
  'name',
  'date',
  'time',
  'endTime',
  'allDay',
  'endDate',
  'type',
  'recurrence',
  'recurrenceDays',
  'recurrenceEndDate',
  'recurrenceInterval',
  'recurrenceMonthPosition',
  'recurrenceCount',
  'skipPublicHolidays',
  'skipSchoolHolidays',
  'location',
  'responsable',
  'enfant',
  'responsables',
  'enfants',
  'notificationTime',
  'description',
  'notes',
] as const;

export type TaskFormDefaults = DefaultValues<TaskFormInput>;

/** `responsable`: the profile id chosen at first (the selected profile when it is an adult). */
export function emptyTaskForm(date: IsoDate, responsable: string = NO_PROFILE): TaskFormDefaults {
  return {
    name: '',
    date,
    time: '',
    endTime: '',
    allDay: false,
    endDate: '',
    location: '',
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: '',
    recurrenceInterval: 1,
    recurrenceMonthPosition: null,
    recurrenceCount: null,
    skipPublicHolidays: false,
    skipSchoolHolidays: false,
    // The lists are what the API reads; the single fields of one release are left out.
    responsables: responsable === NO_PROFILE ? [] : [responsable],
    enfants: [],
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
  return (
    <div className="flex flex-col gap-4">
      <form
        id="task-form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="flex flex-col gap-4"
      >
        <WhatSection form={form} kind={kind} />
        <RecurrenceSection form={form} />
        <PeopleSection form={form} kind={kind} adults={adults} childProfiles={childProfiles} />
        <ReminderSection form={form} />
        <DetailsSection form={form} kind={kind} />
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
