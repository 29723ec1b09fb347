/** A To Do List memo ticked « fait » and unticked: stored, told live, and no longer reminding. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memos } from '../../db/schema.ts';
import type { MemoItem } from '../../domain/memos.ts';
import { call, db } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

function memosOf(cookie: string) {
  return api(cookie).spaces[':spaceId'].memos;
}

async function add(family: Family, body: { text: string; date?: string; time?: string }) {
  const response = await memosOf(family.cookie).$post({
    param: { spaceId: family.spaceId },
    json: { profileId: family.profiles.camille, ...body },
  });
  if (response.status !== 201) throw new Error(`add failed: ${await response.text()}`);
  return (await response.json()).memo as MemoItem;
}

function markDone(cookie: string, spaceId: string, memoId: string, done: boolean) {
  return memosOf(cookie)[':memoId'].done.$put({ param: { spaceId, memoId }, json: { done } });
}

async function stored(id: string) {
  return db.select().from(memos).where(eq(memos.id, id)).get();
}

describe('PUT /api/spaces/:spaceId/memos/:memoId/done', () => {
  it('ticks a memo « fait », which then no longer reminds, and unticks it, which reminds again', async () => {
    const family = await createFamily();
    const memo = await add(family, {
      text: 'Appeler la nounou',
      date: '2030-01-15',
      time: '18:00',
    });
    expect(memo.doneAt).toBeNull();
    expect(memo.dueAt).toBe('2030-01-15T17:00:00.000Z');

    const ticked = await markDone(family.cookie, family.spaceId, memo.id, true);
    expect(ticked.status).toBe(200);
    const { memo: done } = await ticked.json();
    expect(done.doneAt).not.toBeNull();
    expect(done.dueAt).toBeNull();
    expect((await stored(memo.id))?.doneAt).toBe(done.doneAt);

    // Ticked again: nothing moves (a double tap, a replay).
    const again = await (await markDone(family.cookie, family.spaceId, memo.id, true)).json();
    expect(again.memo.doneAt).toBe(done.doneAt);

    const unticked = await (await markDone(family.cookie, family.spaceId, memo.id, false)).json();
    expect(unticked.memo.doneAt).toBeNull();
    expect(unticked.memo.dueAt).toBe('2030-01-15T17:00:00.000Z');
    expect((await stored(memo.id))?.doneAt).toBeNull();
  });

  it('keeps a memo done silent when its date or time is edited', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'Vaccin', date: '2030-01-15', time: '18:00' });
    await markDone(family.cookie, family.spaceId, memo.id, true);
    const edited = await memosOf(family.cookie)[':memoId'].$patch({
      param: { spaceId: family.spaceId, memoId: memo.id },
      json: { time: '19:00' },
    });
    expect(edited.status).toBe(200);
    expect((await stored(memo.id))?.dueAt).toBeNull();
  });

  it('refuses anything but true or false, with its French message', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'Pain' });
    const error = await expectError(
      await call('PUT', `/api/spaces/${family.spaceId}/memos/${memo.id}/done`, {
        cookie: family.cookie,
        body: { done: 'oui' },
      }),
      400,
      'validation',
    );
    expect(error.error.fields?.done).toBe('Indiquez si le mémo est fait');
    expect((await stored(memo.id))?.doneAt).toBeNull();
  });

  it("answers 404 for another space's memo, and leaves it as it was", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await add(other, { text: 'Le leur' });
    await expectError(
      await markDone(family.cookie, family.spaceId, theirs.id, true),
      404,
      'not_found',
    );
    await expectError(
      await markDone(family.cookie, other.spaceId, theirs.id, true),
      403,
      'forbidden',
    );
    expect((await stored(theirs.id))?.doneAt).toBeNull();
  });

  it("is told to the family's other devices as memos.changed", async () => {
    const family = await twoMembers();
    const profileId = family.profiles[0]?.id ?? '';
    const created = await memosOf(family.admin.cookie).$post({
      param: { spaceId: family.spaceId },
      json: { profileId, text: 'Courses' },
    });
    const { memo } = await created.json();
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const ticked = await markDone(family.admin.cookie, family.spaceId, memo.id, true);
    expect(ticked.status).toBe(200);
    expect((await watcher.next((m) => m.type === 'memos.changed')).id).toBe(memo.id);
  });
});
