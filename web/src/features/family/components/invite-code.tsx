import { Copy, KeyRound, RefreshCw } from 'lucide-react';
import { INVITATION_LIFETIME_DAYS, INVITATION_MESSAGES } from '#domain/invitations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { useRequest } from '../../../ui/form.tsx';
import { useGenerateCode } from '../api/invitations.ts';

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

/** What to pass on once the invitation is saved: the code, its lifetime, and a copy button. */
export function SavedInvitation({ code, name }: { code: string; name: string }) {
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
      <Button variant="outline" className="self-start" onClick={() => void copyCode(code)}>
        <Copy aria-hidden="true" className="size-5" />
        Copier le code
      </Button>
    </div>
  );
}
