import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ListType } from '#domain/list-types.ts';
import { LIST_TITLE_MAX_LENGTH, listCreateSchema, listTypeOf } from '#domain/lists.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit, useRequest } from '../../../ui/form.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { HeaderIconButton } from '../../../ui/screen-header.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDeleteList, useUpdateList } from '../api/write-list.ts';
import { IconPicker } from './icon-picker.tsx';

type EditInput = z.input<typeof listCreateSchema>;
type EditValues = z.output<typeof listCreateSchema>;

/** The header's "Modifier la liste" and "Supprimer la liste" buttons and their dialogs. */
export function ListActions({
  spaceId,
  list,
  itemCount,
  onDeleted,
}: {
  spaceId: string;
  list: { id: string; title: string; type: string };
  itemCount: number;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteList(spaceId, list.id);
  const deletion = useRequest({
    request: () => remove.mutateAsync(),
    onSuccess: ({ message }) => {
      toast.success(message);
      setDeleting(false);
      onDeleted();
    },
    errorToast: 'Erreur',
  });
  const items =
    itemCount === 0 ? '' : itemCount === 1 ? ', son élément' : `, ses ${itemCount} éléments`;

  return (
    <>
      <HeaderIconButton label="Modifier la liste" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-5" />
      </HeaderIconButton>
      <HeaderIconButton label="Supprimer la liste" tone="danger" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
      </HeaderIconButton>
      <Dialog open={editing} onOpenChange={setEditing} title="Modifier la liste">
        <EditListForm spaceId={spaceId} list={list} onDone={() => setEditing(false)} />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Supprimer la liste ?"
        description={`« ${list.title} »${items} et ses rappels seront définitivement supprimés pour toute la famille.`}
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
        destructive
        pending={deletion.busy}
        onConfirm={() => void deletion.run(undefined)}
      />
    </>
  );
}

function EditListForm({
  spaceId,
  list,
  onDone,
}: {
  spaceId: string;
  list: { id: string; title: string; type: string };
  onDone: () => void;
}) {
  const update = useUpdateList(spaceId, list.id);
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(listCreateSchema),
    defaultValues: { title: list.title, type: listTypeOf(list.type) satisfies ListType },
  });
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['title', 'type'],
    request: update.mutateAsync,
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
    errorToast: 'Erreur',
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nom de la liste"
        maxLength={LIST_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <IconPicker registration={form.register('type')} error={errors.type?.message} />
      <FormAlert>{failure}</FormAlert>
      <FormActions onCancel={onDone} busy={busy} submitLabel={'Enregistrer'} />
    </form>
  );
}
