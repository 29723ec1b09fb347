/**
 * What a space request costs the database (docs/architecture.md#request-path): the access check and
 * the planning's reads travel in one D1 round trip, and the week and the lists answer ETag / 304.
 * Round trips are counted on a wrapper of the D1 binding handed to the app, so a middleware or a
 * route that adds a sequential query fails here, whatever the clock says.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Alerts } from '../../domain/alerts.ts';
import { handOverWhen } from '../../domain/hand-over.ts';
import { relativeDay, relativeWhen } from '../../domain/notice-texts.ts';
import { plannedItems } from '../../domain/task-range.ts';
import { addDays, SPACE_ZONE_HEADER, zonedDate } from '../../domain/zoned-time.ts';
import { shownAlertTask } from '../../web/src/features/planning/lib/shown-task.ts';
import { measured, measured as measureRequest } from './meter-support.ts';
import { expectError, ORIGIN } from './support.ts';
import {
  createFamily,
  createTask,
  type Family,
  noticesOfType,
  twoParents,
} from './tasks-support.ts';

/** `W/"<hex SHA-1 of the UTF-8 text>"`, by WebCrypto. */
async function sha1Tag(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)),
  );
  return `W/"${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/** A request's own round trips: without push keys, no push (read after the answer) is counted. */
function measuredWithoutPush(path: string, init: RequestInit) {
  return measureRequest(path, init, { VAPID_PRIVATE_KEY: '' });
}

/** Two parents, and Thomas's « Judo » at 18:00 in ten days, created from his device. */
async function thomasJudo(extra: { recurrence?: 'weekly' } = {}) {
  const { family, thomas } = await twoParents();
  const day = zonedDate(new Date(Date.now() + 10 * 86_400_000), 'Europe/Paris');
  const { thomas: dad } = family.profiles;
  const task = await createTask(family, {
    ...{ name: 'Judo', type: 'sport', date: day, time: '18:00', ...extra },
    ...{ responsables: [dad], authorProfileId: dad },
  });
  return { family, thomas, day, task };
}

const MON = '2030-01-07';
const SUN = '2030-01-13';

async function seedWeek(family: Family) {
  await createTask(family, {
    name: 'Piscine',
    type: 'sport',
    date: '2030-01-02',
    time: '17:00',
    recurrence: 'weekly',
    responsable: 'Camille',
    enfant: family.profiles.lea,
  });
  await createTask(family, { name: 'Dentiste', type: 'sante', date: '2030-01-09', time: '09:30' });
}

describe('the cost of a space request', () => {
  it('the week: the access check and the reads in one D1 round trip', async () => {
    const family = await createFamily();
    await seedWeek(family);
    const { response, meter } = await measured(`${family.base}?from=${MON}&to=${SUN}`, {
      headers: { cookie: family.cookie },
    });
    expect(response.status).toBe(200);
    expect(meter.roundTrips).toBe(1);
    expect(meter.rowsRead).toBeGreaterThan(0);
    const items = plannedItems(await response.json());
    expect(items.find((t) => t.name === 'Piscine')).toMatchObject({
      responsibles: [{ name: 'Camille' }],
      children: [{ name: 'Léa', emoji: '👧' }],
    });
    expect(items.map((t) => `${t.date} ${t.name}`)).toEqual([
      '2030-01-09 Dentiste',
      '2030-01-09 Piscine',
    ]);
  });

  it('a refused week costs the same single round trip, in the same order of errors', async () => {
    const ours = await createFamily();
    const stranger = await createFamily();
    const week = `${ours.base}?from=${MON}&to=${SUN}`;
    const refused = await measured(week, { headers: { cookie: stranger.cookie } });
    await expectError(
      refused.response,
      403,
      'forbidden',
      "Vous n'avez pas accès à cet espace famille",
    );
    expect(refused.meter.roundTrips).toBe(1);
    // A bad query does not let a stranger or a signed-out visitor learn more than before.
    const badQuery = `${ours.base}?from=${SUN}&to=${MON}`;
    await expectError(
      (await measured(badQuery, { headers: { cookie: stranger.cookie } })).response,
      403,
      'forbidden',
    );
    await expectError((await measured(badQuery)).response, 401, 'unauthenticated');
    await expectError(
      (await measured(badQuery, { headers: { cookie: ours.cookie } })).response,
      400,
      'validation',
    );
    await expectError(
      (
        await measured(`/api/spaces/not-a-uuid/tasks?from=${MON}&to=${SUN}`, {
          headers: { cookie: ours.cookie },
        })
      ).response,
      404,
      'not_found',
    );
  });

  it('the rows the week reads do not grow with the tasks dated before it', async () => {
    const family = await createFamily();
    await seedWeek(family);
    const week = `${family.base}?from=${MON}&to=${SUN}`;
    const read = async () =>
      (await measured(week, { headers: { cookie: family.cookie } })).meter.rowsRead;
    const before = await read();
    // Three years of history: single tasks, series and multi-day events that ended before the week.
    const insert = env.DB.prepare(
      `insert into tasks (id, space_id, name, type, date, time, recurrence, recurrence_days,
        recurrence_end_date, recurrence_exceptions, has_notification, notification_time,
        created_at, updated_at, end_date)
       values (?, ?, 'Ancienne', 'sport', ?, '10:00', ?, '[]', ?, '[]', 0, 15, ?, ?, ?)`,
    );
    const at = new Date().toISOString();
    const statements = Array.from({ length: 1000 }, (_, i) => {
      const day = new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const series = i % 10 === 0;
      return insert.bind(
        crypto.randomUUID(),
        family.spaceId,
        day,
        series ? 'weekly' : 'none',
        series ? day : null,
        at,
        at,
        i % 10 === 5 ? addDays(day, 2) : null,
      );
    });
    await env.DB.batch(statements);
    const after = await read();
    expect(after, `${before} rows before, ${after} after`).toBeLessThanOrEqual(before * 1.1);
  });

  it('any other space read: the check and its reads in one round trip', async () => {
    const family = await createFamily();
    const { response, meter } = await measured(`/api/spaces/${family.spaceId}/profiles`, {
      headers: { cookie: family.cookie },
    });
    expect(response.status).toBe(200);
    expect(meter.roundTrips).toBe(1);
    // The check is one statement: the sign-in chain, the space and the membership together.
    expect(meter.statements).toBe(2);
  });

  it('every read the dashboard, the planning and the settings make: one round trip each', async () => {
    const family = await createFamily();
    await seedWeek(family);
    const space = `/api/spaces/${family.spaceId}`;
    const lists = (await (
      await measured(`${space}/lists`, {
        method: 'POST',
        headers: { cookie: family.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Courses' }),
      })
    ).response.json()) as { list: { id: string } };
    const reads = [
      '/api/me',
      '/api/me/sessions',
      '/api/spaces',
      '/api/lists',
      space,
      `${space}/profiles`,
      `${space}/profiles/${family.profiles.lea}`,
      `${space}/profiles/${family.profiles.lea}/usage`,
      `${space}/tasks?from=${MON}&to=${SUN}`,
      `${space}/memos?profileId=${family.profiles.lea}`,
      `${space}/notifications`,
      `${space}/notification-preferences`,
      `${space}/lists`,
      `${space}/lists/${lists.list.id}`,
      `${space}/item-suggestions`,
      `${space}/calendar-subscriptions`,
      `${space}/calendar-subscriptions/events?from=${MON}&to=${SUN}`,
      `${space}/school-holidays`,
      `${space}/custody`,
      // Its window starts on the space's today, which the check's own batch reads.
      `${space}/alerts`,
    ];
    const costs: string[] = [];
    for (const path of reads) {
      const { response, meter } = await measured(path, { headers: { cookie: family.cookie } });
      costs.push(`${path} ${response.status} ${meter.roundTrips}`);
    }
    expect(costs).toEqual(reads.map((path) => `${path} 200 1`));
  });

  it('a cold dashboard: 4 D1 trips in a row before today shows (8 when each read cost two)', async () => {
    const family = await createFamily();
    await seedWeek(family);
    const space = `/api/spaces/${family.spaceId}`;
    const profile = family.profiles.lea;
    // The SPA's API rounds, in order; within a round the requests go out together, so a round
    // costs its slowest request's trips.
    const rounds = [
      ['/api/me'],
      ['/api/spaces'],
      [`${space}/profiles/${profile}`],
      [
        `${space}/tasks?from=${MON}&to=${SUN}`,
        `${space}/notifications?profileId=${profile}`,
        `${space}/memos?profileId=${profile}`,
      ],
    ];
    let inARow = 0;
    for (const round of rounds) {
      const trips = await Promise.all(
        round.map(async (path) => {
          const { response, meter } = await measured(path, { headers: { cookie: family.cookie } });
          expect(response.status, path).toBe(200);
          return meter.roundTrips;
        }),
      );
      inARow += Math.max(...trips);
    }
    expect(inARow).toBe(4);
  });

  it('a signed-in read from a revoked sign-in is refused from the same round trip', async () => {
    const family = await createFamily();
    await env.DB.prepare('update sessions set revoked_at = ? where user_id = ?')
      .bind(new Date().toISOString(), family.userId)
      .run();
    for (const path of ['/api/me', '/api/spaces', '/api/lists', `/api/spaces/${family.spaceId}`]) {
      const { response, meter } = await measured(path, { headers: { cookie: family.cookie } });
      await expectError(response, 401, 'unauthenticated');
      expect(meter.roundTrips).toBe(1);
    }
  });
});

describe('the cost of a write', () => {
  /** The JSON answer of a request that must succeed. */
  const answer = async <T>(path: string, init: RequestInit) =>
    (await (await measured(path, init)).response.json()) as T;
  /** A write as the SPA sends it: it says the zone its page showed the dates in. */
  const json = (cookie: string, method: string, body: unknown): RequestInit => ({
    method,
    headers: {
      cookie,
      origin: ORIGIN,
      'content-type': 'application/json',
      [SPACE_ZONE_HEADER]: 'Europe/Paris',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

  it('a list tick and a list item add: the check, the write and its read-back in one round trip', async () => {
    const family = await createFamily();
    const lists = `/api/spaces/${family.spaceId}/lists`;
    const list = await answer<{ list: { id: string } }>(
      lists,
      json(family.cookie, 'POST', { title: 'Courses' }),
    );
    const items = `${lists}/${list.list.id}/items`;
    const added = await answer<{ item: { id: string } }>(
      items,
      json(family.cookie, 'POST', { text: 'Pain' }),
    );
    const tick = await measured(
      `${items}/${added.item.id}`,
      json(family.cookie, 'PATCH', { completed: true }),
    );
    expect(tick.response.status).toBe(200);
    expect(await tick.response.json()).toMatchObject({ item: { completed: true } });
    expect(tick.meter.roundTrips).toBe(1);
    const add = await measured(items, json(family.cookie, 'POST', { text: 'Lait' }));
    expect(add.response.status).toBe(201);
    // The check, the list, the profile, the cap and the insert guarded by them, and its read-back.
    expect(add.meter.roundTrips).toBe(1);
  });

  it("a stranger's tick, sent in the same batch as the check, writes nothing", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const lists = `/api/spaces/${family.spaceId}/lists`;
    const list = await answer<{ list: { id: string } }>(
      lists,
      json(family.cookie, 'POST', { title: 'Courses' }),
    );
    const items = `${lists}/${list.list.id}/items`;
    const added = await answer<{ item: { id: string } }>(
      items,
      json(family.cookie, 'POST', { text: 'Pain' }),
    );
    const refused = await measured(
      `${items}/${added.item.id}`,
      json(stranger.cookie, 'PATCH', { completed: true, text: 'Volé' }),
    );
    await expectError(refused.response, 403, 'forbidden');
    const item = await env.DB.prepare('select text, completed from list_items where id = ?')
      .bind(added.item.id)
      .first();
    expect(item).toEqual({ text: 'Pain', completed: 0 });
  });

  it("a stranger's item add, sent in the same batch as the check, writes nothing", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const lists = `/api/spaces/${family.spaceId}/lists`;
    const list = await answer<{ list: { id: string } }>(
      lists,
      json(family.cookie, 'POST', { title: 'Courses' }),
    );
    const items = `${lists}/${list.list.id}/items`;
    const refused = await measured(items, json(stranger.cookie, 'POST', { text: 'Intrus' }));
    await expectError(refused.response, 403, 'forbidden');
    expect(refused.meter.roundTrips).toBe(1);
    const count = await env.DB.prepare('select count(*) as n from list_items where list_id = ?')
      .bind(list.list.id)
      .first();
    expect(count).toEqual({ n: 0 });
  });

  it('a memo create: one round trip (what it names and the guarded insert)', async () => {
    const family = await createFamily();
    const memo = await measured(
      `/api/spaces/${family.spaceId}/memos`,
      json(family.cookie, 'POST', { profileId: family.profiles.lea, text: 'Appeler le dentiste' }),
    );
    expect(memo.response.status).toBe(201);
    expect(memo.meter.roundTrips).toBe(1);
  });

  it("a task create and the edit form's save: one round trip each", async () => {
    const family = await createFamily();
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', { name: 'Judo', type: 'sport', date: MON, time: '18:00' }),
    );
    expect(create.response.status).toBe(201);
    expect(create.meter.roundTrips).toBe(1);
    const { task } = (await create.response.json()) as { task: { id: string } };
    // What the edit form sends: every field, people by id.
    const form = {
      name: 'Judo du mardi',
      type: 'sport',
      date: MON,
      time: '18:30',
      endTime: '',
      location: '',
      recurrence: 'none',
      recurrenceDays: [],
      recurrenceEndDate: '',
      responsable: family.profiles.camille,
      enfant: 'none',
      hasNotification: true,
      notificationTime: 15,
      description: '',
      notes: '',
      // The profile selected on the device: giving the task to oneself tells nobody.
      authorProfileId: family.profiles.camille,
    };
    // Moving it is told to the family (« Fil de la famille »): from a page that does not say what
    // it showed, what moved is known only from the task the save's batch read, a second round trip.
    const edit = await measured(`${family.base}/${task.id}`, json(family.cookie, 'PATCH', form));
    expect(edit.response.status).toBe(200);
    expect(await edit.response.json()).toMatchObject({
      task: {
        name: 'Judo du mardi',
        time: '18:30',
        responsibles: [{ id: family.profiles.camille }],
      },
      scope: 'series',
    });
    expect(edit.meter.roundTrips).toBe(2);
    // A rename tells nobody: one round trip.
    const rename = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { ...form, name: 'Judo du mardi soir' }),
    );
    expect(rename.response.status).toBe(200);
    expect(rename.meter.roundTrips).toBe(1);
    // Handing it to someone else, from such a page: the hand-over and the telling in one second trip.
    const handOver = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { ...form, responsable: family.profiles.thomas }),
    );
    expect(handOver.response.status).toBe(200);
    expect(handOver.meter.roundTrips).toBe(2);
  });

  it('a create handing over, and saves that move or hand over: one round trip each, the family told', async () => {
    const { family, thomas } = await twoParents();
    const measured = measuredWithoutPush;
    const { camille, thomas: dad, mamie } = family.profiles;
    const day = zonedDate(new Date(Date.now() + 21 * 86_400_000), 'Europe/Paris');
    const today = zonedDate(new Date(), 'Europe/Paris');
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', {
        name: 'Judo',
        type: 'sport',
        date: day,
        time: '18:00',
        location: 'Gymnase',
        responsables: [dad],
        authorProfileId: camille,
      }),
    );
    expect(create.response.status).toBe(201);
    expect(create.meter.roundTrips).toBe(1);
    const { task } = (await create.response.json()) as { task: { id: string } };
    const assigned = async (profile: string) =>
      (await noticesOfType(thomas.cookie, family.spaceId, 'assigned', profile)).map((n) => n.title);
    expect(await assigned(dad)).toEqual([
      `Camille vous a confié « Judo » (${handOverWhen(day, '18:00', today)})`,
    ]);
    // The edit form's save, with the task as the page showed it.
    const form = {
      name: 'Judo',
      type: 'sport',
      date: day,
      time: '18:30',
      location: 'Gymnase',
      recurrence: 'none',
      recurrenceDays: [],
      responsables: [dad],
      enfants: [],
      hasNotification: false,
      notificationTime: 15,
      authorProfileId: camille,
      was: { date: day, time: '18:00', location: 'Gymnase', responsables: [dad], enfants: [] },
    };
    const moved = await measured(`${family.base}/${task.id}`, json(family.cookie, 'PATCH', form));
    expect(moved.response.status).toBe(200);
    expect(moved.meter.roundTrips).toBe(1);
    const changed = async (profile: string) =>
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', profile)).map((n) => [
        n.title,
        n.description,
      ]);
    expect(await changed(dad)).toEqual([
      [`Camille a déplacé « Judo » à 18:30 (${relativeDay(day, today)})`, 'Lieu : Gymnase'],
    ]);
    const handOver = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', {
        ...form,
        responsables: [mamie],
        was: { ...form.was, time: '18:30' },
      }),
    );
    expect(handOver.response.status).toBe(200);
    expect(handOver.meter.roundTrips).toBe(1);
    expect(await assigned(mamie)).toEqual([
      `Camille vous a confié « Judo » (${handOverWhen(day, '18:30', today)})`,
    ]);
    // Within the burst, Thomas's notice is rewritten with the last change.
    expect(await changed(dad)).toEqual([
      [`Camille a confié « Judo » à Mamie Françoise (${relativeWhen(day, '18:30', today)})`, null],
    ]);
    // Camille's own account holds none of it.
    expect(await noticesOfType(family.cookie, family.spaceId, 'changed')).toEqual([]);
  });

  it('a save from a page that showed an older task: told from the stored task, in more trips', async () => {
    const { family, thomas, day, task } = await thomasJudo();
    const { camille, thomas: dad } = family.profiles;
    // The page still showed 17:00 (changed elsewhere since): saving 18:00 moves nothing.
    const stale = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', {
        name: 'Judo',
        type: 'sport',
        date: day,
        time: '18:00',
        recurrence: 'none',
        recurrenceDays: [],
        responsables: [dad],
        enfants: [],
        hasNotification: false,
        notificationTime: 15,
        authorProfileId: camille,
        was: { date: day, time: '17:00', location: null, responsables: [dad], enfants: [] },
      }),
    );
    expect(stale.response.status).toBe(200);
    expect(stale.meter.roundTrips).toBe(2);
    expect(await noticesOfType(thomas.cookie, family.spaceId, 'changed')).toEqual([]);
    const feed = await env.DB.prepare('select title from family_changes where space_id = ?')
      .bind(family.spaceId)
      .all<{ title: string }>();
    expect(feed.results.map((row) => row.title)).toEqual([
      `Thomas a ajouté « Judo » pour Thomas (${relativeWhen(day, '18:00', zonedDate(new Date(), 'Europe/Paris'))})`,
    ]);
  });

  it('a save of some fields and a delete, from a page that says what it showed: one round trip each, the family told', async () => {
    const { family, thomas } = await twoParents();
    const measured = measuredWithoutPush;
    const { camille, thomas: dad } = family.profiles;
    const day = zonedDate(new Date(Date.now() + 21 * 86_400_000), 'Europe/Paris');
    const today = zonedDate(new Date(), 'Europe/Paris');
    const judo = { name: 'Judo', type: 'sport', date: day, time: '18:00', location: 'Gymnase' };
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', { ...judo, responsables: [dad], authorProfileId: dad }),
    );
    const { task } = (await create.response.json()) as { task: { id: string } };
    // The task as the page showed it: what a save of one field leaves as it was.
    const was = {
      name: 'Judo',
      date: day,
      time: '18:00',
      endTime: null,
      allDay: false,
      endDate: null,
      location: 'Gymnase',
      responsables: [dad],
      enfants: [],
      hasNotification: false,
      notificationTime: 15,
    };
    const moved = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { time: '19:00', authorProfileId: camille, was }),
    );
    expect(moved.response.status).toBe(200);
    expect(moved.meter.roundTrips).toBe(1);
    expect(await moved.response.json()).toMatchObject({
      task: { name: 'Judo', time: '19:00', location: 'Gymnase', responsibles: [{ id: dad }] },
    });
    const changed = async () =>
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', dad)).map((n) => [
        n.title,
        n.description,
      ]);
    expect(await changed()).toEqual([
      [`Camille a déplacé « Judo » à 19:00 (${relativeDay(day, today)})`, 'Lieu : Gymnase'],
    ]);
    const deleted = await measured(
      `${family.base}/${task.id}?${new URLSearchParams({
        authorProfileId: camille,
        was: JSON.stringify({ ...was, time: '19:00' }),
      })}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(deleted.response.status).toBe(200);
    expect(deleted.meter.roundTrips).toBe(1);
    expect(await deleted.response.json()).toMatchObject({ message: 'Activité supprimée' });
    // Within the burst, Thomas's notice says the last change.
    expect(await changed()).toEqual([
      [`Camille a annulé « Judo » (${relativeWhen(day, '19:00', today)})`, null],
    ]);
    const gone = await env.DB.prepare(
      `select (select count(*) from tasks where id = ?1) as tasks,
        (select count(*) from spent_client_ids where id = ?1) as spent`,
    )
      .bind(task.id)
      .first();
    expect(gone).toEqual({ tasks: 0, spent: 1 });
    expect(await noticesOfType(family.cookie, family.spaceId, 'changed')).toEqual([]);
  });

  it("the alerts' quick fixes of a single task, saying what they showed: one round trip each, the family told", async () => {
    const { family, thomas } = await twoParents();
    const measured = measuredWithoutPush;
    const { camille, thomas: dad, lea } = family.profiles;
    const day = zonedDate(new Date(Date.now() + 5 * 86_400_000), 'Europe/Paris');
    const today = zonedDate(new Date(), 'Europe/Paris');
    const outing = { type: 'ecole', date: day, time: '08:30', location: 'Musée', enfants: [lea] };
    const create = (name: string) =>
      answer<{ task: { id: string } }>(
        family.base,
        json(family.cookie, 'POST', { ...outing, name, authorProfileId: camille }),
      );
    const sortie = (await create('Sortie scolaire')).task;
    const older = (await create('Kermesse')).task;
    const alerts = async () => {
      const read = await measured(
        `/api/spaces/${family.spaceId}/alerts`,
        json(family.cookie, 'GET', undefined),
      );
      expect(read.meter.roundTrips).toBe(1);
      return (await read.response.json()) as Alerts;
    };
    const unassigned = (await alerts()).unassigned.map((alert) => alert.item);
    const item = unassigned.find((one) => one.taskId === sortie.id);
    if (!item) throw new Error('no unassigned alert');
    // « Assigner » as the assignment dialog sends it for a single task: the adult, and what it showed.
    const assign = await measured(
      `${family.base}/${sortie.id}`,
      json(family.cookie, 'PATCH', {
        responsable: dad,
        was: shownAlertTask(item),
        authorProfileId: camille,
      }),
    );
    expect(assign.response.status).toBe(200);
    expect(assign.meter.roundTrips).toBe(1);
    expect(await assign.response.json()).toMatchObject({
      task: { name: 'Sortie scolaire', location: 'Musée', responsibles: [{ id: dad }] },
    });
    const assigned = async () =>
      (await noticesOfType(thomas.cookie, family.spaceId, 'assigned', dad)).map((n) => n.title);
    expect(await assigned()).toEqual([
      `Camille vous a confié « Sortie scolaire » (${handOverWhen(day, '08:30', today)})`,
    ]);
    // The same fix from a page that does not say what it showed: the task is read first.
    const unsaid = await measured(
      `${family.base}/${older.id}`,
      json(family.cookie, 'PATCH', { responsable: dad, authorProfileId: camille }),
    );
    expect(unsaid.response.status).toBe(200);
    expect(unsaid.meter.roundTrips).toBe(2);
    expect(await assigned()).toHaveLength(2);
    // « Décaler l'heure » on the conflict the two now make for Thomas.
    const [conflict] = (await alerts()).conflicts;
    const moving = conflict?.items.find((one) => one.taskId === sortie.id);
    if (!moving) throw new Error('no conflict');
    const moved = await measured(
      `${family.base}/${sortie.id}`,
      json(family.cookie, 'PATCH', {
        time: '10:00',
        endTime: null,
        was: shownAlertTask(moving),
        authorProfileId: camille,
      }),
    );
    expect(moved.response.status).toBe(200);
    expect(moved.meter.roundTrips).toBe(1);
    expect(
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', dad)).map((n) => n.title),
    ).toContain(`Camille a déplacé « Sortie scolaire » à 10:00 (${relativeDay(day, today)})`);
  });

  it('an occurrence of a series saved alone: the series read, then the split and the notice in one second trip', async () => {
    const { family, thomas } = await twoParents();
    const measured = measuredWithoutPush;
    const { camille, thomas: dad } = family.profiles;
    const day = zonedDate(new Date(Date.now() + 21 * 86_400_000), 'Europe/Paris');
    const today = zonedDate(new Date(), 'Europe/Paris');
    const judo = {
      name: 'Judo',
      type: 'sport',
      date: day,
      recurrence: 'weekly',
      recurrenceDays: [],
    };
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', {
        ...judo,
        time: '18:00',
        responsables: [dad],
        authorProfileId: dad,
      }),
    );
    const { task } = (await create.response.json()) as { task: { id: string } };
    const occurrence = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', {
        ...judo,
        time: '19:00',
        responsables: [dad],
        enfants: [],
        hasNotification: false,
        notificationTime: 15,
        scope: 'occurrence',
        instanceDate: day,
        authorProfileId: camille,
      }),
    );
    expect(occurrence.response.status).toBe(200);
    expect(occurrence.meter.roundTrips).toBe(2);
    expect(
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', dad)).map((n) => n.title),
    ).toEqual([`Camille a déplacé « Judo » à 19:00 (${relativeDay(day, today)})`]);
  });

  it('a save of some fields or a delete from a page that showed an older task: no false notice, more trips', async () => {
    const { family, thomas, day, task } = await thomasJudo();
    const measured = measuredWithoutPush;
    const { camille, thomas: dad } = family.profiles;
    const today = zonedDate(new Date(), 'Europe/Paris');
    // The page still showed 17:00 (changed elsewhere since): putting 18:00 back moves nothing.
    const was = {
      name: 'Judo',
      date: day,
      time: '17:00',
      endTime: null,
      allDay: false,
      endDate: null,
      location: null,
      responsables: [dad],
      enfants: [],
      hasNotification: false,
      notificationTime: 15,
    };
    const stale = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { time: '18:00', authorProfileId: camille, was }),
    );
    expect(stale.response.status).toBe(200);
    expect(stale.meter.roundTrips).toBe(2);
    expect(await noticesOfType(thomas.cookie, family.spaceId, 'changed')).toEqual([]);
    // A delete from a page that showed another name: told from the task read, by its stored name.
    const deleted = await measured(
      `${family.base}/${task.id}?${new URLSearchParams({
        authorProfileId: camille,
        was: JSON.stringify({ ...was, time: '18:00', name: 'Judo du mardi' }),
      })}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(deleted.response.status).toBe(200);
    // The failed delete as shown, then the delete planned from the task it read, told in its batch.
    expect(deleted.meter.roundTrips).toBe(2);
    expect(
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', dad)).map((n) => n.title),
    ).toEqual([`Camille a annulé « Judo » (${relativeWhen(day, '18:00', today)})`]);
  });

  it('a delete whose page does not say what it showed: the check, the limit and the task read together, then the delete', async () => {
    const family = await createFamily();
    const measured = measuredWithoutPush;
    const day = zonedDate(new Date(Date.now() + 10 * 86_400_000), 'Europe/Paris');
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', { name: 'Judo', type: 'sport', date: day, time: '18:00' }),
    );
    const { task } = (await create.response.json()) as { task: { id: string } };
    const deleted = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(deleted.response.status).toBe(200);
    // Then the delete and the family's feed line in a second (it was five: the check, the limit,
    // the read and the feed line apart).
    expect(deleted.meter.roundTrips).toBe(2);
    const unreadable = await measured(
      `${family.base}/${task.id}?was=${encodeURIComponent('{pas du json')}`,
      json(family.cookie, 'DELETE', undefined),
    );
    const refused = await expectError(unreadable.response, 400, 'validation');
    expect(JSON.stringify(refused)).toContain(
      'La tâche affichée est illisible : rechargez la page',
    );
  });

  it("a series' occurrence, then the whole series, deleted: two round trips each, the family told in the delete's batch", async () => {
    const { family, thomas, day, task } = await thomasJudo({ recurrence: 'weekly' });
    const measured = measuredWithoutPush;
    const { camille, thomas: dad } = family.profiles;
    const cancelled = async () =>
      (await noticesOfType(thomas.cookie, family.spaceId, 'changed', dad)).map((n) => n.title);
    expect(await cancelled()).toEqual([]);

    const occurrence = await measured(
      `${family.base}/${task.id}_recurring_${day}?${new URLSearchParams({ scope: 'occurrence', authorProfileId: camille })}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(occurrence.response.status).toBe(200);
    expect(occurrence.meter.roundTrips).toBe(2);
    const afterOccurrence = await cancelled();
    expect(afterOccurrence).toHaveLength(1);
    expect(afterOccurrence[0]).toContain('Camille a annulé « Judo »');
    // The same occurrence again: nothing excluded, a 409, and no second notice.
    const again = await measured(
      `${family.base}/${task.id}_recurring_${day}?${new URLSearchParams({ scope: 'occurrence', authorProfileId: camille })}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(again.response.status).toBe(409);
    expect(await cancelled()).toEqual(afterOccurrence);

    const series = await measured(
      `${family.base}/${task.id}?${new URLSearchParams({ scope: 'series', authorProfileId: camille })}`,
      json(family.cookie, 'DELETE', undefined),
    );
    expect(series.response.status).toBe(200);
    expect(series.meter.roundTrips).toBe(2);
    const gone = await measured(`${family.base}/${task.id}`, {
      headers: { cookie: family.cookie },
    });
    expect(gone.response.status).toBe(404);
    // The burst's notice now says the whole series' cancellation.
    const afterSeries = await cancelled();
    expect(afterSeries).toHaveLength(1);
    expect(afterSeries[0]).toContain('Camille a annulé « Judo »');
    expect(afterSeries).not.toEqual(afterOccurrence);
  });

  it('a task create naming nobody, a child, or a day without a time: one round trip each', async () => {
    const family = await createFamily();
    const task = { name: 'Courses', type: 'repas', date: MON, time: '18:00' };
    const alone = await measured(family.base, json(family.cookie, 'POST', task));
    const named = await measured(
      family.base,
      json(family.cookie, 'POST', { ...task, name: 'Judo', enfant: family.profiles.lea }),
    );
    const allDay = await measured(
      family.base,
      json(family.cookie, 'POST', {
        name: 'Sortie',
        type: 'anniversaire',
        date: MON,
        allDay: true,
        enfant: family.profiles.lea,
      }),
    );
    for (const create of [alone, named, allDay]) {
      expect(create.response.status).toBe(201);
      expect(create.meter.roundTrips).toBe(1);
    }
    // What is known before the batch sends no statement: naming nobody, no notice is written (the
    // feed line alone); without a time, nothing can clash. Alone: the check, the insert, the write
    // limit's count, the feed line and the read-back.
    expect(alone.meter.statements).toBe(5);
    // Léa's parents told (who, and the notices), her row, then what the task may clash with.
    expect(named.meter.statements).toBe(5 + 3 + 3);
    expect(allDay.meter.statements).toBe(5 + 3);
    expect(await named.response.json()).toMatchObject({
      task: { name: 'Judo', children: [{ id: family.profiles.lea }] },
    });
  });

  it("the edit form's save naming nobody or a child: one round trip each", async () => {
    const family = await createFamily();
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', { name: 'Judo', type: 'sport', date: MON, time: '18:00' }),
    );
    const { task } = (await create.response.json()) as { task: { id: string } };
    const form = {
      name: 'Judo',
      type: 'sport',
      date: MON,
      time: '18:30',
      recurrence: 'none',
      recurrenceDays: [],
      responsable: 'none',
      enfant: 'none',
      hasNotification: false,
      notificationTime: 15,
    };
    const nobody = await measured(`${family.base}/${task.id}`, json(family.cookie, 'PATCH', form));
    const lea = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { ...form, enfant: family.profiles.lea }),
    );
    for (const edit of [nobody, lea]) {
      expect(edit.response.status).toBe(200);
      expect(edit.meter.roundTrips).toBe(1);
    }
    // The check, the three reads a second plan would need, the update, the write limit's count,
    // each role's rows cleared and the read-back; naming nobody, no insert and no clash to read.
    expect(nobody.meter.statements).toBe(9);
    // Léa's row inserted, and what the task may now clash with.
    expect(lea.meter.statements).toBe(9 + 1 + 3);
  });

  it('a comment on an event: the comment and the family told of it in one round trip', async () => {
    const family = await createFamily();
    const create = await measured(
      family.base,
      json(family.cookie, 'POST', {
        name: 'Judo',
        type: 'sport',
        date: MON,
        time: '18:00',
        responsables: [family.profiles.thomas],
      }),
    );
    const { task } = (await create.response.json()) as { task: { id: string } };
    const comment = await measured(
      `${family.base}/${task.id}/comments`,
      json(family.cookie, 'POST', {
        body: 'Je ne peux pas ce jour-là, tu peux ?',
        authorProfileId: family.profiles.camille,
      }),
    );
    expect(comment.response.status).toBe(201);
    expect(comment.meter.roundTrips).toBe(1);
    // The family's feed says it from that same trip.
    const told = await env.DB.prepare('select title from family_changes where space_id = ?')
      .bind(family.spaceId)
      .all<{ title: string }>();
    expect(told.results.map((row) => row.title)).toContain(
      'Camille a commenté « Judo » : « Je ne peux pas ce jour-là, tu peux ? »',
    );
  });

  it('a create or a save that does not say its zone: the zone is read first, a second round trip', async () => {
    const family = await createFamily();
    const unsaid = (method: string, body: unknown): RequestInit => {
      const init = json(family.cookie, method, body);
      const { [SPACE_ZONE_HEADER]: _zone, ...headers } = init.headers as Record<string, string>;
      return { ...init, headers };
    };
    const judo = { name: 'Judo', type: 'sport', date: MON, time: '18:00' };
    const create = await measured(family.base, unsaid('POST', judo));
    expect(create.response.status).toBe(201);
    expect(create.meter.roundTrips).toBe(2);
    const { task } = (await create.response.json()) as { task: { id: string } };
    const save = await measured(
      `${family.base}/${task.id}`,
      unsaid('PATCH', {
        ...judo,
        recurrence: 'none',
        recurrenceDays: [],
        responsable: 'none',
        enfant: 'none',
        hasNotification: false,
        notificationTime: 15,
      }),
    );
    expect(save.response.status).toBe(200);
    expect(save.meter.roundTrips).toBe(2);
    const memo = await measured(
      `/api/spaces/${family.spaceId}/memos`,
      unsaid('POST', { profileId: family.profiles.lea, text: 'Appeler le dentiste' }),
    );
    expect(memo.response.status).toBe(201);
    expect(memo.meter.roundTrips).toBe(2);
  });

  it('a task edit that names only some fields: two round trips (the task is read, then written)', async () => {
    const family = await createFamily();
    const { task } = (await (
      await measured(
        family.base,
        json(family.cookie, 'POST', { name: 'Judo', type: 'sport', date: MON, time: '18:00' }),
      )
    ).response.json()) as { task: { id: string } };
    const edit = await measured(
      `${family.base}/${task.id}`,
      json(family.cookie, 'PATCH', { name: 'Judo du mardi' }),
    );
    expect(edit.response.status).toBe(200);
    expect(edit.meter.roundTrips).toBe(2);
  });
});

describe('conditional requests', () => {
  it('the week answers an ETag, then 304 while nothing changed, then 200 after a change', async () => {
    const family = await createFamily();
    await seedWeek(family);
    const week = `${family.base}?from=${MON}&to=${SUN}`;
    const first = await measured(week, { headers: { cookie: family.cookie } });
    const etag = first.response.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    // The SHA-1 of the body's UTF-8 bytes: the tag clients already hold stays valid.
    expect(etag).toBe(await sha1Tag(await first.response.text()));
    const again = await measured(week, {
      headers: { cookie: family.cookie, 'If-None-Match': etag ?? '' },
    });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe('');
    expect(again.response.headers.get('ETag')).toBe(etag);
    // A 304 still carries the headers every answer has: its request id, a fresh UUID.
    expect(again.response.headers.get('X-Request-Id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(again.meter.roundTrips).toBe(1);

    await createTask(family, { name: 'Judo', type: 'sport', date: '2030-01-10', time: '18:00' });
    const changed = await measured(week, {
      headers: { cookie: family.cookie, 'If-None-Match': etag ?? '' },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('ETag')).not.toBe(etag);
    expect(plannedItems(await changed.response.json()).map((t) => t.name)).toContain('Judo');
  });

  it('a stranger naming the ETag still gets 403, never 304', async () => {
    const ours = await createFamily();
    const stranger = await createFamily();
    const week = `${ours.base}?from=${MON}&to=${SUN}`;
    const etag = (await measured(week, { headers: { cookie: ours.cookie } })).response.headers.get(
      'ETag',
    );
    await expectError(
      (await measured(week, { headers: { cookie: stranger.cookie, 'If-None-Match': etag ?? '' } }))
        .response,
      403,
      'forbidden',
    );
  });

  it('the week is kept by the browser for this user only and revalidated; the lists are not', async () => {
    const family = await createFamily();
    const week = await measured(`${family.base}?from=${MON}&to=${SUN}`, {
      headers: { cookie: family.cookie },
    });
    expect(week.response.headers.get('Cache-Control')).toBe('private, no-cache');
    for (const path of [`/api/spaces/${family.spaceId}/lists`, '/api/lists']) {
      const { response } = await measured(path, { headers: { cookie: family.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
