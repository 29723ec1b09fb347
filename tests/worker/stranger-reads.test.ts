/**
 * No read route of a family space shows anything to someone who is not a member. The space gate
 * sends no check of its own before the route: each read carries the check in its own batch. Every
 * read route is taken from `app.routes` (as tests/worker/stranger-writes.test.ts walks the writes),
 * so a route added later is checked without touching this file: a signed-in stranger and a
 * signed-out visitor are refused, the answer carries no row of the space, and nothing is written.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { ORIGIN, request } from './support.ts';
import { createFamily, createTask } from './tasks-support.ts';

const SPACE_PREFIX = '/api/spaces/:spaceId';

/** Every read route of a space, its path once. */
function spaceReadRoutes(): string[] {
  const paths = new Set<string>();
  for (const { method, path } of app.routes) {
    if (path.includes('*') || method !== 'GET') continue;
    if (path === SPACE_PREFIX || path.startsWith(`${SPACE_PREFIX}/`)) paths.add(path);
  }
  return [...paths];
}

/** Every row of every table, as text. */
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

describe("a stranger's read of a family space", () => {
  it('every read route answers 401 or 403 without a row of the space, and writes nothing', async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const task = await createTask(family, {
      name: 'Judo secret',
      type: 'sport',
      date: '2030-01-08',
      time: '18:00',
    });
    const ids: Record<string, string> = {
      spaceId: family.spaceId,
      id: task.id,
      profileId: family.profiles.lea,
    };
    const routes = spaceReadRoutes();
    // The space, profiles, the week, a task, memos, lists, notifications, calendars, custody…
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const before = await everything();
    const answers: string[] = [];
    for (const path of routes) {
      const url = path
        .replace(/:(\w+)/g, (_, name: string) => ids[name] ?? crypto.randomUUID())
        .concat(
          path.endsWith('/tasks') || path.endsWith('/events')
            ? '?from=2030-01-07&to=2030-01-13'
            : '',
        );
      for (const [who, cookie] of [
        ['stranger', stranger.cookie],
        ['visitor', ''],
      ] as const) {
        const response = await request(url, { headers: { cookie, origin: ORIGIN } });
        const body = await response.text();
        const expected = who === 'stranger' ? 403 : 401;
        if (response.status !== expected) answers.push(`${who} GET ${path} ${response.status}`);
        // The family's name, its task and its profile appear nowhere in a refusal.
        for (const secret of ['Famille Martin', 'Judo secret', 'Léa', family.spaceId]) {
          if (body.includes(secret)) answers.push(`${who} GET ${path} shows ${secret}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await everything()).toBe(before);
  });
});
