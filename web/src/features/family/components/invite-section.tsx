import { useQuery } from '@tanstack/react-query';
import { Copy, KeyRound, RefreshCw, Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  INVITATION_LIFETIME_DAYS,
  INVITATION_MESSAGES,
  saveInvitationSchema,
} from '#domain/invitations.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { draftCodeQueryOptions, useGenerateCode, useSaveInvitation } from '../api/invitations.ts';
import { SettingsSection } from './settings-section.tsx';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Code copié', { description: `${code} est dans le presse-papiers.` });
  } catch {
    toast.error('Impossible de copier le code', { description: 'Recopiez-le à la main.' });
  }
}

interface Saved {
  code: string;
  name: string;
}

/**
 * "Inviter quelqu'un": the invitee's names, a code to generate (or regenerate) and copy, then the
 * invitation to save. Saving clears the form (docs/product.md#invitations) and recalls the code to pass on.
 */
export function InviteSection({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const draft = useQuery(draftCodeQueryOptions(spaceId));
  const generate = useGenerateCode(spaceId);
  const save = useSaveInvitation(spaceId);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [namesError, setNamesError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const code = draft.data ?? null;

  const onGenerate = async () => {
    setFailure(null);
    try {
      await generate.mutateAsync();
    } catch (error) {
      toast.error(INVITATION_MESSAGES.generateFailed, { description: errorMessage(error) });
      return;
    }
    toast.success(INVITATION_MESSAGES.codeGenerated);
  };

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNamesError(undefined);
    if (!firstName.trim() || !lastName.trim()) {
      setNamesError(INVITATION_MESSAGES.inviteeNamesRequired);
      return;
    }
    const parsed = saveInvitationSchema.safeParse({
      code: code ?? '',
      invitedFirstName: firstName,
      invitedLastName: lastName,
    });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? INVITATION_MESSAGES.generateFirst);
      return;
    }
    try {
      const { invitation } = await save.mutateAsync(parsed.data);
      setSaved({
        code: invitation.code,
        name: `${invitation.invitedFirstName} ${invitation.invitedLastName}`,
      });
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast.error(INVITATION_MESSAGES.createFailed, { description: message });
      return;
    }
    toast.success('Invitation enregistrée');
    setFirstName('');
    setLastName('');
  };

  return (
    <SettingsSection
      icon={UserPlus}
      tone="bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
      title="Inviter quelqu'un"
      summary={`Dans l'espace ${spaceName}`}
    >
      <form noValidate onSubmit={onSave} className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          La personne invitée rejoindra l'espace avec ce code et ses prénom et nom, écrits comme
          ici.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Prénom de la personne"
            autoComplete="off"
            autoCapitalize="words"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={!firstName.trim() ? namesError : undefined}
          />
          <TextField
            label="Nom de la personne"
            autoComplete="off"
            autoCapitalize="words"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={!lastName.trim() ? namesError : undefined}
          />
        </div>

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
                  busy={generate.isPending}
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
              disabled={draft.isPending}
              busy={generate.isPending}
              busyLabel="Générer un code"
            >
              <KeyRound aria-hidden="true" className="size-5" />
              Générer un code
            </Button>
          )}
        </div>

        <FormAlert>{failure}</FormAlert>
        <Button type="submit" busy={save.isPending} busyLabel="Enregistrer l'invitation">
          <Send aria-hidden="true" className="size-5" />
          Enregistrer l'invitation
        </Button>

        {saved ? (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100"
          >
            <p>
              Invitation enregistrée pour <strong>{saved.name}</strong>. Transmettez-lui le code{' '}
              <strong className="font-mono tracking-widest">{saved.code}</strong> : il est valable{' '}
              {INVITATION_LIFETIME_DAYS} jours et ne sert qu'une fois.
            </p>
            <Button
              variant="outline"
              className="self-start"
              onClick={() => void copyCode(saved.code)}
            >
              <Copy aria-hidden="true" className="size-5" />
              Copier le code
            </Button>
          </div>
        ) : null}
      </form>
    </SettingsSection>
  );
}
