import { useQueryClient } from '@tanstack/react-query';
import { Check, Pencil } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SPACE_MESSAGES } from '#domain/spaces.ts';
import { TIME_ZONE_TEXTS, timeZoneLabel } from '#domain/time-zones.ts';
import { switchActiveSpace } from '../../lib/active-space.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useRequest } from '../../ui/form.tsx';
import { refreshSpaces, useCreateSpace } from './api/spaces.ts';
import { roleLabel } from './components/choice-fields.tsx';
import { ScreenLayout } from './components/screen-layout.tsx';
import {
  isSpaceDraft,
  memberCountLabel,
  SPACE_EMOJI,
  type SpaceDraft,
} from './components/space-draft.ts';

/** « Récapitulatif » of a new space's draft, created on « Valider et continuer ». */
export function SpaceSummaryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const creation = useSpaceCreation();
  const draft = isSpaceDraft(location.state) ? location.state : null;
  // Opened without a draft (typed URL, reload of an old tab): back to the form.
  if (!draft || draft.members.length === 0) return <Navigate to={paths.setupSpace} replace />;

  return (
    <ScreenLayout
      title="Récapitulatif"
      description="Vérifiez les informations de votre espace avant de le créer."
      emblem={SPACE_EMOJI}
    >
      <DraftSummary draft={draft} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          size="lg"
          disabled={creation.busy}
          onClick={() => navigate(paths.setupSpace, { state: draft })}
        >
          <Pencil aria-hidden="true" className="size-5" />
          Modifier
        </Button>
        <Button
          size="lg"
          onClick={() => void creation.run(draft)}
          busy={creation.busy}
          busyLabel="Création..."
        >
          <Check aria-hidden="true" className="size-5" />
          Valider et continuer
        </Button>
      </div>
    </ScreenLayout>
  );
}

/**
 * The space's creation from its draft, made active, then on to the profiles; an expired session
 * goes back to /login.
 */
function useSpaceCreation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateSpace();
  return useRequest({
    request: async (draft: SpaceDraft) => {
      const { id } = await create.mutateAsync({
        name: draft.name,
        ...(draft.timezone ? { timezone: draft.timezone } : {}),
        members: draft.members.map(({ name, role, emoji }) => ({ name, role, emoji })),
      });
      switchActiveSpace(await refreshSpaces(queryClient), id);
    },
    // The draft is spent: "Retour" from the profiles must not offer to create it twice.
    onSuccess: () => navigate(paths.profile, { replace: true }),
    intercept: (error) => {
      if (!(error instanceof ApiRequestError && error.status === 401)) return false;
      toast.error('Session invalide ou expirée', {
        description: 'Votre session a expiré. Veuillez reconnecter.',
      });
      navigate(paths.login, { replace: true });
      return true;
    },
    errorToast: SPACE_MESSAGES.createFailed,
  });
}

/** The draft as it will be created: its name, time zone and members. */
function DraftSummary({ draft }: { draft: SpaceDraft }) {
  return (
    <Card className="flex flex-col gap-5 sm:p-6">
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">Espace famille</p>
        <h2 className="text-2xl font-bold break-words text-app">{draft.name}</h2>
        <p className="text-muted">{memberCountLabel(draft.members.length)}</p>
        {draft.timezone ? (
          <p className="text-sm text-muted">
            {TIME_ZONE_TEXTS.field} : {timeZoneLabel(draft.timezone)}
          </p>
        ) : null}
      </div>
      <ul aria-label="Membres" className="grid gap-2 sm:grid-cols-2">
        {draft.members.map((member) => (
          <li
            key={member.key}
            className="flex items-center gap-3 rounded-xl border border-app bg-surface-muted p-3"
          >
            <span aria-hidden="true" className="text-3xl">
              {member.emoji}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-app">{member.name}</p>
              <p className="text-sm text-muted">{roleLabel(member.role)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
