import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Clock, Plus, StickyNote, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MEMO_TEXT_MAX_LENGTH,
  type TaskMemo,
  type TaskMemoInput,
  taskMemoSchema,
} from '#domain/tasks.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, useFormSubmit, useRequest } from '../../../ui/form.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { LinkifiedText } from '../../../ui/linkified-text.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { taskMemosQueryOptions, useAddTaskMemo, useDeleteTaskMemo } from '../api/task-memos.ts';

/** A memo added in the edit form, not saved yet. */
interface DraftMemo extends TaskMemoInput {
  draftId: string;
}

/**
 * The memo editor of the edit form: additions and removals are kept here and written only on
 * « Sauvegarder » (`apply`), so « Annuler » or leaving the form keeps the memos as they were.
 */
export interface TaskMemoDraft {
  added: DraftMemo[];
  removed: ReadonlySet<string>;
  dirty: boolean;
  add: (memo: TaskMemoInput) => void;
  remove: (id: string) => void;
  /** Writes the changes; resolves false (after its error toast) when one of them failed. */
  apply: () => Promise<boolean>;
}

export function useTaskMemoDraft(spaceId: string, taskId: string): TaskMemoDraft {
  const [added, setAdded] = useState<DraftMemo[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const addMemo = useAddTaskMemo(spaceId, taskId);
  const deleteMemo = useDeleteTaskMemo(spaceId, taskId);
  const add = useCallback(
    (memo: TaskMemoInput) =>
      setAdded((list) => [...list, { ...memo, draftId: crypto.randomUUID() }]),
    [],
  );
  const remove = useCallback((id: string) => {
    setAdded((list) => list.filter((memo) => memo.draftId !== id));
    setRemoved((set) => new Set(set).add(id));
  }, []);
  const apply = async () => {
    const results = await Promise.allSettled([
      ...[...removed].map((id) => deleteMemo.mutateAsync(id)),
      ...added.map(({ draftId: _draftId, ...memo }) => addMemo.mutateAsync(memo)),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) toast.error('Erreur', { description: 'Impossible de modifier les mémos' });
    return !failed;
  };
  return {
    added,
    removed,
    dirty: added.length > 0 || removed.size > 0,
    add,
    remove,
    apply,
  };
}

/** A memo as the card lists it: saved, or added in the edit form. */
interface ShownMemo {
  id: string;
  text: string;
  time: string | null;
}

function shownMemos(saved: TaskMemo[], draft: TaskMemoDraft | undefined): ShownMemo[] {
  if (!draft) return saved;
  return [
    ...saved.filter((memo) => !draft.removed.has(memo.id)),
    ...draft.added.map((memo) => ({
      id: memo.draftId,
      text: memo.text,
      time: typeof memo.time === 'string' && memo.time ? memo.time : null,
    })),
  ];
}

/**
 * The 'Mémos' card of a task: each memo's text and optional time, a delete button, and the 'Ajouter
 * un mémo' dialog. On the detail screen memos are saved as they are added or removed; in the edit
 * form (`draft`) they change with the rest of the form, on « Sauvegarder » only.
 */
export function TaskMemos({
  spaceId,
  taskId,
  draft,
}: {
  spaceId: string;
  taskId: string;
  draft?: TaskMemoDraft;
}) {
  const memos = useQuery(taskMemosQueryOptions(spaceId, taskId));
  const remove = useDeleteTaskMemo(spaceId, taskId);
  const [open, setOpen] = useState(false);

  const deletion = useRequest({
    request: remove.mutateAsync,
    onSuccess: (result) => toast.success(result.message, { description: result.description }),
    errorToast: { title: 'Erreur', description: 'Impossible de supprimer le mémo' },
  });
  const shown = useMemo(() => shownMemos(memos.data ?? [], draft), [memos.data, draft]);

  return (
    <Card asChild>
      <section aria-labelledby="memos-title">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="memos-title" className="flex items-center gap-2 text-lg font-bold text-app">
            <StickyNote aria-hidden="true" className="size-5 text-amber-500" />
            Mémos
          </h2>
          <Button
            variant="secondary"
            className="min-h-10 px-3 text-sm"
            onClick={() => setOpen(true)}
          >
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un mémo
          </Button>
        </div>
        {memos.isPending ? (
          <p className="py-2 text-sm text-muted" role="status">
            Chargement des mémos...
          </p>
        ) : memos.isError ? (
          <p className="py-2 text-sm text-red-700 dark:text-red-300" role="alert">
            {errorMessage(memos.error)}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-2 text-sm text-muted">Aucun mémo pour le moment.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-[var(--app-border)]">
            {shown.map((memo) => (
              <MemoRow
                key={memo.id}
                memo={memo}
                busy={deletion.busy}
                onDelete={() => (draft ? draft.remove(memo.id) : void deletion.run(memo.id))}
              />
            ))}
          </ul>
        )}
        <AddMemoDialog
          open={open}
          onOpenChange={setOpen}
          spaceId={spaceId}
          taskId={taskId}
          {...(draft ? { onDraft: draft.add } : {})}
        />
      </section>
    </Card>
  );
}

/** One memo: its text (links tappable), its time, and its delete button. */
function MemoRow({
  memo,
  busy,
  onDelete,
}: {
  memo: { id: string; text: string; time: string | null };
  busy: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-1.5">
      <LinkifiedText text={memo.text} className="min-w-0 flex-1 text-app" />
      {memo.time ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted tabular-nums">
          <Clock aria-hidden="true" className="size-3.5" />
          {memo.time}
        </span>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        disabled={busy}
        aria-label={`Supprimer le mémo « ${memo.text} »`}
        title="Supprimer le mémo"
        className="grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:hover:bg-red-950/50 dark:hover:text-red-400"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

function AddMemoDialog({
  open,
  onOpenChange,
  spaceId,
  taskId,
  onDraft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  spaceId: string;
  taskId: string;
  /** In the edit form: the memo joins the draft instead of being saved. */
  onDraft?: (memo: TaskMemoInput) => void;
}) {
  const add = useAddTaskMemo(spaceId, taskId);
  const form = useForm<TaskMemoInput>({
    resolver: zodResolver(taskMemoSchema),
    defaultValues: { text: '', time: '' },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset();
  };
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['text', 'time'],
    request: async (memo: TaskMemoInput) => {
      if (!onDraft) return add.mutateAsync(memo);
      onDraft(memo);
      return null;
    },
    onSuccess: (result) => {
      if (result) toast.success(result.message, { description: result.description });
      close(false);
    },
    errorToast: { title: 'Erreur', description: "Impossible d'ajouter le mémo" },
  });
  return (
    <Dialog open={open} onOpenChange={close} title="Ajouter un mémo">
      <form
        noValidate
        onSubmit={(event) => {
          // The edit form around this dialog (a portal, but React events bubble) must not submit.
          event.stopPropagation();
          void onSubmit(event);
        }}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Mémo"
          placeholder="Ex. : Prendre le carnet de santé"
          maxLength={MEMO_TEXT_MAX_LENGTH}
          autoComplete="off"
          error={errors.text?.message}
          {...form.register('text')}
        />
        <TextField
          label="Heure (optionnel)"
          type="time"
          error={errors.time?.message}
          {...form.register('time')}
        />
        <FormAlert>{failure}</FormAlert>
        <FormActions onCancel={() => close(false)} busy={busy} submitLabel={'Ajouter'} />
      </form>
    </Dialog>
  );
}
