import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceStrict, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarPlus, CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  SUBSCRIPTION_MESSAGES,
  type SubscriptionSummary,
  subscriptionCreateSchema,
} from '#domain/calendar-subscriptions.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { ConfirmMutation } from '../../../ui/confirm-mutation.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  calendarSubscriptionsQueryOptions,
  useAddCalendarSubscription,
  useDeleteCalendarSubscription,
  useEditCalendarSubscription,
} from '../api/calendar-subscriptions.ts';
import { ColourPicker } from './colour-picker.tsx';
import { SettingsSection } from './settings-section.tsx';

/** « Pour » as a radio value: the whole family is the empty string. */
const FAMILY = '';

const addFormSchema = subscriptionCreateSchema.extend({ profileId: z.string() });
/** The address is not edited (the PATCH route does not take it): the field is not shown. */
const editFormSchema = addFormSchema.extend({ url: z.string() });
type FormInput = z.input<typeof addFormSchema>;
type FormOutput = z.output<typeof addFormSchema>;

function ago(iso: string, now: Date): string {
  return formatDistanceStrict(parseISO(iso), now, { locale: fr, addSuffix: true });
}

/** « Mis à jour il y a 2 heures », or on failure « Dernière mise à jour il y a 3 jours — erreur : … ». */
export function refreshLine(subscription: SubscriptionSummary, now: Date): string {
  const last = subscription.lastSuccessAt ? ago(subscription.lastSuccessAt, now) : null;
  if (subscription.lastError) {
    return `${last ? `Dernière mise à jour ${last}` : 'Jamais mis à jour'} — erreur : ${subscription.lastError}`;
  }
  return last ? `Mis à jour ${last}` : 'En attente de mise à jour';
}

/**
 * « Calendriers suivis » (docs/decisions/049-subscribed-calendars.md): the school's, the club's, a
 * parent's work agenda, shown read-only in the planning with their colour. Admins add and remove
 * them, like the space's other settings; every member sees the list and when each was last read.
 */
export function CalendarSubscriptionsSection({
  spaceId,
  isAdmin,
}: {
  spaceId: string;
  isAdmin: boolean;
}) {
  const subscriptions = useQuery(calendarSubscriptionsQueryOptions(spaceId));
  const count = subscriptions.data?.length ?? 0;
  const [adding, setAdding] = useState(false);
  return (
    <SettingsSection
      icon={CalendarRange}
      tone="bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300"
      title="Calendriers suivis"
      summary={
        count === 0
          ? "L'école, le club, l'agenda du travail"
          : count === 1
            ? '1 calendrier'
            : `${count} calendriers`
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Les événements d'un calendrier suivi (.ics) s'affichent dans le planning, en lecture
          seule, et se mettent à jour toutes les 6 heures.
        </p>
        {count > 0 ? (
          <ul className="flex flex-col divide-y divide-[var(--app-border)] rounded-xl border border-app">
            {subscriptions.data?.map((subscription) => (
              <SubscriptionRow
                key={subscription.id}
                spaceId={spaceId}
                subscription={subscription}
                isAdmin={isAdmin}
              />
            ))}
          </ul>
        ) : null}
        {isAdmin ? (
          <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Ajouter un calendrier
          </Button>
        ) : (
          <p className="text-sm text-muted">Seuls les administrateurs de l'espace en ajoutent.</p>
        )}
      </div>
      <Dialog open={adding} onOpenChange={setAdding} title="Ajouter un calendrier">
        {adding ? <SubscriptionForm spaceId={spaceId} onDone={() => setAdding(false)} /> : null}
      </Dialog>
    </SettingsSection>
  );
}

function SubscriptionRow({
  spaceId,
  subscription,
  isAdmin,
}: {
  spaceId: string;
  subscription: SubscriptionSummary;
  isAdmin: boolean;
}) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const person = profiles.data?.find((p) => p.id === subscription.profileId);
  return (
    <li className="flex flex-col gap-1 p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <PersonDot colour={subscription.colour} />
        <span className="min-w-0 flex-1 truncate font-semibold text-app">{subscription.name}</span>
        {isAdmin ? <SubscriptionActions spaceId={spaceId} subscription={subscription} /> : null}
      </div>
      <p className="text-sm text-muted">
        Pour : {person ? person.name : 'toute la famille'} · {subscription.url}
        {subscription.inConflicts && subscription.profileId ? ' · compte dans les conflits' : ''}
      </p>
      <p
        className={
          subscription.lastError
            ? 'text-sm font-medium text-red-700 dark:text-red-300'
            : 'text-sm text-muted'
        }
      >
        {refreshLine(subscription, new Date())}
      </p>
    </li>
  );
}

/** An admin's « Modifier » and « Retirer » of one calendar, each with its dialog. */
function SubscriptionActions({
  spaceId,
  subscription,
}: {
  spaceId: string;
  subscription: SubscriptionSummary;
}) {
  const [removing, setRemoving] = useState<SubscriptionSummary | null>(null);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCalendarSubscription(spaceId);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Modifier le calendrier ${subscription.name}`}
        title="Modifier"
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Retirer le calendrier ${subscription.name}`}
        title="Retirer"
        onClick={() => setRemoving(subscription)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
      <Dialog open={editing} onOpenChange={setEditing} title="Modifier le calendrier">
        {editing ? (
          <SubscriptionForm
            spaceId={spaceId}
            subscription={subscription}
            onDone={() => setEditing(false)}
          />
        ) : null}
      </Dialog>
      <ConfirmMutation
        subject={removing}
        onClose={() => setRemoving(null)}
        title="Retirer ce calendrier ?"
        description={(removed) =>
          `Les événements de « ${removed.name} » ne s'afficheront plus dans le planning. Vous pourrez l'ajouter à nouveau.`
        }
        confirmLabel="Retirer"
        destructive
        pendingLabel="Retrait…"
        request={(removed) => remove.mutateAsync(removed.id)}
        errorToast="Le calendrier n'a pas pu être retiré"
      />
    </>
  );
}

/**
 * « Ajouter un calendrier », or with `subscription` « Modifier le calendrier »: the same name, colour,
 * « Pour » and « Compter dans les conflits »; the address only when adding (it is fetched then).
 * A whole-family calendar counts for no one (docs/decisions/049-subscribed-calendars.md), so the
 * switch waits for a person.
 */
function SubscriptionForm({
  spaceId,
  subscription,
  onDone,
}: {
  spaceId: string;
  subscription?: SubscriptionSummary;
  onDone: () => void;
}) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const { form, onSubmit, busy, failure } = useSubscriptionForm(spaceId, subscription, onDone);
  const forFamily = useWatch({ control: form.control, name: 'profileId' }) === FAMILY;
  const inConflicts = useWatch({ control: form.control, name: 'inConflicts' }) ?? false;
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom"
        placeholder="Club de judo"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      {subscription ? (
        <p className="text-sm text-muted">Adresse : {subscription.url}</p>
      ) : (
        <TextField
          label="Adresse du calendrier"
          placeholder="https://… ou webcal://…"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="L'adresse .ics que publie l'école, le club ou votre agenda."
          error={errors.url?.message}
          {...form.register('url')}
        />
      )}
      <ColourPicker
        inputProps={form.register('colour')}
        value={form.watch('colour')}
        error={errors.colour?.message}
      />
      <ChoiceGroup
        legend="Pour"
        look="chip"
        columns="grid-cols-2"
        choices={[
          { value: FAMILY, label: 'Toute la famille' },
          ...(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name, emoji: p.emoji })),
        ]}
        error={errors.profileId?.message}
        inputProps={form.register('profileId')}
      />
      <SwitchField
        label="Compter dans les conflits"
        hint={
          forFamily
            ? 'Choisissez une personne : un calendrier de toute la famille ne compte pour personne.'
            : 'Ses événements occupent cette personne dans les alertes de conflit.'
        }
        checked={!forFamily && inConflicts}
        disabled={forFamily}
        onCheckedChange={(checked) => form.setValue('inConflicts', checked)}
      />
      <FormAlert>{failure}</FormAlert>
      <Button
        type="submit"
        size="lg"
        busy={busy}
        busyLabel={subscription ? 'Enregistrement…' : 'Lecture du calendrier…'}
      >
        {subscription ? 'Enregistrer' : 'Ajouter'}
      </Button>
    </form>
  );
}

/** The form's state and its save: an add sends the address, an edit the rest only. */
function useSubscriptionForm(
  spaceId: string,
  subscription: SubscriptionSummary | undefined,
  onDone: () => void,
) {
  const add = useAddCalendarSubscription(spaceId);
  const edit = useEditCalendarSubscription(spaceId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(subscription ? editFormSchema : addFormSchema),
    defaultValues: subscription
      ? {
          name: subscription.name,
          colour: subscription.colour,
          url: '',
          profileId: subscription.profileId ?? FAMILY,
          inConflicts: subscription.inConflicts,
        }
      : { name: '', colour: 'violet', url: '', profileId: FAMILY, inConflicts: false },
  });
  const submit = useFormSubmit(form, {
    fields: ['name', 'colour', 'url', 'profileId'],
    request: ({ profileId, url, ...values }): Promise<{ message: string }> => {
      const common = {
        ...values,
        profileId: profileId === FAMILY ? null : profileId,
        inConflicts: profileId !== FAMILY && values.inConflicts,
      };
      return subscription
        ? edit.mutateAsync({ id: subscription.id, ...common })
        : add.mutateAsync({ ...common, url });
    },
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: subscription ? SUBSCRIPTION_MESSAGES.editFailed : SUBSCRIPTION_MESSAGES.addFailed,
  });
  return { form, ...submit };
}
