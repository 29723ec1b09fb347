/**
 * A list tick reaching the family's other phone, on the wrangler dev of run.ts: one list of six
 * items, one socket for the other phone. For each of 30 ticks (sequential, alternately ticking and
 * unticking), the time from sending the PATCH to `list-items.changed` on the other socket, and to the
 * tick in that phone's refetch of the list (what it shows today: the event carries no data). Then
 * two phones each tick three items at once: the time until a refetch shows all six ticked.
 * Bounded in count; loopback only.
 */

import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { ms, summarize } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

const TICKS = 30;
const ITEMS = ['Lait', 'Pain', 'Œufs', 'Beurre', 'Pommes', 'Café'];

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function familyWithList(baseUrl: string) {
  const json = { 'content-type': 'application/json', origin: baseUrl };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Listes',
      email: `bench-ticks-${Date.now()}@famille.test`,
      password: 'Bench-Listes-2031-long',
    }),
  });
  const headers = { ...json, cookie: cookieOf(signup) };
  const post = async (path: string, body: unknown) =>
    (
      await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json();
  const space = (await post('/api/spaces', {
    name: 'Bench',
    members: [{ name: 'Bench', role: 'parent', emoji: '👩' }],
  })) as { id: string };
  const { list } = (await post(`/api/spaces/${space.id}/lists`, {
    title: 'Courses',
    type: 'shopping',
  })) as { list: { id: string } };
  const ids: string[] = [];
  for (const text of ITEMS) {
    const { item } = (await post(`/api/spaces/${space.id}/lists/${list.id}/items`, { text })) as {
      item: { id: string };
    };
    ids.push(item.id);
  }
  return {
    headers,
    base: `${baseUrl}/api/spaces/${space.id}`,
    spaceId: space.id,
    listId: list.id,
    ids,
  };
}

export async function benchListTicks(baseUrl: string, record: Record_) {
  const family = await familyWithList(baseUrl);
  const { headers, base, listId, ids } = family;
  const heard: number[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/live`, {
    headers: { cookie: headers.cookie, origin: baseUrl },
  } as unknown as string[]);
  socket.addEventListener('message', (event) => {
    if (String(event.data).includes('list-items.changed')) heard.push(performance.now());
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', () => reject(new Error('live socket refused')));
  });
  const tick = (itemId: string, completed: boolean) =>
    fetch(`${base}/lists/${listId}/items/${itemId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ completed }),
    }).then((response) => response.arrayBuffer());
  const shown = async () => {
    const response = await fetch(`${base}/lists/${listId}`, { headers });
    return ((await response.json()) as { items: { id: string; completed: boolean }[] }).items;
  };

  const toEvent: number[] = [];
  const toData: number[] = [];
  for (let i = 0; i < TICKS; i++) {
    const itemId = ids[i % ids.length] as string;
    const completed = Math.floor(i / ids.length) % 2 === 0;
    const before = heard.length;
    const sent = performance.now();
    await tick(itemId, completed);
    const deadline = performance.now() + 5_000;
    while (heard.length === before && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const at = heard[before];
    if (at === undefined) {
      console.warn(`tick ${i}: the other phone heard nothing within 5 s`);
      continue;
    }
    toEvent.push(at - sent);
    const items = await shown();
    if (items.find((item) => item.id === itemId)?.completed === completed) {
      toData.push(performance.now() - sent);
    }
  }

  // Two phones, three ticks each, all at once, from every item unticked.
  await Promise.all(ids.map((itemId) => tick(itemId, false)));
  const started = performance.now();
  await Promise.all(ids.map((itemId) => tick(itemId, true)));
  let agreed = Number.POSITIVE_INFINITY;
  while (performance.now() - started < 5_000) {
    if ((await shown()).every((item) => item.completed)) {
      agreed = performance.now() - started;
      break;
    }
  }
  socket.close();

  const events = summarize(toEvent);
  record(
    'List tick to the other phone’s socket',
    `${ms(events.median)} median`,
    `PATCH sent → list-items.changed on a second socket; ${events.n} ticks, p95 ${ms(events.p95)}, max ${ms(events.max)}`,
  );
  const data = summarize(toData);
  record(
    'List tick to the other phone’s refetched list',
    `${ms(data.median)} median`,
    `PATCH sent → event → GET of the list shows the tick; ${data.n} ticks, p95 ${ms(data.p95)}, max ${ms(data.max)}`,
  );
  record(
    'Six ticks from two phones at once, agreed',
    Number.isFinite(agreed) ? ms(agreed) : 'not within 5 s',
    'six PATCHes sent together → the first GET of the list showing all six ticked',
  );
}

// `node tests/bench/list-ticks.ts` alone (after `npm run build`): this section and the screens',
// on a wrangler dev of its own, printed; BENCHMARKS.md is left as it is.
if (import.meta.main) {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { freePort, startWranglerDev } = await import('../../scripts/lib/process.ts');
  const { benchListTicksOnScreen } = await import('./list-ticks-screen.ts');
  const print: Record_ = (what, value, how) => console.log(`${what}: ${value}  (${how})`);
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-ticks-'));
  try {
    await migrateLocalD1(stateDir);
    const server = await startWranglerDev({
      port: await freePort(),
      persistTo: stateDir,
      quiet: true,
    });
    try {
      await benchListTicks(server.url, print);
      await benchListTicksOnScreen(server.url, print);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}
