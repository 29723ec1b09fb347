import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemRow } from '../../web/src/features/lists/components/item-row.tsx';

const milk = { id: 'i1', text: 'Lait', completed: false, addedBy: 'Alice', checkedBy: null };

describe('a list item row', () => {
  it('ticks by its text as well as by its box', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onDelete={() => {}} />);
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
    render(<ItemRow item={milk} waiting onToggle={() => {}} onDelete={() => {}} />);
    expect(screen.queryByText("ajouté par Alice · en attente d'envoi")).not.toBeNull();
  });

  it('deletes by a button named after the item', async () => {
    const onDelete = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<ItemRow item={milk} onToggle={onToggle} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer « Lait »' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
