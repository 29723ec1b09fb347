import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  cleanInviteCodeInput,
  INVITATION_MESSAGES,
  INVITE_CODE_LENGTH,
  JOIN_REFUSAL,
  type JoinRefusal,
  type JoinSpaceRequest,
  joinedProfileNote,
  joinSpaceRequestSchema,
} from '#domain/invitations.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { NameFields } from '../../../ui/name-fields.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useJoinSpace } from '../api/spaces.ts';

/** The French text of each refusal the server names in `error.reason` (docs/product.md#invitations). */
const JOIN_REFUSAL_TEXT: Record<JoinRefusal, string> = {
  [JOIN_REFUSAL.codeInvalid]: INVITATION_MESSAGES.invalidCode,
  [JOIN_REFUSAL.namesMismatch]: INVITATION_MESSAGES.namesMismatch,
  [JOIN_REFUSAL.alreadyMember]: INVITATION_MESSAGES.alreadyMember,
};
const refusalTexts = new Map<string, string>(Object.entries(JOIN_REFUSAL_TEXT));

/** Shown with the names a mismatch reveals: which names the invitation holds. */
export const NAMES_AS_INVITED_HINT =
  'Saisissez le prénom et le nom tels que la personne qui vous a invitée les a écrits';

/**
 * The message of a refused join: by its reason, else the server's, else "Impossible de rejoindre".
 * A names refusal keeps the server's own text, which says how the invitation writes them.
 */
export function joinRefusalMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return INVITATION_MESSAGES.joinFailed;
  if (
    error.reason === JOIN_REFUSAL.namesMismatch &&
    error.message.startsWith(INVITATION_MESSAGES.namesMismatch)
  ) {
    return error.message;
  }
  return refusalTexts.get(error.reason ?? '') ?? (error.message || INVITATION_MESSAGES.joinFailed);
}

/**
 * Cleans what is typed or pasted in a code field (spaces out, upper case, then 8 characters:
 * cleanInviteCodeInput), keeping the caret where it was when nothing was removed. No `maxLength`
 * on the field: it would cut a pasted « ␣yudfh5vo » before the space is removed.
 */
function cleanCodeInput(event: React.FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  const cleaned = cleanInviteCodeInput(input.value);
  const removed = cleaned.length !== input.value.length;
  input.value = cleaned;
  if (!removed) input.setSelectionRange(selectionStart, selectionEnd);
}

interface JoinSpaceFormProps {
  askNames?: boolean;
  /** The code a join link carried, filled in. */
  defaultCode?: string;
  /**
   * `profileNote`: the joiner's profile, created or matched (joinedProfileNote), for the toast;
   * `profileId`: that profile, the one the joiner then uses.
   */
  onJoined: (
    space: SpaceSummary | undefined,
    profileNote: string | undefined,
    profileId: string | undefined,
  ) => unknown;
}

/**
 * Joining a space with an invitation code. With `askNames` (the chooser's "Gérer mes espaces" and
 * the settings) it also asks the first and last names, which must be those the inviter saved; they
 * start as the account's and the button waits for both and an 8-character code. Without (the join
 * tab of /setup-space, a join link), the server uses the account's names; if they do not match the
 * invitation's, « Prénom » and « Nom » appear right there (NAMES_AS_INVITED_HINT) to try again with
 * the names the inviter wrote: the rule stays, without a dead end (docs/product.md#invitations).
 */
export function JoinSpaceForm({ askNames = true, defaultCode = '', onJoined }: JoinSpaceFormProps) {
  const { form, onSubmit, busy, failure, showNames, namesRevealed, ready } = useJoinSpaceForm({
    askNames,
    defaultCode,
    onJoined,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {showNames ? (
        <fieldset className="flex flex-col gap-3">
          {namesRevealed ? (
            <legend className="mb-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
              {NAMES_AS_INVITED_HINT}
            </legend>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <NameFields
              firstName={{ ...form.register('firstName'), error: errors.firstName?.message }}
              lastName={{ ...form.register('lastName'), error: errors.lastName?.message }}
            />
          </div>
        </fieldset>
      ) : null}
      <TextField
        label="Code d'invitation"
        placeholder="Ex. AB12CD34"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.25em] [&_input]:uppercase [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal [&_input]:placeholder:normal-case"
        hint={
          showNames && !namesRevealed
            ? "Le prénom et le nom doivent être ceux indiqués dans l'invitation."
            : null
        }
        required
        error={errors.code?.message}
        {...form.register('code', { onChange: cleanCodeInput })}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" disabled={!ready} busy={busy} busyLabel="Connexion...">
        Rejoindre l'espace
      </Button>
    </form>
  );
}

/**
 * The form's state and its send: a names refusal reveals « Prénom » and « Nom », filled with the
 * account's, and the button waits for what the shown fields need.
 */
function useJoinSpaceForm({ askNames = true, defaultCode = '', onJoined }: JoinSpaceFormProps) {
  const me = useMe();
  const join = useJoinSpace();
  // The names were refused: ask for them here rather than send the person elsewhere.
  const [namesRevealed, setNamesRevealed] = useState(false);
  const showNames = askNames || namesRevealed;
  // Absent names are the account's: the same schema serves both forms.
  const form = useForm<JoinSpaceRequest, unknown, z.output<typeof joinSpaceRequestSchema>>({
    resolver: zodResolver(joinSpaceRequestSchema),
    defaultValues: askNames
      ? {
          firstName: me.data?.firstName ?? '',
          lastName: me.data?.lastName ?? '',
          code: defaultCode,
        }
      : { code: defaultCode },
  });
  const submit = useFormSubmit(form, {
    fields: ['firstName', 'lastName', 'code'],
    request: async (input: JoinSpaceRequest) => {
      try {
        return await join.mutateAsync(input);
      } catch (error) {
        if (
          !showNames &&
          error instanceof ApiRequestError &&
          error.reason === JOIN_REFUSAL.namesMismatch
        ) {
          form.setValue('firstName', me.data?.firstName ?? '');
          form.setValue('lastName', me.data?.lastName ?? '');
          setNamesRevealed(true);
        }
        throw error;
      }
    },
    onSuccess: (result) =>
      onJoined(
        result.space,
        result.profile ? joinedProfileNote(result.profile, result.profileCreated) : undefined,
        result.profile?.id,
      ),
    describe: joinRefusalMessage,
    errorToast: 'Erreur',
  });
  const { setFocus } = form;
  useEffect(() => {
    if (namesRevealed) setFocus('firstName');
  }, [namesRevealed, setFocus]);
  const [firstName, lastName, code] = form.watch(['firstName', 'lastName', 'code']);
  const ready =
    !showNames ||
    (Boolean(firstName?.trim()) &&
      Boolean(lastName?.trim()) &&
      code.trim().length === INVITE_CODE_LENGTH);
  return { form, ...submit, showNames, namesRevealed, ready };
}
