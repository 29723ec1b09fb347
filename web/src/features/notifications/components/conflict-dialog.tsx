import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IGNORED_CONFLICT_MESSAGES } from '#domain/ignored-conflicts.ts';
import { toast } from '../../../lib/toast.ts';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useFixTask } from '../api/assign-task.ts';
import type { ConflictView } from '../api/get-alerts.ts';
import { useIgnoreConflict } from '../api/ignore-conflict.ts';
import { useAdults } from '../api/use-adults.ts';
import { KIND_WORD, timeRange } from '../lib/alert-display.ts';
import {
  actionChoices,
  adultChoices,
  conflictSchema,
  moveInput,
  reassignmentInput,
  scopeChoices,
  shiftedEnd,
} from '../lib/assign-form.ts';
import { onDay } from '../lib/time.ts';
import { FixButtons, FixDialog, NoAdult, toastAssigned } from './fix-dialog.tsx';

/**
 * The conflict dialog: « Qui le reprend ? » (another adult takes the clashing one's place on one of
 * the two items, the item's other people staying, for this occurrence or the whole series; not for a
 * child), « Décaler l'heure » (that occurrence at another time) or « C'est voulu, ignorer » (this
 * pair of occurrences is no longer flagged). A refusal reads "Impossible d'appliquer les
 * modifications".
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
  // Another adult cannot stand in for a child who is expected in two places.
  const canReassign = alert.adult.role !== 'child';
  const fix = useFixTask(spaceId);
  const ignored = useIgnoreConflict(spaceId);
  const form = useForm<z.input<typeof conflictSchema>, unknown, z.output<typeof conflictSchema>>({
    resolver: zodResolver(conflictSchema),
    defaultValues: {
      action: canReassign ? 'reassign' : 'move',
      responsable: '',
      scope: 'occurrence',
      time: '',
      endTime: '',
    },
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const chosen = useWatch({ control: form.control, name: 'item' });
  const chosenItem = chosen === '0' || chosen === '1' ? alert.items[Number(chosen)] : undefined;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['item', 'responsable', 'time', 'endTime'],
    request: async (values) => {
      if (values.action === 'ignore') {
        const pair: [string, string] = [alert.items[0].key, alert.items[1].key];
        return { kind: 'ignored' as const, pair, body: await ignored.ignore(pair) };
      }
      const item = alert.items[Number(values.item)];
      if (!item) throw new Error('no such item');
      const input =
        values.action === 'move'
          ? moveInput(item, values.time ?? '', values.endTime)
          : reassignmentInput(item, alert.adult.profileId, values.responsable ?? '', values.scope);
      return { kind: values.action, task: await fix(item.taskId, input) };
    },
    onSuccess: (result) => {
      if (result.kind === 'ignored') {
        const { pair } = result;
        toast.success(result.body.message, {
          action: {
            label: IGNORED_CONFLICT_MESSAGES.undo,
            onClick: () => {
              ignored.undo(pair).then(
                (body) => toast.success(body.message),
                () => toast.error("Impossible d'annuler : réessayez depuis les alertes"),
              );
            },
          },
        });
      } else {
        toastAssigned(
          result.kind === 'move' ? 'Horaire décalé' : 'Conflit résolu avec succès',
          result.task,
        );
      }
      onDone();
    },
    errorToast: { title: 'Erreur', description: "Impossible d'appliquer les modifications" },
  });

  if (isPending) return <Spinner />;
  const errors = form.formState.errors;
  // Only an item with a time can move to another; a followed calendar's event is read-only, so
  // neither moved nor handed over (« C'est voulu, ignorer » still applies to its pair).
  const itemChoices = alert.items.flatMap((item, index) =>
    item.calendar || (action === 'move' && !item.time)
      ? []
      : [
          {
            value: String(index),
            label: item.name,
            hint: `${KIND_WORD[item.kind]} · ${timeRange(item) || 'Toute la journée'}${item.isRecurring ? ' · récurrent' : ''}`,
          },
        ],
  );
  const chooseItem = form.register('item', {
    onChange: (event: { target: { value: string } }) => {
      const item = alert.items[Number(event.target.value)];
      if (!item) return;
      form.setValue('time', item.time ?? '');
      form.setValue('endTime', item.endTime ?? '');
    },
  });
  const startField = form.register('time', {
    onChange: (event: { target: { value: string } }) => {
      if (chosenItem) form.setValue('endTime', shiftedEnd(chosenItem, event.target.value));
    },
  });
  const noAdult = action === 'reassign' && others.length === 0;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Que faire ?"
        look="row"
        choices={actionChoices(canReassign)}
        inputProps={form.register('action')}
      />
      {action === 'ignore' ? (
        <p className="text-sm text-muted">
          « {alert.items[0].name} » et « {alert.items[1].name} » restent au planning ; ce conflit ne
          sera plus signalé {onDay(alert.date, today)}. Si l'un des deux change d'horaire, il le
          sera de nouveau.
        </p>
      ) : (
        <ChoiceGroup
          legend={action === 'move' ? 'Quel élément décaler ?' : 'Quel élément changer ?'}
          look="row"
          choices={itemChoices}
          error={errors.item?.message}
          inputProps={chooseItem}
        />
      )}
      {action === 'reassign' ? (
        noAdult ? (
          <NoAdult other />
        ) : (
          <ChoiceGroup
            legend="Qui le reprend ?"
            look="row"
            columns="sm:grid-cols-2"
            choices={adultChoices(others)}
            error={errors.responsable?.message}
            inputProps={form.register('responsable')}
          />
        )
      ) : null}
      {action === 'move' && chosenItem ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Nouvelle heure"
              type="time"
              error={errors.time?.message}
              {...startField}
            />
            <TextField
              label="Heure de fin"
              type="time"
              hint="Optionnelle"
              error={errors.endTime?.message}
              {...form.register('endTime')}
            />
          </div>
          {chosenItem.isRecurring ? (
            <p className="text-sm text-muted">
              Seule l'occurrence {onDay(chosenItem.date, today)} est décalée ; la série garde son
              horaire.
            </p>
          ) : null}
        </div>
      ) : null}
      {action === 'reassign' && chosenItem?.isRecurring ? (
        <ChoiceGroup
          legend="Appliquer à"
          look="row"
          choices={scopeChoices(chosenItem.date, today)}
          inputProps={form.register('scope')}
        />
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <FixButtons
        label={SUBMIT_LABELS[action ?? 'reassign'].label}
        busyLabel={SUBMIT_LABELS[action ?? 'reassign'].busy}
        busy={busy}
        disabled={noAdult}
        onCancel={onDone}
      />
    </form>
  );
}

const SUBMIT_LABELS = {
  reassign: { label: 'Appliquer', busy: 'Application...' },
  move: { label: 'Décaler', busy: 'Décalage...' },
  ignore: { label: 'Ignorer ce conflit', busy: 'Enregistrement...' },
} as const;
