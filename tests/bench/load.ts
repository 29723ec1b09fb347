/**
 * Mixed load and lost writes: 50 members of 10 family spaces, each a closed loop (one request in
 * flight, no think time), for BENCH_LOAD_SECONDS (default 60) against the Worker running in workerd
 * through Miniflare's API, with no wrangler dev proxy in between (docs/decisions/009-load-bench-in-miniflare.md).
 *
 * The Worker is bundled by wrangler itself (`wrangler deploy --dry-run --outdir`, the bundle it
 * would upload), migrated by `wrangler d1 migrations apply --local`, and run by `new Miniflare`
 * with the same D1 and SpaceHub bindings; requests go through `mf.dispatchFetch`.
 *
 * Kinds: the week of the space (GET /tasks?from&to), task creations, task edits (a member edits only
 * the tasks it created, so the last acknowledged edit is the expected final state), list ticks (each
 * member ticks and unticks its own items of the space's shared list). Afterwards D1 is read
 * directly: every acknowledged creation must exist with its last acknowledged name and time, every
 * item must be in its last acknowledged state.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initializeArgon2 from '@phi-ag/argon2/node';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { createDb } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  spaceMembers,
  taskPeople,
  tasks,
  users,
} from '../../db/schema.ts';
import { SPACE_ZONE_HEADER } from '../../domain/zoned-time.ts';
import { run, WRANGLER_ENV } from '../../scripts/lib/process.ts';
import { createPasswordHasher } from '../../worker/auth/password.ts';
import { TASK_WRITE_LIMIT } from '../../worker/auth/rate-limit.ts';
import { ms } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

const SPACES = 10;
const MEMBERS_PER_SPACE = 5;
const ITEMS_PER_MEMBER = 8;
const SEEDED_TASKS_PER_SPACE = 40;
const PASSWORD = 'Bench-Charge-2031-long';
const ORIGIN = 'http://localhost:8787';
const WEEK_FROM = '2031-03-03';
const WEEK_TO = '2031-03-09';
/** Below the product's per-member task write limit, so the load never trips it by design. */
const TASK_WRITE_BUDGET = TASK_WRITE_LIMIT.limit - 10;
const STATE_ID = '00000000-0000-4000-8000-000000000000';

type Kind = 'week' | 'create' | 'edit' | 'tick';
const KINDS: Kind[] = ['week', 'create', 'edit', 'tick'];
const KIND_LABEL: Record<Kind, string> = {
  week: 'GET the week',
  create: 'POST a task',
  edit: 'PATCH a task',
  tick: 'PATCH a list item (tick)',
};
/** Out of 100: mostly reading the week, then ticking, editing and creating. */
const WEIGHTS: [Kind, number][] = [
  ['week', 40],
  ['tick', 25],
  ['edit', 20],
  ['create', 15],
];

interface Member {
  email: string;
  spaceId: string;
  listId: string;
  profileId: string;
  cookie: string;
  items: Map<string, boolean>;
  /** Acknowledged state of the tasks this member created: name and time. */
  tasks: Map<string, { name: string; time: string }>;
  taskWrites: number;
  serial: number;
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** utime + stime of a process, in milliseconds (Linux /proc). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const hz = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;
  return (ticks * 1000) / hz;
}

/** The workerd processes Miniflare started: children of this Node process named workerd. */
async function workerdPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (name === 'workerd' && parent === process.pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * wrangler's output as Miniflare modules: index.js first (the entry), then what it imports by
 * file name (argon2.wasm compiled, the common-passwords list as text).
 */
async function bundleModules(dir: string) {
  const files = (await readdir(dir)).filter((file) => /\.(js|wasm|txt)$/.test(file));
  files.sort((a, b) => (a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b)));
  return files.map((file) => ({
    type: file.endsWith('.js')
      ? ('ESModule' as const)
      : file.endsWith('.wasm')
        ? ('CompiledWasm' as const)
        : ('Text' as const),
    path: join(dir, file),
  }));
}

async function seed(mf: Miniflare): Promise<Member[]> {
  const db = createDb(await mf.getD1Database('DB'));
  const hash = createPasswordHasher(await initializeArgon2()).hash(PASSWORD);
  const members: Member[] = [];
  for (let s = 0; s < SPACES; s++) {
    const spaceId = crypto.randomUUID();
    const listId = crypto.randomUUID();
    const people = Array.from({ length: MEMBERS_PER_SPACE }, (_, m) => ({
      userId: crypto.randomUUID(),
      profileId: crypto.randomUUID(),
      email: `bench-load-${s}-${m}@famille.test`,
      items: Array.from({ length: ITEMS_PER_MEMBER }, () => crypto.randomUUID()),
    }));
    const owner = people[0]?.userId ?? '';
    const taskIds = Array.from({ length: SEEDED_TASKS_PER_SPACE }, () => crypto.randomUUID());
    await db.batch([
      db.insert(users).values(
        people.map((p, m) => ({
          id: p.userId,
          email: p.email,
          passwordHash: hash,
          firstName: `Membre ${m}`,
          lastName: `Espace ${s}`,
        })),
      ),
      db.insert(familySpaces).values({ id: spaceId, name: `Famille ${s}`, createdBy: owner }),
      db.insert(spaceMembers).values(
        people.map((p, m) => ({
          spaceId,
          userId: p.userId,
          isAdmin: m === 0,
          displayName: `Membre ${m}`,
        })),
      ),
      db.insert(familyProfiles).values(
        people.map((p, m) => ({
          id: p.profileId,
          spaceId,
          name: `Membre ${m}`,
          role: 'parent' as const,
        })),
      ),
      db.insert(lists).values({ id: listId, spaceId, title: 'Courses', type: 'shopping' }),
      ...people.map((p) =>
        db
          .insert(listItems)
          .values(
            p.items.map((id, i) => ({ id, listId, text: `Article ${i}`, createdBy: p.userId })),
          ),
      ),
      // A planning to read: single tasks over the week and a few weekly series.
      ...Array.from({ length: SEEDED_TASKS_PER_SPACE }, (_, i) => [
        db.insert(tasks).values({
          id: taskIds[i] as string,
          spaceId,
          name: `Tâche ${i}`,
          type: 'ecole',
          date: i % 5 === 0 ? '2031-01-06' : `2031-03-0${3 + (i % 7)}`,
          time: hhmm(7 * 60 + i * 15),
          recurrence: i % 5 === 0 ? 'weekly' : 'none',
          createdBy: owner,
        }),
        db.insert(taskPeople).values({
          taskId: taskIds[i] as string,
          profileId: people[i % MEMBERS_PER_SPACE]?.profileId as string,
          role: 'responsible',
        }),
      ]).flat(),
    ]);
    for (const p of people) {
      members.push({
        email: p.email,
        spaceId,
        listId,
        profileId: p.profileId,
        cookie: '',
        items: new Map(p.items.map((id) => [id, false])),
        tasks: new Map(),
        taskWrites: 0,
        serial: 0,
      });
    }
  }
  return members;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function benchLoad(record: Record_) {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-load-'));
  const bundleDir = join(stateDir, 'bundle');
  try {
    // The bundle wrangler would upload (esbuild, nodejs_compat, .wasm and text modules beside it).
    await run('wrangler', ['deploy', '--dry-run', '--outdir', bundleDir, '--env', 'development'], {
      ...WRANGLER_ENV,
      CI: 'true',
    });
    await run(
      'wrangler',
      [
        'd1',
        'migrations',
        'apply',
        'DB',
        '--local',
        '--env',
        'development',
        '--persist-to',
        stateDir,
      ],
      { ...WRANGLER_ENV, CI: 'true' },
    );
    // Miniflare 5 (wrangler's own) still takes the documented v4 options through its converter.
    const mf = new Miniflare({
      ...convertV4MiniflareOptions({
        modules: await bundleModules(bundleDir),
        modulesRoot: bundleDir,
        compatibilityDate: '2026-10-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: { ENVIRONMENT: 'development', APP_ORIGIN: ORIGIN },
        d1Databases: { DB: STATE_ID },
        durableObjects: { SPACE_HUB: { className: 'SpaceHub', useSQLite: true } },
      }),
      // Where `wrangler d1 migrations apply --persist-to` wrote the database (v3/d1).
      resourcePersistencePath: join(stateDir, 'v3'),
    });
    try {
      await mf.ready;
      const members = await seed(mf);
      const send = (path: string, init: { method?: string; cookie?: string; body?: unknown }) =>
        mf.dispatchFetch(`${ORIGIN}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            // As the SPA sends a write: the zone its page showed the dates in.
            [SPACE_ZONE_HEADER]: 'Europe/Paris',
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        }) as unknown as Promise<Response>;

      // Sign-ins, a few at a time (Argon2 in workerd).
      for (let i = 0; i < members.length; i += 5) {
        await Promise.all(
          members.slice(i, i + 5).map(async (member) => {
            const response = await send('/api/auth/login', {
              method: 'POST',
              body: { email: member.email, password: PASSWORD },
            });
            if (!response.ok) throw new Error(`login ${response.status} ${await response.text()}`);
            await response.arrayBuffer();
            member.cookie = cookieOf(response);
          }),
        );
      }

      const latencies: Record<Kind, number[]> = { week: [], create: [], edit: [], tick: [] };
      const errors: string[] = [];
      let budgetSwaps = 0;

      const one = async (member: Member): Promise<void> => {
        let roll = Math.random() * 100;
        let kind: Kind = 'week';
        for (const [k, weight] of WEIGHTS) {
          if (roll < weight) {
            kind = k;
            break;
          }
          roll -= weight;
        }
        if (kind === 'edit' && member.tasks.size === 0) kind = 'create';
        if ((kind === 'edit' || kind === 'create') && member.taskWrites >= TASK_WRITE_BUDGET) {
          kind = 'week';
          budgetSwaps++;
        }
        const space = `/api/spaces/${member.spaceId}`;
        const started = performance.now();
        let response: Response;
        let onSuccess: (body: unknown) => void = () => {};
        if (kind === 'week') {
          response = await send(`${space}/tasks?from=${WEEK_FROM}&to=${WEEK_TO}`, {
            cookie: member.cookie,
          });
        } else if (kind === 'create') {
          member.taskWrites++;
          const name = `Charge ${member.email} ${member.serial++}`;
          const time = hhmm(Math.floor(Math.random() * 24 * 4) * 15);
          response = await send(`${space}/tasks`, {
            method: 'POST',
            cookie: member.cookie,
            body: {
              name,
              type: 'sport',
              date: pick(['2031-03-04', '2031-03-05', '2031-03-06']),
              time,
            },
          });
          onSuccess = (body) => {
            const id = (body as { task: { id: string } }).task.id;
            member.tasks.set(id, { name, time });
          };
        } else if (kind === 'edit') {
          member.taskWrites++;
          const id = pick([...member.tasks.keys()]);
          const name = `Modifiée ${member.email} ${member.serial++}`;
          const time = hhmm(Math.floor(Math.random() * 24 * 4) * 15);
          response = await send(`${space}/tasks/${id}`, {
            method: 'PATCH',
            cookie: member.cookie,
            body: { name, time },
          });
          onSuccess = () => member.tasks.set(id, { name, time });
        } else {
          const id = pick([...member.items.keys()]);
          const completed = !member.items.get(id);
          response = await send(`${space}/lists/${member.listId}/items/${id}`, {
            method: 'PATCH',
            cookie: member.cookie,
            body: { completed, profileId: member.profileId },
          });
          onSuccess = () => member.items.set(id, completed);
        }
        const text = await response.text();
        latencies[kind].push(performance.now() - started);
        if (!response.ok) {
          errors.push(`${kind} ${response.status} ${text.slice(0, 200)}`);
          return;
        }
        onSuccess(text ? JSON.parse(text) : null);
      };

      const pids = await workerdPids();
      const cpuBefore = (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
      const began = performance.now();
      const deadline = began + seconds * 1000;
      await Promise.all(
        members.map(async (member) => {
          while (performance.now() < deadline) {
            try {
              await one(member);
            } catch (error) {
              errors.push(`network ${String(error)}`);
            }
          }
        }),
      );
      const elapsed = (performance.now() - began) / 1000;
      const cpuAfter = (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);

      // Lost writes: D1 read directly, after the load.
      const db = createDb(await mf.getD1Database('DB'));
      const taskRows = new Map(
        (await db.select({ id: tasks.id, name: tasks.name, time: tasks.time }).from(tasks)).map(
          (row) => [row.id, row],
        ),
      );
      const itemRows = new Map(
        (await db.select({ id: listItems.id, completed: listItems.completed }).from(listItems)).map(
          (row) => [row.id, row.completed],
        ),
      );
      let checkedTasks = 0;
      let checkedItems = 0;
      const lost: string[] = [];
      for (const member of members) {
        for (const [id, expected] of member.tasks) {
          checkedTasks++;
          const row = taskRows.get(id);
          if (!row) lost.push(`task ${id} missing`);
          else if (row.name !== expected.name || row.time !== expected.time)
            lost.push(
              `task ${id}: ${row.name} ${row.time}, expected ${expected.name} ${expected.time}`,
            );
        }
        for (const [id, completed] of member.items) {
          checkedItems++;
          if (itemRows.get(id) !== completed)
            lost.push(`item ${id}: expected completed=${completed}`);
        }
      }

      const total = KINDS.reduce((sum, kind) => sum + latencies[kind].length, 0);
      const cpu = cpuAfter - cpuBefore;
      for (const error of errors.slice(0, 5)) console.warn(`load error: ${error}`);
      for (const line of lost.slice(0, 5)) console.warn(`lost write: ${line}`);
      const setup = `${SPACES} spaces × ${MEMBERS_PER_SPACE} members, closed loops, ${elapsed.toFixed(0)} s`;
      record(
        `Mixed load, ${members.length} members of ${SPACES} spaces, workerd via Miniflare`,
        `${Math.round(total / elapsed)} req/s`,
        `${total} requests in ${setup}; ${errors.length} errors; ${lost.length} lost writes (${checkedTasks} acknowledged tasks and ${checkedItems} items checked in D1 afterwards)${budgetSwaps ? `; ${budgetSwaps} writes turned into reads to stay under the task write limit` : ''}`,
      );
      for (const kind of KINDS) {
        const sorted = [...latencies[kind]].sort((a, b) => a - b);
        record(
          `Mixed load: ${KIND_LABEL[kind]}`,
          `${ms(percentile(sorted, 0.5))} p50, ${ms(percentile(sorted, 0.99))} p99`,
          `${sorted.length} requests, ${(sorted.length / elapsed).toFixed(0)} req/s`,
        );
      }
      record(
        'Mixed load: CPU per request',
        ms(cpu / Math.max(1, total)),
        `CPU time (user + system, /proc) of the workerd process over the load (${(cpu / 1000).toFixed(1)} s for ${total} requests, D1 and SpaceHub included), divided by requests; workerd's own per-request CPU time is not exposed locally`,
      );
    } finally {
      await mf.dispose();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}

// `node tests/bench/load.ts` alone: the load bench only, printed, BENCHMARKS.md untouched.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLoad((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
