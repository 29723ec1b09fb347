import { useQuery } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { CalendarSync, Copy, ExternalLink, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CALENDAR_FEED_TOASTS, type CalendarFeedSummary } from '#domain/calendar-feeds.ts';
import { longDate } from '#domain/french.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  calendarFeedsQueryOptions,
  useIssueCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feeds.ts';
import { SettingsSection } from './settings-section.tsx';

/** One address a member can make: the whole space, or one profile. */
interface FeedScope {
  /** Null for the whole space. */
  profileId: string | null;
  label: string;
  emoji: string | null;
}

function frenchDay(iso: string): string {
  return longDate(parseISO(iso));
}

/** Apple's calendars open a `webcal:` address as a subscription. */
function webcal(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(CALENDAR_FEED_TOASTS.copied);
  } catch {
    toast.error(CALENDAR_FEED_TOASTS.copyFailed);
  }
}

/**
 * "Abonnement calendrier" (docs/decisions/013-calendar-feed.md): the member's secret addresses for
 * the space's planning and for each profile's items, to paste into Google Agenda or Apple Calendar.
 * Only a hash is kept, so an address is shown when it is made and not afterwards.
 */
export function CalendarFeedSection({
  spaceId,
  spaceName,
}: {
  spaceId: string;
  spaceName: string;
}) {
  const feeds = useQuery(calendarFeedsQueryOptions(spaceId));
  const active = feeds.data?.length ?? 0;
  return (
    <SettingsSection
      icon={CalendarSync}
      tone="bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
      title="Abonnement calendrier"
      summary={
        active === 0
          ? 'Voir le planning dans Google Agenda ou Calendrier'
          : active === 1
            ? '1 lien actif'
            : `${active} liens actifs`
      }
    >
      <CalendarFeeds spaceId={spaceId} spaceName={spaceName} feeds={feeds.data} />
    </SettingsSection>
  );
}

function CalendarFeeds({
  spaceId,
  spaceName,
  feeds,
}: {
  spaceId: string;
  spaceName: string;
  feeds: CalendarFeedSummary[] | undefined;
}) {
  const profiles = useQuery(profilesQueryOptions(spaceId));
  // The addresses made on this screen, by scope: the only time they can be shown.
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const scopes: FeedScope[] = [
    { profileId: null, label: `Tout l'espace «\u00a0${spaceName}\u00a0»`, emoji: null },
    ...(profiles.data ?? []).map((profile) => ({
      profileId: profile.id,
      label: profile.name,
      emoji: profile.emoji,
    })),
  ];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Abonnez Google Agenda ou Calendrier (Apple) au planning : les tâches et activités s'y
        affichent et se mettent à jour d'elles-mêmes. Chaque lien est secret : toute personne qui le
        connaît voit le planning. Il n'est affiché qu'une fois, au moment où vous le créez.
      </p>
      <ul className="flex flex-col divide-y divide-[var(--app-border)] rounded-xl border border-app">
        {scopes.map((scope) => (
          <FeedRow
            key={scope.profileId ?? 'espace'}
            spaceId={spaceId}
            scope={scope}
            feed={feeds?.find((feed) => feed.profileId === scope.profileId)}
            loading={feeds === undefined}
            url={revealed[scope.profileId ?? '']}
            onUrl={(url) =>
              setRevealed((current) => {
                const next = { ...current };
                if (url) next[scope.profileId ?? ''] = url;
                else delete next[scope.profileId ?? ''];
                return next;
              })
            }
          />
        ))}
      </ul>
      <Instructions />
    </div>
  );
}

type Confirmation = 'regenerate' | 'revoke' | null;

function FeedRow({
  spaceId,
  scope,
  feed,
  loading,
  url,
  onUrl,
}: {
  spaceId: string;
  scope: FeedScope;
  feed: CalendarFeedSummary | undefined;
  loading: boolean;
  url: string | undefined;
  onUrl: (url: string | null) => void;
}) {
  const [confirm, setConfirm] = useState<Confirmation>(null);
  const { issuing, revoking } = useFeedWrites(spaceId, scope.profileId, (next) => {
    onUrl(next);
    setConfirm(null);
  });

  return (
    <li className="flex flex-col gap-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FeedStatus scope={scope} feed={feed} loading={loading} />
        {feed ? (
          <FeedActions label={scope.label} onConfirm={setConfirm} />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={loading}
            busy={issuing.busy}
            busyLabel="Création…"
            onClick={() => void issuing.run(undefined)}
            aria-label={`Créer le lien : ${scope.label}`}
          >
            <Link2 aria-hidden="true" className="size-5" />
            Créer le lien
          </Button>
        )}
      </div>
      {url && feed ? <RevealedUrl url={url} label={scope.label} /> : null}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={(open) => setConfirm(open ? 'regenerate' : null)}
        title="Régénérer ce lien ?"
        description="L'ancien lien cessera aussitôt de fonctionner : les calendriers abonnés devront l'être à nouveau avec le nouveau lien."
        confirmLabel="Régénérer"
        pending={issuing.busy}
        pendingLabel="Régénération…"
        onConfirm={() => void issuing.run(undefined)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => setConfirm(open ? 'revoke' : null)}
        title="Révoquer ce lien ?"
        description="Les calendriers abonnés à ce lien ne recevront plus le planning. Vous pourrez en créer un nouveau."
        confirmLabel="Révoquer"
        destructive
        pending={revoking.busy}
        pendingLabel="Révocation…"
        onConfirm={() => void revoking.run(undefined)}
      />
    </li>
  );
}

/** Making (or remaking) and revoking one scope's address; `done` gets the new address or null. */
function useFeedWrites(
  spaceId: string,
  profileId: string | null,
  done: (url: string | null) => void,
) {
  const issue = useIssueCalendarFeed(spaceId);
  const revoke = useRevokeCalendarFeed(spaceId);
  const issuing = useRequest({
    request: () => issue.mutateAsync(profileId),
    onSuccess: (result) => {
      done(result.url);
      toast.success(result.message, result.description ? { description: result.description } : {});
    },
    errorToast: "Impossible de créer le lien d'abonnement",
  });
  const revoking = useRequest({
    request: () => revoke.mutateAsync(profileId),
    onSuccess: (result) => {
      done(null);
      toast.success(result.message, { description: result.description });
    },
    errorToast: "Impossible de révoquer le lien d'abonnement",
  });
  return { issuing, revoking };
}

/** The scope's name, and since when its address is active and when it was last read. */
function FeedStatus({
  scope,
  feed,
  loading,
}: {
  scope: FeedScope;
  feed: CalendarFeedSummary | undefined;
  loading: boolean;
}) {
  return (
    <div className="min-w-0 flex-1 basis-32">
      <p className="font-semibold text-app">
        {scope.emoji ? (
          <span aria-hidden="true" className="mr-1.5">
            {scope.emoji}
          </span>
        ) : null}
        {scope.label}
      </p>
      <p className="text-sm text-muted">
        {feed
          ? `Lien actif depuis le ${frenchDay(feed.createdAt)}${
              feed.lastUsedAt ? ` · consulté le ${frenchDay(feed.lastUsedAt)}` : ''
            }`
          : loading
            ? 'Chargement…'
            : 'Aucun lien'}
      </p>
    </div>
  );
}

/** « Régénérer » and « Révoquer » of an active address, each asking first. */
function FeedActions({
  label,
  onConfirm,
}: {
  label: string;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  return (
    <div className="flex w-full gap-2 sm:w-auto">
      <Button
        variant="outline"
        size="sm"
        className="flex-1 sm:flex-none"
        onClick={() => onConfirm('regenerate')}
        aria-label={`Régénérer le lien : ${label}`}
      >
        <RefreshCw aria-hidden="true" className="size-5" />
        Régénérer
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="flex-1 text-red-700 sm:flex-none dark:text-red-300"
        onClick={() => onConfirm('revoke')}
        aria-label={`Révoquer le lien : ${label}`}
      >
        <Link2Off aria-hidden="true" className="size-5" />
        Révoquer
      </Button>
    </div>
  );
}

function RevealedUrl({ url, label }: { url: string; label: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-app bg-surface-muted p-3">
      <TextField
        label={`Lien d'abonnement : ${label}`}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        hint="Copiez-le maintenant : il ne sera plus affiché."
        className="[&_input]:font-mono [&_input]:text-sm"
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="primary" size="sm" onClick={() => void copyUrl(url)}>
          <Copy aria-hidden="true" className="size-5" />
          Copier le lien
        </Button>
        <Button variant="outline" size="sm" asChild>
          <a href={webcal(url)}>
            <ExternalLink aria-hidden="true" className="size-5" />
            Ouvrir dans Calendrier
          </a>
        </Button>
      </div>
    </div>
  );
}

function Instructions() {
  return (
    <div className="flex flex-col gap-3 text-sm text-app">
      <div>
        <h3 className="font-bold">Google Agenda</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted">
          <li>Copiez le lien ci-dessus.</li>
          <li>
            Sur un ordinateur, ouvrez Google Agenda, puis à côté de «&nbsp;Autres agendas&nbsp;»
            cliquez sur «&nbsp;+&nbsp;» et choisissez «&nbsp;À partir de l'URL&nbsp;».
          </li>
          <li>
            Collez le lien et cliquez sur «&nbsp;Ajouter un agenda&nbsp;». Il apparaît aussi sur
            votre téléphone ; Google le met à jour de lui-même, parfois avec quelques heures de
            retard.
          </li>
        </ol>
      </div>
      <div>
        <h3 className="font-bold">Calendrier (iPhone, iPad, Mac)</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted">
          <li>
            Sur cet appareil, touchez «&nbsp;Ouvrir dans Calendrier&nbsp;» puis
            «&nbsp;S'abonner&nbsp;».
          </li>
          <li>
            Ou bien, sur iPhone et iPad : Réglages › Apps › Calendrier › Comptes › Ajouter un compte
            › Autre › «&nbsp;Ajouter un calendrier avec abonnement&nbsp;», puis collez le lien.
          </li>
          <li>
            Sur Mac : dans Calendrier, menu Fichier › «&nbsp;Nouvel abonnement à un
            calendrier…&nbsp;», puis collez le lien.
          </li>
        </ol>
      </div>
    </div>
  );
}
