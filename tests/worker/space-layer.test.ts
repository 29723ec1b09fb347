/**
 * The space routes' one layer (worker/middleware/space-gate.ts, docs/decisions/027-week-layers.md):
 * the access check and the live announcement of committed writes in one middleware, the week's
 * deferred check marked on its validator, and the task write limit registered for writes only.
 * What each of these did as separate layers still holds: refusals, their order and French messages,
 * announcements of writes and none of reads, and the write budget spent by writes alone.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import * as rateLimit from '../../worker/auth/rate-limit.ts';
import { call, db, signupPerson } from './auth-support.ts';
import { heardBefore, openSocket } from './live-support.ts';
import { addMember, createSpaceAs } from './space-support.ts';
import { createFamily, createTask, expectError, type Family } from './tasks-support.ts';

const WEEK = '?from=2030-01-07&to=2030-01-13';
const TASK = { name: 'Piscine', type: 'sport', date: '2030-01-08', time: '09:00' } as const;

/** Spends all of the member's task write budget but one, after the one create of the test. */
async function spendAllButOne(family: Family) {
  const rule = rateLimit.TASK_WRITE_LIMIT;
  const subject = rateLimit.memberSubject(family.spaceId, family.userId);
  const now = new Date();
  // All at once: each is one atomic upsert, and one by one they took most of a minute under load.
  await Promise.all(
    Array.from({ length: rule.limit - 2 }, () => rateLimit.hit(db, rule, subject, now)),
  );
}

describe('the space layer: access check and announcements in one middleware', () => {
  it('refuses the week and a task write alike: 401 signed out, 404 unknown space, 403 non-member', async () => {
    const family = await createFamily();
    const stranger = await signupPerson('Léa', 'Durand');
    const unknown = `/api/spaces/${crypto.randomUUID()}/tasks`;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', TASK],
    ] as const) {
      const path = method === 'GET' ? `${family.base}${WEEK}` : family.base;
      await expectError(
        await call(method, path, { body }),
        401,
        'unauthenticated',
        ERROR_MESSAGES.unauthenticated,
      );
      await expectError(
        await call(method, method === 'GET' ? `${unknown}${WEEK}` : unknown, {
          body,
          cookie: family.cookie,
        }),
        404,
        'not_found',
        ERROR_MESSAGES.notFound,
      );
      await expectError(
        await call(method, path, { body, cookie: stranger.cookie }),
        403,
        'forbidden',
        ERROR_MESSAGES.forbiddenSpace,
      );
    }
    expect(ERROR_MESSAGES.forbiddenSpace).toBe("Vous n'avez pas accès à cet espace famille");
    // The stranger's refused write created nothing.
    const range = await call('GET', `${family.base}${WEEK}`, { cookie: family.cookie });
    expect(((await range.json()) as { series: unknown[] }).series).toEqual([]);
  });

  it('the week still refuses a malformed query after the check: 400 for a member, 403 for a stranger', async () => {
    const family = await createFamily();
    const stranger = await signupPerson('Léa', 'Durand');
    const bad = `${family.base}?from=2030-01-13&to=2030-01-07`;
    expect((await call('GET', bad, { cookie: family.cookie })).status).toBe(400);
    await expectError(
      await call('GET', bad, { cookie: stranger.cookie }),
      403,
      'forbidden',
      ERROR_MESSAGES.forbiddenSpace,
    );
  });

  it('a HEAD of the week answers as its GET does, without a body, and refuses a stranger alike', async () => {
    const family = await createFamily();
    await createTask(family, TASK);
    const get = await call('GET', `${family.base}${WEEK}`, { cookie: family.cookie });
    const head = await call('HEAD', `${family.base}${WEEK}`, { cookie: family.cookie });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    const stranger = await signupPerson('Léa', 'Durand');
    const refused = await call('HEAD', `${family.base}${WEEK}`, { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
  });

  it('reads announce nothing; a committed task write announces tasks.changed', async () => {
    const admin = await signupPerson('Camille', 'Martin');
    const other = await signupPerson('Thomas', 'Martin');
    const space = await createSpaceAs(admin);
    await addMember(admin, space.id, other);
    const family = {
      cookie: admin.cookie,
      spaceId: space.id,
      base: `/api/spaces/${space.id}/tasks`,
    };
    const watcher = await openSocket(family.spaceId, other.cookie);
    expect((await call('GET', `${family.base}${WEEK}`, { cookie: family.cookie })).status).toBe(
      200,
    );
    expect(
      (await call('GET', family.base.replace(/\/tasks$/, ''), { cookie: family.cookie })).status,
    ).toBe(200);
    // The create's announcement is the marker: anything the reads announced would come before it.
    const created = await call('POST', family.base, { cookie: family.cookie, body: TASK });
    expect(created.status).toBe(201);
    expect(await heardBefore(watcher, (m) => m.type === 'tasks.changed')).toEqual([]);
  });
});

describe('the task write limit runs for writes only', () => {
  it('reading the week and a task spends none of the budget; a create spends it', async () => {
    const family = await createFamily();
    const task = await createTask(family, TASK);
    await spendAllButOne(family);
    // Had any of these reads been counted, the create below would be refused.
    for (let n = 0; n < 3; n++) {
      expect((await call('GET', `${family.base}${WEEK}`, { cookie: family.cookie })).status).toBe(
        200,
      );
      expect(
        (await call('GET', `${family.base}/${task.id}`, { cookie: family.cookie })).status,
      ).toBe(200);
      expect(
        (await call('GET', `${family.base}/${task.id}/memos`, { cookie: family.cookie })).status,
      ).toBe(200);
    }
    expect((await call('POST', family.base, { cookie: family.cookie, body: TASK })).status).toBe(
      201,
    );
    await expectError(
      await call('POST', family.base, { cookie: family.cookie, body: TASK }),
      429,
      'rate_limited',
      ERROR_MESSAGES.rateLimited,
    );
  });

  it("an edit, a tick and a memo's delete still spend it", async () => {
    for (const write of ['edit', 'tick', 'delete'] as const) {
      const family = await createFamily();
      const task = await createTask(family, TASK);
      await spendAllButOne(family);
      const path = `${family.base}/${task.id}`;
      const spent =
        write === 'edit'
          ? await call('PATCH', path, { cookie: family.cookie, body: { name: 'Natation' } })
          : write === 'tick'
            ? await call('PUT', `${path}/done`, { cookie: family.cookie, body: { done: true } })
            : await call('DELETE', `${path}/memos/${crypto.randomUUID()}`, {
                cookie: family.cookie,
              });
      // The last unit of budget goes to this write, whatever it answers.
      expect(spent.status).not.toBe(429);
      await expectError(
        await call('POST', family.base, { cookie: family.cookie, body: TASK }),
        429,
        'rate_limited',
        ERROR_MESSAGES.rateLimited,
      );
    }
  });
});
