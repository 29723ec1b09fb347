import { type FormEvent, useState } from 'react';
import { listItemCreateSchema } from '#domain/lists.ts';
import { SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

const itemText = listItemCreateSchema.shape.text;

/** What « Enregistrer » hands over: only what changed. */
export interface ItemChanges {
  text?: string;
  section?: SectionId;
}

/**
 * « Modifier » of an item's « … » menu: its text and, on a shopping list, its aisle. Opened by
 * « Changer de rayon », the aisle takes the focus. A text the rules refuse stays with its message.
 */
export function ItemEditDialog({
  item,
  section,
  focusAisle = false,
  onSave,
  onClose,
}: {
  item: { text: string };
  /** The item's aisle, on a shopping list. */
  section?: SectionId | undefined;
  focusAisle?: boolean;
  onSave: (changes: ItemChanges) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(item.text);
  const [aisle, setAisle] = useState(section);
  const [error, setError] = useState<string | undefined>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSave({
      ...(parsed.data !== item.text && { text: parsed.data }),
      ...(aisle && aisle !== section && { section: aisle }),
    });
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title="Modifier l'élément">
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <TextField
          label="Texte de l'élément"
          value={text}
          autoComplete="off"
          enterKeyHint="done"
          autoFocus={!focusAisle}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
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
