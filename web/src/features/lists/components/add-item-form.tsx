import { Plus } from 'lucide-react';
import { type ClipboardEvent, type FormEvent, useId, useRef, useState } from 'react';
import { listItemCreateSchema } from '#domain/lists.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { controlClass, PLACEHOLDER_CLASS } from '../../../ui/field.tsx';
import { pastedLines } from '../lib/pasted-lines.ts';
import { useItemSuggestions } from './item-suggestions.tsx';

const itemText = listItemCreateSchema.shape.text;

/** What the form hands over for each new item: the list's writes show it at once and send it. */
export interface NewItem {
  itemId: string;
  text: string;
}

/**
 * The add-item input of a list. Entrée (or « Ajouter ») hands the item over and empties the input
 * in the same moment, keeping the focus: the item shows at once and goes to the server in the
 * background, in order (docs/decisions/015-offline-lists.md), so what is typed next is never wiped
 * by an answer arriving late. A text the rules refuse stays in the input with its message. A pasted
 * text of several lines (a list copied from a message) becomes one item per line, after
 * « Ajouter N éléments ? ».
 */
export function AddItemForm({
  spaceId,
  listId,
  onAdd,
  onRestore,
}: {
  spaceId: string;
  listId: string;
  onAdd: (item: NewItem) => void;
  /** A ticked item of the list chosen among the suggestions: it goes back on the list. */
  onRestore: (item: NewItem) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { text, setText, error, setError, addText } = useTypedItem(onAdd);
  const pasted = usePastedLines(onAdd, () => input.current?.focus());
  const suggestions = useItemSuggestions({
    spaceId,
    listId,
    value: text,
    onChoose: (suggestion) => {
      if (suggestion.itemId) {
        // A ticked item of the list goes back on it, rather than a second one.
        onRestore({ itemId: suggestion.itemId, text: suggestion.text });
        setText('');
        return;
      }
      addText(suggestion.text);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Read from the input itself, now: nothing typed after Entrée is taken or lost.
    addText(input.current?.value ?? text);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        Nouvel élément
      </label>
      {/* The suggestions open under the whole row, not only the field. */}
      <div className="relative flex items-start gap-2">
        <input
          ref={input}
          id={inputId}
          name="text"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="Ajouter un élément..."
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onPaste={pasted.paste}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(controlClass(error ?? undefined), 'min-h-11', PLACEHOLDER_CLASS)}
          {...suggestions.inputProps}
        />
        {suggestions.list}
        <Button type="submit" className="min-h-11 shrink-0 px-4">
          <Plus aria-hidden="true" className="size-5" />
          Ajouter
        </Button>
      </div>
      <p
        id={`${inputId}-error`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
      >
        {error}
      </p>
      <PastedLinesDialog lines={pasted.lines} onCancel={pasted.cancel} onConfirm={pasted.add} />
    </form>
  );
}

/** The input's text and its message: a text the rules refuse stays, with why. */
function useTypedItem(onAdd: (item: NewItem) => void) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addText = (typed: string) => {
    if (typed.trim() === '') return;
    const parsed = itemText.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setText('');
    setError(null);
    onAdd({ itemId: crypto.randomUUID(), text: parsed.data });
  };
  return { text, setText, error, setError, addText };
}

/** A paste of several lines waits for « Ajouter N éléments ? », then adds one item per line. */
function usePastedLines(onAdd: (item: NewItem) => void, refocus: () => void) {
  const [lines, setLines] = useState<string[] | null>(null);
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const found = pastedLines(event.clipboardData.getData('text'));
    if (found.length < 2) return;
    event.preventDefault();
    setLines(found);
  };
  const add = () => {
    for (const line of lines ?? []) {
      const parsed = itemText.safeParse(line);
      if (parsed.success) onAdd({ itemId: crypto.randomUUID(), text: parsed.data });
    }
    setLines(null);
    refocus();
  };
  return { lines, paste, add, cancel: () => setLines(null) };
}

function PastedLinesDialog({
  lines,
  onCancel,
  onConfirm,
}: {
  lines: string[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={lines !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Ajouter ${lines?.length ?? 0} éléments ?`}
      description={
        <span className="block max-h-48 overflow-y-auto">
          {(lines ?? []).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pasted lines may repeat, and never move
            <span key={index} className="block truncate">
              {line}
            </span>
          ))}
        </span>
      }
      confirmLabel="Ajouter"
      onConfirm={onConfirm}
    />
  );
}
