/**
 * Cron benchmark: one tick of the real scheduled() handler over 100,000 memos of which 1,000 are due,
 * in a wrangler dev of its own (own throwaway D1). The data is written before the server starts through
 * wrangler's platform proxy, as tasks.ts does; the tick is fired through the dev server's trigger
 * endpoint (scripts/lib/cron-ticker.ts) and its notifications read from the summary line scheduled() logs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { getPlatformProxy } from 'wrangler';
import { createDb } from '../../db/client.ts';
import { familyProfiles, familySpaces, spaceMembers, users } from '../../db/schema.ts';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { freePort, startWranglerDev } from '../../scripts/lib/process.ts';
import { sqlUuid } from '../../worker/lib/sql.ts';
import { ms } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

const MEMOS = 100_000;
const DUE = 1_000;
/** The tick's minute; the due memos fall within the hour before it. */
const TICK = Date.parse('2030-01-07T07:00:00.000Z');

/** Writes one family and its memos: DUE of them due at TICK, the others sent already or later. */
async function seed(persistTo: string): Promise<void> {
  const proxy = await getPlatformProxy<Env>({
    configPath: 'wrangler.toml',
    persist: { path: `${persistTo}/v3` },
  });
  try {
    const db = createDb(proxy.env.DB);
    const userId = crypto.randomUUID();
    const spaceId = crypto.randomUUID();
    const profileId = crypto.randomUUID();
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: 'bench-cron@famille.test',
        passwordHash: 'not-a-real-hash',
        firstName: 'Camille',
        lastName: 'Bench',
      }),
      db.insert(familySpaces).values({ id: spaceId, name: 'Famille Cron', createdBy: userId }),
      db.insert(spaceMembers).values({ spaceId, userId, isAdmin: true, displayName: 'Camille' }),
      db.insert(familyProfiles).values({ id: profileId, spaceId, name: 'Camille', role: 'parent' }),
    ]);
    const minute = (offset: SQL) =>
      sql`strftime('%Y-%m-%dT%H:%M:00.000Z', ${new Date(TICK).toISOString()}, ${offset})`;
    // One statement for the whole table: a numbered sequence turned into memos.
    await db.run(sql`
      insert into memos (id, space_id, profile_id, user_id, text, date, time, due_at, notified_at, created_at, updated_at)
      with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${MEMOS})
      select ${sqlUuid()}, ${spaceId}, ${profileId}, ${userId}, 'Mémo ' || i, '2030-01-07', '08:00',
        case
          when i <= ${DUE} then ${minute(sql`'-' || (i % 60) || ' minutes'`)}
          else ${minute(sql`(case when i % 2 = 0 then '+' else '-' end) || (1 + i % 50000) || ' minutes'`)}
        end,
        case when i > ${DUE} and i % 2 = 1 then '2029-12-01T00:00:00.000Z' end,
        '2029-12-01T00:00:00.000Z', '2029-12-01T00:00:00.000Z'
      from seq`);
  } finally {
    await proxy.dispose();
  }
}

interface TickSummary {
  memos: { sent: number };
}

export async function benchCronTick(record: Record_) {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-cron-'));
  try {
    await migrateLocalD1(stateDir);
    await seed(stateDir);
    let output = '';
    const server = await startWranglerDev({
      port: await freePort(),
      persistTo: stateDir,
      onOutput: (text) => {
        output += text;
      },
    });
    try {
      const started = performance.now();
      const response = await fetch(scheduledUrl(server.url, TICK));
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`tick failed: ${response.status} ${await response.text()}`);
      // The summary line is printed as the handler ends; give the pipe a moment.
      let line: string | undefined;
      for (let i = 0; i < 40 && !line; i++) {
        line = output.split('\n').find((l) => l.includes('"event":"cron.tick"'));
        if (!line) await new Promise((r) => setTimeout(r, 50));
      }
      if (!line) throw new Error('no cron.tick line in the server output');
      const summary = JSON.parse(line.slice(line.indexOf('{'))) as TickSummary;
      record(
        `Cron tick, ${MEMOS.toLocaleString('en')} memos of which ${DUE.toLocaleString('en')} due`,
        ms(elapsed),
        `one tick through wrangler dev's scheduled endpoint; ${summary.memos.sent} notifications (its D1 rows read are pinned by tests/worker/cron-reminders.test.ts)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}
