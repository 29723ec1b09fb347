/**
 * Planning benchmarks: the domain's recurrence expansion in Node, and the range endpoint of a space with
 * 300 tasks (60 recurring) for one week, against the wrangler dev of run.ts. The data is written into
 * that server's local D1 (same `--persist-to` directory) through wrangler's platform proxy, before the
 * server starts, as scripts/seed.ts does; the bench then signs in through the API.
 */
import initializeArgon2 from '@phi-ag/argon2/node';
import { getPlatformProxy } from 'wrangler';
import { createDb } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  type NewTask,
  spaceMembers,
  taskPeople,
  tasks,
  users,
} from '../../db/schema.ts';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { type ExpandableTask, expandTasks } from '../../domain/recurrence.ts';
import type { IsoWeekday, Recurrence } from '../../domain/task-options.ts';
import { addDays } from '../../domain/zoned-time.ts';
import { createPasswordHasher } from '../../worker/auth/password.ts';
import { ms, summarize, timeIt } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

/** The benchmarked week (Monday to Sunday). */
const WEEK_FROM = '2030-01-07';
const WEEK_TO = '2030-01-13';
const EMAIL = 'bench-planning@famille.test';
const PASSWORD = 'Bench-Planning-2030';
/** The week every planning bench reads, and the account that reads it. */
export const WEEK = { from: WEEK_FROM, to: WEEK_TO };
export const BENCH_ACCOUNT = { email: EMAIL, password: PASSWORD };
const RECURRENCES: Recurrence[] = ['daily', 'weekly', 'monthly', 'yearly'];

/** A recurring rule for task `i`: a mix of every kind, some daily ones on listed weekdays. */
function recurringRule(i: number) {
  const recurrence = RECURRENCES[i % RECURRENCES.length] ?? 'daily';
  return {
    date: addDays('2029-06-03', (i * 7) % 200),
    recurrence,
    recurrenceDays: (recurrence === 'daily' && i % 8 === 0 ? [1, 3, 5] : []) as IsoWeekday[],
    recurrenceEndDate: i % 5 === 0 ? '2030-12-31' : null,
    recurrenceExceptions: i % 3 === 0 ? ['2030-01-08', '2030-01-10'] : [],
  };
}

export function benchExpansion(record: Record_) {
  const series: (ExpandableTask & { time: string; name: string })[] = Array.from(
    { length: 1000 },
    (_, i) => ({
      id: `t${i}`,
      name: `Tâche ${i}`,
      time: `${String(i % 24).padStart(2, '0')}:00`,
      ...recurringRule(i),
    }),
  );
  let count = 0;
  for (let i = 0; i < 20; i++) count = expandTasks(series, WEEK_FROM, WEEK_TO).length; // warm-up
  const samples: number[] = [];
  for (let i = 0; i < 100; i++) {
    const start = performance.now();
    expandTasks(series, WEEK_FROM, WEEK_TO);
    samples.push(performance.now() - start);
  }
  const s = summarize(samples);
  record(
    'Recurrence expansion, 1,000 series over a week, Node',
    ms(s.median),
    `median of ${s.n}, p95 ${ms(s.p95)}; ${count} occurrences, sorted`,
  );
}

/**
 * Writes the bench family (account, space, 3 profiles, 300 tasks of which 60 recurring); returns the
 * space's id.
 */
export async function seedPlanningBench(persistTo: string): Promise<string> {
  const proxy = await getPlatformProxy<Env>({
    configPath: 'wrangler.toml',
    persist: { path: `${persistTo}/v3` },
  });
  try {
    const db = createDb(proxy.env.DB);
    const hasher = createPasswordHasher(await initializeArgon2());
    const userId = crypto.randomUUID();
    const spaceId = crypto.randomUUID();
    const people = [
      { id: crypto.randomUUID(), name: 'Camille', role: 'parent' as const },
      { id: crypto.randomUUID(), name: 'Thomas', role: 'parent' as const },
      { id: crypto.randomUUID(), name: 'Léa', role: 'enfant' as const },
    ];
    const rows: (NewTask & { id: string })[] = Array.from({ length: 300 }, (_, i) => {
      const recurring = i < 60;
      return {
        id: crypto.randomUUID(),
        spaceId,
        name: `Tâche ${i}`,
        type: CATEGORY_IDS[i % CATEGORY_IDS.length] ?? 'autres',
        time: `${String(7 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
        createdBy: userId,
        ...(recurring
          ? recurringRule(i)
          : // Single tasks spread over 16 weeks around the benchmarked one.
            { date: addDays('2029-12-03', (i * 5) % 112), recurrence: 'none' as const }),
      };
    });
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: EMAIL,
        passwordHash: hasher.hash(PASSWORD),
        firstName: 'Camille',
        lastName: 'Bench',
      }),
      db.insert(familySpaces).values({ id: spaceId, name: 'Famille Bench', createdBy: userId }),
      db
        .insert(spaceMembers)
        .values({ spaceId, userId, isAdmin: true, displayName: 'Camille Bench' }),
      db.insert(familyProfiles).values(people.map((p) => ({ ...p, spaceId }))),
      // One statement per task: D1 accepts at most 100 bound parameters per statement.
      ...rows.map((row) => db.insert(tasks).values(row)),
      // Their people: most have an adult, a third a child.
      ...rows.flatMap((row, i) => {
        const adult = i % 4 === 3 ? undefined : people[i % 2]?.id;
        const child = i % 3 === 0 ? people[2]?.id : undefined;
        return [
          ...(adult ? [{ taskId: row.id, profileId: adult, role: 'responsible' as const }] : []),
          ...(child ? [{ taskId: row.id, profileId: child, role: 'child' as const }] : []),
        ].map((person) => db.insert(taskPeople).values(person));
      }),
    ]);
    return spaceId;
  } finally {
    await proxy.dispose();
  }
}

/** Signs in as the bench account and times the week's range request. */
export async function benchRange(baseUrl: string, spaceId: string, record: Record_) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const url = `${baseUrl}/api/spaces/${spaceId}/tasks?from=${WEEK_FROM}&to=${WEEK_TO}`;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`range failed: ${response.status}`);
    return (await response.json()) as { occurrences: unknown[] };
  };
  const { occurrences: items } = await get();
  for (let i = 0; i < 20; i++) await get(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) samples.push(await timeIt(get));
  const s = summarize(samples);
  record(
    'GET /tasks for a week, 300 tasks (60 recurring)',
    `${ms(s.median)} median`,
    `${s.n} sequential, p95 ${ms(s.p95)}; ${items.length} occurrences, one D1 round trip`,
  );
}
