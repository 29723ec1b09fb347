import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type RenameSpaceInput,
  renameSpaceSchema,
  SPACE_MESSAGES,
  type SpaceSummary,
} from '#domain/spaces.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRenameSpace } from '../api/spaces.ts';

/** "Renommer l'espace" (admins): the name's dialog; the same name closes it without a request. */
export function RenameSpaceDialog({
  space,
  onClose,
}: {
  /** The space to rename; null: the dialog is closed. */
  space: SpaceSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={space !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Renommer l'espace"
    >
      {space ? <RenameForm space={space} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ space, onDone }: { space: SpaceSummary; onDone: () => void }) {
  const rename = useRenameSpace();
  const form = useForm<RenameSpaceInput, unknown, z.output<typeof renameSpaceSchema>>({
    resolver: zodResolver(renameSpaceSchema),
    defaultValues: { name: space.name },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['name'],
    request: async ({ name }) =>
      name === space.name ? null : rename.mutateAsync({ spaceId: space.id, name }),
    onSuccess: (renamed) => {
      if (renamed) toast.success(SPACE_MESSAGES.renamed);
      onDone();
    },
    errorToast: SPACE_MESSAGES.renameFailed,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom de l'espace"
        autoComplete="off"
        autoCapitalize="words"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" busy={busy}>
        Enregistrer
      </Button>
    </form>
  );
}
