import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { conflictWarning } from '#domain/alerts.ts';
import { daysBetween } from '#domain/event-span.ts';
import type { TaskFormValues, TaskItem, TaskScope } from '#domain/tasks.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useFormSubmit } from '../../ui/form.tsx';
import { LEAVE_WITHOUT_ASKING, useLeaveGuard } from '../../ui/leave-guard.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { useUpdateTask } from './api/write-task.ts';
import { DeleteTaskButton } from './components/delete-task.tsx';
import { ScopeDialog } from './components/scope-dialog.tsx';
import {
  TASK_FORM_FIELDS,
  type TaskFormDefaults,
  TaskFormFields,
  useTaskForm,
} from './components/task-form.tsx';
import type { TaskForm } from './components/task-form-type.ts';
import { TaskMemos, useTaskMemoDraft } from './components/task-memos.tsx';
import { TaskScreenBody } from './components/task-screen-body.tsx';
import { addDays, type IsoDate, selectedDate } from './lib/dates.ts';
import { shownTask } from './lib/shown-task.ts';
import { occurrenceOf, type TaskScreenState, useAddressedTask } from './lib/use-addressed-task.ts';
import { useFamily } from './lib/use-family.ts';

/**
 * /edit-task/:id and /edit-activity/:id ('Modifier la tâche' / 'Modifier l'activité'): every field
 * prefilled (an occurrence's own date), the memo editor, Annuler / Sauvegarder; a recurring item asks
 * what the change applies to. Then /planning on the edited day (stored as `selectedDate`).
 */
export function EditTaskPage() {
  const { spaceId, today, adults, childProfiles, profiles } = useFamily();
  const { taskId, instanceDate, query, notFound } = useAddressedTask(spaceId);
  const task = query.data;
  const backToTask = paths.task(taskId);
  const backState: TaskScreenState = instanceDate ? { instanceDate } : {};

  return (
    <div className="min-h-dvh bg-app">
      <ScreenHeader
        title={task?.kind === 'activity' ? "Modifier l'activité" : 'Modifier la tâche'}
        backTo={backToTask}
        backState={backState}
        actions={
          task && spaceId ? (
            <DeleteAction spaceId={spaceId} task={task} instanceDate={instanceDate} />
          ) : null
        }
      />
      <main
        id="contenu"
        className="mx-auto w-full max-w-3xl px-4 pt-4 pb-[max(2rem,env(safe-area-inset-bottom))]"
      >
        <TaskScreenBody notFound={notFound} loads={[query, profiles]}>
          {task && spaceId && !profiles.isPending ? (
            <EditForm
              // A new form when the task changes under it (another occurrence, a live update after save).
              key={`${task.id}-${instanceDate ?? ''}`}
              task={task}
              spaceId={spaceId}
              today={today}
              occurrence={occurrenceOf(task, instanceDate)}
              adults={adults}
              childProfiles={childProfiles}
              backToTask={backToTask}
              backState={backState}
            />
          ) : null}
        </TaskScreenBody>
      </main>
    </div>
  );
}

function DeleteAction({
  spaceId,
  task,
  instanceDate,
}: {
  spaceId: string;
  task: TaskItem;
  instanceDate: IsoDate | null;
}) {
  const navigate = useNavigate();
  return (
    <DeleteTaskButton
      spaceId={spaceId}
      task={task}
      occurrence={occurrenceOf(task, instanceDate)}
      onDeleted={() => navigate(paths.planning, { replace: true, state: LEAVE_WITHOUT_ASKING })}
    />
  );
}

function defaultsOf(task: TaskItem, occurrence: IsoDate): TaskFormDefaults {
  return {
    name: task.name,
    type: task.type,
    date: occurrence,
    time: task.time ?? '',
    endTime: task.endTime ?? '',
    allDay: task.allDay,
    // An occurrence of a repeating multi-day event shows its own last day (same length).
    endDate: task.span ? addDays(occurrence, daysBetween(task.span.start, task.span.end)) : '',
    location: task.location ?? '',
    recurrence: task.recurrence,
    recurrenceDays: task.recurrenceDays,
    // A count's end date is computed by the API from the count: the form keeps the count only.
    recurrenceEndDate: task.recurrenceCount ? '' : (task.recurrenceEndDate ?? ''),
    recurrenceInterval: task.recurrenceInterval ?? 1,
    recurrenceMonthPosition: task.recurrenceMonthPosition ?? null,
    recurrenceCount: task.recurrenceCount ?? null,
    skipPublicHolidays: task.skipPublicHolidays ?? false,
    skipSchoolHolidays: task.skipSchoolHolidays ?? false,
    responsables: task.responsibles.map((person) => person.id),
    enfants: task.children.map((person) => person.id),
    hasNotification: task.hasNotification,
    notificationTime: task.notificationTime,
    description: task.description ?? '',
    notes: task.notes ?? '',
  };
}

function EditForm({
  task,
  spaceId,
  today,
  occurrence,
  adults,
  childProfiles,
  backToTask,
  backState,
}: {
  task: TaskItem;
  spaceId: string;
  today: IsoDate;
  occurrence: IsoDate;
  adults: ReturnType<typeof useFamily>['adults'];
  childProfiles: ReturnType<typeof useFamily>['childProfiles'];
  backToTask: string;
  backState: TaskScreenState;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<TaskFormValues | null>(null);
  const form = useTaskForm(task.kind, ruleToday(task, today), defaultsOf(task, occurrence));
  // Memo changes wait for « Sauvegarder » like the rest of the form.
  const memoDraft = useTaskMemoDraft(spaceId, task.originalId);
  const leaveGuard = useLeaveGuard(form.formState.isDirty || memoDraft.dirty);
  const { save, busy, failure } = useSaveTask(
    spaceId,
    task,
    occurrence,
    form,
    async (result, values) => {
      await memoDraft.apply();
      toastSaved(result);
      selectedDate.write(values.date);
      leaveGuard.release();
      navigate(paths.planning);
    },
  );

  return (
    <>
      <TaskFormFields
        form={form}
        kind={task.kind}
        adults={adults}
        childProfiles={childProfiles}
        failure={failure}
        busy={busy}
        submitLabel="Sauvegarder"
        busyLabel="Sauvegarde..."
        onCancel={() => navigate(backToTask, { state: backState })}
        onSubmit={(values) => (task.isRecurring ? setPending(values) : save(values))}
        between={<TaskMemos spaceId={spaceId} taskId={task.originalId} draft={memoDraft} />}
      />
      <ScopeDialog
        action="edit"
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        occurrence={occurrence}
        series={task}
        onChoose={(scope) => {
          const values = pending;
          setPending(null);
          if (values) save(values, scope);
        }}
      />
      {leaveGuard.dialog}
    </>
  );
}

/**
 * The day the form's rule checks end dates against: a series whose end date has passed can still be
 * edited without touching that date (the server allows keeping it); any other must be after today.
 */
function ruleToday(task: TaskItem, today: IsoDate): IsoDate {
  const previousEnd = task.recurrenceEndDate;
  return previousEnd && previousEnd <= today ? addDays(previousEnd, -1) : today;
}

/**
 * The save's toast: a clash the edit causes is said at once, in a warning rather than a green
 * success (docs/product.md#alerts).
 */
function toastSaved(result: SavedTask): void {
  const warning = conflictWarning(result.conflicts, result.task.id);
  if (warning) {
    toast.warning(result.message, {
      description: `${result.description} ${warning}`,
      duration: 8000,
    });
  } else toast.success(result.message, { description: result.description });
}

type SavedTask = Awaited<ReturnType<ReturnType<typeof useUpdateTask>['mutateAsync']>>;

/**
 * « Sauvegarder »: the request, with the scope chosen for a series (this occurrence or all), then
 * `saved`. A change made elsewhere meanwhile (409) is said as information, the form stays as typed.
 */
function useSaveTask(
  spaceId: string,
  task: TaskItem,
  occurrence: IsoDate,
  form: TaskForm,
  saved: (result: SavedTask, values: TaskFormValues) => Promise<void>,
) {
  const update = useUpdateTask(spaceId);
  // What a change to a series applies to, chosen in the scope dialog just before the request.
  const chosenScope = useRef<TaskScope | undefined>(undefined);
  const { run, busy, failure } = useFormSubmit(form, {
    fields: TASK_FORM_FIELDS,
    request: (values) =>
      update.mutateAsync({
        id: task.originalId,
        input: {
          ...values,
          ...(task.isRecurring
            ? chosenScope.current && { scope: chosenScope.current, instanceDate: occurrence }
            : { was: shownTask(task) }),
        },
      }),
    onSuccess: (result, values) => saved(result, values),
    intercept: (error) => {
      if (!(error instanceof ApiRequestError && error.status === 409)) return false;
      toast.info(error.message);
      return true;
    },
    errorToast: () => ({
      title: 'Erreur',
      description:
        chosenScope.current === 'occurrence'
          ? 'Impossible de créer la nouvelle instance.'
          : 'Impossible de sauvegarder les modifications.',
    }),
  });
  const save = (values: TaskFormValues, scope?: TaskScope) => {
    chosenScope.current = scope;
    void run(values);
  };
  return { save, busy, failure };
}
