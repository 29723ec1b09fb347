/**
 * Custody patterns (« Garde »): a rhythm between two adult profiles for one child or all of them,
 * and the days swapped once; any member sets them, the other members' devices hear it live.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { custodyPatterns } from '../../db/schema.ts';
import { dayTitle, weekdayName } from '../../domain/french.ts';
import { addDays, type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
import { db } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { addMember, expectError, signupPerson } from './space-support.ts';
import { api } from './support.ts';
import { createFamily, type Family, noticesOfType, twoParents } from './tasks-support.ts';

function custodyOf(family: Family, cookie = family.cookie) {
  return api(cookie).spaces[':spaceId'].custody;
}

function weekOnWeekOff(family: Family) {
  return {
    rhythm: 'alternate-weeks' as const,
    startDate: '2026-12-04',
    firstParentId: family.profiles.thomas,
    secondParentId: family.profiles.camille,
    handoverTime: '18:00',
    holidays: 'first-half-even' as const,
  };
}

async function created(family: Family) {
  const response = await custodyOf(family).$post({
    param: { spaceId: family.spaceId },
    json: weekOnWeekOff(family),
  });
  expect(response.status).toBe(201);
  return (await response.json()).pattern;
}

describe('custody patterns', () => {
  it('are added for all the children, listed, edited and deleted, with their French messages', async () => {
    const family = await createFamily();
    const param = { spaceId: family.spaceId };
    const response = await custodyOf(family).$post({ param, json: weekOnWeekOff(family) });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Rythme de garde ajouté');
    expect(body.pattern).toMatchObject({ childId: null, rhythm: 'alternate-weeks', swaps: [] });

    const edited = await custodyOf(family)[':patternId'].$patch({
      param: { ...param, patternId: body.pattern.id },
      json: { rhythm: '2-2-3', childId: family.profiles.lea },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).message).toBe('Rythme de garde modifié');

    const listed = await (await custodyOf(family).$get({ param })).json();
    expect(listed.patterns).toEqual([
      expect.objectContaining({
        id: body.pattern.id,
        rhythm: '2-2-3',
        childId: family.profiles.lea,
        firstParentId: family.profiles.thomas,
        handoverTime: '18:00',
        holidays: 'first-half-even',
      }),
    ]);

    const deleted = await custodyOf(family)[':patternId'].$delete({
      param: { ...param, patternId: body.pattern.id },
    });
    expect((await deleted.json()).message).toBe('Rythme de garde supprimé');
    expect((await (await custodyOf(family).$get({ param })).json()).patterns).toEqual([]);
  });

  it('refuse in French a child who is an adult, a parent who is a child, and the same parent twice', async () => {
    const family = await createFamily();
    const param = { spaceId: family.spaceId };
    const asChild = await custodyOf(family).$post({
      param,
      json: { ...weekOnWeekOff(family), childId: family.profiles.mamie },
    });
    await expectError(
      asChild,
      404,
      'not_found',
      'Cet enfant n’est pas un profil enfant de l’espace',
    );
    const childParent = await custodyOf(family).$post({
      param,
      json: { ...weekOnWeekOff(family), secondParentId: family.profiles.hugo },
    });
    await expectError(
      childParent,
      404,
      'not_found',
      'Ce parent n’est pas un profil adulte de l’espace',
    );
    const same = await custodyOf(family).$post({
      param,
      json: { ...weekOnWeekOff(family), secondParentId: family.profiles.thomas },
    });
    await expectError(same, 400, 'validation', 'Choisissez deux parents différents');
    const pattern = await created(family);
    const sameByEdit = await custodyOf(family)[':patternId'].$patch({
      param: { ...param, patternId: pattern.id },
      json: { firstParentId: family.profiles.camille },
    });
    await expectError(sameByEdit, 400, 'validation', 'Choisissez deux parents différents');
    const stored = await db
      .select()
      .from(custodyPatterns)
      .where(eq(custodyPatterns.id, pattern.id))
      .get();
    expect(stored?.firstParentId).toBe(family.profiles.thomas);
  });

  it('refuse a bad day, time, rhythm or profile id with their French messages, storing nothing', async () => {
    const family = await createFamily();
    const response = await custodyOf(family).$post({
      param: { spaceId: family.spaceId },
      json: {
        ...weekOnWeekOff(family),
        rhythm: 'une-fois' as 'alternate-weeks',
        startDate: 'demain',
        handoverTime: '25:00',
        firstParentId: 'thomas',
      },
    });
    const body = await expectError(response, 400, 'validation');
    expect(body.error.fields).toMatchObject({
      rhythm: 'Veuillez choisir un rythme de garde',
      startDate: 'Veuillez choisir le premier jour du rythme',
      handoverTime: 'Heure invalide (HH:MM)',
      firstParentId: 'Veuillez choisir un parent',
    });
    const rows = await db
      .select()
      .from(custodyPatterns)
      .where(eq(custodyPatterns.spaceId, family.spaceId));
    expect(rows).toEqual([]);
  });

  it('are another space’s business: its patterns are a 404, a stranger is refused and writes nothing', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const pattern = await created(family);
    const fromOther = await custodyOf(other)[':patternId'].$patch({
      param: { spaceId: other.spaceId, patternId: pattern.id },
      json: { handoverTime: '19:00' },
    });
    await expectError(
      fromOther,
      404,
      'not_found',
      'Ce rythme de garde n’existe pas ou a été supprimé',
    );
    const stranger = await custodyOf(family, other.cookie).$post({
      param: { spaceId: family.spaceId },
      json: weekOnWeekOff(family),
    });
    expect(stranger.status).toBe(403);
    const rows = await db
      .select()
      .from(custodyPatterns)
      .where(eq(custodyPatterns.spaceId, family.spaceId));
    expect(rows.map((row) => row.handoverTime)).toEqual(['18:00']);
  });

  it('hold at most ten per space, the cap checked by the insert itself', async () => {
    const family = await createFamily();
    const adds = await Promise.all(
      Array.from({ length: 12 }, () =>
        custodyOf(family).$post({
          param: { spaceId: family.spaceId },
          json: weekOnWeekOff(family),
        }),
      ),
    );
    expect(adds.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = adds.find((r) => r.status !== 201);
    if (!refused) throw new Error('every add passed the cap');
    await expectError(refused, 409, 'conflict', 'Un espace peut avoir au plus 10 rythmes de garde');
  });

  it('go when one of their parents’ profiles is deleted', async () => {
    const family = await createFamily();
    await created(family);
    const removed = await api(family.cookie).spaces[':spaceId'].profiles[':profileId'].$delete({
      param: { spaceId: family.spaceId, profileId: family.profiles.thomas },
    });
    expect(removed.status).toBe(200);
    const listed = await (
      await custodyOf(family).$get({ param: { spaceId: family.spaceId } })
    ).json();
    expect(listed.patterns).toEqual([]);
  });
});

describe('custody swaps', () => {
  it('give days to one of the two parents, a later swap over the same days replacing the earlier', async () => {
    const family = await createFamily();
    const pattern = await created(family);
    const swaps = custodyOf(family)[':patternId'].swaps;
    const param = { spaceId: family.spaceId, patternId: pattern.id };
    const first = await swaps.$post({
      param,
      json: { firstDay: '2026-12-12', lastDay: '2026-12-13', parentId: family.profiles.thomas },
    });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe('Échange de garde enregistré');
    const second = await swaps.$post({
      param,
      json: { firstDay: '2026-12-13', lastDay: '2026-12-14', parentId: family.profiles.camille },
    });
    const { pattern: after } = await second.json();
    expect(after.swaps.map((s) => `${s.firstDay} ${s.lastDay}`)).toEqual(['2026-12-13 2026-12-14']);

    const grandma = await swaps.$post({
      param,
      json: { firstDay: '2026-12-20', lastDay: '2026-12-21', parentId: family.profiles.mamie },
    });
    await expectError(
      grandma,
      404,
      'not_found',
      'Ce parent n’est pas un profil adulte de l’espace',
    );
    const inverted = await swaps.$post({
      param,
      json: { firstDay: '2026-12-21', lastDay: '2026-12-20', parentId: family.profiles.thomas },
    });
    await expectError(inverted, 400, 'validation', 'Le dernier jour doit suivre le premier');

    const swapId = after.swaps[0]?.id ?? '';
    const cancelled = await swaps[':swapId'].$delete({ param: { ...param, swapId }, query: {} });
    expect((await cancelled.json()).message).toBe('Échange de garde annulé');
    const again = await swaps[':swapId'].$delete({ param: { ...param, swapId }, query: {} });
    await expectError(again, 404, 'not_found', 'Cet échange n’existe pas ou a été annulé');
  });
});

/** The family's day `days` from now, as a swap's day. */
function dayFromNow(days: number): IsoDate {
  return addDays(zonedDate(new Date(), 'Europe/Paris'), days);
}

describe('custody swaps told', () => {
  it('tell the other parent, with the date when it is weeks away, never the author, and a swap taken back rewrites its line', async () => {
    const { family, thomas } = await twoParents();
    const pattern = await created(family);
    const swaps = custodyOf(family)[':patternId'].swaps;
    const param = { spaceId: family.spaceId, patternId: pattern.id };
    const [firstDay, lastDay] = [dayFromNow(21), dayFromNow(23)];
    const response = await swaps.$post({
      param,
      json: {
        firstDay,
        lastDay,
        parentId: family.profiles.thomas,
        authorProfileId: family.profiles.camille,
      },
    });
    expect(response.status).toBe(201);
    const swapId = (await response.json()).pattern.swaps[0]?.id ?? '';
    const said = `Camille a échangé la garde : les enfants chez Thomas (${dayTitle(firstDay)} – ${dayTitle(lastDay)})`;
    const told = await noticesOfType(
      thomas.cookie,
      family.spaceId,
      'changed',
      family.profiles.thomas,
    );
    expect(told.map((n) => n.title)).toEqual([said]);
    // Neither the author's own devices nor a profile the custody is not about.
    expect(await noticesOfType(family.cookie, family.spaceId, 'changed')).toEqual([]);
    expect(
      await noticesOfType(thomas.cookie, family.spaceId, 'changed', family.profiles.mamie),
    ).toEqual([]);

    const cancelled = await swaps[':swapId'].$delete({
      param: { ...param, swapId },
      query: { authorProfileId: family.profiles.camille },
    });
    expect(cancelled.status).toBe(200);
    const taken = `Camille a annulé l’échange de garde : les enfants chez Thomas (${dayTitle(firstDay)} – ${dayTitle(lastDay)})`;
    const after = await noticesOfType(
      thomas.cookie,
      family.spaceId,
      'changed',
      family.profiles.thomas,
    );
    expect(after.map((n) => [n.title, n.read])).toEqual([[taken, false]]);
    const feed = await api(thomas.cookie).spaces[':spaceId'].changes.$get({
      param: { spaceId: family.spaceId },
    });
    expect((await feed.json()).changes.map((line) => line.title)).toEqual([taken]);
  });

  it('say the weekday alone for a day within the coming week, and name the child of a pattern for one child', async () => {
    const { family, thomas } = await twoParents();
    const response = await custodyOf(family).$post({
      param: { spaceId: family.spaceId },
      json: { ...weekOnWeekOff(family), childId: family.profiles.lea },
    });
    const pattern = (await response.json()).pattern;
    const day = dayFromNow(3);
    await custodyOf(family, thomas.cookie)[':patternId'].swaps.$post({
      param: { spaceId: family.spaceId, patternId: pattern.id },
      json: {
        firstDay: day,
        lastDay: day,
        parentId: family.profiles.thomas,
        authorProfileId: family.profiles.thomas,
      },
    });
    // Thomas swapped from his own device: Camille hears it, his own profile does not.
    const camille = await noticesOfType(
      family.cookie,
      family.spaceId,
      'changed',
      family.profiles.camille,
    );
    expect(camille.map((n) => n.title)).toEqual([
      `Thomas a échangé la garde : Léa chez Thomas (${weekdayName(day)})`,
    ]);
    expect(
      await noticesOfType(family.cookie, family.spaceId, 'changed', family.profiles.thomas),
    ).toEqual([]);
  });
});

describe('custody live', () => {
  it('tells the other parent’s phone custody.changed when a pattern is added, then its id when days are swapped', async () => {
    const family = await createFamily();
    const thomas = await signupPerson('Thomas', 'Martin');
    const camille = { id: family.userId, email: '', firstName: 'Camille', lastName: 'Martin' };
    await addMember({ ...camille, cookie: family.cookie }, family.spaceId, thomas);
    const watcher = await openSocket(family.spaceId, thomas.cookie);
    const pattern = await created(family);
    await watcher.next((m) => m.type === 'custody.changed');
    const swapped = await custodyOf(family)[':patternId'].swaps.$post({
      param: { spaceId: family.spaceId, patternId: pattern.id },
      json: { firstDay: '2026-12-12', lastDay: '2026-12-13', parentId: family.profiles.thomas },
    });
    expect(swapped.status).toBe(201);
    const event = await watcher.next((m) => m.type === 'custody.changed' && m.id !== undefined);
    expect(event.id).toBe(pattern.id);
  });
});
