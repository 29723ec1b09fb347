import { type FormEvent, useState } from 'react';
import { listItemCreateSchema } from '#domain/lists.ts';
import { SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const itemText = listItemCreateSchema.shape.text;
const itemNote = listItemCreateSchema.shape.note;

/** What « Enregistrer » hands over: only what changed (`note: null` takes the note away). */
export interface ItemChanges {
  text?: string;
  note?: string | null;
  section?: SectionId;
}

/**
 * « Modifier » of an item's « … » menu: its text, its note and, on a shopping list, its aisle. Opened by
 * « Changer de rayon », the aisle takes the focus. A text the rules refuse stays with its message.
 */
export function ItemEditDialog({
  item,
  section,
  focusAisle = false,
  onSave,
  onClose,
}: {
  item: { text: string; note?: string | null | undefined };
  /** The item's aisle, on a shopping list. */
  section?: SectionId | undefined;
  focusAisle?: boolean;
  onSave: (changes: ItemChanges) => void;
  onClose: () => void;
}) {
  const { text, setText, note, setNote, aisle, setAisle, error, setError, save } = useItemDraft({
    item,
    section,
    onSave,
    onClose,
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
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit">Enregistrer</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog's fields, checked by the item rules on « Enregistrer ». */
function useItemDraft({
  item,
  section,
  onSave,
  onClose,
}: {
  item: { text: string; note?: string | null | undefined };
  section?: SectionId | undefined;
  onSave: (changes: ItemChanges) => void;
  onClose: () => void;
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
    onClose();
  };
  return { text, setText, note, setNote, aisle, setAisle, error, setError, save };
}
