import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListPurchaseView } from '../../domain/lists.ts';
import { purchasesQueryOptions } from '../../web/src/features/lists/api/purchases.ts';
import {
  RECENT_SHOWN,
  RecentPurchases,
} from '../../web/src/features/lists/components/recent-purchases.tsx';

function bought(text: string, note: string | null = null): ListPurchaseView {
  return { text, section: null, note, count: 1, lastBoughtAt: '2026-11-22T10:00:00.000Z' };
}

function setup(purchases: ListPurchaseView[], items: { text: string }[] = []) {
  const onAdd = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(purchasesQueryOptions('space', 'list').queryKey, purchases);
  render(
    <QueryClientProvider client={client}>
      <RecentPurchases spaceId="space" listId="list" items={items} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd, user: userEvent.setup() };
}

describe('« Récemment achetés »', () => {
  it('is folded under one line, and one tap puts a purchase back with its note', async () => {
    const { onAdd, user } = setup([bought('Beurre doux'), bought('2 x Lait', 'sans lactose')]);
    const summary = screen.getByText('Récemment achetés');
    const button = screen.getByRole('button', {
      name: 'Remettre « 2 x Lait » sur la liste',
      hidden: true,
    });
    // Folded: the items keep the screen until the family opens it.
    expect(button.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(button.closest('details')?.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remettre « 2 x Lait » sur la liste' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(bought('2 x Lait', 'sans lactose'));
  });

  it('leaves out what the list holds, ticked or not, quantity and case aside', () => {
    setup([bought('Beurre doux'), bought('Pain'), bought('Œufs')], [{ text: 'pain x2' }]);
    const offered = within(screen.getByRole('list', { hidden: true })).getAllByRole('button', {
      hidden: true,
    });
    expect(offered.map((button) => button.textContent)).toEqual(['Beurre doux', 'Œufs']);
  });

  it('shows nothing when everything bought is back on the list', () => {
    setup([bought('Pain')], [{ text: 'Pain' }]);
    expect(screen.queryByText('Récemment achetés')).toBeNull();
  });

  it(`shows the ${RECENT_SHOWN} last, then all on « Tout afficher »`, async () => {
    const many = Array.from({ length: RECENT_SHOWN + 3 }, (_, index) => bought(`Article ${index}`));
    const { user } = setup(many);
    await user.click(screen.getByText('Récemment achetés'));
    expect(screen.getAllByRole('button', { name: /^Remettre/ })).toHaveLength(RECENT_SHOWN);
    await user.click(screen.getByRole('button', { name: `Tout afficher (${many.length})` }));
    expect(screen.getAllByRole('button', { name: /^Remettre/ })).toHaveLength(many.length);
  });
});
