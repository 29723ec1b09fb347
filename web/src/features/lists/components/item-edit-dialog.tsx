import { type FormEvent, useState } from 'react';
import { listItemCreateSchema } from '#domain/lists.ts';
import { SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type TodoEditing, TodoFields, useTodoDraft } from './todo-fields.tsx';

const itemText = listItemCreateSchema.shape.text;
const itemNote = listItemCreateSchema.shape.note;

/** What « Enregistrer » hands over: only what changed (`note: null` takes the note away). */
export interface ItemChanges {
  text?: string;
  note?: string | null;
  section?: SectionId;
}

/**
 * « Modifier » of an item's « … » menu: its text, its note and, on a shopping list, its aisle; on a
 * to-do list, its people, due day, time and reminder. Opened by « Changer de rayon », the aisle takes
 * the focus. A text the rules refuse stays with its message, and so does a refused to-do.
 */
export function ItemEditDialog({
  item,
  section,
  focusAisle = false,
  todo,
  onSave,
  onClose,
}: {
  item: { text: string; note?: string | null | undefined };
  /** The item's aisle, on a shopping list. */
  section?: SectionId | undefined;
  focusAisle?: boolean;
  /** Its to-do part, on a to-do list. */
  todo?: TodoEditing | undefined;
  onSave: (changes: ItemChanges) => void;
  onClose: () => void;
}) {
  const draft = useTodoDraft(todo);
  const { text, setText, note, setNote, aisle, setAisle, error, setError, save } = useItemDraft({
    item,
    section,
    onSave,
    onClose,
    submitTodo: draft.submit,
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title="Modifier l'élément">
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <TextField
          label="Texte de l'élément"
          value={text}
          autoComplete="off"
          enterKeyHint="done"
          autoFocus={!focusAisle}
          error={error.text}
          onChange={(event) => {
            setText(event.target.value);
            setError({});
          }}
        />
        <TextField
          label="Note (facultative)"
          placeholder="sans lactose, bio…"
          value={note}
          autoComplete="off"
          enterKeyHint="done"
          error={error.note}
          onChange={(event) => {
            setNote(event.target.value);
            setError({});
          }}
        />
        {aisle ? (
          <SelectField
            label="Rayon"
            value={aisle}
            autoFocus={focusAisle}
            onChange={(event) => setAisle(event.currentTarget.value as SectionId)}
          >
            {SECTION_IDS.map((id) => (
              <option key={id} value={id}>
                {SECTION_LABELS[id]}
              </option>
            ))}
          </SelectField>
        ) : null}
        {todo ? (
          <TodoFields
            profiles={todo.profiles}
            value={draft.value}
            onChange={draft.change}
            errors={draft.errors}
          />
        ) : null}
        <SaveButtons saving={draft.saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function SaveButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" disabled={saving}>
        Enregistrer
      </Button>
    </div>
  );
}

/** The dialog's fields, checked by the item rules on « Enregistrer ». */
function useItemDraft({
  item,
  section,
  onSave,
  onClose,
  submitTodo,
}: {
  item: { text: string; note?: string | null | undefined };
  section?: SectionId | undefined;
  onSave: (changes: ItemChanges) => void;
  onClose: () => void;
  /** Saves the to-do part; false keeps the dialog open on its refusal. */
  submitTodo: () => Promise<boolean>;
}) {
  const [text, setText] = useState(item.text);
  const [note, setNote] = useState(item.note ?? '');
  const [aisle, setAisle] = useState(section);
  const [error, setError] = useState<{ text?: string; note?: string }>({});
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemText.safeParse(text);
    const parsedNote = itemNote.safeParse(note);
    if (!parsed.success || !parsedNote.success) {
      setError({
        text: parsed.error?.issues[0]?.message,
        note: parsedNote.error?.issues[0]?.message,
      });
      return;
    }
    const newNote = parsedNote.data ?? null;
    onSave({
      ...(parsed.data !== item.text && { text: parsed.data }),
      ...(newNote !== (item.note ?? null) && { note: newNote }),
      ...(aisle && aisle !== section && { section: aisle }),
    });
    void submitTodo().then((done) => (done ? onClose() : undefined));
  };
  return { text, setText, note, setNote, aisle, setAisle, error, setError, save };
}
