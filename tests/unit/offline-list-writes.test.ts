/**
 * List changes made offline (docs/decisions/015-offline-lists.md): they show at once, wait while
 * offline, survive a reload (saved with the cache, restored into a new client) and are sent one at a
 * time in the order they were made; a tick of an item deleted meanwhile is dropped with a notice;
 * the copy read back is refetched, and with a network the guards' data comes from the server.
 */
import {
  dehydrate,
  hydrate,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListItemView } from '../../domain/lists.ts';
import { listDetailQueryOptions } from '../../web/src/features/lists/api/get-lists.ts';
import { registerItemWrites, writeItem } from '../../web/src/features/lists/api/write-items.ts';
import {
  type ItemWrite,
  type Notice,
  retryItemWrite,
  withPendingWrites,
  writeFailure,
} from '../../web/src/features/lists/lib/item-writes.ts';
import { ApiRequestError } from '../../web/src/lib/api-client.ts';
import { NetworkError } from '../../web/src/lib/network.ts';
import { dehydrateOptions, forReading } from '../../web/src/lib/offline-cache.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';
const LIST = '00000000-0000-4000-8000-000000000002';
const target = { spaceId: SPACE, listId: LIST };

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
    checkedBy: null,
    completedAt: null,
    createdAt: '2026-11-23T08:00:00.000Z',
  };
}

const LAIT = item('00000000-0000-4000-8000-00000000000a', 'Lait');
const BEURRE = item('00000000-0000-4000-8000-00000000000b', 'Beurre');
const FARINE_ID = '00000000-0000-4000-8000-00000000000c';

const notFound = () =>
  new ApiRequestError(404, { code: 'not_found', message: "Cet élément n'existe plus" });

/** A stand-in server: records what it receives, one request at a time or not. */
function fakeServer(refuse: (write: ItemWrite) => Error | undefined = () => undefined) {
  const received: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const send = async (write: ItemWrite) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    received.push(`${write.kind} ${write.text}`);
    const refusal = refuse(write);
    if (refusal) throw refusal;
    return write.kind === 'add'
      ? { item: { ...item(write.itemId, write.text), addedBy: 'Camille' } }
      : {};
  };
  return { send, received, mostAtOnce: () => mostAtOnce };
}

const clients: QueryClient[] = [];
function newClient(send: (write: ItemWrite) => Promise<unknown>, notices: Notice[]) {
  const client = createQueryClient();
  registerItemWrites(client, send, (notice) => notices.push(notice));
  client.mount();
  clients.push(client);
  return client;
}

const listKey = listDetailQueryOptions(SPACE, LIST).queryKey;
function shown(client: QueryClient): string[] {
  return (client.getQueryData(listKey)?.items ?? []).map(
    (shownItem) => `${shownItem.text}${shownItem.completed ? ' ✓' : ''}`,
  );
}

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  onlineManager.setOnline(true);
});

describe('list changes made offline', () => {
  it('show at once, survive a reload, and are sent in order, one at a time, once online', async () => {
    onlineManager.setOnline(false);
    const beforeReload = fakeServer();
    const notices: Notice[] = [];
    const client = newClient(beforeReload.send, notices);
    client.setQueryData(listKey, { list: { id: LIST }, items: [LAIT, BEURRE] } as never);

    const writes: ItemWrite[] = [
      {
        kind: 'add',
        ...target,
        itemId: FARINE_ID,
        text: 'Farine',
        profileId: null,
        profileName: 'Camille',
      },
      {
        kind: 'toggle',
        ...target,
        itemId: FARINE_ID,
        text: 'Farine',
        completed: true,
        profileId: null,
        profileName: 'Camille',
      },
      {
        kind: 'toggle',
        ...target,
        itemId: BEURRE.id,
        text: 'Beurre',
        completed: true,
        profileId: null,
        profileName: 'Camille',
      },
      { kind: 'delete', ...target, itemId: LAIT.id, text: 'Lait', item: LAIT, index: 0 },
    ];
    for (const write of writes) writeItem(client, write).catch(() => {});

    await vi.waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(4),
    );
    await vi.waitFor(() => expect(shown(client)).toEqual(['Beurre ✓', 'Farine ✓']));
    expect(beforeReload.received).toEqual([]);

    // The reload: what is saved on the device (a structured clone, as IndexedDB stores it) goes into
    // a new client; the first one is gone.
    const saved = structuredClone(dehydrate(client, dehydrateOptions));
    client.unmount();
    client.getMutationCache().clear();
    const server = fakeServer((write) =>
      write.kind === 'toggle' && write.itemId === BEURRE.id ? notFound() : undefined,
    );
    const restored = newClient(server.send, notices);
    hydrate(restored, saved);
    expect(shown(restored)).toEqual(['Beurre ✓', 'Farine ✓']);
    expect(server.received).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(server.received).toHaveLength(4));
    // The add before the tick of the same item; one request at a time.
    expect(server.received).toEqual([
      'add Farine',
      'toggle Farine',
      'toggle Beurre',
      'delete Lait',
    ]);
    expect(server.mostAtOnce()).toBe(1);
    expect(beforeReload.received).toEqual([]);
    // The tick of « Beurre », deleted meanwhile on another device: dropped, and said.
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({ tone: 'warning', title: 'Élément supprimé entre-temps' });
    expect(notices[0]?.description).toContain('« Beurre »');
    expect(shown(restored)).toEqual(['Farine ✓']);
    await vi.waitFor(() => expect(restored.isMutating()).toBe(0));
  });

  it('are sent at once while online, and a refused tick is rolled back and said', async () => {
    const server = fakeServer(
      () => new ApiRequestError(400, { code: 'validation', message: 'Texte invalide' }),
    );
    const notices: Notice[] = [];
    const client = newClient(server.send, notices);
    client.setQueryData(listKey, { list: { id: LIST }, items: [LAIT] } as never);
    await writeItem(client, {
      kind: 'toggle',
      ...target,
      itemId: LAIT.id,
      text: 'Lait',
      completed: true,
      profileId: null,
      profileName: null,
    }).catch(() => {});
    expect(server.received).toEqual(['toggle Lait']);
    expect(shown(client)).toEqual(['Lait']);
    expect(notices).toEqual([
      { tone: 'error', title: 'Erreur', description: "Impossible de modifier l'élément" },
    ]);
  });

  it('that cannot reach the server are never refused: they wait, then go when it answers', async () => {
    let reachable = false;
    const received: string[] = [];
    const send = async (write: ItemWrite) => {
      if (!reachable) throw new NetworkError();
      received.push(`${write.kind} ${write.text}`);
      return write.kind === 'add' ? { item: item(write.itemId, write.text) } : {};
    };
    const notices: Notice[] = [];
    const client = newClient(send, notices);
    client.setQueryData(listKey, { list: { id: LIST }, items: [LAIT] } as never);
    const sent = writeItem(client, {
      kind: 'add',
      ...target,
      itemId: FARINE_ID,
      text: 'Farine',
      profileId: null,
      profileName: null,
    });
    await vi.waitFor(() =>
      expect(client.getMutationCache().getAll()[0]?.state.failureCount).toBeGreaterThan(0),
    );
    expect(shown(client)).toEqual(['Lait', 'Farine']);
    reachable = true;
    await sent;
    expect(received).toEqual(['add Farine']);
    expect(notices).toEqual([]);
    expect(shown(client)).toEqual(['Lait', 'Farine']);
  });
});

describe('which failed writes are tried again', () => {
  const error = (status: number) => new ApiRequestError(status, { code: 'internal', message: 'x' });

  it('one that could not reach the server, always', () => {
    expect(retryItemWrite(0, new NetworkError())).toBe(true);
    expect(retryItemWrite(1_000, new NetworkError())).toBe(true);
  });

  it('a server error, a few times; a 4xx, never', () => {
    expect(retryItemWrite(0, error(503))).toBe(true);
    expect(retryItemWrite(3, error(503))).toBe(false);
    expect(retryItemWrite(0, error(400))).toBe(false);
    expect(retryItemWrite(0, error(429))).toBe(false);
  });
});

describe('the items shown while writes are on their way', () => {
  const now = '2026-11-24T10:00:00.000Z';
  const pending: ItemWrite[] = [
    {
      kind: 'add',
      ...target,
      itemId: FARINE_ID,
      text: 'Farine',
      profileId: null,
      profileName: 'Camille',
    },
    {
      kind: 'toggle',
      ...target,
      itemId: BEURRE.id,
      text: 'Beurre',
      completed: true,
      profileId: null,
      profileName: 'Camille',
    },
    { kind: 'edit', ...target, itemId: LAIT.id, text: 'Lait entier', previousText: 'Lait' },
  ];
  const texts = (items: ListItemView[]) =>
    items.map((shownItem) => `${shownItem.text}${shownItem.completed ? ' ✓' : ''}`);

  it('are the server’s with every waiting write applied, in order', () => {
    expect(texts(withPendingWrites([LAIT, BEURRE], pending, now))).toEqual([
      'Lait entier',
      'Beurre ✓',
      'Farine',
    ]);
  });

  it('show a waiting note, keep the note an edit of the text alone leaves, and a re-add’s note', () => {
    const noted: ItemWrite = {
      kind: 'edit',
      ...target,
      itemId: BEURRE.id,
      text: 'Beurre',
      previousText: 'Beurre',
      note: 'doux',
      previousNote: null,
    };
    const [add, , edit] = pending;
    if (add?.kind !== 'add' || !edit) throw new Error('no add');
    const shown = withPendingWrites(
      [{ ...LAIT, note: 'bio' }, BEURRE],
      [noted, edit, { ...add, note: 'T55' }],
      now,
    );
    expect(shown.map((shownItem) => [shownItem.text, shownItem.note])).toEqual([
      ['Lait entier', 'bio'],
      ['Beurre', 'doux'],
      ['Farine', 'T55'],
    ]);
  });

  it('keep an item the server already has once, and hide one being deleted', () => {
    const farine = item(FARINE_ID, 'Farine');
    const deletion: ItemWrite = {
      kind: 'delete',
      ...target,
      itemId: LAIT.id,
      text: 'Lait',
      item: LAIT,
      index: 0,
    };
    expect(texts(withPendingWrites([LAIT, farine], [...pending, deletion], now))).toEqual([
      'Farine',
    ]);
  });
});

describe('what a write the server did not take means', () => {
  const toggle: ItemWrite = {
    kind: 'toggle',
    ...target,
    itemId: LAIT.id,
    text: 'Lait',
    completed: true,
    profileId: null,
    profileName: null,
  };
  const add: ItemWrite = {
    kind: 'add',
    ...target,
    itemId: FARINE_ID,
    text: 'Farine',
    profileId: null,
    profileName: null,
  };
  const remove: ItemWrite = {
    kind: 'delete',
    ...target,
    itemId: LAIT.id,
    text: 'Lait',
    item: LAIT,
    index: 0,
  };

  it('a deletion of an item already gone is done, silently', () => {
    expect(writeFailure(remove, notFound())).toEqual({ action: 'done' });
  });

  it('a tick of an item gone, or an add to a list gone, is dropped with a notice naming it', () => {
    expect(writeFailure(toggle, notFound())).toMatchObject({
      action: 'forget',
      notice: { title: 'Élément supprimé entre-temps' },
    });
    const dropped = writeFailure(add, notFound());
    expect(dropped.action).toBe('forget');
    expect(dropped.notice?.description).toBe(
      "« Farine » n'a pas été ajouté : la liste n'existe plus.",
    );
  });

  it('any other refusal rolls back, with its « Impossible de … »', () => {
    const refused = new ApiRequestError(400, { code: 'validation', message: 'Texte invalide' });
    expect(writeFailure(toggle, refused)).toMatchObject({
      action: 'rollback',
      notice: { description: "Impossible de modifier l'élément" },
    });
    expect(writeFailure(remove, refused)).toMatchObject({
      action: 'rollback',
      notice: { description: "Impossible de supprimer l'élément" },
    });
    expect(writeFailure(add, refused)).toMatchObject({
      action: 'rollback',
      notice: { description: "Impossible d'ajouter l'élément" },
    });
  });
});

describe('the cache read back from the device', () => {
  const saved = (queryKey: QueryKey) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: 0,
    state: { data: 1, isInvalidated: false } as never,
  });
  const client = {
    buster: 'x',
    timestamp: 0,
    clientState: {
      mutations: [],
      queries: [
        saved(['me']),
        saved(['spaces', 'list']),
        saved(['spaces', SPACE, 'profiles']),
        saved(['spaces', SPACE, 'lists', 'detail', LIST]),
        saved(['across-spaces', 'lists']),
      ],
    },
  };
  const keys = (online: boolean) =>
    forReading(client, online).clientState.queries.map((query) => query.queryKey.join('/'));

  it('offline, stands in for everything', () => {
    expect(keys(false)).toHaveLength(5);
  });

  it('online, leaves who is signed in, the spaces and the profiles to the server', () => {
    expect(keys(true)).toEqual([`spaces/${SPACE}/lists/detail/${LIST}`, 'across-spaces/lists']);
  });

  it('puts a write that was on its way back in the queue, to be sent again', () => {
    const withWrite = {
      ...client,
      clientState: {
        ...client.clientState,
        mutations: [
          {
            mutationKey: ['list-items', 'write'],
            state: { status: 'pending', isPaused: false, variables: {} } as never,
          },
        ],
      },
    };
    const [write] = forReading(withWrite, true).clientState.mutations;
    expect(write?.state.isPaused).toBe(true);
  });

  it('is out of date: every query is fetched again when shown', () => {
    for (const query of forReading(client, false).clientState.queries) {
      expect(query.state.isInvalidated).toBe(true);
    }
  });
});
