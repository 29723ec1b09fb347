import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces } from '../../db/schema.ts';
import { db } from './auth-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError } from './support.ts';

function setSchoolZone(cookie: string, spaceId: string, schoolZone: unknown) {
  return api(cookie).spaces[':spaceId'].$patch({
    param: { spaceId },
    json: { schoolZone } as { schoolZone: 'A' | 'B' | 'C' | null },
  });
}

async function storedZone(spaceId: string) {
  return (await db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)).get())
    ?.schoolZone;
}

describe('the zone scolaire of a space', () => {
  it('is « Aucune » at first, set to zone C by an admin, listed with the space, and set back to none', async () => {
    const family = await twoMembers();
    expect(await storedZone(family.spaceId)).toBeNull();

    const response = await setSchoolZone(family.admin.cookie, family.spaceId, 'C');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      changed: true,
      message: 'Zone scolaire modifiée',
      space: { schoolZone: 'C' },
    });
    const listed = await (await api(family.other.cookie).spaces.$get()).json();
    expect(listed.spaces.find((space) => space.id === family.spaceId)?.schoolZone).toBe('C');

    const cleared = await setSchoolZone(family.admin.cookie, family.spaceId, null);
    expect(cleared.status).toBe(200);
    expect(await storedZone(family.spaceId)).toBeNull();
  });

  it('is refused to a member who is not admin, and stays as it was', async () => {
    const family = await twoMembers();
    await expectError(
      await setSchoolZone(family.other.cookie, family.spaceId, 'A'),
      403,
      'forbidden',
    );
    expect(await storedZone(family.spaceId)).toBeNull();
  });

  it('refuses a zone the data does not carry, in French', async () => {
    const family = await twoMembers();
    for (const zone of ['D', 'corse', 'Zone A', 1]) {
      const response = await setSchoolZone(family.admin.cookie, family.spaceId, zone);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(
        'Choisissez une zone scolaire de la liste ou « Aucune »',
      );
    }
    expect(await storedZone(family.spaceId)).toBeNull();
  });

  it('accepts Corse and the overseas zones the Ministry’s calendar carries', async () => {
    const family = await twoMembers();
    for (const zone of ['Corse', 'Reunion', 'Guadeloupe']) {
      expect((await setSchoolZone(family.admin.cookie, family.spaceId, zone)).status).toBe(200);
      expect(await storedZone(family.spaceId)).toBe(zone);
    }
  });
});
