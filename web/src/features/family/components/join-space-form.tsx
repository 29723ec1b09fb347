import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { INVITATION_MESSAGES, INVITE_CODE_LENGTH, joinSpaceSchema } from '#domain/invitations.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/session-queries.ts';
import { Button } from '../../../ui/button.tsx';
import { applyFieldErrors, FormAlert } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useJoinSpace } from '../api/spaces.ts';

type JoinForm = z.input<typeof joinSpaceSchema>;

/** The French message to show for a refused join (docs/product.md#invitations). */
export function joinErrorMessage(error: unknown): string {
  const message = error instanceof ApiRequestError ? error.message : '';
  if (message.includes('invalide')) return INVITATION_MESSAGES.invalidCode;
  if (message.includes('correspond pas')) return INVITATION_MESSAGES.namesMismatch;
  if (message.includes('déjà membre')) return INVITATION_MESSAGES.alreadyMember;
  return message || INVITATION_MESSAGES.joinFailed;
}

/** Upper-cases what is typed in a code field, keeping the caret where it was. */
export function upperCaseInput(event: React.FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Joining a space with an invitation (first name, last name, code), in the chooser's "Gérer mes
 * espaces" and the settings. The names must be those the inviter saved; they start as the account's.
 * The button waits for both names and an 8-character code.
 */
export function JoinSpaceForm({
  onJoined,
}: {
  onJoined: (space: SpaceSummary | undefined) => void;
}) {
  const me = useMe();
  const join = useJoinSpace();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<JoinForm, unknown, z.output<typeof joinSpaceSchema>>({
    resolver: zodResolver(joinSpaceSchema),
    defaultValues: {
      firstName: me.data?.firstName ?? '',
      lastName: me.data?.lastName ?? '',
      code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [firstName, lastName, code] = form.watch(['firstName', 'lastName', 'code']);
  const ready =
    firstName.trim() !== '' && lastName.trim() !== '' && code.trim().length === INVITE_CODE_LENGTH;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await join.mutateAsync(values);
      onJoined(result.space);
    } catch (error) {
      const message = joinErrorMessage(error);
      if (error instanceof ApiRequestError) {
        applyFieldErrors(form.setError, error.fields, ['firstName', 'lastName', 'code']);
      }
      setFailure(message);
      toast.error('Erreur', { description: message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom"
          autoComplete="given-name"
          autoCapitalize="words"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          autoCapitalize="words"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Code d'invitation"
        placeholder="Ex. AB12CD34"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={INVITE_CODE_LENGTH}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.25em] [&_input]:uppercase [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal [&_input]:placeholder:normal-case"
        hint="Le prénom et le nom doivent être ceux indiqués dans l'invitation."
        required
        error={errors.code?.message}
        {...form.register('code', { onChange: upperCaseInput })}
      />
      <FormAlert>{failure}</FormAlert>
      <Button
        type="submit"
        size="lg"
        disabled={!ready}
        busy={isSubmitting}
        busyLabel="Connexion..."
      >
        Rejoindre l'espace
      </Button>
    </form>
  );
}
