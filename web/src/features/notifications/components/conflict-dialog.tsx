import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAssignTask } from '../api/assign-task.ts';
import type { ConflictView } from '../api/get-alerts.ts';
import { useAdults } from '../api/use-adults.ts';
import { KIND_WORD, timeRange } from '../lib/alert-display.ts';
import { adultChoices, conflictSchema, scopeChoices } from '../lib/assign-form.ts';
import { onDay } from '../lib/time.ts';
import { FixButtons, FixDialog, NoAdult, toastAssigned } from './fix-dialog.tsx';

/**
 * The conflict dialog: choose which of the two items to change, then the adult who takes it over
 * (anyone but the one with two at once), for this occurrence or the whole series. "Conflit résolu avec
 * succès"; a refusal reads "Impossible d'appliquer les modifications".
 */
export function ConflictDialog({
  alert,
  spaceId,
  today,
  onOpenChange,
}: {
  alert: ConflictView | null;
  spaceId: string | undefined;
  today: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FixDialog
      alert={alert}
      title="Résoudre le conflit"
      description={(open) => {
        const who = `${open.adult.emoji ?? ''} ${open.adult.name ?? 'La même personne'}`;
        return `${who.trim()} a deux rendez-vous en même temps ${onDay(open.date, today)}.`;
      }}
      onOpenChange={onOpenChange}
    >
      {(open, onDone) => (
        <ConflictForm alert={open} spaceId={spaceId} today={today} onDone={onDone} />
      )}
    </FixDialog>
  );
}

function ConflictForm({
  alert,
  spaceId,
  today,
  onDone,
}: {
  alert: ConflictView;
  spaceId: string | undefined;
  today: string;
  onDone: () => void;
}) {
  const { adults, isPending } = useAdults(spaceId);
  const others = adults.filter((adult) => adult.id !== alert.adult.profileId);
  const assign = useAssignTask(spaceId);
  const form = useForm<z.input<typeof conflictSchema>, unknown, z.output<typeof conflictSchema>>({
    resolver: zodResolver(conflictSchema),
    defaultValues: { responsable: '', scope: 'occurrence' },
  });
  const chosen = useWatch({ control: form.control, name: 'item' });
  const chosenItem = chosen === '0' || chosen === '1' ? alert.items[Number(chosen)] : undefined;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['responsable'],
    request: (values) => {
      const item = alert.items[Number(values.item)];
      if (!item) throw new Error('no such item');
      return assign(item, values.responsable, values.scope);
    },
    onSuccess: (result) => {
      toastAssigned('Conflit résolu avec succès', result);
      onDone();
    },
    errorToast: { title: 'Erreur', description: "Impossible d'appliquer les modifications" },
  });

  if (isPending) return <Spinner />;
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ChoiceGroup
        legend="1. Quel élément changer ?"
        look="row"
        choices={alert.items.map((item, index) => ({
          value: String(index),
          label: item.name,
          hint: `${KIND_WORD[item.kind]} · ${timeRange(item)}${item.isRecurring ? ' · récurrent' : ''}`,
        }))}
        error={errors.item?.message}
        inputProps={form.register('item')}
      />
      {others.length === 0 ? (
        <NoAdult other />
      ) : (
        <ChoiceGroup
          legend="2. Qui le reprend ?"
          look="row"
          columns="sm:grid-cols-2"
          choices={adultChoices(others)}
          error={errors.responsable?.message}
          inputProps={form.register('responsable')}
        />
      )}
      {chosenItem?.isRecurring ? (
        <ChoiceGroup
          legend="3. Appliquer à"
          look="row"
          choices={scopeChoices(chosenItem.date, today)}
          inputProps={form.register('scope')}
        />
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <FixButtons
        label="Appliquer"
        busyLabel="Application..."
        busy={busy}
        disabled={others.length === 0}
        onCancel={onDone}
      />
    </form>
  );
}
