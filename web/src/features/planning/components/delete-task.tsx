import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TaskItem, TaskScope } from '#domain/tasks.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { HeaderIconButton } from '../../../ui/screen-header.tsx';
import { useDeleteTask } from '../api/write-task.ts';
import { type IsoDate, longDay } from '../lib/dates.ts';
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
  const remove = useDeleteTask(spaceId);
  const [scopeOpen, setScopeOpen] = useState(false);
  const [scope, setScope] = useState<TaskScope | null>(null);
  const kindWord = task.kind === 'task' ? 'la tâche' : "l'activité";

  const start = () => {
    if (task.isRecurring) setScopeOpen(true);
    else setScope('series');
  };

  const deletion = useRequest({
    request: (chosen: TaskScope) =>
      remove.mutateAsync({
        id: task.originalId,
        ...(task.isRecurring ? { scope: chosen, instanceDate: occurrence } : {}),
      }),
    onSuccess: (result) => {
      setScope(null);
      toast.success(result.message, {
        ...('description' in result && result.description
          ? { description: result.description }
          : {}),
      });
      onDeleted();
    },
    // Whatever the failure, the confirmation closes; a conflict is said as information.
    intercept: (error) => {
      setScope(null);
      if (!(error instanceof ApiRequestError && error.status === 409)) return false;
      toast.info(error.message);
      return true;
    },
    errorToast: {
      title: 'Erreur',
      description:
        scope === 'occurrence'
          ? 'Impossible de supprimer cette occurrence.'
          : task.kind === 'task'
            ? 'Impossible de supprimer la tâche.'
            : "Impossible de supprimer l'activité.",
    },
  });

  const description =
    !task.isRecurring || scope === null
      ? `« ${task.name} » sera définitivement supprimée. Cette action est irréversible.`
      : scope === 'occurrence'
        ? `Seule l'occurrence du ${longDay(occurrence)} sera supprimée.`
        : scope === 'following'
          ? `L'occurrence du ${longDay(occurrence)} et toutes les suivantes seront supprimées.`
          : `Toute la série récurrente « ${task.name} » sera supprimée. Cette action est irréversible.`;

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
        description={description}
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
        destructive
        pending={deletion.busy}
        onConfirm={() => (scope ? void deletion.run(scope) : undefined)}
      />
    </>
  );
}
