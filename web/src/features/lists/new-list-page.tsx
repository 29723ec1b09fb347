import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  LIST_MESSAGES,
  LIST_TITLE_MAX_LENGTH,
  LIST_TOASTS,
  type ListCreateInput,
  listCreateSchema,
} from '#domain/lists.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { useClientId } from '../../lib/client-id.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert, useFormSubmit } from '../../ui/form.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateList } from './api/write-list.ts';
import { IconPicker } from './components/icon-picker.tsx';
import { ListSummaryBody } from './components/list-summary.tsx';

type ListCreateValues = z.output<typeof listCreateSchema>;

/** /new-list: a name and an icon, in the active space (docs/product.md#lists). */
export function NewListPage() {
  const { space, spaces } = useActiveSpace();
  const { form, onSubmit, busy, failure, leaveGuard } = useNewListForm(space?.id ?? '');
  const { errors } = form.formState;
  const [title, type] = useWatch({ control: form.control, name: ['title', 'type'] });

  return (
    <>
      <ScreenHeader title={LIST_MESSAGES.newList} backTo={paths.lists} />
      <main id="contenu" className="mx-auto w-full max-w-3xl px-4 pt-4 pb-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <Card className="flex flex-col gap-5">
            <TextField
              label="Nom de la liste"
              placeholder="Ex. : Courses de la semaine"
              maxLength={LIST_TITLE_MAX_LENGTH}
              autoComplete="off"
              error={errors.title?.message}
              hint={
                spaces.length > 1 && space
                  ? `Elle sera partagée dans « ${space.name} ».`
                  : undefined
              }
              {...form.register('title')}
            />
            <IconPicker registration={form.register('type')} error={errors.type?.message} />
          </Card>
          <ListPreview type={type ?? 'tasks'} title={title?.trim() || LIST_MESSAGES.newList} />
          <FormAlert>{failure}</FormAlert>
          <Button
            type="submit"
            size="lg"
            busy={busy}
            busyLabel={LIST_MESSAGES.creating}
            disabled={!space}
          >
            {LIST_MESSAGES.create}
          </Button>
        </form>
      </main>
      {leaveGuard.dialog}
    </>
  );
}

/** The form, its sending (one client id across tries) and the guard against leaving it half-typed. */
function useNewListForm(spaceId: string) {
  const navigate = useNavigate();
  const create = useCreateList(spaceId);
  // One id for this new list, whatever the number of tries.
  const newList = useClientId();
  const form = useForm<ListCreateInput, unknown, ListCreateValues>({
    resolver: zodResolver(listCreateSchema),
    defaultValues: { title: '', type: 'shopping' },
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['title', 'type'],
    request: (values: ListCreateValues) => create.mutateAsync({ ...values, id: newList.id }),
    onSuccess: ({ list, message }) => {
      toast.success(message);
      leaveGuard.release();
      navigate(paths.list(list.id), { replace: true });
    },
    errorToast: ({ onField }) =>
      onField ? null : { title: 'Erreur', description: LIST_TOASTS.createFailed },
  });
  return { form, onSubmit, busy, failure, leaveGuard };
}

/** The new list as its card will show on /lists. */
function ListPreview({ type, title }: { type: string; title: string }) {
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-2">
      <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Aperçu
      </h2>
      <Card className="flex flex-col gap-3">
        <ListSummaryBody type={type} title={title} completed={0} total={0} />
      </Card>
    </section>
  );
}
