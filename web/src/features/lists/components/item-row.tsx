import { Check, Trash2 } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import { cn } from '../../../lib/cn.ts';
import { ItemText } from './item-text.tsx';

/**
 * One item: its checkbox (the text is its label, so tapping the text ticks too), who added and who
 * ticked it, and its delete button.
 */
export function ItemRow({
  item,
  waiting = false,
  onToggle,
  onDelete,
}: {
  item: Pick<ListItemView, 'id' | 'text' | 'completed' | 'addedBy' | 'checkedBy'>;
  /** Its change waits for the network (docs/decisions/015-offline-lists.md). */
  waiting?: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const boxId = useId();
  const who = [
    item.addedBy ? `ajouté par ${item.addedBy}` : null,
    item.completed && item.checkedBy ? `coché par ${item.checkedBy}` : null,
    waiting ? "en attente d'envoi" : null,
  ].filter(Boolean);
  return (
    <div className="flex items-center gap-1">
      <span className="grid size-11 shrink-0 place-items-center">
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
        className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col justify-center py-1.5 select-none"
      >
        <span
          className={cn(
            'break-words text-app transition-colors',
            item.completed && 'text-muted line-through',
          )}
        >
          <ItemText text={item.text} />
        </span>
        {who.length > 0 ? <span className="text-xs text-muted">{who.join(' · ')}</span> : null}
      </label>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Supprimer « ${item.text} »`}
        title="Supprimer l'élément"
        className="grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
