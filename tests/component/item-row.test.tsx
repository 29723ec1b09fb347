import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemRow } from '../../web/src/features/lists/components/item-row.tsx';

const milk = { id: 'i1', text: 'Lait', completed: false, addedBy: 'Alice', checkedBy: null };

describe('a list item row', () => {
  it('ticks by its text as well as by its box', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onEdit={() => {}} onDelete={() => {}} />);
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
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Lait/ });
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('ajouté par Alice · coché par Bruno')).not.toBeNull();
    await user.click(box);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('says when its change waits for the network', () => {
    render(
      <ItemRow item={milk} waiting onToggle={() => {}} onEdit={() => {}} onDelete={() => {}} />,
    );
    expect(screen.queryByText("ajouté par Alice · en attente d'envoi")).not.toBeNull();
  });

  it('deletes by a button named after the item', async () => {
    const onDelete = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onEdit={() => {}} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer « Lait »' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('edits its text in place: Entrée saves the new text, trimmed, without ticking', async () => {
    const onEdit = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onEdit={onEdit} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Modifier « Lait »' }));
    const field = screen.getByRole('textbox', { name: "Texte de l'élément" });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '  Lait entier {Enter}');
    expect(onEdit).toHaveBeenCalledExactlyOnceWith('Lait entier');
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('cancels an edit with Échap, and refuses an empty text with its message', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={() => {}} onEdit={onEdit} onDelete={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Modifier « Lait »' }));
    const field = screen.getByRole('textbox', { name: "Texte de l'élément" });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Le texte est requis')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByText('Lait')).not.toBeNull();
  });
});
