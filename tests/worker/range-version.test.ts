/**
 * The range version (migration 0007) and the per-isolate ranges keyed by it
 * (worker/tasks/range-cache.ts, docs/decisions/027-week-layers.md): the database bumps a space's
 * version on every write to what a range is built from, whoever writes it, and the week a member
 * gets after any such change is the week of the new rows, with its new tag, never a kept one.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PROFILE_COLOUR_IDS } from '../../domain/profile-colours.ts';
import { app } from '../../worker/app.ts';
import { keptRanges } from '../../worker/tasks/range-cache.ts';
import { type D1Meter, metered } from '../bench/d1-meter.ts';
import { call } from './auth-support.ts';
import { ORIGIN } from './support.ts';
import { createFamily, createTask, type Family } from './tasks-support.ts';

const FROM = '2030-01-07';
const TO = '2030-01-13';

async function versionOf(spaceId: string): Promise<number> {
  const row = await env.DB.prepare('select range_version as v from family_spaces where id = ?')
    .bind(spaceId)
    .first<{ v: number }>();
  return row?.v ?? Number.NaN;
}

interface Week {
  tag: string;
  text: string;
  body: {
    series: { id: string; name: string }[];
    people: Record<string, { name: string; emoji: string | null; colour: string }>;
    occurrences: [string, number, (string | null)?][];
  };
}

async function sha1Tag(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `W/"${hex}"`;
}

async function weekOf(family: Family): Promise<Week> {
  const response = await call('GET', `${family.base}?from=${FROM}&to=${TO}`, {
    cookie: family.cookie,
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const tag = response.headers.get('ETag') ?? '';
  // Kept or built anew, the tag is the SHA-1 of the body sent.
  expect(tag).toBe(await sha1Tag(text));
  return { tag, text, body: JSON.parse(text) };
}

/** Runs `change`, then checks that the version moved and the week with it (and returns the week). */
async function afterChange(family: Family, before: Week, change: () => Promise<unknown>) {
  const version = await versionOf(family.spaceId);
  await change();
  expect(await versionOf(family.spaceId)).toBeGreaterThan(version);
  const after = await weekOf(family);
  expect(after.tag).not.toBe(before.tag);
  return after;
}

function sql(statement: string, ...values: unknown[]) {
  return env.DB.prepare(statement)
    .bind(...values)
    .run();
}

describe('the range version', () => {
  it("moves on every insert, update and delete of a space's tasks, ticks, profiles and members, and only that space's", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const task = await createTask(family, {
      name: 'Piscine',
      type: 'sport',
      date: FROM,
      time: '09:00',
    });
    const others = await versionOf(other.spaceId);
    const writes: [string, ...unknown[]][] = [
      ['update tasks set name = ? where id = ?', 'Natation', task.id],
      [
        `insert into task_completions (space_id, task_id, date, completed_by, completed_at)
         values (?, ?, ?, ?, ?)`,
        family.spaceId,
        task.id,
        FROM,
        family.userId,
        new Date().toISOString(),
      ],
      ['update task_completions set date = date where task_id = ?', task.id],
      ['delete from task_completions where task_id = ?', task.id],
      ['update family_profiles set name = ? where id = ?', 'Camille M.', family.profiles.camille],
      [
        `insert into family_profiles (id, space_id, name, role, emoji, created_at)
         values (?, ?, 'Papi', 'grand-parent', '👴', ?)`,
        crypto.randomUUID(),
        family.spaceId,
        new Date().toISOString(),
      ],
      ['delete from family_profiles where id = ?', family.profiles.hugo],
      [
        'update space_members set display_name = ? where space_id = ?',
        'Camille Martin',
        family.spaceId,
      ],
      ['delete from tasks where id = ?', task.id],
    ];
    for (const [statement, ...values] of writes) {
      const before = await versionOf(family.spaceId);
      await sql(statement, ...values);
      expect(await versionOf(family.spaceId), statement).toBeGreaterThan(before);
    }
    expect(await versionOf(other.spaceId)).toBe(others);
  });
});

describe('the week kept per version', () => {
  it('is sent again, byte for byte, while nothing changed', async () => {
    const family = await createFamily();
    await createTask(family, { name: 'Piscine', type: 'sport', date: FROM, time: '09:00' });
    const first = await weekOf(family);
    expect(keptRanges()).toBeGreaterThan(0);
    const again = await weekOf(family);
    expect(again.text).toBe(first.text);
    expect(again.tag).toBe(first.tag);
    // A write elsewhere (a memo of the space, another space's task) leaves the week as it was.
    const other = await createFamily();
    await createTask(other, { name: 'Piscine', type: 'sport', date: FROM, time: '09:00' });
    expect((await weekOf(family)).tag).toBe(first.tag);
  });

  it('is read again from D1 only when its version moved: one round trip either way, no rows while unchanged', async () => {
    const family = await createFamily();
    await createTask(family, { name: 'Piscine', type: 'sport', date: FROM, time: '09:00' });
    await createTask(family, { name: 'Dentiste', type: 'sante', date: TO, time: '10:00' });
    const measured = async () => {
      const meter: D1Meter = { roundTrips: 0, rowsRead: 0 };
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(new URL(`${family.base}?from=${FROM}&to=${TO}`, ORIGIN), {
          headers: { cookie: family.cookie },
        }),
        { ...env, DB: metered(env.DB, meter) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(200);
      return { text: await response.text(), meter };
    };
    const built = await measured();
    const again = await measured();
    expect(again.text).toBe(built.text);
    expect(built.meter.roundTrips).toBe(1);
    expect(again.meter.roundTrips).toBe(1);
    // The check's rows only: the two tasks, the five profiles and the ticks are not read again.
    expect(again.meter.rowsRead).toBeLessThan(built.meter.rowsRead);
    await sql(
      'update tasks set name = ? where name = ? and space_id = ?',
      'Natation',
      'Piscine',
      family.spaceId,
    );
    const changed = await measured();
    expect(changed.meter.roundTrips).toBe(1);
    expect(changed.meter.rowsRead).toBeGreaterThan(again.meter.rowsRead);
    expect(JSON.parse(changed.text).series.map((s: { name: string }) => s.name)).toContain(
      'Natation',
    );
  });

  it('is rebuilt after each change of what it shows: task, exception, tick, profile, member name, raw SQL', async () => {
    const family = await createFamily();
    const series = await createTask(family, {
      name: 'Cantine',
      type: 'repas',
      date: FROM,
      time: '12:00',
      recurrence: 'daily',
      responsable: family.profiles.thomas,
    });
    let week = await weekOf(family);
    expect(week.body.occurrences).toHaveLength(7);

    // The task itself, through the API.
    week = await afterChange(family, week, () =>
      call('PATCH', `${family.base}/${series.id}`, {
        cookie: family.cookie,
        body: { name: 'Cantine du collège', scope: 'series' },
      }),
    );
    expect(week.body.series.map((s) => s.name)).toEqual(['Cantine du collège']);

    // An exception: one occurrence deleted.
    week = await afterChange(family, week, () =>
      call('DELETE', `${family.base}/${series.id}?scope=occurrence&instanceDate=2030-01-09`, {
        cookie: family.cookie,
      }),
    );
    expect(week.body.occurrences.map(([date]) => date)).not.toContain('2030-01-09');
    expect(week.body.occurrences).toHaveLength(6);

    // A tick, by the member (no profile chosen): the member's name.
    week = await afterChange(family, week, () =>
      call('PUT', `${family.base}/${series.id}_recurring_2030-01-08/done`, {
        cookie: family.cookie,
        body: { done: true },
      }),
    );
    const ticked = () => week.body.occurrences.find(([date]) => date === '2030-01-08');
    expect(ticked()?.[2]).toBe('Camille Martin');

    // The member's name, written straight into D1.
    week = await afterChange(family, week, () =>
      sql(
        'update space_members set display_name = ? where space_id = ? and user_id = ?',
        'Camille M.',
        family.spaceId,
        family.userId,
      ),
    );
    expect(ticked()?.[2]).toBe('Camille M.');

    // The profile the series is assigned to: its name, emoji and colour.
    const colour = PROFILE_COLOUR_IDS.find(
      (id) => id !== week.body.people[family.profiles.thomas]?.colour,
    );
    week = await afterChange(family, week, () =>
      call('PATCH', `/api/spaces/${family.spaceId}/profiles/${family.profiles.thomas}`, {
        cookie: family.cookie,
        body: { name: 'Thomas M.', emoji: '🦊', colour },
      }),
    );
    expect(week.body.people[family.profiles.thomas]).toEqual({
      name: 'Thomas M.',
      emoji: '🦊',
      colour,
    });

    // A task written by something other than the API routes (SQL straight into D1).
    week = await afterChange(family, week, () =>
      sql(
        `insert into tasks (id, space_id, name, type, date, time, recurrence, recurrence_days,
          recurrence_exceptions, has_notification, notification_time, created_at, updated_at)
         values (?, ?, 'Dentiste', 'sante', '2030-01-10', '17:00', 'none', '[]', '[]', 0, 15, ?, ?)`,
        crypto.randomUUID(),
        family.spaceId,
        new Date().toISOString(),
        new Date().toISOString(),
      ),
    );
    expect(week.body.series.map((s) => s.name).sort()).toEqual(['Cantine du collège', 'Dentiste']);
  });

  it('is never sent to someone who is no longer a member', async () => {
    const family = await createFamily();
    await createTask(family, { name: 'Piscine', type: 'sport', date: FROM, time: '09:00' });
    await weekOf(family);
    await sql('delete from space_members where space_id = ?', family.spaceId);
    const response = await call('GET', `${family.base}?from=${FROM}&to=${TO}`, {
      cookie: family.cookie,
    });
    expect(response.status).toBe(403);
  });
});
