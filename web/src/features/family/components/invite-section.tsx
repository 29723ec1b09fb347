import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  INVITATION_MESSAGES,
  type SaveInvitationInput,
  saveInvitationSchema,
} from '#domain/invitations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceGroup } from '../../../ui/choice-group.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { draftCodeQueryOptions, useSaveInvitation } from '../api/invitations.ts';
import { ROLE_OPTIONS } from './choice-fields.tsx';
import { InviteCode, SavedInvitation } from './invite-code.tsx';
import { SettingsSection } from './settings-section.tsx';

const resolveInvitation = zodResolver(saveInvitationSchema);

/**
 * "Inviter quelqu'un": the invitee's names, a code to generate (or regenerate) and copy, then the
 * invitation to save. Saving clears the form (docs/product.md#invitations) and recalls the code to pass on.
 */
export function InviteSection({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  return (
    <SettingsSection
      icon={UserPlus}
      tone="bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
      title="Inviter quelqu'un"
      summary={`Dans l'espace ${spaceName}`}
    >
      <InviteForm spaceId={spaceId} spaceName={spaceName} />
    </SettingsSection>
  );
}

function InviteForm({ spaceId, spaceName }: { spaceId: string; spaceName: string }) {
  const draft = useQuery(draftCodeQueryOptions(spaceId));
  const save = useSaveInvitation(spaceId);
  const [saved, setSaved] = useState<{ code: string; name: string } | null>(null);
  const code = draft.data ?? null;
  const form = useForm<SaveInvitationInput, unknown, z.output<typeof saveInvitationSchema>>({
    // The code is not typed: it is the one generated above, checked with the names.
    resolver: (values, context, options) =>
      resolveInvitation({ ...values, code: code ?? '' }, context, options),
    defaultValues: { code: '', invitedFirstName: '', invitedLastName: '', invitedRole: 'parent' },
  });
  const { errors } = form.formState;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['invitedFirstName', 'invitedLastName', 'invitedRole'],
    request: save.mutateAsync,
    onSuccess: ({ invitation }) => {
      setSaved({
        code: invitation.code,
        name: `${invitation.invitedFirstName} ${invitation.invitedLastName}`,
      });
      toast.success('Invitation enregistrée');
      form.reset();
    },
    errorToast: INVITATION_MESSAGES.createFailed,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        La personne invitée rejoindra l'espace avec ce code et ses prénom et nom, écrits comme ici :
        son profil portera ce prénom et ce rôle.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom de la personne"
          autoComplete="off"
          autoCapitalize="words"
          error={errors.invitedFirstName?.message}
          {...form.register('invitedFirstName')}
        />
        <TextField
          label="Nom de la personne"
          autoComplete="off"
          autoCapitalize="words"
          error={errors.invitedLastName?.message}
          {...form.register('invitedLastName')}
        />
      </div>
      <ChoiceGroup
        legend="Son rôle dans la famille"
        look="chip"
        columns="grid-cols-2 sm:grid-cols-4"
        choices={ROLE_OPTIONS}
        error={errors.invitedRole?.message}
        inputProps={form.register('invitedRole')}
      />
      <InviteCode
        spaceId={spaceId}
        code={code}
        loading={draft.isPending}
        onGenerated={() => form.clearErrors('code')}
      />
      <FormAlert>{errors.code?.message ?? failure}</FormAlert>
      <Button type="submit" busy={busy} busyLabel="Enregistrer l'invitation">
        <Send aria-hidden="true" className="size-5" />
        Enregistrer l'invitation
      </Button>
      {saved ? <SavedInvitation code={saved.code} name={saved.name} spaceName={spaceName} /> : null}
    </form>
  );
}
