import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAssignTask } from '../api/assign-task.ts';
import type { UnassignedView } from '../api/get-alerts.ts';
import { useAdults } from '../api/use-adults.ts';
import { categoryOf, whenLabel } from '../lib/alert-display.ts';
import { adultChoices, assignSchema, scopeChoices } from '../lib/assign-form.ts';
import { FixButtons, FixDialog, NoAdult, toastAssigned } from './fix-dialog.tsx';

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
    <FixDialog
      alert={alert}
      title="Assigner un responsable"
      description={(open) => (
        <>
          «&nbsp;{open.item.name}&nbsp;» · {whenLabel(open.item, today)}
        </>
      )}
      onOpenChange={onOpenChange}
    >
      {(open, onDone) => (
        <AssignForm alert={open} spaceId={spaceId} today={today} onDone={onDone} />
      )}
    </FixDialog>
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
    request: (values) => assign(item, values.responsable, values.scope),
    onSuccess: (result) => {
      toastAssigned('Parent assigné avec succès', result);
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
      <FixButtons label="Assigner" busyLabel="Assignation..." busy={busy} onCancel={onDone} />
    </form>
  );
}
