import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarHeart, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CUSTODY_HOLIDAY_RULES,
  CUSTODY_MESSAGES,
  CUSTODY_RHYTHMS,
  CUSTODY_TEXTS,
  type CustodyPattern,
} from '#domain/custody.ts';
import { custodyCreateSchema, custodySwapSchema } from '#domain/custody-schemas.ts';
import { dayTitle, dayTitleWithYear } from '#domain/french.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { isSchoolZone } from '#domain/school-holidays.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { ConfirmMutation } from '../../../ui/confirm-mutation.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit, useRequest } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  custodyQueryOptions,
  useAddCustody,
  useAddSwap,
  useDeleteCustody,
  useDeleteSwap,
  useEditCustody,
} from '../../planning/public.ts';
import { SettingsSection } from './settings-section.tsx';

/** « Pour » as a radio value: all the children is the empty string. */
const ALL_CHILDREN = '';

const patternFormSchema = custodyCreateSchema.safeExtend({ childId: z.string() });
type PatternInput = z.input<typeof patternFormSchema>;
type PatternOutput = z.output<typeof patternFormSchema>;
type SwapInput = z.input<typeof custodySwapSchema>;
type SwapOutput = z.output<typeof custodySwapSchema>;

function useFamilyPeople(spaceId: string) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const all = profiles.data ?? [];
  const byId = new Map(all.map((p) => [p.id, p]));
  return {
    byId,
    adults: all.filter((p) => p.role !== 'enfant'),
    children: all.filter((p) => p.role === 'enfant'),
  };
}

function nameOf(byId: Map<string, ProfileView>, id: string | null): string {
  return (id && byId.get(id)?.name) || '…';
}

/**
 * « Garde » (docs/decisions/062-custody-patterns.md): the rhythm of a separated family's two homes,
 * which the week, the day and the month then draw. Any member sets it, as any member writes the
 * planning: both parents are members of the space.
 */
export function CustodySection({ spaceId }: { spaceId: string }) {
  const patterns = useQuery(custodyQueryOptions(spaceId));
  const count = patterns.data?.length ?? 0;
  const [adding, setAdding] = useState(false);
  return (
    <SettingsSection
      icon={CalendarHeart}
      tone="bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300"
      title={CUSTODY_TEXTS.section}
      summary={
        count === 0 ? 'Une semaine sur deux, 2-2-3…' : `${count} rythme${count > 1 ? 's' : ''}`
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{CUSTODY_TEXTS.intro}</p>
        {count === 0 ? (
          <p className="text-sm text-muted">{CUSTODY_TEXTS.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-[var(--app-border)] rounded-xl border border-app">
            {patterns.data?.map((pattern) => (
              <PatternRow key={pattern.id} spaceId={spaceId} pattern={pattern} />
            ))}
          </ul>
        )}
        <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
          <CalendarHeart aria-hidden="true" className="size-5" />
          {CUSTODY_TEXTS.add}
        </Button>
      </div>
      <Dialog open={adding} onOpenChange={setAdding} title={CUSTODY_TEXTS.add}>
        {adding ? <PatternForm spaceId={spaceId} onDone={() => setAdding(false)} /> : null}
      </Dialog>
    </SettingsSection>
  );
}

function PatternRow({ spaceId, pattern }: { spaceId: string; pattern: CustodyPattern }) {
  const { byId } = useFamilyPeople(spaceId);
  const [dialog, setDialog] = useState<'edit' | 'swap' | 'delete' | null>(null);
  const remove = useDeleteCustody(spaceId);
  const who = pattern.childId ? nameOf(byId, pattern.childId) : CUSTODY_TEXTS.allChildren;
  const close = () => setDialog(null);
  return (
    <li className="flex flex-col gap-2 p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 font-semibold text-app">{who}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${CUSTODY_TEXTS.edit} : ${who}`}
          title="Modifier"
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Supprimer le rythme de garde : ${who}`}
          title="Supprimer"
          onClick={() => setDialog('delete')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <PatternSummary pattern={pattern} byId={byId} />
      <SwapList spaceId={spaceId} pattern={pattern} byId={byId} />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => setDialog('swap')}
      >
        <Repeat aria-hidden="true" className="size-4" />
        {CUSTODY_TEXTS.swap}
      </Button>
      <Dialog open={dialog === 'edit'} onOpenChange={close} title={CUSTODY_TEXTS.edit}>
        {dialog === 'edit' ? (
          <PatternForm spaceId={spaceId} pattern={pattern} onDone={close} />
        ) : null}
      </Dialog>
      <Dialog open={dialog === 'swap'} onOpenChange={close} title={CUSTODY_TEXTS.swapTitle}>
        {dialog === 'swap' ? (
          <SwapForm spaceId={spaceId} pattern={pattern} byId={byId} onDone={close} />
        ) : null}
      </Dialog>
      <ConfirmMutation
        subject={dialog === 'delete' ? pattern.id : null}
        onClose={close}
        title="Supprimer ce rythme de garde ?"
        description={() => CUSTODY_MESSAGES.deleteConfirm}
        confirmLabel="Supprimer"
        destructive
        pendingLabel="Suppression…"
        request={(id) => remove.mutateAsync(id)}
        errorToast="Le rythme de garde n’a pas pu être supprimé"
      />
    </li>
  );
}

/** « Une semaine sur deux, d’abord chez Thomas puis chez Camille, échange à 18:00 · à partir du … ». */
function PatternSummary({
  pattern,
  byId,
}: {
  pattern: CustodyPattern;
  byId: Map<string, ProfileView>;
}) {
  const first = nameOf(byId, pattern.firstParentId);
  const second = nameOf(byId, pattern.secondParentId);
  const rhythm = CUSTODY_RHYTHMS[pattern.rhythm].label;
  return (
    <p className="text-sm text-muted">
      {CUSTODY_TEXTS.summary(rhythm, first, second, pattern.handoverTime)} · à partir du{' '}
      {dayTitleWithYear(pattern.startDate)}.{' '}
      {CUSTODY_TEXTS.holidaySummary(pattern.holidays, first, second)}
    </p>
  );
}

function SwapList({
  spaceId,
  pattern,
  byId,
}: {
  spaceId: string;
  pattern: CustodyPattern;
  byId: Map<string, ProfileView>;
}) {
  const cancel = useDeleteSwap(spaceId);
  const cancelling = useRequest({
    request: (swapId: string) => cancel.mutateAsync({ patternId: pattern.id, swapId }),
    onSuccess: (result) => toast.success(result.message),
    errorToast: 'L’échange n’a pas pu être annulé',
  });
  if (pattern.swaps.length === 0) return null;
  return (
    <section aria-label={CUSTODY_TEXTS.swapsTitle} className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-app">{CUSTODY_TEXTS.swapsTitle}</h3>
      <ul className="flex flex-col gap-1">
        {pattern.swaps.map((swap) => {
          const text = `Du ${dayTitle(swap.firstDay)} au ${dayTitle(swap.lastDay)} : chez ${nameOf(byId, swap.parentId)}`;
          return (
            <li key={swap.id} className="flex items-center gap-2 text-sm text-app">
              <span className="min-w-0 flex-1">{text}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${CUSTODY_TEXTS.cancelSwap} : ${text}`}
                title={CUSTODY_TEXTS.cancelSwap}
                disabled={cancelling.busy}
                onClick={() => void cancelling.run(swap.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function patternDefaults(pattern: CustodyPattern | undefined, adults: ProfileView[]): PatternInput {
  if (pattern) return { ...pattern, childId: pattern.childId ?? ALL_CHILDREN };
  return {
    childId: ALL_CHILDREN,
    rhythm: 'alternate-weeks',
    startDate: '',
    firstParentId: adults[0]?.id ?? '',
    secondParentId: adults[1]?.id ?? '',
    handoverTime: '18:00',
    holidays: 'rhythm',
  };
}

/** « Ajouter un rythme de garde », or with `pattern` « Modifier le rythme de garde ». */
function PatternForm({
  spaceId,
  pattern,
  onDone,
}: {
  spaceId: string;
  pattern?: CustodyPattern;
  onDone: () => void;
}) {
  const { adults, children } = useFamilyPeople(spaceId);
  const add = useAddCustody(spaceId);
  const edit = useEditCustody(spaceId);
  const form = useForm<PatternInput, unknown, PatternOutput>({
    resolver: zodResolver(patternFormSchema),
    defaultValues: patternDefaults(pattern, adults),
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['childId', 'rhythm', 'startDate', 'firstParentId', 'secondParentId', 'handoverTime'],
    request: ({ childId, ...values }): Promise<{ message: string }> => {
      const json = { ...values, childId: childId === ALL_CHILDREN ? null : childId };
      return pattern ? edit.mutateAsync({ id: pattern.id, ...json }) : add.mutateAsync(json);
    },
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: CUSTODY_MESSAGES.saveFailed,
  });
  const errors = form.formState.errors;
  const parentChoices = adults.map((p) => ({ value: p.id, label: p.name, emoji: p.emoji }));
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ChildField form={form} choices={children} />
      <ChoiceGroup
        legend={CUSTODY_TEXTS.rhythmField}
        look="chip"
        columns="grid-cols-3"
        choices={Object.entries(CUSTODY_RHYTHMS).map(([value, r]) => ({ value, label: r.label }))}
        error={errors.rhythm?.message}
        inputProps={form.register('rhythm')}
      />
      <TextField
        label={CUSTODY_TEXTS.startField}
        type="date"
        required
        hint="Le premier jour chez le premier parent : le jour de l’échange."
        error={errors.startDate?.message}
        {...form.register('startDate')}
      />
      <ChoiceGroup
        legend={CUSTODY_TEXTS.firstParentField}
        look="chip"
        columns="grid-cols-2"
        choices={parentChoices}
        error={errors.firstParentId?.message}
        inputProps={form.register('firstParentId')}
      />
      <ChoiceGroup
        legend={CUSTODY_TEXTS.secondParentField}
        look="chip"
        columns="grid-cols-2"
        choices={parentChoices}
        error={errors.secondParentId?.message}
        inputProps={form.register('secondParentId')}
      />
      <TextField
        label={CUSTODY_TEXTS.handoverField}
        type="time"
        required
        error={errors.handoverTime?.message}
        {...form.register('handoverTime')}
      />
      <HolidaysField form={form} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy} busyLabel="Enregistrement…">
        Enregistrer
      </Button>
    </form>
  );
}

type PatternFormApi = ReturnType<typeof useForm<PatternInput, unknown, PatternOutput>>;

/** « Pour »: all the children, or one child with a rhythm of their own. */
function ChildField({ form, choices }: { form: PatternFormApi; choices: ProfileView[] }) {
  const errors = form.formState.errors;
  return (
    <ChoiceGroup
      legend={CUSTODY_TEXTS.childField}
      look="chip"
      columns="grid-cols-2"
      choices={[
        { value: ALL_CHILDREN, label: CUSTODY_TEXTS.allChildren },
        ...choices.map((p) => ({ value: p.id, label: p.name, emoji: p.emoji })),
      ]}
      error={errors.childId?.message}
      inputProps={form.register('childId')}
    />
  );
}

/** « Vacances scolaires », with why the halves need the space's zone. */
function HolidaysField({ form }: { form: PatternFormApi }) {
  const { space } = useActiveSpace();
  const errors = form.formState.errors;
  return (
    <>
      <ChoiceGroup
        legend={`${CUSTODY_TEXTS.holidaysField} (pour le premier parent)`}
        look="row"
        choices={Object.entries(CUSTODY_HOLIDAY_RULES).map(([value, label]) => ({ value, label }))}
        error={errors.holidays?.message}
        inputProps={form.register('holidays')}
      />
      {isSchoolZone(space?.schoolZone) ? null : (
        <p className="text-sm text-muted">{CUSTODY_TEXTS.holidaysNoZone}</p>
      )}
    </>
  );
}

/** « Échanger des jours »: these days go to one of the two homes, once. */
function SwapForm({
  spaceId,
  pattern,
  byId,
  onDone,
}: {
  spaceId: string;
  pattern: CustodyPattern;
  byId: Map<string, ProfileView>;
  onDone: () => void;
}) {
  const add = useAddSwap(spaceId);
  const form = useForm<SwapInput, unknown, SwapOutput>({
    resolver: zodResolver(custodySwapSchema),
    defaultValues: { firstDay: '', lastDay: '', parentId: pattern.firstParentId },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['firstDay', 'lastDay', 'parentId'],
    request: (values) => add.mutateAsync({ patternId: pattern.id, ...values }),
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: 'L’échange n’a pas pu être enregistré',
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={CUSTODY_TEXTS.swapFrom}
        type="date"
        required
        error={errors.firstDay?.message}
        {...form.register('firstDay')}
      />
      <TextField
        label={CUSTODY_TEXTS.swapTo}
        type="date"
        required
        error={errors.lastDay?.message}
        {...form.register('lastDay')}
      />
      <ChoiceGroup
        legend={CUSTODY_TEXTS.swapParent}
        look="chip"
        columns="grid-cols-2"
        choices={[pattern.firstParentId, pattern.secondParentId].map((id) => ({
          value: id,
          label: nameOf(byId, id),
          emoji: byId.get(id)?.emoji,
        }))}
        error={errors.parentId?.message}
        inputProps={form.register('parentId')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy} busyLabel="Enregistrement…">
        {CUSTODY_TEXTS.swap}
      </Button>
    </form>
  );
}
