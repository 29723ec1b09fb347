import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { conflictWarning } from '#domain/alerts.ts';
import { firstOccurrence } from '#domain/recurrence.ts';
import { isAssignableRole } from '#domain/roles.ts';
import type { TaskFormValues, TaskKind } from '#domain/tasks.ts';
import { useClientId } from '../../../lib/client-id.ts';
import { paths } from '../../../lib/paths.ts';
import { useSelectedProfile } from '../../../lib/profiles.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormSubmit } from '../../../ui/form.tsx';
import { useLeaveGuard } from '../../../ui/leave-guard.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';
import { useCreateTask } from '../api/write-task.ts';
import { selectedDate, validDay } from '../lib/dates.ts';
import { useFamily } from '../lib/use-family.ts';
import type { NewItemState } from './add-menu-face.tsx';
import { emptyTaskForm, TASK_FORM_FIELDS, TaskFormFields, useTaskForm } from './task-form.tsx';

const TEXTS = {
  task: {
    title: 'Nouvelle tâche',
    submit: 'Créer la tâche',
    busy: 'Création...',
    failed: 'Impossible de créer la tâche. Veuillez réessayer.',
    noSpace: 'Sélectionnez un espace avant de créer une tâche.',
    // Spec: back and success go to /planning.
    back: paths.planning,
  },
  activity: {
    title: 'Nouvelle activité',
    submit: "Créer l'activité",
    busy: 'Création...',
    failed: "Impossible de créer l'activité. Veuillez réessayer.",
    noSpace: 'Sélectionnez un espace avant de créer une activité.',
    // Spec: back and cancel go to /dashboard, success to /planning.
    back: paths.dashboard,
  },
} as const;

/**
 * /new-task and /add-activity. The form starts on the day it was opened from (navigation state
 * `date`), else today; a success shows that day on /planning (stored as `selectedDate`).
 */
export function NewItemScreen({ kind }: { kind: TaskKind }) {
  const texts = TEXTS[kind];
  const navigate = useNavigate();
  const location = useLocation();
  const { spaceId, today, adults, childProfiles } = useFamily();
  const create = useCreateTask(spaceId);
  // One id for this new item, whatever the number of tries: a second tap finds the first's task.
  const newItem = useClientId();
  const startDate = validDay((location.state as NewItemState | null)?.date) ?? today;
  // The adult using the app is the likeliest « Responsable » (docs/product.md#tasks).
  const { profile } = useSelectedProfile();
  const responsable = profile && isAssignableRole(profile.role) ? profile.id : undefined;
  const form = useTaskForm(kind, today, emptyTaskForm(startDate, responsable));
  // The select can only show that adult once the profiles (its options) are there: set it then, as
  // the default, unless the family already chose someone.
  const adultListed = responsable !== undefined && adults.some((adult) => adult.id === responsable);
  useEffect(() => {
    if (adultListed && responsable && !form.getFieldState('responsables').isDirty) {
      form.resetField('responsables', { defaultValue: [responsable] });
    }
  }, [adultListed, responsable, form]);
  // The fields the family changed, not `isDirty`: the default « Responsable » set by resetField once
  // the profiles load left `isDirty` true with nothing typed, and a tap away then asked to abandon.
  const leaveGuard = useLeaveGuard(Object.keys(form.formState.dirtyFields).length > 0);
  const { run, busy, failure } = useFormSubmit(form, {
    fields: TASK_FORM_FIELDS,
    request: (values: TaskFormValues) => create.mutateAsync({ ...values, id: newItem.id }),
    onSuccess: (result, values) => {
      // A clash the new item causes is said at once, in a warning rather than a green success
      // (docs/product.md#alerts).
      const warning = conflictWarning(result.conflicts, result.task.id);
      if (warning) toast.warning(result.message, { description: warning, duration: 8000 });
      else toast.success(result.message);
      // A series whose start day is not one of its weekdays opens on its first real occurrence.
      selectedDate.write(firstOccurrence(result.task) ?? values.date);
      leaveGuard.release();
      navigate(paths.planning);
    },
    errorToast: { title: 'Erreur', description: texts.failed },
  });
  const onSubmit = (values: TaskFormValues) => {
    if (spaceId) void run(values);
    else toast.error('Espace manquant', { description: texts.noSpace });
  };

  return (
    <div className="min-h-dvh bg-app">
      <ScreenHeader title={texts.title} backTo={texts.back} />
      <main
        id="contenu"
        className="mx-auto w-full max-w-3xl px-4 pt-4 pb-[max(2rem,env(safe-area-inset-bottom))]"
      >
        <TaskFormFields
          form={form}
          kind={kind}
          adults={adults}
          childProfiles={childProfiles}
          failure={failure}
          busy={busy}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
          onCancel={() => navigate(texts.back)}
          onSubmit={onSubmit}
        />
      </main>
      {leaveGuard.dialog}
    </div>
  );
}
