/**
 * No write route of a family space lets someone who is not a member change anything. Every write
 * route is read from `app.routes` (as tests/worker/live-areas.test.ts walks them), so a route added
 * later is checked without touching this file, and each is sent by a signed-in stranger with ids of
 * real rows of the space and a body its validator accepts where one was written here: a route that
 * wrote before its access check, or without the check in its write's WHERE, would change a table.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { isWriteMethod } from '../../worker/lib/write-methods.ts';
import { ORIGIN, request } from './support.ts';
import { createFamily, createTask } from './tasks-support.ts';

const SPACE_PREFIX = '/api/spaces/:spaceId';

/** Every write route of a space, `METHOD path`, once each. */
function spaceWriteRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    if (path.includes('*') || !isWriteMethod(method)) continue;
    if (path !== SPACE_PREFIX && !path.startsWith(`${SPACE_PREFIX}/`)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** Every row of every table of the app, as text. */
async function everything(): Promise<string> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' order by name",
  ).all<{ name: string }>();
  const tables = await Promise.all(
    results.map(async ({ name }) => {
      const rows = await env.DB.prepare(`select * from "${name}" order by rowid`).all();
      return [name, rows.results] as const;
    }),
  );
  return JSON.stringify(tables);
}

describe("a stranger's write to a family space", () => {
  it('every write route answers 403 or 404 and changes no row of any table', async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const task = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: '2030-01-08',
      time: '18:00',
    });
    const lists = `/api/spaces/${family.spaceId}/lists`;
    const post = (path: string, body: unknown) =>
      request(path, {
        method: 'POST',
        headers: { cookie: family.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const list = (await (await post(lists, { title: 'Courses' })).json()) as {
      list: { id: string };
    };
    const item = (await (
      await post(`${lists}/${list.list.id}/items`, { text: 'Pain' })
    ).json()) as {
      item: { id: string };
    };
    const memo = (await (
      await post(`/api/spaces/${family.spaceId}/memos`, {
        profileId: family.profiles.lea,
        text: 'Dentiste',
      })
    ).json()) as { memo: { id: string } };
    const ids: Record<string, string> = {
      spaceId: family.spaceId,
      id: task.id,
      listId: list.list.id,
      itemId: item.item.id,
      memoId: memo.memo.id,
      profileId: family.profiles.lea,
      userId: family.userId,
      notificationId: crypto.randomUUID(),
      invitationId: crypto.randomUUID(),
      scope: 'me',
    };
    // What the routes that check access in their own write's batch accept: a stranger's request
    // must be refused by the check itself, not by its validator.
    const bodies: Record<string, unknown> = {
      [`POST ${SPACE_PREFIX}/tasks`]: {
        name: 'Piscine',
        type: 'sport',
        date: '2030-01-09',
        time: '18:00',
      },
      [`PATCH ${SPACE_PREFIX}/tasks/:id`]: { name: 'Renommé' },
      [`POST ${SPACE_PREFIX}/memos`]: { profileId: family.profiles.lea, text: 'Intrus' },
      [`POST ${SPACE_PREFIX}/lists/:listId/items`]: { text: 'Intrus' },
      [`PATCH ${SPACE_PREFIX}/lists/:listId/items/:itemId`]: { completed: true, text: 'Intrus' },
      [`PUT ${SPACE_PREFIX}/lists/:listId/items/:itemId/section`]: { section: 'boulangerie' },
    };
    const routes = spaceWriteRoutes();
    // Tasks, memos, lists and items, profiles, notifications, the space, invitations, feeds.
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const before = await everything();
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? crypto.randomUUID());
      const response = await request(url, {
        method,
        headers: { cookie: stranger.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(bodies[`${method} ${path}`] ?? { name: 'Intrus', text: 'Intrus' }),
      });
      answers.push(`${method} ${path} ${response.status}`);
    }
    expect(answers.filter((answer) => !/ (403|404)$/.test(answer))).toEqual([]);
    expect(await everything()).toBe(before);
  });
});
