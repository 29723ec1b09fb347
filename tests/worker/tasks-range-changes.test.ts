/**
 * The week a member gets after any change to what it is built from (tasks, exceptions, ticks,
 * profiles, members' names), whoever writes it, is the week of the new rows, with its new tag.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PROFILE_COLOUR_IDS } from '../../domain/profile-colours.ts';
import { call } from './auth-support.ts';
import { createFamily, createTask, type Family } from './tasks-support.ts';

const FROM = '2030-01-07';
const TO = '2030-01-13';

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

/** Runs `change`, then checks that the week moved with it (and returns the week). */
async function afterChange(family: Family, before: Week, change: () => Promise<unknown>) {
  await change();
  const after = await weekOf(family);
  expect(after.tag).not.toBe(before.tag);
  return after;
}

function sql(statement: string, ...values: unknown[]) {
  return env.DB.prepare(statement)
    .bind(...values)
    .run();
}

describe('the week after a change', () => {
  it('shows each change: task, exception, tick, profile, member name, raw SQL', async () => {
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
