import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { conflictWarning } from '#domain/alerts.ts';
import { paths } from '../../../app/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAssignTask } from '../api/assign-task.ts';
import type { UnassignedView } from '../api/get-alerts.ts';
import { useAdults } from '../api/use-adults.ts';
import { categoryOf, whenLabel } from '../lib/alert-display.ts';
import { adultChoices, assignmentInput, assignSchema, scopeChoices } from '../lib/assign-form.ts';

/**
 * The assignment dialog of an unassigned alert: choose an adult, and for a series whether it is for
 * this occurrence or the whole series. "Parent assigné avec succès"; a refusal reads "Impossible
 * d'assigner le parent (...)" with the server's reason.
 */
export function AssignDialog({
  alert,
  spaceId,
  today,
  onOpenChange,
}: {
  /** The alert being handled; null: closed. */
  alert: UnassignedView | null;
  spaceId: string | undefined;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={onOpenChange}
      title="Assigner un responsable"
      description={
        alert ? (
          <>
            «&nbsp;{alert.item.name}&nbsp;» · {whenLabel(alert.item, today)}
          </>
        ) : undefined
      }
    >
      {alert ? (
        <AssignForm
          key={alert.id}
          alert={alert}
          spaceId={spaceId}
          today={today}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function AssignForm({
  alert,
  spaceId,
  today,
  onDone,
}: {
  alert: UnassignedView;
  spaceId: string | undefined;
  today: string;
  onDone: () => void;
}) {
  const { adults, isPending } = useAdults(spaceId);
  const assign = useAssignTask(spaceId);
  const form = useForm<z.input<typeof assignSchema>, unknown, z.output<typeof assignSchema>>({
    resolver: zodResolver(assignSchema),
    defaultValues: { responsable: '', scope: 'series' },
  });
  const { item } = alert;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['responsable'],
    request: (values) =>
      assign({ id: item.taskId, input: assignmentInput(item, values.responsable, values.scope) }),
    onSuccess: (result) => {
      const warning = conflictWarning(result.conflicts, result.task.id);
      toast.success('Parent assigné avec succès', warning ? { description: warning } : {});
      onDone();
    },
    errorToast: (failed) => ({
      title: 'Erreur',
      description: `Impossible d'assigner le parent (${failed.message})`,
    }),
  });

  if (isPending) return <Spinner />;
  if (adults.length === 0) return <NoAdult />;
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-muted">{categoryOf(item)}</p>
      <ChoiceGroup
        legend="Responsable"
        look="row"
        columns="sm:grid-cols-2"
        choices={adultChoices(adults)}
        error={errors.responsable?.message}
        inputProps={form.register('responsable')}
      />
      {item.isRecurring ? (
        <ChoiceGroup
          legend="Appliquer à"
          look="row"
          choices={scopeChoices(item.date, today)}
          inputProps={form.register('scope')}
        />
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" busy={busy} busyLabel="Assignation...">
          Assigner
        </Button>
      </div>
    </form>
  );
}

/** No adult to give the task to: the way to add one. */
export function NoAdult({ other = false }: { other?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p className="text-app">
        {other
          ? "Aucun autre adulte dans l'espace famille pour reprendre cet élément."
          : "Aucun adulte dans l'espace famille pour le moment."}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.settings}>Ajouter un membre dans les Réglages</Link>
      </Button>
    </div>
  );
}
