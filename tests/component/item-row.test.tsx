import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemRow } from '../../web/src/features/lists/components/item-row.tsx';
import { descriptionOf } from './support.ts';

const milk = { id: 'i1', text: 'Lait', completed: false, addedBy: 'Alice', checkedBy: null };

describe('a list item row', () => {
  it('ticks by its text as well as by its box', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onChange={() => {}} onDelete={() => {}} />);
    await user.click(screen.getByText('Lait'));
    expect(onToggle).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('checkbox', { name: /Lait/ }));
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('unticking a ticked item asks for false, and says who added and who ticked it', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(
      <ItemRow
        item={{ ...milk, completed: true, checkedBy: 'Bruno' }}
        onToggle={onToggle}
        onChange={() => {}}
        onDelete={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Lait/ });
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('coché par Bruno')).not.toBeNull();
    await user.click(box);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('says when its change waits for the network', () => {
    render(
      <ItemRow item={milk} waiting onToggle={() => {}} onChange={() => {}} onDelete={() => {}} />,
    );
    expect(screen.queryByText("en attente d'envoi")).not.toBeNull();
  });

  it('keeps edit, aisle and delete behind one « … » menu that says who added the item', async () => {
    const onDelete = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onChange={() => {}} onDelete={onDelete} />);
    // One button on the row besides the checkbox: the menu.
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Actions pour « Lait »']);
    await user.click(screen.getByRole('button', { name: 'Actions pour « Lait »' }));
    expect(screen.getByText('Ajouté par Alice')).not.toBeNull();
    // Off a shopping list there is no aisle to change.
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Modifier',
      'Supprimer',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('opens its menu and chooses by keyboard alone', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={() => {}} onChange={() => {}} onDelete={onDelete} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Actions pour « Lait »');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('edits its text in a dialog: « Enregistrer » hands the new text over, trimmed, without ticking', async () => {
    const onChange = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onChange={onChange} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Actions pour « Lait »' }));
    await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    const field = screen.getByRole('textbox', { name: "Texte de l'élément" });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '  Lait entier {Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ text: 'Lait entier' });
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels an edit with Échap, and refuses an empty text with its message', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={() => {}} onChange={onChange} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Actions pour « Lait »' }));
    await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    const field = screen.getByRole('textbox', { name: "Texte de l'élément" });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Le texte est requis')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Lait')).not.toBeNull();
  });

  it('shows its note after the name, on the same line, and read with it', () => {
    render(
      <ItemRow
        item={{ ...milk, note: 'sans lactose' }}
        onToggle={() => {}}
        onChange={() => {}}
        onDelete={() => {}}
      />,
    );
    const note = screen.getByText('sans lactose');
    // In the name's line, not under it: the row keeps its height.
    expect(note.parentElement).toBe(screen.getByText('Lait').parentElement);
    expect(screen.getByRole('checkbox', { name: /^Lait ?, sans lactose/ })).not.toBeNull();
  });

  it('edits the note in « Modifier »: a new one is handed over, an emptied one is null', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ItemRow
        item={{ ...milk, note: 'bio' }}
        onToggle={() => {}}
        onChange={onChange}
        onDelete={() => {}}
      />,
    );
    const edit = async () => {
      await user.click(screen.getByRole('button', { name: 'Actions pour « Lait »' }));
      await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
      return screen.getByRole('textbox', { name: 'Note (facultative)' });
    };
    let note = await edit();
    expect((note as HTMLInputElement).value).toBe('bio');
    await user.clear(note);
    await user.type(note, ' sans lactose {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ note: 'sans lactose' });
    note = await edit();
    await user.clear(note);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ note: null });
  });

  it('refuses a note too long with its French message, handing nothing over', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={() => {}} onChange={onChange} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Actions pour « Lait »' }));
    await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    const note = screen.getByRole('textbox', { name: 'Note (facultative)' });
    await user.click(note);
    await user.paste('x'.repeat(81));
    await user.keyboard('{Enter}');
    expect(descriptionOf(note)).toBe('La note est trop longue (max 80 caractères)');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});
