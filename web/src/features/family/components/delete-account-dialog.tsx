import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  ACCOUNT_DELETION_MESSAGES,
  type DeleteAccountInput,
  deleteAccountSchema,
} from '#domain/account-deletion.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import { spacesQueryOptions } from '../../../lib/active-space.ts';
import { paths } from '../../../lib/paths.ts';
import { forgetThisDevice } from '../../../lib/sign-out.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useFormSubmit } from '../../../ui/form.tsx';
import { useDeleteAccount } from '../api/account.ts';
import { PasswordConfirmForm } from './password-confirm-form.tsx';

/** What becomes of one of the user's spaces (the server leaves it as « Quitter » would). */
export function spaceFateText(space: SpaceSummary): string {
  if (space.memberCount <= 1) {
    return `« ${space.name} » : vous en êtes le seul membre, l'espace et toutes ses données seront supprimés.`;
  }
  return space.isAdmin
    ? `« ${space.name} » : l'espace reste à ses autres membres ; s'il n'y a pas d'autre administrateur, le membre le plus ancien le deviendra.`
    : `« ${space.name} » : l'espace reste à ses autres membres.`;
}

/**
 * « Supprimer mon compte » (docs/decisions/018-account-deletion.md): says what goes and what the
 * family keeps, asks for the password, then forgets the session here and lands on the welcome page.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="text-red-700 dark:text-red-300"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        Supprimer mon compte
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Supprimer votre compte ?"
        description="Cette action est définitive et ne peut pas être annulée."
      >
        {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const spaces = useQuery(spacesQueryOptions());
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['password'],
    request: async (input: DeleteAccountInput) => {
      // Tells the access guard that this session ends on purpose and where to go then: the welcome
      // page, not /login. Set before the request, since the live socket's « session ended » may
      // arrive before the answer.
      await navigate(here, { replace: true, state: { signedOutTo: paths.home }, flushSync: true });
      try {
        return await remove.mutateAsync(input);
      } catch (error) {
        await navigate(here, { replace: true, state: null });
        throw error;
      }
    },
    onSuccess: async (result) => {
      const erased = forgetThisDevice(queryClient);
      toast.success(result.message);
      await erased;
    },
    errorToast: ACCOUNT_DELETION_MESSAGES.failed,
  });

  return (
    <PasswordConfirmForm
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      onCancel={onCancel}
      confirmLabel="Supprimer définitivement"
      busyLabel="Suppression..."
      danger
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          <strong>Supprimés :</strong> votre compte, vos connexions sur tous vos appareils, vos
          mémos et vos notifications.
        </p>
        <p>
          <strong>Conservés pour votre famille :</strong> les tâches, activités, listes et profils
          que vous avez créés dans des espaces partagés.
        </p>
        {spaces.data && spaces.data.length > 0 ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-muted">
            {spaces.data.map((space) => (
              <li key={space.id}>{spaceFateText(space)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </PasswordConfirmForm>
  );
}
