/**
 * After « Supprimer mon compte », no counter of the rate limits still names the address or the
 * account; another person's counters are left alone, even those of an address that begins with
 * the deleted one.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, login, signupPerson } from './auth-support.ts';

/** The keys naming `text` whole (`name:<text>` or `name:<text> <client>`, or ` <text>` at the end). */
async function keysNaming(text: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `select key from rate_limits where instr(key || ' ', ':' || ?1 || ' ') > 0
       or instr(key || ' ', ' ' || ?1 || ' ') > 0 order by key`,
  )
    .bind(text)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

describe('deleting an account', () => {
  it('erases the rate-limit counters holding its address or id, and only those', async () => {
    const leaving = await signupPerson('Inès', 'Roux', 'ines_roux@famille.test');
    const staying = await signupPerson('Hugo', 'Roux', 'ines_roux@famille.test.fr');
    for (const person of [leaving, staying]) {
      // A wrong password counts against the address (and the address with the client).
      expect((await login(person.email, 'Pas-le-bon-mot-de-passe-1')).response.status).toBe(401);
      // A task write counts against the member in the space.
      const space = await call('POST', '/api/spaces', {
        cookie: person.cookie,
        body: {
          name: 'Famille Roux',
          members: [{ name: person.firstName, role: 'parent', emoji: '👩' }],
          timezone: 'Europe/Paris',
        },
      });
      const { space: created } = (await space.json()) as { space: { id: string } };
      const task = await call('POST', `/api/spaces/${created.id}/tasks`, {
        cookie: person.cookie,
        body: { name: 'Piscine', type: 'sport', date: '2030-03-05', time: '10:00' },
      });
      expect(task.status).toBe(201);
      // A wrong current password counts against the account.
      await call('PATCH', '/api/me', {
        cookie: person.cookie,
        body: { currentPassword: 'Pas-le-bon', newPassword: 'Un-nouveau-mot-de-passe-2026' },
      });
    }
    expect(await keysNaming(leaving.email)).not.toEqual([]);
    const stayingKeys = [...(await keysNaming(staying.email)), ...(await keysNaming(staying.id))];
    expect(stayingKeys.length).toBeGreaterThanOrEqual(4);

    const deleted = await call('DELETE', '/api/me', {
      cookie: leaving.cookie,
      body: { password: GOOD_PASSWORD },
    });
    expect(deleted.status).toBe(200);

    expect(await keysNaming(leaving.email)).toEqual([]);
    expect(await keysNaming(leaving.id)).toEqual([]);
    expect([...(await keysNaming(staying.email)), ...(await keysNaming(staying.id))]).toEqual(
      stayingKeys,
    );
  });
});
