/**
 * Each API request runs in a D1 session (worker/middleware/db.ts): a write answers the bookmark of
 * what it committed, and a read that echoes it (as the SPA does) starts at least there, so the
 * family's own write is visible whatever replica serves the read.
 */
import { describe, expect, it } from 'vitest';
import { D1_BOOKMARK_HEADER } from '../../domain/d1-bookmark.ts';
import { twoMembers } from './space-support.ts';
import { api } from './support.ts';

const TASK = { name: 'Pédiatre', type: 'sante', date: '2026-11-23', time: '17:15' } as const;

describe('D1 sessions and bookmarks', () => {
  it('a read that echoes the bookmark of a write sees the write, and answers a bookmark no older', async () => {
    const family = await twoMembers();
    const tasks = api(family.admin.cookie).spaces[':spaceId'].tasks;
    const created = await tasks.$post({ param: { spaceId: family.spaceId }, json: TASK });
    expect(created.status).toBe(201);
    const written = created.headers.get(D1_BOOKMARK_HEADER) ?? '';
    expect(written).not.toBe('');
    const { task } = await created.json();

    const read = await tasks.$get(
      { param: { spaceId: family.spaceId }, query: { from: '2026-11-23', to: '2026-11-29' } },
      { headers: { [D1_BOOKMARK_HEADER]: written } },
    );
    expect(read.status).toBe(200);
    const body = JSON.stringify(await read.json());
    expect(body).toContain(task.id);
    // Bookmarks sort oldest to newest: the read's session is at least where the write left it.
    expect((read.headers.get(D1_BOOKMARK_HEADER) ?? '') >= written).toBe(true);
  });

  it('ignores a bookmark that is not one, and answers from any replica', async () => {
    const family = await twoMembers();
    const read = await api(family.admin.cookie).spaces.$get(undefined, {
      headers: { [D1_BOOKMARK_HEADER]: 'not a bookmark' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get(D1_BOOKMARK_HEADER)).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);
  });
});
