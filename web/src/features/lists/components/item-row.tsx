import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import type { SectionId } from '#domain/sections.ts';
import { cn } from '../../../lib/cn.ts';
import { type ItemChanges, ItemEditDialog } from './item-edit-dialog.tsx';
import { ItemMenu } from './item-menu.tsx';
import { ItemText } from './item-text.tsx';
import type { TodoEditing } from './todo-fields.tsx';

export type { ItemChanges } from './item-edit-dialog.tsx';

type RowItem = Pick<ListItemView, 'id' | 'text' | 'completed' | 'addedBy' | 'checkedBy' | 'note'>;

/**
 * One item, on one line, 38 px high (twelve and more on a phone; the label makes the whole line a
 * target for the tick): its checkbox (the text is its label, so tapping the text ticks too), its
 * name (cut with « … » rather than wrapped) and, after it in small grey, its note (« sans lactose »,
 * cut first, down to nothing, when the line is short), and its « … » menu (« Modifier », « Changer de rayon »,
 * « Supprimer »). Under the name, quietly: who ticked it and whether it waits for the network; who
 * added it from tablets up (on a phone, in the menu).
 */
export function ItemRow({
  item,
  waiting = false,
  section,
  todo,
  onToggle,
  onChange,
  onDelete,
}: {
  item: RowItem;
  /** On a to-do list: its line (« Thomas · avant le mar. 15 déc. ») and its part of the dialog. */
  todo?: { line: ReactNode; editing: TodoEditing } | undefined;
  /** Its change waits for the network (docs/decisions/015-offline-lists.md). */
  waiting?: boolean;
  /** Its aisle, on a shopping list: « Changer de rayon » is offered. */
  section?: SectionId | undefined;
  onToggle: (completed: boolean) => void;
  /** What the edit changed, already checked against the item rules. */
  onChange: (changes: ItemChanges) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState<'text' | 'aisle' | null>(null);
  return (
    <div className="flex min-h-[2.375rem] items-center gap-1">
      <ItemLabel item={item} waiting={waiting} line={todo?.line} onToggle={onToggle} />
      <ItemMenu
        text={item.text}
        addedBy={item.addedBy}
        onEdit={() => setEditing('text')}
        onAisle={section ? () => setEditing('aisle') : undefined}
        onDelete={onDelete}
      />
      {editing ? (
        <ItemEditDialog
          item={item}
          section={section}
          focusAisle={editing === 'aisle'}
          todo={todo?.editing}
          onSave={(changes) => {
            if (Object.keys(changes).length > 0) onChange(changes);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** The checkbox and the text that labels it, with the quiet line under it. */
function ItemLabel({
  item,
  waiting,
  line,
  onToggle,
}: {
  item: RowItem;
  waiting: boolean;
  line?: ReactNode;
  onToggle: (completed: boolean) => void;
}) {
  const boxId = useId();
  const quiet = [
    item.completed && item.checkedBy ? `coché par ${item.checkedBy}` : null,
    waiting ? "en attente d'envoi" : null,
  ].filter(Boolean);
  return (
    <>
      <span className="grid h-[2.375rem] w-10 shrink-0 place-items-center">
        <Checkbox.Root
          id={boxId}
          checked={item.completed}
          onCheckedChange={(value) => onToggle(value === true)}
          className="grid size-6 place-items-center rounded-md border-2 border-slate-400 bg-surface transition-colors data-[state=checked]:border-green-600 data-[state=checked]:bg-green-600 dark:border-slate-500 dark:data-[state=checked]:border-green-500 dark:data-[state=checked]:bg-green-500"
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
      <label
        htmlFor={boxId}
        className="flex min-h-[2.375rem] min-w-0 flex-1 cursor-pointer flex-col justify-center py-0.5 select-none"
      >
        <span className="flex min-w-0 items-baseline gap-2">
          <span
            data-item-text=""
            className={cn(
              'min-w-0 truncate text-app transition-colors',
              item.completed && 'text-muted line-through',
            )}
          >
            <ItemText text={item.text} />
          </span>
          {item.note ? (
            <span data-item-note="" className="min-w-0 shrink-[1000] truncate text-sm text-muted">
              <span className="sr-only">, </span>
              {item.note}
            </span>
          ) : null}
          {item.addedBy ? (
            <span className="hidden shrink-0 text-xs text-muted sm:inline">
              ajouté par {item.addedBy}
            </span>
          ) : null}
        </span>
        {line}
        {quiet.length > 0 ? (
          <span className="truncate text-xs leading-tight text-muted">{quiet.join(' · ')}</span>
        ) : null}
      </label>
    </>
  );
}
