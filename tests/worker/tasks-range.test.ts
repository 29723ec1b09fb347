import { describe, expect, it } from 'vitest';
import { call } from './auth-support.ts';
import { api } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  getTask,
  patch,
  range,
  remove,
  taskParam,
  tasksOf,
  week,
} from './tasks-support.ts';

// 2030-01-07 is a Monday.
const MON = '2030-01-07';
const SUN = '2030-01-13';

describe('GET /api/spaces/:spaceId/tasks?from&to', () => {
  it('expands series on the server and orders the week by date, then time', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: "Déposer Léa à l'école",
      type: 'ecole',
      date: '2030-01-01',
      time: '08:20',
      recurrence: 'daily',
      recurrenceDays: [1, 3],
    });
    await createTask(family, {
      name: 'Piano',
      type: 'musique',
      date: '2029-12-18',
      time: '14:00',
      recurrence: 'weekly',
    });
    await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: '2030-01-09',
      time: '07:45',
    });
    await createTask(family, {
      name: 'Hors semaine',
      type: 'repas',
      date: '2030-01-14',
      time: '12:00',
    });

    expect(await week(family, MON, SUN)).toEqual([
      "2030-01-07 Déposer Léa à l'école",
      '2030-01-08 Piano',
      '2030-01-09 Pédiatre',
      "2030-01-09 Déposer Léa à l'école",
    ]);
  });

  it('gives occurrences their own id, the series id and the instance date', async () => {
    const family = await createFamily();
    const series = await createTask(family, {
      name: 'Piano',
      type: 'musique',
      date: MON,
      time: '14:00',
      recurrence: 'weekly',
    });
    const single = await createTask(family, {
      name: 'Foot',
      type: 'sport',
      date: MON,
      time: '17:00',
    });
    const items = await range(family, MON, '2030-01-20');
    expect(items.map((t) => [t.id, t.originalId, t.instanceDate, t.isRecurring])).toEqual([
      [`${series.id}_recurring_2030-01-07`, series.id, MON, true],
      [single.id, single.id, MON, false],
      [`${series.id}_recurring_2030-01-14`, series.id, '2030-01-14', true],
    ]);
    expect(items[0]).toMatchObject({ kind: 'activity', type: 'musique', time: '14:00' });
  });

  it('joins the names and emoji of the responsible adult and of the child', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Foot',
      type: 'sport',
      date: MON,
      time: '17:00',
      responsable: 'thomas',
      enfant: family.profiles.hugo,
    });
    const [item] = await range(family, MON, SUN);
    expect(item).toMatchObject({
      responsibles: [{ id: family.profiles.thomas, name: 'Thomas', emoji: '👨' }],
      children: [{ id: family.profiles.hugo, name: 'Hugo', emoji: '👦' }],
    });
  });

  it('leaves out excluded dates, ended series and series not yet started', async () => {
    const family = await createFamily();
    const daily = await createTask(family, {
      name: 'Cantine',
      type: 'repas',
      date: MON,
      time: '12:00',
      recurrence: 'daily',
      recurrenceDays: [1, 2, 4, 5],
    });
    expect(
      (await remove(family, `${daily.id}_recurring_2030-01-08`, { scope: 'occurrence' })).status,
    ).toBe(200);
    const ending = await createTask(family, {
      name: 'Stage',
      type: 'vacances',
      date: '2029-12-30',
      time: '09:00',
      recurrence: 'daily',
      recurrenceEndDate: '2030-01-08',
    });
    expect(ending.recurrenceEndDate).toBe('2030-01-08');
    await createTask(family, {
      name: 'Plus tard',
      type: 'sport',
      date: '2030-01-14',
      time: '09:00',
      recurrence: 'daily',
    });
    expect(await week(family, MON, SUN)).toEqual([
      '2030-01-07 Stage',
      '2030-01-07 Cantine',
      '2030-01-08 Stage',
      '2030-01-10 Cantine',
      '2030-01-11 Cantine',
    ]);
  });

  it('filters by person: responsible or concerned, or unassigned with profile=none', async () => {
    const family = await createFamily();
    const base = { type: 'ecole' as const, date: MON, time: '08:00' };
    await createTask(family, { ...base, name: 'Pour Thomas', responsable: 'Thomas' });
    await createTask(family, { ...base, name: 'Pour Léa', enfant: 'Léa', time: '09:00' });
    await createTask(family, { ...base, name: 'Personne', time: '10:00' });
    expect(await week(family, MON, SUN, family.profiles.thomas)).toEqual([
      '2030-01-07 Pour Thomas',
    ]);
    expect(await week(family, MON, SUN, family.profiles.lea)).toEqual(['2030-01-07 Pour Léa']);
    expect(await week(family, MON, SUN, 'none')).toEqual([
      '2030-01-07 Pour Léa',
      '2030-01-07 Personne',
    ]);
    expect(await week(family, MON, SUN, family.profiles.camille)).toEqual([]);
  });

  it("never shows another space's tasks, nor lets them be read, edited or deleted here", async () => {
    const ours = await createFamily();
    const theirs = await createFamily();
    const secret = await createTask(theirs, {
      name: 'Secret',
      type: 'sante',
      date: MON,
      time: '10:00',
      recurrence: 'daily',
    });
    await createTask(ours, { name: 'À nous', type: 'repas', date: MON, time: '12:00' });
    expect(await week(ours, MON, MON)).toEqual(['2030-01-07 À nous']);

    const viaOurs = `${ours.base}/${secret.id}`;
    for (const [method, path, body] of [
      ['GET', viaOurs, undefined],
      ['PATCH', viaOurs, { name: 'Piraté' }],
      ['DELETE', viaOurs, undefined],
      ['DELETE', `${viaOurs}_recurring_${MON}?scope=occurrence`, undefined],
      ['GET', `${viaOurs}/memos`, undefined],
      ['POST', `${viaOurs}/memos`, { text: 'Piraté' }],
    ] as const) {
      const response = await call(method, path, { cookie: ours.cookie, body });
      await expectError(response, 404, 'not_found', 'Tâche introuvable');
    }
    expect((await getTask(theirs, secret.id)).name).toBe('Secret');
    expect(await week(theirs, MON, MON)).toEqual(['2030-01-07 Secret']);
  });

  it('is a 403 for a signed-in non-member and a 401 without a session', async () => {
    const ours = await createFamily();
    const stranger = await createFamily();
    const response = await tasksOf(stranger).$get({
      param: { spaceId: ours.spaceId },
      query: { from: MON, to: SUN },
    });
    await expectError(response, 403, 'forbidden', "Vous n'avez pas accès à cet espace famille");
    await expectError(
      await api().spaces[':spaceId'].tasks.$get({
        param: { spaceId: ours.spaceId },
        query: { from: MON, to: SUN },
      }),
      401,
      'unauthenticated',
    );
  });

  it('validates the range in French: both dates, in order, at most 62 days', async () => {
    const family = await createFamily();
    const get = (query: string) =>
      call('GET', `${family.base}?${query}`, { cookie: family.cookie });
    await expectError(await get(`to=${SUN}`), 400, 'validation', 'La date de début est requise');
    await expectError(
      await get(`from=${SUN}&to=${MON}`),
      400,
      'validation',
      'La date de début doit précéder la date de fin',
    );
    await expectError(
      await get('from=2030-01-01&to=2030-03-04'),
      400,
      'validation',
      'La période demandée ne doit pas dépasser 62 jours',
    );
    expect((await get('from=2030-01-01&to=2030-03-03')).status).toBe(200);
    await expectError(
      await get(`from=07/01/2030&to=${SUN}`),
      400,
      'validation',
      'Date invalide (format attendu : AAAA-MM-JJ)',
    );
    await expectError(
      await get(`from=${MON}&to=${SUN}&profile=Thomas`),
      400,
      'validation',
      'Profil invalide',
    );
  });

  it('answers 404 "Tâche introuvable" for malformed ids and occurrences not in the series', async () => {
    const family = await createFamily();
    const series = await createTask(family, {
      name: 'Piano',
      type: 'musique',
      date: MON,
      time: '14:00',
      recurrence: 'weekly',
    });
    for (const id of [
      'not-a-uuid',
      `${series.id}_recurring_2030-02-30`,
      `${series.id}_recurring_2030-01-08`,
      `${series.id}_recurring_2030-01-14x`,
    ]) {
      await expectError(
        await tasksOf(family)[':id'].$get(taskParam(family, id)),
        404,
        'not_found',
        'Tâche introuvable',
      );
    }
    const detail = await getTask(family, `${series.id}_recurring_2030-01-14`);
    expect(detail).toMatchObject({ id: series.id, date: MON, instanceDate: '2030-01-14' });
    await remove(family, `${series.id}_recurring_2030-01-14`, { scope: 'occurrence' });
    expect(
      (await tasksOf(family)[':id'].$get(taskParam(family, `${series.id}_recurring_2030-01-14`)))
        .status,
    ).toBe(404);
  });

  it('lists the occurrences of a long daily series that began long ago', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Vitamines',
      type: 'sante',
      date: '2020-01-01',
      time: '08:00',
      recurrence: 'daily',
    });
    expect(await range(family, '2030-01-01', '2030-03-03')).toHaveLength(62);
  });

  it('moves an edited single task to its new day', async () => {
    const family = await createFamily();
    const task = await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: MON,
      time: '09:00',
    });
    expect((await patch(family, task.id, { date: '2030-01-10' })).status).toBe(200);
    expect(await week(family, MON, SUN)).toEqual(['2030-01-10 Pédiatre']);
  });
});
