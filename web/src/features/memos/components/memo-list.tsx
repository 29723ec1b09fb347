import { Bell, CalendarDays, Check, Clock, ListChecks, Pencil, Trash2 } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { MemoItem } from '#domain/memos.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { LinkifiedText } from '../../../ui/linkified-text.tsx';
import { useDeleteMemo, useSetMemoDone } from '../api/write-memo.ts';
import { hasReminder, memoDay } from '../lib/dates.ts';
import { ConfirmDialog, MemoFormDialog } from './lazy-dialogs.tsx';

/**
 * Memos, each with its « fait » box, its text, day ("5 janv. 2026"), time, a bell when it reminds,
 * the list it is about (a link), and its edit and delete buttons (deleting asks first). The memos
 * done sink below the others, struck through, as on a paper to-do list.
 */
export function MemoList({
  memos,
  spaceId,
  today,
  showList = true,
}: {
  memos: readonly MemoItem[];
  spaceId: string;
  today: string;
  /** Say which list a list reminder is about (not on that list's own screen). */
  showList?: boolean;
}) {
  const [editing, setEditing] = useState<MemoItem | null>(null);
  const [deleting, setDeleting] = useState<MemoItem | null>(null);
  // The memo goes at once; its toast offers « Annuler » and says when it failed (useDeleteMemo).
  const remove = useDeleteMemo(spaceId);
  const setDone = useSetMemoDone(spaceId);
  const ordered = [...memos.filter((memo) => !memo.doneAt), ...memos.filter((memo) => memo.doneAt)];

  return (
    <>
      <ul className="flex flex-col divide-y divide-[var(--app-border)]">
        {ordered.map((memo) => (
          <li key={memo.id} className="flex items-start gap-2 py-2 first:pt-0 last:pb-0">
            <MemoDoneBox memo={memo} onDone={(done) => setDone.mutate({ memoId: memo.id, done })} />
            <MemoText memo={memo} today={today} showList={showList} />
            <IconButton
              label={`Modifier le mémo « ${memo.text} »`}
              onClick={() => setEditing(memo)}
            >
              <Pencil aria-hidden="true" className="size-5" />
            </IconButton>
            <IconButton
              label={`Supprimer le mémo « ${memo.text} »`}
              onClick={() => setDeleting(memo)}
              danger
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </IconButton>
          </li>
        ))}
      </ul>
      <MemoFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        spaceId={spaceId}
        today={today}
        memo={editing}
        target={{ profileId: editing?.profileId ?? '' }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Supprimer le mémo ?"
        description={deleting ? `« ${deleting.text} » sera supprimé.` : 'Ce mémo sera supprimé.'}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
}

/** The memo's round « fait » box. */
function MemoDoneBox({ memo, onDone }: { memo: MemoItem; onDone: (done: boolean) => void }) {
  return (
    <span className="grid size-11 shrink-0 place-items-center">
      <Checkbox.Root
        checked={Boolean(memo.doneAt)}
        onCheckedChange={(value) => onDone(value === true)}
        aria-label={`Fait : ${memo.text}`}
        title="Marquer comme fait"
        className="grid size-6 place-items-center rounded-full border-2 border-slate-400 bg-surface transition-colors data-[state=checked]:border-green-600 data-[state=checked]:bg-green-600 dark:border-slate-500 dark:data-[state=checked]:border-green-500 dark:data-[state=checked]:bg-green-500"
      >
        <Checkbox.Indicator>
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="size-4 text-white dark:text-slate-950"
          />
        </Checkbox.Indicator>
      </Checkbox.Root>
    </span>
  );
}

function MemoText({ memo, today, showList }: { memo: MemoItem; today: string; showList: boolean }) {
  const reminds = hasReminder(memo);
  // A day gone by stays readable but steps back: the memo may still need doing.
  // Truthiness, not `!== null`: a memo saved on the device before « fait » existed has no doneAt.
  const done = Boolean(memo.doneAt);
  const past = !done && memo.date !== null && memo.date < today;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 py-1.5">
      <p className={cn('text-app', done && 'text-muted line-through')}>
        <LinkifiedText text={memo.text} />
      </p>
      {memo.date || memo.time || (showList && memo.listId) ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {memo.date ? (
            <span
              className={cn(
                'inline-flex items-center gap-1',
                past && 'text-red-700 dark:text-red-300',
              )}
            >
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {memoDay(memo.date)}
            </span>
          ) : null}
          {memo.time ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 tabular-nums',
                reminds && 'font-semibold text-amber-700 dark:text-amber-300',
              )}
            >
              {reminds ? (
                <Bell role="img" aria-label="Rappel à" className="size-3.5">
                  <title>Rappel</title>
                </Bell>
              ) : (
                <Clock aria-hidden="true" className="size-3.5" />
              )}
              {memo.time}
            </span>
          ) : null}
          {showList && memo.listId ? (
            <Link
              to={paths.list(memo.listId)}
              className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-2 hover:underline"
            >
              <ListChecks aria-hidden="true" className="size-3.5" />
              {memo.listTitle ?? 'Liste'}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function IconButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors',
        danger
          ? 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400'
          : 'hover:bg-surface-muted hover:text-app',
      )}
    >
      {children}
    </button>
  );
}
