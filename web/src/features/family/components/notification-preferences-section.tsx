import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '#domain/notification-kinds.ts';
import {
  type DigestScope,
  type NotificationPreferences,
  PREFERENCE_MESSAGES,
} from '#domain/notification-preferences.ts';
import { ApiRequestError, api, errorMessage, readJson } from '../../../lib/api-client.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { SwitchField } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { SettingsSection } from './settings-section.tsx';

export const NOTIFICATION_PREFERENCE_TEXTS = {
  title: 'Notifications',
  devices: 'Sur mes appareils',
  devicesHint: 'Tout reste dans Alertes ; ceci choisit ce qui fait sonner vos appareils.',
  email: 'Par email',
  emailDigest: 'Résumé du soir par email',
  quiet: 'Heures calmes',
  quietSwitch: 'Garder des heures calmes',
  quietHint: 'Aucune notification sur vos appareils, sauf les rappels et le résumé du soir.',
  quietFrom: 'De',
  quietTo: 'À',
  digest: 'Résumé du soir',
  digestHint:
    'Les événements du lendemain et les changements du jour, à l’heure choisie (heure de la famille).',
  digestTime: 'Heure du résumé',
  scope: 'Événements',
  scopes: { mine: 'Mes événements', family: 'Toute la famille' } satisfies Record<
    DigestScope,
    string
  >,
  myProfile: 'Mon profil',
  save: 'Enregistrer',
} as const;

const KIND_HINTS: Record<NotificationKind, string> = {
  reminders: 'Les rappels des tâches et des mémos',
  assigned: 'Quand quelqu’un vous confie une tâche ou une activité',
  lists: 'Les éléments cochés dans les listes',
  arrivals: 'Quand quelqu’un rejoint l’espace',
  digest: 'Le résumé du soir sur l’appareil',
};

const preferenceKey = (spaceId: string) => spaceKeys.area(spaceId, 'notification-preferences');

function usePreferences(spaceId: string) {
  return useQuery({
    queryKey: preferenceKey(spaceId),
    queryFn: async () =>
      (
        await readJson(
          api.spaces[':spaceId']['notification-preferences'].$get({ param: { spaceId } }),
        )
      ).preferences,
  });
}

function summaryOf(p: NotificationPreferences | undefined): string {
  if (!p) return '';
  const digest =
    p.push.digest || p.emailDigest ? `Résumé à ${p.digestTime}` : 'Pas de résumé du soir';
  const quiet = p.quietHours
    ? `calme ${p.quietHours.start}–${p.quietHours.end}`
    : 'sans heures calmes';
  return `${digest}, ${quiet}`;
}

/**
 * Réglages › « Notifications » (docs/decisions/040): per kind, on this person's devices; the digest
 * by email; the quiet hours; the digest's hour and scope. Saved together with « Enregistrer ».
 */
export function NotificationPreferencesSection({ spaceId }: { spaceId: string }) {
  const preferences = usePreferences(spaceId);
  return (
    <SettingsSection
      icon={BellRing}
      tone="bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
      title={NOTIFICATION_PREFERENCE_TEXTS.title}
      summary={summaryOf(preferences.data)}
    >
      {preferences.data ? (
        <PreferencesForm spaceId={spaceId} initial={preferences.data} />
      ) : (
        <p className="text-sm text-muted">Chargement…</p>
      )}
    </SettingsSection>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} className="flex flex-col gap-1">
      <legend className="font-bold text-app">{title}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

type SetPreferences = (change: Partial<NotificationPreferences>) => void;

/** The one save of the form: the answer becomes the cached preferences and the form's draft. */
function useSavePreferences(spaceId: string, onSaved: (saved: NotificationPreferences) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NotificationPreferences) =>
      readJson(
        api.spaces[':spaceId']['notification-preferences'].$put({
          param: { spaceId },
          json,
        }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(preferenceKey(spaceId), answer.preferences);
      onSaved(answer.preferences);
      toast.success(answer.message);
    },
    onError: (error) => {
      // A refused field says why (« Choisissez votre profil… »); anything else, the usual sentence.
      const field = error instanceof ApiRequestError ? Object.values(error.fields)[0] : undefined;
      toast.error(PREFERENCE_MESSAGES.saveFailed, { description: field ?? errorMessage(error) });
    },
  });
}

function PreferencesForm({
  spaceId,
  initial,
}: {
  spaceId: string;
  initial: NotificationPreferences;
}) {
  const [draft, setDraft] = useState(initial);
  const save = useSavePreferences(spaceId, setDraft);
  const set: SetPreferences = (change) => setDraft((d) => ({ ...d, ...change }));
  const setPush = (kind: NotificationKind, on: boolean) =>
    setDraft((d) => ({ ...d, push: { ...d.push, [kind]: on } }));
  const T = NOTIFICATION_PREFERENCE_TEXTS;

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Group title={T.devices} hint={T.devicesHint}>
        {NOTIFICATION_KINDS.map((kind) => (
          <SwitchField
            key={kind}
            label={NOTIFICATION_KIND_LABELS[kind]}
            hint={KIND_HINTS[kind]}
            checked={draft.push[kind]}
            onCheckedChange={(on) => setPush(kind, on)}
          />
        ))}
      </Group>

      <Group title={T.email}>
        <SwitchField
          label={T.emailDigest}
          checked={draft.emailDigest}
          onCheckedChange={(on) => set({ emailDigest: on })}
        />
      </Group>

      <QuietHoursGroup draft={draft} initial={initial} set={set} />
      <DigestGroup spaceId={spaceId} draft={draft} set={set} />

      <Button type="submit" disabled={save.isPending} className="self-start">
        {T.save}
      </Button>
    </form>
  );
}

/** « Heures calmes »: on or off, and from when to when (22:00–07:00 when first turned on). */
function QuietHoursGroup({
  draft,
  initial,
  set,
}: {
  draft: NotificationPreferences;
  initial: NotificationPreferences;
  set: SetPreferences;
}) {
  const T = NOTIFICATION_PREFERENCE_TEXTS;
  return (
    <Group title={T.quiet}>
      <SwitchField
        label={T.quietSwitch}
        hint={T.quietHint}
        checked={draft.quietHours !== null}
        onCheckedChange={(on) =>
          set({
            quietHours: on ? (initial.quietHours ?? { start: '22:00', end: '07:00' }) : null,
          })
        }
      />
      {draft.quietHours ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={T.quietFrom}
            type="time"
            value={draft.quietHours.start}
            onChange={(e) =>
              set({ quietHours: { end: '07:00', ...draft.quietHours, start: e.target.value } })
            }
          />
          <TextField
            label={T.quietTo}
            type="time"
            value={draft.quietHours.end}
            onChange={(e) =>
              set({ quietHours: { start: '22:00', ...draft.quietHours, end: e.target.value } })
            }
          />
        </div>
      ) : null}
    </Group>
  );
}

/** « Résumé du soir »: its hour, whose events, and for « Mes événements » whose profile. */
function DigestGroup({
  spaceId,
  draft,
  set,
}: {
  spaceId: string;
  draft: NotificationPreferences;
  set: SetPreferences;
}) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  const scopeName = useId();
  const T = NOTIFICATION_PREFERENCE_TEXTS;
  return (
    <Group title={T.digest} hint={T.digestHint}>
      <TextField
        label={T.digestTime}
        type="time"
        value={draft.digestTime}
        onChange={(e) => set({ digestTime: e.target.value })}
      />
      <fieldset className="mt-3 flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-app">{T.scope}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['mine', 'family'] as const).map((scope) => (
            <label
              key={scope}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-app bg-surface px-3 text-app has-[:checked]:border-primary has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name={scopeName}
                value={scope}
                checked={draft.digestScope === scope}
                onChange={() => set({ digestScope: scope })}
                className="size-4 accent-[var(--color-primary)]"
              />
              <span className="font-medium">{T.scopes[scope]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.digestScope === 'mine' ? (
        <label className="mt-3 flex flex-col gap-1.5 text-app">
          <span className="font-semibold">{T.myProfile}</span>
          <select
            className="min-h-12 rounded-xl border-2 border-app bg-surface px-3 text-app"
            value={draft.profileId ?? ''}
            onChange={(e) => set({ profileId: e.target.value || null })}
          >
            <option value="">Choisir…</option>
            {(profiles.data ?? []).map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.emoji} {profile.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </Group>
  );
}
