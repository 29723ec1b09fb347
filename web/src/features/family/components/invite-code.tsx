import { Copy, KeyRound, RefreshCw, Share2 } from 'lucide-react';
import { INVITATION_LIFETIME_DAYS, INVITATION_MESSAGES } from '#domain/invitations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { useGenerateCode } from '../api/invitations.ts';
import { joinLink } from '../join-link.ts';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Code copié', { description: `${code} est dans le presse-papiers.` });
  } catch {
    toast.error('Impossible de copier le code', { description: 'Recopiez-le à la main.' });
  }
}

/**
 * The invitation's code: "Générer un code" while there is none, then the code to copy or
 * regenerate (the previous unsaved one then stops existing).
 */
export function InviteCode({
  spaceId,
  code,
  loading,
  onGenerated,
}: {
  spaceId: string;
  /** This member's generated code not yet saved. */
  code: string | null;
  /** The draft code is still being read. */
  loading: boolean;
  onGenerated: () => void;
}) {
  const generate = useGenerateCode(spaceId);
  const generation = useRequest({
    request: () => generate.mutateAsync(),
    onSuccess: () => {
      toast.success(INVITATION_MESSAGES.codeGenerated);
      onGenerated();
    },
    errorToast: INVITATION_MESSAGES.generateFailed,
  });
  const onGenerate = () => void generation.run(undefined);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-app bg-surface-muted p-4">
      <p className="font-semibold text-app">Code d'invitation</p>
      {code ? (
        <>
          <output
            aria-label="Code d'invitation"
            className="text-center font-mono text-3xl font-bold tracking-[0.3em] text-app"
          >
            {code}
          </output>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copyCode(code)}>
              <Copy aria-hidden="true" className="size-5" />
              Copier
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onGenerate}
              busy={generation.busy}
              busyLabel="Régénérer"
            >
              <RefreshCw aria-hidden="true" className="size-5" />
              Régénérer
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={onGenerate}
          disabled={loading}
          busy={generation.busy}
          busyLabel="Générer un code"
        >
          <KeyRound aria-hidden="true" className="size-5" />
          Générer un code
        </Button>
      )}
    </div>
  );
}

/** What « Partager » sends: a title, a French message with the code, and the join link. */
export function shareContent(code: string, spaceName: string, origin: string) {
  return {
    title: `Rejoindre « ${spaceName} » sur Foyer`,
    text: `Je vous invite à rejoindre notre espace famille « ${spaceName} » sur Foyer. Votre code : ${code} (valable ${INVITATION_LIFETIME_DAYS} jours).`,
    url: joinLink(origin, code),
  };
}

/**
 * « Partager »: the system's share sheet (WhatsApp, SMS…) where there is one, otherwise the link is
 * copied with « Lien copié ». Closing the sheet without choosing is not an error.
 */
export async function shareInvitation(code: string, spaceName: string) {
  const content = shareContent(code, spaceName, window.location.origin);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (no user gesture, a policy): copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(content.url);
    toast.success('Lien copié', {
      description: 'Collez-le dans un message à la personne invitée.',
    });
  } catch {
    toast.error('Impossible de copier le lien', { description: content.url });
  }
}

/** What to pass on once the invitation is saved: the code, its lifetime, a link to share, a copy. */
export function SavedInvitation({
  code,
  name,
  spaceName,
}: {
  code: string;
  name: string;
  spaceName: string;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100"
    >
      <p>
        Invitation enregistrée pour <strong>{name}</strong>. Transmettez-lui le code{' '}
        <strong className="font-mono tracking-widest">{code}</strong> : il est valable{' '}
        {INVITATION_LIFETIME_DAYS} jours et ne sert qu'une fois.
      </p>
      <div className="grid gap-2 min-[400px]:grid-cols-2">
        <Button onClick={() => void shareInvitation(code, spaceName)}>
          <Share2 aria-hidden="true" className="size-5" />
          Partager
        </Button>
        <Button variant="outline" onClick={() => void copyCode(code)}>
          <Copy aria-hidden="true" className="size-5" />
          Copier le code
        </Button>
      </div>
    </div>
  );
}
