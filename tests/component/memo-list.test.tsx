import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MemoItem } from '#domain/memos.ts';
import { memoKeys } from '../../web/src/features/memos/api/keys.ts';
import { MemoList } from '../../web/src/features/memos/components/memo-list.tsx';
import { stubFetch } from './support.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';

function memo(id: string, text: string, doneAt: string | null = null): MemoItem {
  return {
    id,
    spaceId: SPACE,
    profileId: '00000000-0000-4000-8000-000000000002',
    userId: null,
    listId: null,
    listTitle: null,
    text,
    date: null,
    time: null,
    dueAt: null,
    notifiedAt: null,
    doneAt,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  };
}

function renderList(memos: MemoItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = [...memoKeys.all(SPACE), 'test'];
  queryClient.setQueryData(key, memos);
  const view = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MemoList
          memos={queryClient.getQueryData<MemoItem[]>(key) ?? []}
          spaceId={SPACE}
          today="2026-11-24"
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = render(view());
  queryClient.getQueryCache().subscribe(() => rendered.rerender(view()));
  return queryClient;
}

const boxes = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => `${box.getAttribute('aria-label')} ${box.getAttribute('aria-checked')}`);

describe('the To Do List memos', () => {
  it('tick « fait » by their round box, which sends done and sinks the memo below the others', async () => {
    const fetch = stubFetch(200, {
      memo: memo('m1', 'Appeler la nounou', '2026-11-24T09:00:00.000Z'),
    });
    const user = userEvent.setup();
    renderList([memo('m1', 'Appeler la nounou'), memo('m2', 'Acheter du pain')]);
    expect(boxes()).toEqual(['Fait : Appeler la nounou false', 'Fait : Acheter du pain false']);

    await user.click(screen.getByRole('checkbox', { name: 'Fait : Appeler la nounou' }));
    expect(boxes()).toEqual(['Fait : Acheter du pain false', 'Fait : Appeler la nounou true']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(`/api/spaces/${SPACE}/memos/m1/done`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ done: true });
  });

  it('show a memo saved before « fait » existed (no doneAt at all) as still to do', () => {
    const { doneAt: _, ...older } = memo('m1', 'Vaccin');
    renderList([older as MemoItem]);
    expect(boxes()).toEqual(['Fait : Vaccin false']);
  });
});
