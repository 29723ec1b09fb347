import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IGNORED_CONFLICT_MESSAGES } from '#domain/ignored-conflicts.ts';
import { namesInFrench } from '#domain/task-people.ts';
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
import { dayLabel, onDay } from '../lib/time.ts';
import { conflictPeople } from './alert-card.tsx';
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
        const people = conflictPeople(open);
        const names = people.map((person) => `${person.emoji ?? ''} ${person.name ?? ''}`.trim());
        const who = people.every((person) => person.name)
          ? namesInFrench(names)
          : 'La même personne';
        const verb = people.length > 1 ? 'ont' : 'a';
        return `${who} ${verb} deux rendez-vous en même temps ${onDay(open.date, today)}.`;
      }}
      onOpenChange={onOpenChange}
    >
      {(open, onDone) => (
        <ConflictForm alert={open} spaceId={spaceId} today={today} onDone={onDone} />
      )}
    </FixDialog>
  );
}

type ConflictFormProps = {
  alert: ConflictView;
  spaceId: string | undefined;
  today: string;
  onDone: () => void;
};

type ConflictResult =
  | { kind: 'ignored'; pair: [string, string]; series: boolean; body: { message: string } }
  | { kind: 'move' | 'reassign'; task: Awaited<ReturnType<ReturnType<typeof useFixTask>>> };

/** The form's state and its one request: ignore the pair, or move or hand over one item. */
function useConflictForm({ alert, spaceId, onDone }: ConflictFormProps) {
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
  const submit = useFormSubmit(form, {
    fields: ['item', 'responsable', 'time', 'endTime'],
    request: async (values): Promise<ConflictResult> => {
      if (values.action === 'ignore') {
        const pair: [string, string] = [alert.items[0].key, alert.items[1].key];
        const series = values.scope === 'series' && seriesCanBeIgnored(alert);
        return { kind: 'ignored', pair, series, body: await ignored.ignore(pair, series) };
      }
      const item = alert.items[Number(values.item)];
      if (!item) throw new Error('no such item');
      const input =
        values.action === 'move'
          ? moveInput(item, values.time ?? '', values.endTime)
          : reassignmentInput(item, alert.adult.profileId, values.responsable ?? '', values.scope);
      return { kind: values.action, task: await fix(item, input) };
    },
    onSuccess: (result) => {
      toastResolved(result, ignored.undo);
      onDone();
    },
    errorToast: { title: 'Erreur', description: "Impossible d'appliquer les modifications" },
  });
  return { form, others, canReassign, isPending, ...submit };
}

/** The toast of a resolved conflict; an ignored pair's offers to undo. */
function toastResolved(
  result: ConflictResult,
  undo: (pair: [string, string], series: boolean) => Promise<{ message: string }>,
) {
  if (result.kind !== 'ignored') {
    toastAssigned(
      result.kind === 'move' ? 'Horaire décalé' : 'Conflit résolu avec succès',
      result.task,
    );
    return;
  }
  const { pair, series } = result;
  toast.success(result.body.message, {
    action: {
      label: IGNORED_CONFLICT_MESSAGES.undo,
      onClick: () => {
        undo(pair, series).then(
          (body) => toast.success(body.message),
          () => toast.error("Impossible d'annuler : réessayez depuis les alertes"),
        );
      },
    },
  });
}

/**
 * The items one may pick: only an item with a time can move to another; a followed calendar's
 * event is read-only, so neither moved nor handed over (« C'est voulu, ignorer » still applies).
 */
function itemChoices(alert: ConflictView, action: string | undefined) {
  return alert.items.flatMap((item, index) =>
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
}

function ConflictForm(props: ConflictFormProps) {
  const { alert, today, onDone } = props;
  const { form, others, canReassign, isPending, onSubmit, busy, failure } = useConflictForm(props);
  const action = useWatch({ control: form.control, name: 'action' });
  const chosen = useWatch({ control: form.control, name: 'item' });
  const chosenItem = chosen === '0' || chosen === '1' ? alert.items[Number(chosen)] : undefined;

  if (isPending) return <Spinner />;
  const errors = form.formState.errors;
  const chooseItem = form.register('item', {
    onChange: (event: { target: { value: string } }) => {
      const item = alert.items[Number(event.target.value)];
      if (!item) return;
      form.setValue('time', item.time ?? '');
      form.setValue('endTime', item.endTime ?? '');
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
        <IgnoreFields form={form} alert={alert} today={today} />
      ) : (
        <ChoiceGroup
          legend={action === 'move' ? 'Quel élément décaler ?' : 'Quel élément changer ?'}
          look="row"
          choices={itemChoices(alert, action)}
          error={errors.item?.message}
          inputProps={chooseItem}
        />
      )}
      {action === 'reassign' ? (
        <ReassignFields form={form} others={others} item={chosenItem} today={today} />
      ) : null}
      {action === 'move' && chosenItem ? (
        <MoveFields form={form} item={chosenItem} today={today} />
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

type ConflictFormHandle = ReturnType<typeof useConflictForm>['form'];
type ConflictItem = ConflictView['items'][number];

/** A clash that comes back with a series can be ignored for good; a followed calendar has no series. */
function seriesCanBeIgnored(alert: ConflictView): boolean {
  return alert.items.some((item) => item.isRecurring) && !alert.items.some((item) => item.calendar);
}

/** What ignoring keeps, and for a series, « Cette fois seulement » or « Ignorer pour toute la série ». */
function IgnoreFields({
  form,
  alert,
  today,
}: {
  form: ConflictFormHandle;
  alert: ConflictView;
  today: string;
}) {
  const scope = useWatch({ control: form.control, name: 'scope' });
  const series = seriesCanBeIgnored(alert) && scope === 'series';
  return (
    <>
      {seriesCanBeIgnored(alert) ? (
        <ChoiceGroup
          legend="Ignorer"
          look="row"
          choices={[
            {
              value: 'occurrence',
              label: IGNORED_CONFLICT_MESSAGES.onceChoice,
              hint: dayLabel(alert.date, today),
            },
            {
              value: 'series',
              label: IGNORED_CONFLICT_MESSAGES.seriesChoice,
              hint: 'Chaque fois que ces deux-là se chevauchent',
            },
          ]}
          inputProps={form.register('scope')}
        />
      ) : null}
      <p className="text-sm text-muted">
        « {alert.items[0].name} » et « {alert.items[1].name} » restent au planning ;{' '}
        {series
          ? "leurs chevauchements ne seront plus signalés, aujourd'hui comme à l'avenir. Une date modifiée seule le sera de nouveau."
          : `ce conflit ne sera plus signalé ${onDay(alert.date, today)}. Si l'un des deux change d'horaire, il le sera de nouveau.`}
      </p>
    </>
  );
}

/** « Qui le reprend ? », and for a series, « Appliquer à ». */
function ReassignFields({
  form,
  others,
  item,
  today,
}: {
  form: ConflictFormHandle;
  others: ReturnType<typeof useAdults>['adults'];
  item: ConflictItem | undefined;
  today: string;
}) {
  return (
    <>
      {others.length === 0 ? (
        <NoAdult other />
      ) : (
        <ChoiceGroup
          legend="Qui le reprend ?"
          look="row"
          columns="sm:grid-cols-2"
          choices={adultChoices(others)}
          error={form.formState.errors.responsable?.message}
          inputProps={form.register('responsable')}
        />
      )}
      {item?.isRecurring ? (
        <ChoiceGroup
          legend="Appliquer à"
          look="row"
          choices={scopeChoices(item.date, today)}
          inputProps={form.register('scope')}
        />
      ) : null}
    </>
  );
}

/** The new start and end of the moved occurrence; its end follows the start it is moved to. */
function MoveFields({
  form,
  item,
  today,
}: {
  form: ConflictFormHandle;
  item: ConflictItem;
  today: string;
}) {
  const errors = form.formState.errors;
  const startField = form.register('time', {
    onChange: (event: { target: { value: string } }) => {
      form.setValue('endTime', shiftedEnd(item, event.target.value));
    },
  });
  return (
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
      {item.isRecurring ? (
        <p className="text-sm text-muted">
          Seule l'occurrence {onDay(item.date, today)} est décalée ; la série garde son horaire.
        </p>
      ) : null}
    </div>
  );
}

const SUBMIT_LABELS = {
  reassign: { label: 'Appliquer', busy: 'Application...' },
  move: { label: 'Décaler', busy: 'Décalage...' },
  ignore: { label: 'Ignorer ce conflit', busy: 'Enregistrement...' },
} as const;
