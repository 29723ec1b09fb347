/**
 * A list's live item changes reach its cached copy without reading the list again, in the order the
 * database made them (docs/decisions/076-list-live-events-carry-the-item.md): a change that arrives
 * before the one it follows waits for it; one still missing a moment later makes the list read once;
 * a change already in the copy is ignored; a read that left before changes already applied does not
 * take them back.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListItemView, ListSummary } from '../../domain/lists.ts';
import type { LiveEvent } from '../../domain/live-protocol.ts';
import { listDetailQueryOptions } from '../../web/src/features/lists/api/get-lists.ts';
import {
  forgetWaitingItemChanges,
  GAP_WAIT_MS,
  receiveListItemsEvent,
} from '../../web/src/features/lists/api/live-items.ts';
import type { CachedList } from '../../web/src/features/lists/lib/live-items.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';
const LIST = '00000000-0000-4000-8000-000000000002';
const AT = '2026-11-29T10:00:00.000Z';

function item(id: string, text: string, completed = false): ListItemView {
  return {
    id,
    listId: LIST,
    text,
    completed,
    createdBy: null,
    createdByProfileId: null,
    addedBy: 'Camille',
    completedBy: null,
    completedByProfileId: null,
    checkedBy: completed ? 'Camille' : null,
    completedAt: completed ? AT : null,
    createdAt: AT,
  };
}

const LAIT = item('00000000-0000-4000-8000-00000000000a', 'Lait');
const PAIN = item('00000000-0000-4000-8000-00000000000b', 'Pain');
const OEUFS = item('00000000-0000-4000-8000-00000000000c', 'Œufs');

function copy(version: number, items: ListItemView[]): CachedList {
  const list: ListSummary = {
    id: LIST,
    spaceId: SPACE,
    spaceName: 'Famille',
    title: 'Courses',
    type: 'shopping',
    createdBy: null,
    createdAt: AT,
    itemCount: items.length,
    completedCount: items.filter((one) => one.completed).length,
    version,
    shopId: null,
  };
  return { list, items };
}

const ticked = (one: ListItemView) => ({ ...one, completed: true, checkedBy: 'Camille' });
const event = (version: number, change: Partial<LiveEvent>): LiveEvent => ({
  type: 'list-items.changed',
  id: LIST,
  at: AT,
  version,
  ...change,
});

/** A client showing the list at `version` (an observer keeps it active); its reads counted. */
function showing(start: CachedList, server: () => CachedList = () => start) {
  const client = createQueryClient();
  const options = listDetailQueryOptions(SPACE, LIST);
  client.setQueryData(options.queryKey, start);
  const read = vi.fn(async () => server());
  const observer = new QueryObserver(client, { ...options, queryFn: read, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => {});
  const shown = () => {
    const data = client.getQueryData(options.queryKey);
    return data?.items.map((one) => `${one.text}${one.completed ? ' ✓' : ''}`);
  };
  return { client, read, shown, unsubscribe, data: () => client.getQueryData(options.queryKey) };
}

afterEach(() => {
  forgetWaitingItemChanges();
  vi.useRealTimers();
});

describe('live item changes on a list shown on another phone', () => {
  it('applies each change as it comes, with the counts, without reading the list', () => {
    const phone = showing(copy(3, [LAIT, PAIN]));
    receiveListItemsEvent(phone.client, SPACE, event(4, { item: ticked(LAIT) }));
    receiveListItemsEvent(phone.client, SPACE, event(5, { item: OEUFS }));
    receiveListItemsEvent(phone.client, SPACE, event(6, { removed: PAIN.id }));
    expect(phone.shown()).toEqual(['Lait ✓', 'Œufs']);
    expect(phone.data()?.list).toMatchObject({ version: 6, itemCount: 2, completedCount: 1 });
    expect(phone.read).not.toHaveBeenCalled();
    phone.unsubscribe();
  });

  it('puts two crossed changes back in order, and ignores one already in the copy', () => {
    const phone = showing(copy(3, [LAIT, PAIN]));
    receiveListItemsEvent(phone.client, SPACE, event(5, { item: { ...LAIT, completed: false } }));
    expect(phone.shown()).toEqual(['Lait', 'Pain']);
    receiveListItemsEvent(phone.client, SPACE, event(4, { item: ticked(LAIT) }));
    // 4 then 5: unticked last, as the database did.
    expect(phone.shown()).toEqual(['Lait', 'Pain']);
    expect(phone.data()?.list.version).toBe(5);
    receiveListItemsEvent(phone.client, SPACE, event(5, { item: ticked(PAIN) }));
    receiveListItemsEvent(phone.client, SPACE, event(2, { removed: LAIT.id }));
    expect(phone.shown()).toEqual(['Lait', 'Pain']);
    expect(phone.read).not.toHaveBeenCalled();
    phone.unsubscribe();
  });

  it('reads the list once when a change is still missing, then applies what followed it', async () => {
    vi.useFakeTimers();
    const server = copy(5, [ticked(LAIT), ticked(PAIN)]);
    const phone = showing(copy(3, [LAIT, PAIN]), () => server);
    receiveListItemsEvent(phone.client, SPACE, event(5, { item: ticked(PAIN) }));
    receiveListItemsEvent(phone.client, SPACE, event(6, { item: OEUFS }));
    expect(phone.shown()).toEqual(['Lait', 'Pain']);
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS - 10);
    expect(phone.read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await vi.waitFor(() => expect(phone.shown()).toEqual(['Lait ✓', 'Pain ✓', 'Œufs']));
    expect(phone.read).toHaveBeenCalledTimes(1);
    expect(phone.data()?.list.version).toBe(6);
    phone.unsubscribe();
  });

  it('keeps changes already applied when a read that left before them lands', async () => {
    const phone = showing(copy(3, [LAIT, PAIN]), () => copy(3, [LAIT, PAIN]));
    const reading = phone.client.refetchQueries({
      queryKey: listDetailQueryOptions(SPACE, LIST).queryKey,
    });
    receiveListItemsEvent(phone.client, SPACE, event(4, { item: ticked(LAIT) }));
    await reading;
    expect(phone.read).toHaveBeenCalledTimes(1);
    expect(phone.shown()).toEqual(['Lait ✓', 'Pain']);
    phone.unsubscribe();
  });

  it('reads the list again for an event that does not say what changed', async () => {
    const phone = showing(copy(3, [LAIT]), () => copy(4, [LAIT, PAIN]));
    receiveListItemsEvent(phone.client, SPACE, { type: 'list-items.changed', id: LIST, at: AT });
    await vi.waitFor(() => expect(phone.shown()).toEqual(['Lait', 'Pain']));
    expect(phone.read).toHaveBeenCalledTimes(1);
    phone.unsubscribe();
  });
});
