import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { suggestionsQueryOptions } from '../../web/src/features/lists/api/sections.ts';
import { AddItemForm } from '../../web/src/features/lists/components/add-item-form.tsx';
import { descriptionOf } from './support.ts';

function setup() {
  const onAdd = vi.fn();
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // No history yet: the field offers nothing and asks no server.
  client.setQueryData(suggestionsQueryOptions('space').queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <AddItemForm spaceId="space" listId="list" onAdd={onAdd} onRestore={vi.fn()} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Nouvel élément' });
  const texts = () => onAdd.mock.calls.map(([item]) => item.text);
  return { onAdd, user, input, texts };
}

describe('the add-item field', () => {
  it('hands each item over on Entrée and empties at once, so the next one types in whole', async () => {
    const { user, input, texts, onAdd } = setup();
    await user.type(input, 'Miel{Enter}Pain de mie{Enter}  Œufs  {Enter}');
    expect(texts()).toEqual(['Miel', 'Pain de mie', 'Œufs']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    // Each item has its own client id, made once.
    const ids = new Set(onAdd.mock.calls.map(([item]) => item.itemId));
    expect(ids.size).toBe(3);
  });

  it('ignores an empty Entrée, and keeps a text too long with its message', async () => {
    const { user, input, onAdd } = setup();
    await user.type(input, '   {Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(input);
    await user.paste('x'.repeat(501));
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    expect(descriptionOf(input)).toBe('Le texte est trop long (max 500 caractères)');
    expect((input as HTMLInputElement).value).toHaveLength(501);
  });

  it('turns a pasted list into one item per line after « Ajouter 3 éléments ? »', async () => {
    const { user, input, texts } = setup();
    await user.click(input);
    await user.paste('- Lait\n\n• Pain\r\n2. Crème fraîche\n');
    const dialog = await screen.findByRole('alertdialog', { name: 'Ajouter 3 éléments ?' });
    expect(dialog.textContent).toContain('Crème fraîche');
    expect(texts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(texts()).toEqual(['Lait', 'Pain', 'Crème fraîche']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('adds nothing from a pasted list when the confirmation is cancelled', async () => {
    const { user, input, onAdd } = setup();
    await user.click(input);
    await user.paste('Lait\nPain');
    await screen.findByRole('alertdialog', { name: 'Ajouter 2 éléments ?' });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pastes a single line into the field as usual', async () => {
    const { user, input, onAdd } = setup();
    await user.click(input);
    await user.paste('Lait demi-écrémé');
    expect((input as HTMLInputElement).value).toBe('Lait demi-écrémé');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
