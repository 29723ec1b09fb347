/**
 * Space isolation over EVERY route the app registers under `/api/spaces/:spaceId`, read from the real
 * app's route table: a route added later (tasks, lists, memos…) is covered without touching this file.
 * - a signed-in non-member gets 403 "Vous n'avez pas accès à cet espace famille", no data, no effect;
 * - a member addressing another space's rows through their own space's URL gets nothing of them.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  familyProfiles,
  familySpaces,
  invitations,
  listItems,
  lists,
  memos,
  notifications,
  spaceMembers,
  taskMemos,
  tasks,
} from '../../db/schema.ts';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../domain/errors.ts';
import { app } from '../../worker/app.ts';
import { UNSUBSCRIBE_PATH } from '../../worker/notifications/unsubscribe.ts';
import { call, db } from './auth-support.ts';
import { createSpaceAs, inviteAs, type Person, signupPerson } from './space-support.ts';
import { api, ORIGIN, request } from './support.ts';

const SPACE_PREFIX = '/api/spaces/:spaceId';
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A valid body for the writes that an empty body would stop at validation: with it, the request
 * reaches the row lookup, which must answer 404 for another space's rows.
 */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/spaces/:spaceId/lists/:listId/items': { text: 'Intrus' },
  'PATCH /api/spaces/:spaceId/lists/:listId/items/:itemId': { completed: true },
};

interface RouteUnderTest {
  method: string;
  path: string;
}

/** Every concrete route of the app under /api/spaces/:spaceId (middleware `/*` entries left out). */
function spaceRoutes(): RouteUnderTest[] {
  const seen = new Map<string, RouteUnderTest>();
  for (const route of app.routes) {
    if (route.path !== SPACE_PREFIX && !route.path.startsWith(`${SPACE_PREFIX}/`)) continue;
    if (route.path.endsWith('*')) continue;
    const method = route.method === 'ALL' ? 'GET' : route.method;
    seen.set(`${method} ${route.path}`, { method, path: route.path });
  }
  return [...seen.values()];
}

/** The ids of one space's rows, by the route parameter names that would address them. */
type RowIds = Record<string, string>;

/** Fills a space with one row of every kind, each text carrying `marker`, and returns their ids. */
async function seedSpace(owner: Person, marker: string): Promise<{ spaceId: string; ids: RowIds }> {
  const created = await createSpaceAs(owner, `${marker} espace`, [
    { name: `${marker} profil`, role: 'parent', emoji: '👩' },
  ]);
  const spaceId = created.id;
  const profileId = created.profiles[0]?.id ?? '';
  const code = await inviteAs(owner, spaceId, { firstName: `${marker} invité`, lastName: 'X' });
  const invitation = await db
    .select()
    .from(invitations)
    .where(eq(invitations.inviteCode, code))
    .get();
  const [task] = await db
    .insert(tasks)
    .values({ spaceId, name: `${marker} tâche`, type: 'ecole', date: '2026-03-02' })
    .returning();
  const [list] = await db
    .insert(lists)
    .values({ spaceId, title: `${marker} liste` })
    .returning();
  if (!task || !list) throw new Error('seed failed');
  const [[item], [memo], [taskMemo], [notification]] = await db.batch([
    db
      .insert(listItems)
      .values({ listId: list.id, text: `${marker} article` })
      .returning(),
    db
      .insert(memos)
      .values({ spaceId, profileId, userId: owner.id, text: `${marker} mémo` })
      .returning(),
    db
      .insert(taskMemos)
      .values({ taskId: task.id, spaceId, userId: owner.id, text: `${marker} note` })
      .returning(),
    db
      .insert(notifications)
      .values({ spaceId, userId: owner.id, type: 'message', title: `${marker} alerte` })
      .returning(),
  ]);
  return {
    spaceId,
    ids: {
      spaceId,
      profileId,
      childId: profileId,
      assigneeId: profileId,
      invitationId: invitation?.id ?? '',
      taskId: task.id,
      listId: list.id,
      itemId: item?.id ?? '',
      listItemId: item?.id ?? '',
      memoId: memo?.id ?? '',
      taskMemoId: taskMemo?.id ?? '',
      notificationId: notification?.id ?? '',
      userId: owner.id,
      memberId: owner.id,
    },
  };
}

/** A concrete URL for `path`: each `:param` (optionally `:param{regex}`) from `ids`, else a fresh UUID. */
function urlOf(path: string, ids: RowIds): string {
  return path.replace(
    /:(\w+)(\{[^}]*\})?\??/g,
    (_, name: string) => ids[name] ?? crypto.randomUUID(),
  );
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** Everything stored for one space, to prove that requests had no effect on it. */
async function snapshot(spaceId: string): Promise<string> {
  const listRows = await db.select().from(lists).where(eq(lists.spaceId, spaceId));
  const listIds = listRows.map((row) => row.id);
  const [space, members, profiles, invites, taskRows, memoRows, taskMemoRows, notes, items] =
    await db.batch([
      db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)),
      db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId)),
      db.select().from(familyProfiles).where(eq(familyProfiles.spaceId, spaceId)),
      db.select().from(invitations).where(eq(invitations.spaceId, spaceId)),
      db.select().from(tasks).where(eq(tasks.spaceId, spaceId)),
      db.select().from(memos).where(eq(memos.spaceId, spaceId)),
      db.select().from(taskMemos).where(eq(taskMemos.spaceId, spaceId)),
      db.select().from(notifications).where(eq(notifications.spaceId, spaceId)),
      db.select().from(listItems).where(inArray(listItems.listId, listIds)),
    ]);
  return JSON.stringify({
    space,
    members,
    profiles,
    invites,
    taskRows,
    memoRows,
    taskMemoRows,
    notes,
    listRows,
    items,
  });
}

function bodyOf(route: RouteUnderTest): unknown {
  return VALID_BODIES[`${route.method} ${route.path}`];
}

function send(route: RouteUnderTest, url: string, person: Person | null) {
  return call(route.method, url, {
    ...(person ? { cookie: person.cookie } : {}),
    ...(METHODS_WITH_BODY.has(route.method) ? { body: bodyOf(route) ?? {} } : {}),
  });
}

const routes = spaceRoutes();
let alice: Person;
let bob: Person;
let spaceA: { spaceId: string; ids: RowIds };
let spaceB: { spaceId: string; ids: RowIds };

beforeAll(async () => {
  alice = await signupPerson('Alice', 'Durand');
  bob = await signupPerson('Bob', 'Moreau');
  spaceA = await seedSpace(alice, 'SECRET-A');
  spaceB = await seedSpace(bob, 'SECRET-B');
});

describe('the route table', () => {
  it('is read from the app and holds the space routes known today', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/spaces/:spaceId',
        'PATCH /api/spaces/:spaceId',
        'DELETE /api/spaces/:spaceId',
        'POST /api/spaces/:spaceId/leave',
        'GET /api/spaces/:spaceId/profiles',
        'POST /api/spaces/:spaceId/profiles',
        'GET /api/spaces/:spaceId/profiles/:profileId',
        'PATCH /api/spaces/:spaceId/profiles/:profileId',
        'DELETE /api/spaces/:spaceId/profiles/:profileId',
        'GET /api/spaces/:spaceId/invitations/code',
        'POST /api/spaces/:spaceId/invitations/code',
        'POST /api/spaces/:spaceId/invitations',
      ]),
    );
  });
});

describe('a signed-in non-member', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 with no data and changes nothing',
    async (_, route) => {
      const before = await snapshot(spaceA.spaceId);
      const response = await send(route, urlOf(route.path, spaceA.ids), bob);
      const text = await response.text();
      expect(response.status, text).toBe(403);
      const body = JSON.parse(text) as ApiErrorBody;
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.code).toBe('forbidden');
      expect(body.error.message).toBe("Vous n'avez pas accès à cet espace famille");
      expect(text).not.toContain('SECRET-A');
      expect(await snapshot(spaceA.spaceId)).toBe(before);
    },
  );

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 without a session',
    async (_, route) => {
      const response = await send(route, urlOf(route.path, spaceA.ids), null);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('SECRET-A');
    },
  );
});

describe("a member, through their own space's URL", () => {
  const routesWithRowIds = routes.filter((route) =>
    urlOf(route.path, { spaceId: 'x' })
      .replace('/api/spaces/x', '')
      .match(/[0-9a-f-]{36}/),
  );

  it('has routes addressing rows by id to check', () => {
    expect(routesWithRowIds.length).toBeGreaterThan(0);
  });

  it.each(routesWithRowIds.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s does not reach another space's rows",
    async (_, route) => {
      const before = await snapshot(spaceB.spaceId);
      // Alice's space in the URL, Bob's rows for every other parameter.
      const url = urlOf(route.path, { ...spaceB.ids, spaceId: spaceA.spaceId });
      const response = await send(route, url, alice);
      const text = await response.text();
      // A row addressed by a known id is simply not found. A write whose empty body fails validation
      // first, or a parameter that is not a row id (a date…), may answer 400; never a success.
      const onlyRowIds = paramNames(route.path).every((name) => name in spaceB.ids);
      const validBody = !METHODS_WITH_BODY.has(route.method) || bodyOf(route) !== undefined;
      const allowed = onlyRowIds && validBody ? [404] : [400, 404];
      expect(allowed, `${response.status} ${text}`).toContain(response.status);
      expect(text).not.toContain('SECRET-B');
      expect(await snapshot(spaceB.spaceId)).toBe(before);
    },
  );

  it.each(
    routes
      .filter((route) => route.method === 'GET')
      .map((route) => [`GET ${route.path}`, route] as const),
  )('%s shows nothing of another space', async (_, route) => {
    const response = await send(route, urlOf(route.path, spaceA.ids), alice);
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    expect(text).not.toContain('SECRET-B');
  });
});

/** Every concrete write route of the app (POST, PUT, PATCH, DELETE), under a space or not. */
function writeRoutes(): RouteUnderTest[] {
  const seen = new Map<string, RouteUnderTest>();
  for (const route of app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
    if (route.path.endsWith('*')) continue;
    // The digest's unsubscribe address takes a mail client's one-click form body, not JSON
    // (tests/worker/cron-digest.test.ts pins what it refuses).
    if (route.path === UNSUBSCRIBE_PATH) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

describe('a body that is not a JSON object, on every write route', () => {
  const writes = writeRoutes();

  it('walks the sign-in, account and space writes', () => {
    const names = writes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/logout',
        'PATCH /api/me',
        'POST /api/spaces/:spaceId/tasks',
        'PATCH /api/spaces/:spaceId/tasks/:id',
      ]),
    );
  });

  it.each(writes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers null, [], "x" and 42 with a French 400 and a text/plain body with a 415, changing nothing',
    async (_, route) => {
      // The member's own space and rows: without the refusal, the request would reach the handler.
      const url = urlOf(route.path, spaceA.ids);
      const before = await snapshot(spaceA.spaceId);
      for (const raw of ['null', '[]', '"x"', '42']) {
        const response = await request(url, {
          method: route.method,
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: alice.cookie },
          body: raw,
        });
        const text = await response.text();
        expect(response.status, `${raw}: ${text}`).toBe(400);
        const body = JSON.parse(text) as ApiErrorBody;
        expect(body.error.code).toBe('validation');
        expect(body.error.message).toBe(ERROR_MESSAGES.bodyNotObject);
      }
      const plain = await request(url, {
        method: route.method,
        headers: { 'content-type': 'text/plain', origin: ORIGIN, cookie: alice.cookie },
        body: '{"name":"Intrus"}',
      });
      const text = await plain.text();
      expect(plain.status, text).toBe(415);
      const body = JSON.parse(text) as ApiErrorBody;
      expect(body.error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Le contenu doit être envoyé au format JSON',
      });
      expect(await snapshot(spaceA.spaceId)).toBe(before);
      // Alice is still signed in: not even sign-out ran.
      expect((await api(alice.cookie).me.$get()).status).toBe(200);
    },
  );
});
