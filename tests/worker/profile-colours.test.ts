/** A colour per person (docs/product.md#profiles): given at creation, changed through the profile's PATCH. */
import { env } from 'cloudflare:workers';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { familyProfiles } from '../../db/schema.ts';
import { plannedItems } from '../../domain/task-range.ts';
import { openSocket } from './live-support.ts';
import { addMember, createSpaceAs, signupPerson } from './space-support.ts';
import { api, expectError } from './support.ts';

const FOUR = [
  { name: 'Camille', role: 'parent', emoji: '👩' },
  { name: 'Thomas', role: 'parent', emoji: '👨' },
  { name: 'Léo', role: 'enfant', emoji: '👦' },
  { name: 'Mamie', role: 'grand-parent', emoji: '👵' },
] as const;

function profileRoute(cookie: string) {
  return api(cookie).spaces[':spaceId'].profiles;
}

describe('profile colours', () => {
  it('a new family gets one colour per person, in the palette order', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const space = await createSpaceAs(camille, 'Famille Martin', [...FOUR]);
    expect(space.profiles.map((p) => p.colour)).toEqual(['rouge', 'turquoise', 'violet', 'ocre']);
  });

  it('a profile added without a colour gets the least used one; with one, keeps it', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const space = await createSpaceAs(camille);
    const added = await profileRoute(camille.cookie).$post({
      param: { spaceId: space.id },
      json: { name: 'Mamie', role: 'grand-parent' },
    });
    expect(added.status).toBe(201);
    // The space's two first people have Rouge and Turquoise.
    expect((await added.json()).profile.colour).toBe('violet');
    const chosen = await profileRoute(camille.cookie).$post({
      param: { spaceId: space.id },
      json: { name: 'Papi', role: 'grand-parent', colour: 'bleu' },
    });
    expect((await chosen.json()).profile.colour).toBe('bleu');
  });

  it('PATCH changes the colour, lists it, joins it to the tasks and tells the other devices', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const thomas = await signupPerson('Thomas', 'Martin');
    const space = await createSpaceAs(camille);
    await addMember(camille, space.id, thomas);
    const parent = space.profiles.find((p) => p.role === 'parent');
    const child = space.profiles.find((p) => p.role === 'enfant');
    if (!parent || !child) throw new Error('family incomplete');
    const task = await api(camille.cookie).spaces[':spaceId'].tasks.$post({
      param: { spaceId: space.id },
      json: {
        name: 'Piscine',
        type: 'sport',
        date: '2030-01-07',
        time: '17:00',
        responsable: parent.id,
        enfant: child.id,
      },
    });
    expect(task.status).toBe(201);
    const watcher = await openSocket(space.id, thomas.cookie);

    const response = await profileRoute(camille.cookie)[':profileId'].$patch({
      param: { spaceId: space.id, profileId: parent.id },
      json: { colour: 'turquoise' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile: { id: parent.id, name: parent.name, colour: 'turquoise' },
      message: 'Profil modifié',
    });
    const event = await watcher.next((m) => m.type === 'profiles.changed');
    expect(event.id).toBe(parent.id);

    const listed = await (
      await profileRoute(thomas.cookie).$get({ param: { spaceId: space.id } })
    ).json();
    expect(listed.profiles.find((p) => p.id === parent.id)?.colour).toBe('turquoise');
    const range = await (
      await api(thomas.cookie).spaces[':spaceId'].tasks.$get({
        param: { spaceId: space.id },
        query: { from: '2030-01-07', to: '2030-01-07' },
      })
    ).json();
    expect(plannedItems(range)[0]).toMatchObject({
      responsibles: [{ colour: 'turquoise' }],
      children: [{ colour: child.colour }],
    });
  });

  it('an unassigned task has no colours', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const space = await createSpaceAs(camille);
    const created = await api(camille.cookie).spaces[':spaceId'].tasks.$post({
      param: { spaceId: space.id },
      json: { name: 'Courses', type: 'repas', date: '2030-01-07', time: '10:00' },
    });
    const { task } = await created.json();
    expect(task).toMatchObject({ responsibles: [], children: [] });
  });

  it("refuses a colour outside the palette in French, and another space's profile with 404", async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const space = await createSpaceAs(camille);
    const other = await createSpaceAs(camille, 'Ailleurs');
    const profileId = space.profiles[0]?.id ?? '';
    const refused = await profileRoute(camille.cookie)[':profileId'].$patch({
      param: { spaceId: space.id, profileId },
      // @ts-expect-error a colour the palette does not have
      json: { colour: '#ff00ff' },
    });
    const body = await expectError(refused, 400, 'validation');
    expect(body.error.fields).toEqual({ colour: 'Veuillez choisir une couleur' });
    await expectError(
      await profileRoute(camille.cookie)[':profileId'].$patch({
        param: { spaceId: other.id, profileId },
        json: { colour: 'rose' },
      }),
      404,
      'not_found',
    );
    const unchanged = await (
      await profileRoute(camille.cookie)[':profileId'].$get({
        param: { spaceId: space.id, profileId },
      })
    ).json();
    expect(unchanged.profile.colour).toBe(space.profiles[0]?.colour);
  });

  it('migration 0004 gave profiles stored before it a colour each, in their order of creation', async () => {
    const db = createDb(env.DB);
    const camille = await signupPerson('Camille', 'Martin');
    const space = await createSpaceAs(camille, 'Famille Martin', [...FOUR]);
    // Back to how rows looked before the migration, then run its update again.
    await db
      .update(familyProfiles)
      .set({ colour: null })
      .where(eq(familyProfiles.spaceId, space.id));
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0004_'));
    const update = migration?.queries.find((query) => query.includes('UPDATE'));
    if (!update) throw new Error('migration 0004 has no update');
    await env.DB.prepare(update).run();
    const rows = await db
      .select({ colour: familyProfiles.colour })
      .from(familyProfiles)
      .where(eq(familyProfiles.spaceId, space.id))
      .orderBy(familyProfiles.createdAt, sql`rowid`);
    // The palette's order when the migration was written (Bleu and Vert have since gone last).
    expect(rows.map((row) => row.colour)).toEqual(['bleu', 'vert', 'rouge', 'violet']);
    expect(await db.select().from(familyProfiles).where(isNull(familyProfiles.colour))).toEqual([]);
  });
});
