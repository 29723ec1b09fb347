/**
 * What the ordinary requests cost D1, and how many writes the Worker sustains, in workerd directly
 * (tests/bench/workerd.ts) on the bench family (tests/bench/tasks.ts):
 * - D1 round trips and rows read of one metered request each: the week, a task create, a task edit,
 *   a list tick, a memo create, a list item add;
 * - rows read by the week of a space holding 30 and 3,000 tasks (the same week: what it reads must
 *   not grow with the tasks dated before it);
 * - task creates, list ticks and week reads per second at 50 connections through the real local D1.
 * `BENCH_BEFORE=<git ref> node tests/bench/write-cost.ts` measures that ref too, first, in a
 * temporary checkout (tests/bench/api-cost.ts `checkout`). `BENCH_WRITES` sets the requests per
 * throughput measure (default 2,000; 0 measures round trips and rows only).
 * `BENCH_PROFILE=<file>` instead profiles this tree's task creates (V8 CPU profile of the isolate
 * over the inspector, real local D1, `PROFILE_REQUESTS` creates, default 1,000, at 50 connections),
 * prints where their JavaScript time goes and writes the profile to <file> for Chrome's DevTools;
 * with `PROFILE_WHAT=week` or `tick`, the bench family's week reads or list ticks instead.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, SPACE_ZONE_HEADER } from '../../domain/zoned-time.ts';
import { run, WRANGLER_ENV } from '../../scripts/lib/process.ts';
import { checkout, openBenchWorker } from './api-cost.ts';
import { BENCH_ACCOUNT } from './tasks.ts';
import { breakdown } from './worker-cpu.ts';
import { cpuProfile, throughput } from './workerd.ts';

type Record_ = (what: string, value: string, how: string) => void;

const CONNECTIONS = 50;
const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
/** Creates per space: below the per-member task write limit (300 per 10 minutes). */
const CREATES_PER_SPACE = 250;
const WEEK = '?from=2030-01-07&to=2030-01-13';

interface WriteCost {
  roundTrips: Record<string, number>;
  statements: Record<string, number>;
  rowsRead: Record<string, number>;
  createsPerSecond: number;
  ticksPerSecond: number;
  weeksPerSecond: number;
}

/**
 * Two spaces of the bench account: 30 and 3,000 tasks, the same 20 in the week and one camp running
 * into it; among those dated before it, three-day camps (multi-day events) that ended before it.
 */
const SIZED_SPACES = { 30: crypto.randomUUID(), 3000: crypto.randomUUID() };

/**
 * Each sized space: the week's 20 tasks (2 of them weekly series), then tasks dated before the week,
 * one a day back from it, every tenth a weekly series ended the same day. SQL straight into D1 by
 * `wrangler d1 execute` (the local proxy dropped batches this large).
 */
async function seedSizedSpaces(stateDir: string, multiDay: boolean) {
  const at = new Date().toISOString();
  const user = `(select id from users where email = '${BENCH_ACCOUNT.email}')`;
  const lines: string[] = [];
  for (const [size, spaceId] of Object.entries(SIZED_SPACES)) {
    lines.push(
      `insert into family_spaces (id, name, created_by, created_at, updated_at) values ('${spaceId}', 'Famille ${size}', ${user}, '${at}', '${at}');`,
      `insert into space_members (space_id, user_id, is_admin, display_name, created_at) values ('${spaceId}', ${user}, 1, 'Camille Bench', '${at}');`,
    );
    for (let n = 0; n < Number(size); n++) {
      const week = n < 20;
      const day = week ? addDays('2030-01-07', n % 7) : addDays('2030-01-06', -(n - 20));
      const series = n % 10 === 0;
      const end = series && !week ? `'${day}'` : 'null';
      // Every tenth other one a three-day camp that ended before the week; n = 21, from the Saturday
      // before, runs into it.
      const span =
        n === 21 ? `'2030-01-08'` : n % 10 === 5 && !week ? `'${addDays(day, 2)}'` : 'null';
      lines.push(
        `insert into tasks (id, space_id, name, type, date, time, recurrence, recurrence_days, recurrence_end_date, recurrence_exceptions, has_notification, notification_time, created_at, updated_at${multiDay ? ', end_date' : ''}) values ('${crypto.randomUUID()}', '${spaceId}', 'Tâche ${n}', 'sport', '${day}', '10:00', '${series ? 'weekly' : 'none'}', '[]', ${end}, '[]', 0, 15, '${at}', '${at}'${multiDay ? `, ${span}` : ''});`,
      );
    }
  }
  const file = join(stateDir, 'sized-spaces.sql');
  await writeFile(file, lines.join('\n'));
  await run(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file],
    { ...WRANGLER_ENV, CI: 'true' },
  );
}

async function measureWrites(root: string): Promise<WriteCost> {
  // A tree older than multi-day events has no `end_date`: its sized spaces get no camps.
  const multiDay = (await readFile(join(root, 'db/schema.ts'), 'utf8')).includes("'end_date'");
  const bench = await openBenchWorker(root, (stateDir) => seedSizedSpaces(stateDir, multiDay));
  try {
    const { url } = bench.server;
    const send = async (method: string, path: string, body?: unknown, meter = false) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie: bench.cookie,
          origin: url,
          'content-type': 'application/json',
          // As the SPA sends a write: the zone its page showed (the sized spaces are in Paris).
          [SPACE_ZONE_HEADER]: 'Europe/Paris',
          ...(meter ? { 'x-bench-meter': '1' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      const d1 = JSON.parse(response.headers.get('x-bench-d1') ?? '{}') as {
        roundTrips?: number;
        statements?: number;
        rowsRead?: number;
      };
      return { body: text ? JSON.parse(text) : undefined, d1 };
    };
    const newSpace = async (name: string) => {
      const { body } = await send('POST', '/api/spaces', {
        name,
        members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
      });
      return body.space.id as string;
    };

    const roundTrips: Record<string, number> = {};
    const statements: Record<string, number> = {};
    const rowsRead: Record<string, number> = {};
    const metered = async (what: string, method: string, path: string, body?: unknown) => {
      const { body: answer, d1 } = await send(method, path, body, true);
      roundTrips[what] = d1.roundTrips ?? Number.NaN;
      statements[what] = d1.statements ?? Number.NaN;
      rowsRead[what] = d1.rowsRead ?? Number.NaN;
      return answer;
    };

    const spaceId = await newSpace('Famille Écritures');
    const tasks = `/api/spaces/${spaceId}/tasks`;
    const task = { name: 'Piscine', type: 'sport', date: '2030-01-08', time: '17:00' };
    await metered('week', 'GET', `${tasks}${WEEK}`);
    const created = await metered('task create', 'POST', tasks, task);
    // What the edit form sends: every field, people by id.
    await metered('task edit (the edit form)', 'PATCH', `${tasks}/${created.task.id}`, {
      ...task,
      name: 'Natation',
      endTime: '',
      location: '',
      recurrence: 'none',
      recurrenceDays: [],
      recurrenceEndDate: '',
      responsable: 'none',
      enfant: 'none',
      hasNotification: true,
      notificationTime: 15,
      description: '',
      notes: '',
    });
    await metered('task edit (one field)', 'PATCH', `${tasks}/${created.task.id}`, {
      name: 'Nage',
    });
    const lists = `/api/spaces/${spaceId}/lists`;
    const { body: listBody } = await send('POST', lists, { title: 'Courses' });
    const items = `${lists}/${listBody.list.id}/items`;
    const added = await metered('list item add', 'POST', items, { text: 'Pain' });
    await metered('list tick', 'PATCH', `${items}/${added.item.id}`, { completed: true });
    const { body: profiles } = await send('GET', `/api/spaces/${spaceId}/profiles`);
    await metered('memo create', 'POST', `/api/spaces/${spaceId}/memos`, {
      profileId: profiles.profiles[0].id,
      text: 'Appeler le dentiste',
    });

    // The same week in a space of 30 tasks and in one of 3,000 (seeded below).
    for (const [size, space] of Object.entries(SIZED_SPACES)) {
      const { d1 } = await send('GET', `/api/spaces/${space}/tasks${WEEK}`, undefined, true);
      rowsRead[`week, ${size}-task space`] = d1.rowsRead ?? Number.NaN;
    }

    if (WRITES === 0) {
      return {
        roundTrips,
        statements,
        rowsRead,
        createsPerSecond: 0,
        ticksPerSecond: 0,
        weeksPerSecond: 0,
      };
    }
    // Creates, spread over spaces so that no member passes the write limit.
    const spaces = await Promise.all(
      Array.from({ length: Math.ceil(WRITES / CREATES_PER_SPACE) }, (_, i) =>
        newSpace(`Famille ${i}`),
      ),
    );
    let createCount = 0;
    const createsPerSecond = await throughput(
      () => {
        const n = createCount++;
        const space = spaces[Math.floor(n / CREATES_PER_SPACE)];
        return send('POST', `/api/spaces/${space}/tasks`, { ...task, name: `Tâche ${n}` });
      },
      WRITES,
      CONNECTIONS,
    );

    // Ticks: each connection ticks and unticks its own item of the shared list.
    const own = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        const { body } = await send('POST', items, { text: `Article ${i}` });
        return body.item.id as string;
      }),
    );
    let tickCount = 0;
    const ticksPerSecond = await throughput(
      () => {
        const n = tickCount++;
        return send('PATCH', `${items}/${own[n % CONNECTIONS]}`, {
          completed: Math.floor(n / CONNECTIONS) % 2 === 0,
        });
      },
      WRITES,
      CONNECTIONS,
    );
    // The bench family's week (300 tasks, 60 of them series), read as the planning reads it.
    const weeksPerSecond = await throughput(() => bench.get(bench.week), WRITES, CONNECTIONS);
    return { roundTrips, statements, rowsRead, createsPerSecond, ticksPerSecond, weeksPerSecond };
  } finally {
    await bench.dispose();
  }
}

function report(record: Record_, label: string, cost: WriteCost) {
  for (const [what, trips] of Object.entries(cost.roundTrips)) {
    record(
      `D1 per request${label}: ${what}`,
      `${trips} round trip${trips === 1 ? '' : 's'}`,
      `${cost.statements[what]} statements, ${cost.rowsRead[what]} rows read; one metered request (x-bench-meter)`,
    );
  }
  for (const size of [30, 3000]) {
    record(
      `Week rows read${label}: ${size}-task space`,
      `${cost.rowsRead[`week, ${size}-task space`]} rows`,
      'the same week of a space created through the API, its tasks dated before the week',
    );
  }
  if (WRITES === 0) return;
  record(
    `Task create${label}: throughput at ${CONNECTIONS} connections, real local D1`,
    `${Math.round(cost.createsPerSecond)} req/s`,
    `${WRITES} creates over ${Math.ceil(WRITES / CREATES_PER_SPACE)} spaces, workerd via Miniflare`,
  );
  record(
    `List tick${label}: throughput at ${CONNECTIONS} connections, real local D1`,
    `${Math.round(cost.ticksPerSecond)} req/s`,
    `${WRITES} ticks and unticks, one item per connection, workerd via Miniflare`,
  );
  record(
    `Week read${label}: throughput at ${CONNECTIONS} connections, real local D1`,
    `${Math.round(cost.weeksPerSecond)} req/s`,
    `${WRITES} reads of the bench family's week (300 tasks, 60 series), workerd via Miniflare`,
  );
}

export async function benchWriteCost(record: Record_) {
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const tree = await checkout(before);
    try {
      report(record, ` (before, ${before})`, await measureWrites(tree.root));
    } finally {
      await tree.remove();
    }
  }
  report(record, '', await measureWrites('.'));
}

/** Where a task create's JavaScript time goes: see the header (`BENCH_PROFILE`). */
async function profileCreates(out: string) {
  const count = Number(process.env.PROFILE_REQUESTS ?? 1000);
  const bench = await openBenchWorker('.');
  try {
    const { url } = bench.server;
    const post = async (path: string, body: unknown, method = 'POST') => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie: bench.cookie,
          origin: url,
          'content-type': 'application/json',
          [SPACE_ZONE_HEADER]: 'Europe/Paris',
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text);
    };
    const spaces: string[] = [];
    // One more space than the creates need: the ticks' list and its items are writes of a member
    // too, and beside 250 creates they would pass the write limit (300 per 10 minutes).
    for (let i = 0; i <= Math.ceil((count + 200) / CREATES_PER_SPACE); i++) {
      const answer = await post('/api/spaces', {
        name: `Famille ${i}`,
        members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
      });
      spaces.push(answer.space.id);
    }
    let n = 0;
    const create = () => {
      const space = spaces[Math.floor(n / CREATES_PER_SPACE)];
      n += 1;
      return post(`/api/spaces/${space}/tasks`, {
        name: `Tâche ${n}`,
        type: 'sport',
        date: '2030-01-08',
        time: '17:00',
      });
    };
    const week = () => bench.get(bench.week);
    // Ticks as the bench measures them: each connection ticks and unticks its own item.
    const tickSpace = spaces.at(-1);
    const items = `/api/spaces/${tickSpace}/lists/${(await post(`/api/spaces/${tickSpace}/lists`, { title: 'Courses' })).list.id}/items`;
    const own: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      own.push((await post(items, { text: `Article ${i}` })).item.id);
    }
    let ticks = 0;
    const tick = () => {
      const k = ticks++;
      return post(
        `${items}/${own[k % CONNECTIONS]}`,
        { completed: Math.floor(k / CONNECTIONS) % 2 === 0 },
        'PATCH',
      );
    };
    const what = process.env.PROFILE_WHAT;
    const request = what === 'week' ? week : what === 'tick' ? tick : create;
    // JIT warm before the profile.
    for (let i = 0; i < 200; i++) await request();
    const { profile, jsMs } = await cpuProfile(bench.server.inspectorPort, async () => {
      await throughput(request, count, CONNECTIONS);
    });
    await writeFile(out, JSON.stringify(profile));
    await writeFile(`${out}.bundle.js`, await readFile(bench.server.scriptPath));
    const { totalMs, byArea, byFunction } = breakdown(profile, bench.server.scriptPath);
    console.log(`profile: ${(jsMs / count).toFixed(3)} ms JS+GC per request (wall-clock samples)`);
    const line = (s: { name: string; ms: number; share: number }) =>
      `  ${(s.share * 100).toFixed(1).padStart(5)} %  ${((s.ms / count) * 1000).toFixed(0).padStart(5)} µs  ${s.name}`;
    console.log(`by area (${((totalMs / count) * 1000).toFixed(0)} µs of self time per request):`);
    for (const s of byArea.slice(0, 25)) console.log(line(s));
    console.log('by function:');
    for (const s of byFunction.slice(0, 45)) console.log(line(s));
  } finally {
    await bench.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.BENCH_PROFILE) await profileCreates(process.env.BENCH_PROFILE);
  else await benchWriteCost((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
