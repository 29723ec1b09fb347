import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListItemView } from '../../domain/lists.ts';
import { SECTION_IDS, type SectionId } from '../../domain/sections.ts';
import { listDetailQueryOptions } from '../../web/src/features/lists/api/get-lists.ts';
import { suggestionsQueryOptions, useMoveItem } from '../../web/src/features/lists/api/sections.ts';
import { shopsQueryOptions, useMoveAisle } from '../../web/src/features/lists/api/shops.ts';
import { ItemRow } from '../../web/src/features/lists/components/item-row.tsx';
import { ItemSections } from '../../web/src/features/lists/components/item-sections.tsx';
import { useItemSuggestions } from '../../web/src/features/lists/components/item-suggestions.tsx';
import { ItemText } from '../../web/src/features/lists/components/item-text.tsx';
import type { Suggestion } from '../../web/src/features/lists/lib/suggestions.ts';
import { stubFetch } from './support.ts';

const SPACE = '11111111-1111-4111-8111-111111111111';
const LIST = '22222222-2222-4222-8222-222222222222';

function item(id: string, text: string, extra: Partial<ListItemView> = {}): ListItemView {
  return {
    id,
    listId: LIST,
    text,
    completed: false,
    createdBy: null,
    createdByProfileId: null,
    addedBy: null,
    completedBy: null,
    completedByProfileId: null,
    checkedBy: null,
    completedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
}

function withClient(children: ReactNode, setup?: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  setup?.(client);
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('an item’s quantity', () => {
  it('shows the name and a « ×2 » badge, heard as « quantité 2 »', () => {
    const { container } = render(<ItemText text="2 x lait" />);
    expect(container.textContent).toBe('lait ×2, quantité 2');
    expect(screen.getByText('×2').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a text without a quantity as typed', () => {
    const { container } = render(<ItemText text="2 kg de pommes" />);
    expect(container.textContent).toBe('2 kg de pommes');
  });
});

describe('a shopping list by aisle', () => {
  const items = [
    item('a', 'Lessive'),
    item('b', 'pommes', { section: 'fruits-legumes' }),
    item('c', 'Lait'),
    item('d', 'Bananes', { section: 'epicerie' }),
  ];

  it('groups the items under their aisle in the order of a shop, hiding empty aisles', () => {
    withClient(<ItemSections listId={LIST} items={items} renderItem={(it) => it.text} />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Fruits et légumes', 'Crèmerie', 'Épicerie', 'Entretien']);
    const fruits = screen.getByRole('region', { name: 'Fruits et légumes' });
    expect(within(fruits).getByRole('listitem').textContent).toContain('pommes');
    // The family's choice wins over the words: Bananes were moved to Épicerie.
    expect(
      within(screen.getByRole('region', { name: 'Épicerie' })).getByRole('listitem').textContent,
    ).toContain('Bananes');
  });

  it('moves an item from its « … » menu, at once and to the server', async () => {
    const fetch = stubFetch(200, { item: items[1], message: 'Élément déplacé' });
    const user = userEvent.setup();
    const client = withClient(<Mover item={items[1] as ListItemView} />, (queryClient) =>
      queryClient.setQueryData(listDetailQueryOptions(SPACE, LIST).queryKey, {
        list: {} as never,
        items,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Actions pour « pommes »' }));
    await user.click(screen.getByRole('menuitem', { name: 'Changer de rayon' }));
    const aisle = screen.getByRole('combobox', { name: 'Rayon' });
    expect(document.activeElement).toBe(aisle);
    await user.selectOptions(aisle, 'Boissons');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const cached = client.getQueryData(listDetailQueryOptions(SPACE, LIST).queryKey);
    expect(cached?.items.find((other) => other.id === 'b')?.section).toBe('boissons');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(`/api/spaces/${SPACE}/lists/${LIST}/items/b/section`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ section: 'boissons' });
  });
});

/** A row wired to the aisle move as the list screen wires it. */
function Mover({ item: shown }: { item: ListItemView }) {
  const move = useMoveItem(SPACE, LIST);
  return (
    <ItemRow
      item={shown}
      section="fruits-legumes"
      onToggle={() => {}}
      onChange={(changes) => {
        if (changes.section) move.mutate({ itemId: shown.id, section: changes.section });
      }}
      onDelete={() => {}}
    />
  );
}

function Field({ onChoose }: { onChoose: (suggestion: Suggestion) => void }) {
  const [value, setValue] = useState('');
  const suggestions = useItemSuggestions({ spaceId: SPACE, listId: LIST, value, onChoose });
  return (
    <div>
      <label htmlFor="field">Nouvel élément</label>
      <input
        id="field"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        {...suggestions.inputProps}
      />
      {suggestions.list}
    </div>
  );
}

describe('the add field’s suggestions', () => {
  function renderField() {
    const onChoose = vi.fn();
    withClient(<Field onChoose={onChoose} />, (client) => {
      client.setQueryData(suggestionsQueryOptions(SPACE).queryKey, [
        'Lait demi-écrémé',
        'Lardons',
        'Pain',
      ]);
      client.setQueryData(listDetailQueryOptions(SPACE, LIST).queryKey, {
        list: {} as never,
        items: [item('t', 'Laitue', { completed: true })],
      });
    });
    return { onChoose, field: screen.getByRole('combobox', { name: 'Nouvel élément' }) };
  }

  it('opens as letters are typed, with no option chosen, and counts them for screen readers', async () => {
    const user = userEvent.setup();
    const { field } = renderField();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'la');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'LaitueRemettre',
      'Lait demi-écrémé',
      'Lardons',
    ]);
    expect(screen.queryByText('3 suggestions, flèches haut et bas pour choisir')).not.toBeNull();
  });

  it('moves with the arrows, takes the chosen one with Entrée, and closes with Échap', async () => {
    const user = userEvent.setup();
    const { field, onChoose } = renderField();
    await user.type(field, 'la');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = field.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe('Lait demi-écrémé');
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(
      document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent,
    ).toBe('Lardons');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ text: 'Lardons' });

    await user.clear(field);
    await user.type(field, 'pa');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes a ticked item of the list by a tap, to put it back', async () => {
    const user = userEvent.setup();
    const { field, onChoose } = renderField();
    await user.type(field, 'lai');
    await user.click(screen.getByRole('option', { name: /Laitue/ }));
    expect(onChoose).toHaveBeenCalledWith({ text: 'Laitue', itemId: 't' });
  });
});

describe('a shop’s aisles moved one press after another', () => {
  const SHOP = '33333333-3333-4333-8333-333333333333';

  it('counts every press even when a read of the shops answers an older order while the saves are on their way', async () => {
    // Every save waits until the test lets it answer.
    const answers: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answers.push(() =>
              resolve(new Response(JSON.stringify({ shop: {} }), { status: 200 })),
            );
          }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const key = shopsQueryOptions(SPACE).queryKey;
    const start = [...SECTION_IDS];
    client.setQueryData(key, [{ id: SHOP, name: 'Marché', aisles: start }]);
    const { result } = renderHook(() => useMoveAisle(SPACE, SHOP), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    const moved = start.at(-1) as SectionId;
    const placeOf = () => client.getQueryData(key)?.[0]?.aisles.indexOf(moved);

    act(() => {
      result.current(moved, -1);
    });
    expect(placeOf()).toBe(start.length - 2);
    // A live event's read answers the order as the server had it before this save.
    act(() => client.setQueryData(key, [{ id: SHOP, name: 'Marché', aisles: start }]));
    act(() => {
      result.current(moved, -1);
    });
    expect(placeOf()).toBe(start.length - 3);
    for (const answer of answers) answer();
  });
});
