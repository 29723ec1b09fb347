import { Check, Pencil, Trash2 } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type ListItemView, listItemCreateSchema } from '#domain/lists.ts';
import { cn } from '../../../lib/cn.ts';
import { controlClass } from '../../../ui/field.tsx';
import { ItemText } from './item-text.tsx';

const itemText = listItemCreateSchema.shape.text;

const iconButtonClass =
  'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors';

/**
 * One item: its checkbox (the text is its label, so tapping the text ticks too), who added and who
 * ticked it, « Modifier » (the text becomes a field: Entrée or leaving it saves, Échap cancels) and
 * its delete button.
 */
export function ItemRow({
  item,
  waiting = false,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: Pick<ListItemView, 'id' | 'text' | 'completed' | 'addedBy' | 'checkedBy'>;
  /** Its change waits for the network (docs/decisions/015-offline-lists.md). */
  waiting?: boolean;
  onToggle: (completed: boolean) => void;
  /** The new text, already checked against the item rules and different from the old one. */
  onEdit: (text: string) => void;
  onDelete: () => void;
}) {
  const boxId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const who = [
    item.addedBy ? `ajouté par ${item.addedBy}` : null,
    item.completed && item.checkedBy ? `coché par ${item.checkedBy}` : null,
    waiting ? "en attente d'envoi" : null,
  ].filter(Boolean);
  const stopEditing = () => {
    setEditing(false);
    // Back where the keyboard was, for the next item.
    requestAnimationFrame(() => editButton.current?.focus());
  };
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
      {editing ? (
        <ItemTextEditor
          text={item.text}
          onDone={(text) => {
            if (text !== null && text !== item.text) onEdit(text);
            stopEditing();
          }}
        />
      ) : (
        <label
          htmlFor={boxId}
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col justify-center py-1.5 select-none"
        >
          <span
            data-item-text=""
            className={cn(
              'break-words text-app transition-colors',
              item.completed && 'text-muted line-through',
            )}
          >
            <ItemText text={item.text} />
          </span>
          {who.length > 0 ? <span className="text-xs text-muted">{who.join(' · ')}</span> : null}
        </label>
      )}
      {editing ? null : (
        <button
          ref={editButton}
          type="button"
          onClick={() => setEditing(true)}
          aria-label={`Modifier « ${item.text} »`}
          title="Modifier l'élément"
          className={cn(iconButtonClass, 'hover:bg-surface-muted hover:text-app')}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
      )}
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Supprimer « ${item.text} »`}
        title="Supprimer l'élément"
        className={cn(
          iconButtonClass,
          'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400',
        )}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * The item's text as a field: Entrée or leaving the field hands the new text over (null when
 * cancelled with Échap); a text the rules refuse stays with its message.
 */
function ItemTextEditor({ text, onDone }: { text: string; onDone: (text: string | null) => void }) {
  const fieldId = useId();
  const [value, setValue] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const finish = (next: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(next);
  };
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = itemText.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    finish(parsed.data);
  };
  return (
    <form noValidate onSubmit={save} className="flex min-w-0 flex-1 flex-col gap-1 py-1">
      <label htmlFor={fieldId} className="sr-only">
        Texte de l'élément
      </label>
      <input
        id={fieldId}
        // biome-ignore lint/a11y/noAutofocus: opened by « Modifier », the field is what was asked for
        autoFocus
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            finish(null);
          }
        }}
        onBlur={() => {
          if (itemText.safeParse(value).success) save();
          else finish(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={cn(controlClass(error ?? undefined), 'min-h-11')}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
