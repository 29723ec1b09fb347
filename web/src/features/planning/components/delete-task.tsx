import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { TASK_TOASTS, type TaskItem, type TaskScope } from '#domain/tasks.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { isUndoCancelled, undoWindow } from '../../../lib/undo.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { HeaderIconButton } from '../../../ui/screen-header.tsx';
import type { TaskRange } from '../api/get-tasks.ts';
import { taskKeys } from '../api/keys.ts';
import { useDeleteTask } from '../api/write-task.ts';
import { type IsoDate, longDay } from '../lib/dates.ts';
import { shownToDelete } from '../lib/shown-task.ts';
import { ScopeDialog } from './scope-dialog.tsx';

/**
 * The delete icon of a task screen and what follows it: for a recurring item the scope dialog
 * (this occurrence, it and the following ones, the whole series), then a confirmation; the
 * toasts come from the server's answer (docs/product.md#tasks).
 */
export function DeleteTaskButton({
  spaceId,
  task,
  occurrence,
  onDeleted,
}: {
  spaceId: string;
  task: TaskItem;
  /** The occurrence concerned for a recurring item. */
  occurrence: IsoDate;
  onDeleted: () => void;
}) {
  const [scopeOpen, setScopeOpen] = useState(false);
  const [scope, setScope] = useState<TaskScope | null>(null);
  const kindWord = task.kind === 'task' ? 'la tâche' : "l'activité";

  const start = () => {
    if (task.isRecurring) setScopeOpen(true);
    else setScope('series');
  };

  const deleteNow = useDeleteWithUndo(spaceId, task, occurrence, onDeleted);
  const confirm = (chosen: TaskScope) => {
    setScope(null);
    deleteNow(chosen);
  };

  return (
    <>
      <HeaderIconButton label={`Supprimer ${kindWord}`} onClick={start} tone="danger">
        <Trash2 aria-hidden="true" className="size-5" />
      </HeaderIconButton>
      <ScopeDialog
        action="delete"
        open={scopeOpen}
        onOpenChange={setScopeOpen}
        occurrence={occurrence}
        series={task}
        onChoose={(chosen) => {
          setScopeOpen(false);
          setScope(chosen);
        }}
      />
      <ConfirmDialog
        open={scope !== null}
        onOpenChange={(open) => (open ? null : setScope(null))}
        title="Confirmer la suppression"
        description={confirmText(task, scope, occurrence)}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => (scope ? confirm(scope) : undefined)}
      />
    </>
  );
}

/**
 * Deleting `chosen` of the task: the item leaves the planning at once and the toast offers
 * « Annuler »; the request is sent when the delay is over (lib/undo.ts). « Annuler » or a refusal
 * brings it back (a refetch).
 */
function useDeleteWithUndo(
  spaceId: string,
  task: TaskItem,
  occurrence: IsoDate,
  onDeleted: () => void,
) {
  const queryClient = useQueryClient();
  const remove = useDeleteTask(spaceId);
  return (chosen: TaskScope) => {
    const restore = () => queryClient.invalidateQueries({ queryKey: taskKeys.all(spaceId) });
    void queryClient.cancelQueries({ queryKey: taskKeys.all(spaceId) });
    queryClient.setQueriesData<TaskRange>(
      { queryKey: [...taskKeys.all(spaceId), 'range'] },
      (range) =>
        range && {
          ...range,
          tasks: range.tasks.filter((item) => !isDeleted(item, task, chosen, occurrence)),
        },
    );
    onDeleted();
    undoWindow(deletedToast(task, chosen))
      .then(() =>
        remove.mutateAsync({
          id: task.originalId,
          ...(task.isRecurring
            ? { scope: chosen, instanceDate: occurrence }
            : { was: shownToDelete(task) }),
        }),
      )
      .catch((error: unknown) => {
        void restore();
        if (isUndoCancelled(error)) return;
        // Already excluded meanwhile (another device): said as information.
        if (error instanceof ApiRequestError && error.status === 409) {
          toast.info(error.message);
          return;
        }
        toast.error('Erreur', {
          description:
            chosen === 'occurrence'
              ? 'Impossible de supprimer cette occurrence.'
              : task.kind === 'task'
                ? 'Impossible de supprimer la tâche.'
                : "Impossible de supprimer l'activité.",
        });
      });
  };
}

/** What the confirmation says will go: the item, or the chosen part of its series. */
function confirmText(task: TaskItem, scope: TaskScope | null, occurrence: IsoDate): string {
  return !task.isRecurring || scope === null
    ? `« ${task.name} » sera supprimée.`
    : scope === 'occurrence'
      ? `Seule l'occurrence du ${longDay(occurrence)} sera supprimée.`
      : scope === 'following'
        ? `L'occurrence du ${longDay(occurrence)} et toutes les suivantes seront supprimées.`
        : `Toute la série récurrente « ${task.name} » sera supprimée.`;
}

/** The occurrences a deletion removes from the planning while « Annuler » is offered. */
function isDeleted(
  item: PlannedListItem,
  task: TaskItem,
  scope: TaskScope,
  occurrence: IsoDate,
): boolean {
  if (item.originalId !== task.originalId) return false;
  if (!task.isRecurring || scope === 'series') return true;
  return scope === 'occurrence' ? item.date === occurrence : item.date >= occurrence;
}

/** The toast of a deletion: the server's words (docs/product.md#tasks), said before it is sent. */
function deletedToast(task: TaskItem, scope: TaskScope) {
  if (!task.isRecurring) return { title: TASK_TOASTS.deleted[task.kind] };
  if (scope === 'occurrence') {
    return {
      title: TASK_TOASTS.occurrenceDeleted,
      description: TASK_TOASTS.occurrenceDeletedDescription,
    };
  }
  return {
    title: TASK_TOASTS.deleted[task.kind],
    description:
      scope === 'following'
        ? TASK_TOASTS.followingDeletedDescription
        : TASK_TOASTS.seriesDeletedDescription,
  };
}
