import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tasks } from '../../db/schema.ts';
import { call, db } from './auth-support.ts';
import {
  createFamily,
  createPiano,
  createTask,
  expectError,
  type Family,
  getTask,
  MON,
  patch,
  remove,
  week,
} from './tasks-support.ts';

// 2030-01-07 is a Monday; the series runs every day from Monday.
const WED = '2030-01-09';
const SUN = '2030-01-13';

async function dailySeries(family: Family, name = 'Cantine') {
  return createTask(family, {
    name,
    type: 'repas',
    date: MON,
    time: '12:00',
    recurrence: 'daily',
    location: 'École',
    responsable: 'Camille',
  });
}

const stored = async (id: string) => db.select().from(tasks).where(eq(tasks.id, id)).get();

describe('PATCH a task', () => {
  it('changes only the fields sent', async () => {
    const family = await createFamily();
    const task = await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: MON,
      time: '17:15',
      location: 'Cabinet',
      notes: 'Carnet de santé',
      responsable: 'Thomas',
    });
    const response = await patch(family, task.id, { time: '17:30' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Tâche modifiée');
    expect(body.task).toMatchObject({
      name: 'Pédiatre',
      time: '17:30',
      location: 'Cabinet',
      notes: 'Carnet de santé',
      responsibles: [{ name: 'Thomas' }],
    });
    // null or '' clears an optional field.
    const cleared = await patch(family, task.id, { location: '', responsable: 'none' });
    expect(await cleared.json()).toMatchObject({
      task: { location: null, responsibles: [], notes: 'Carnet de santé' },
    });
  });

  it('checks the end time against the stored start time', async () => {
    const family = await createFamily();
    const task = await createPiano(family);
    await expectError(
      await patch(family, task.id, { endTime: '13:00' }),
      400,
      'validation',
      "L'heure de fin doit être après l'heure de début",
    );
    expect((await patch(family, task.id, { endTime: '15:00' })).status).toBe(200);
  });
});

describe('PATCH a recurring task with a scope', () => {
  it('this occurrence: a new single task on that day, the day excluded from the series', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const response = await patch(family, `${series.id}_recurring_${WED}`, {
      scope: 'occurrence',
      name: 'Cantine (pique-nique)',
      // The form sends its date field whole: the series' first date means "unchanged".
      date: MON,
      time: '12:30',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.scope).toBe('occurrence');
    expect(body.task).toMatchObject({
      date: WED,
      recurrence: 'none',
      isRecurring: false,
      name: 'Cantine (pique-nique)',
      time: '12:30',
      location: 'École',
      responsibles: [{ name: 'Camille' }],
    });
    expect(body.task.id).not.toBe(series.id);
    expect((await stored(series.id))?.recurrenceExceptions).toEqual([WED]);
    expect(await week(family, MON, '2030-01-10')).toEqual([
      '2030-01-07 Cantine',
      '2030-01-08 Cantine',
      '2030-01-09 Cantine (pique-nique)',
      '2030-01-10 Cantine',
    ]);
  });

  it('this occurrence can move the occurrence to another day', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    await patch(family, series.id, { scope: 'occurrence', instanceDate: WED, date: '2030-01-20' });
    expect(await week(family, '2030-01-08', '2030-01-10')).toEqual([
      '2030-01-08 Cantine',
      '2030-01-10 Cantine',
    ]);
    expect(await week(family, '2030-01-20', '2030-01-20')).toEqual([
      '2030-01-20 Cantine',
      '2030-01-20 Cantine',
    ]);
  });

  it('this and the following ones: the series ends the day before, a new one starts that day', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    await remove(family, `${series.id}_recurring_2030-01-08`, { scope: 'occurrence' });
    await remove(family, `${series.id}_recurring_2030-01-11`, { scope: 'occurrence' });
    const response = await patch(family, `${series.id}_recurring_${WED}`, {
      scope: 'following',
      name: 'Cantine bio',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.task).toMatchObject({ date: WED, recurrence: 'daily', name: 'Cantine bio' });
    expect(await stored(series.id)).toMatchObject({
      recurrenceEndDate: '2030-01-08',
      recurrenceExceptions: ['2030-01-08'],
    });
    expect((await stored(body.task.id))?.recurrenceExceptions).toEqual(['2030-01-11']);
    expect(await week(family, MON, SUN)).toEqual([
      '2030-01-07 Cantine',
      '2030-01-09 Cantine bio',
      '2030-01-10 Cantine bio',
      '2030-01-12 Cantine bio',
      '2030-01-13 Cantine bio',
    ]);
  });

  it('this and the following ones from the first occurrence edits the whole series', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const response = await patch(family, `${series.id}_recurring_${MON}`, {
      scope: 'following',
      name: 'Cantine bio',
    });
    expect((await response.json()).task.id).toBe(series.id);
    expect(await week(family, MON, '2030-01-08')).toEqual([
      '2030-01-07 Cantine bio',
      '2030-01-08 Cantine bio',
    ]);
  });

  it('the whole series: every occurrence changes, the first date stays', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const response = await patch(family, `${series.id}_recurring_${WED}`, {
      scope: 'series',
      name: 'Cantine bio',
      // The occurrence's own date reads as "unchanged" too.
      date: WED,
      recurrenceDays: [1, 3],
    });
    expect(response.status).toBe(200);
    expect(await getTask(family, series.id)).toMatchObject({ date: MON, name: 'Cantine bio' });
    expect(await week(family, MON, SUN)).toEqual([
      '2030-01-07 Cantine bio',
      '2030-01-09 Cantine bio',
    ]);
  });

  it('asks for a scope when an occurrence is addressed, and checks the date', async () => {
    const family = await createFamily();
    const series = await createPiano(family, { recurrence: 'weekly' });
    await expectError(
      await patch(family, `${series.id}_recurring_2030-01-14`, { name: 'x' }),
      400,
      'validation',
      'Choisissez : cette occurrence, les suivantes ou toute la série',
    );
    await expectError(
      await patch(family, series.id, { scope: 'occurrence', name: 'x' }),
      400,
      'validation',
      "La date de l'occurrence est requise",
    );
    await expectError(
      await patch(family, series.id, { scope: 'occurrence', instanceDate: WED, name: 'x' }),
      400,
      'validation',
      "Cette date n'est pas une occurrence de la série",
    );
    await remove(family, `${series.id}_recurring_2030-01-14`, { scope: 'occurrence' });
    await expectError(
      await patch(family, series.id, {
        scope: 'occurrence',
        instanceDate: '2030-01-14',
        name: 'x',
      }),
      409,
      'conflict',
      'Cette occurrence est déjà exclue de la série.',
    );
    expect((await getTask(family, series.id)).name).toBe('Piano');
  });
});

describe('DELETE a task', () => {
  it('deletes a single task, then answers 404', async () => {
    const family = await createFamily();
    const task = await createTask(family, {
      name: 'Foot',
      type: 'sport',
      date: MON,
      time: '17:00',
    });
    const response = await remove(family, task.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Activité supprimée', scope: 'series' });
    expect(await week(family, MON, SUN)).toEqual([]);
    await expectError(await remove(family, task.id), 404, 'not_found', 'Tâche introuvable');
  });

  it('this occurrence: only that day goes; twice is a 409 with the French message', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const response = await remove(family, `${series.id}_recurring_${WED}`, { scope: 'occurrence' });
    expect(await response.json()).toMatchObject({
      scope: 'occurrence',
      instanceDate: WED,
      message: 'Occurrence supprimée',
      description: 'Seule cette occurrence a été supprimée.',
    });
    expect(await week(family, MON, '2030-01-10')).toEqual([
      '2030-01-07 Cantine',
      '2030-01-08 Cantine',
      '2030-01-10 Cantine',
    ]);
    await expectError(
      await remove(family, series.id, { scope: 'occurrence', instanceDate: WED }),
      409,
      'conflict',
      'Cette occurrence est déjà exclue de la série.',
    );
    expect((await stored(series.id))?.recurrenceExceptions).toEqual([WED]);
  });

  it('this and the following ones: the series ends the day before', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    expect(
      (await remove(family, `${series.id}_recurring_${WED}`, { scope: 'following' })).status,
    ).toBe(200);
    expect((await stored(series.id))?.recurrenceEndDate).toBe('2030-01-08');
    expect(await week(family, MON, SUN)).toEqual(['2030-01-07 Cantine', '2030-01-08 Cantine']);
  });

  it('the whole series: every occurrence goes', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const response = await remove(family, `${series.id}_recurring_${WED}`, { scope: 'series' });
    expect(await response.json()).toMatchObject({
      message: 'Tâche supprimée',
      description: 'Toute la série récurrente a été supprimée.',
    });
    expect(await stored(series.id)).toBeUndefined();
    expect(await week(family, MON, SUN)).toEqual([]);
  });

  it('asks for a scope when an occurrence is addressed, and refuses an unknown scope', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    await expectError(
      await remove(family, `${series.id}_recurring_${WED}`),
      400,
      'validation',
      'Choisissez : cette occurrence, les suivantes ou toute la série',
    );
    await expectError(
      // Not a scope the typed client would send.
      await call('DELETE', `${family.base}/${series.id}?scope=tout`, { cookie: family.cookie }),
      400,
      'validation',
      'Choisissez : cette occurrence, les suivantes ou toute la série',
    );
    expect(await week(family, MON, '2030-01-08')).toHaveLength(2);
  });
});

describe('a scope is all or nothing (one D1 batch)', () => {
  // A test-only trigger makes the second statement of the batch fail after the first has run.
  beforeEach(async () => {
    await env.DB.prepare(
      "CREATE TRIGGER IF NOT EXISTS refuse_boom BEFORE INSERT ON tasks WHEN NEW.name = 'BOOM' BEGIN SELECT RAISE(ABORT, 'forced failure'); END",
    ).run();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await env.DB.prepare('DROP TRIGGER IF EXISTS refuse_boom').run();
    vi.restoreAllMocks();
  });

  it('this occurrence: the series keeps its exceptions when the new task cannot be written', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const before = await stored(series.id);
    const response = await patch(family, `${series.id}_recurring_${WED}`, {
      scope: 'occurrence',
      name: 'BOOM',
    });
    await expectError(response, 500, 'internal');
    expect(await stored(series.id)).toEqual(before);
    expect(await week(family, WED, WED)).toEqual(['2030-01-09 Cantine']);
  });

  it('this and the following ones: the series keeps its end when the new series cannot be written', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const before = await stored(series.id);
    const response = await patch(family, `${series.id}_recurring_${WED}`, {
      scope: 'following',
      name: 'BOOM',
    });
    await expectError(response, 500, 'internal');
    expect(await stored(series.id)).toEqual(before);
    expect(before?.recurrenceEndDate).toBeNull();
    expect(await week(family, MON, SUN)).toHaveLength(7);
  });
});
