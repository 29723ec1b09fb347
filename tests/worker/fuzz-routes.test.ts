/**
 * Fuzz of every route the app registers (read from `app.routes`, so a route added later is fuzzed
 * without touching this file), through the real Worker entry, inside workerd, on a real D1.
 * Signed in as the admin of a space holding a row of every kind, fast-check sends each route
 * generated path parameters (real ids, ids of another space, junk), query strings and bodies (any
 * JSON, raw text, and near-valid bodies: a valid body with some fields swapped for odd values).
 * Every answer must be below 500; every refusal must be the API's one error shape
 * (docs/architecture.md#request-path) and must leave the database exactly as it was: every table is
 * hashed before and after. Bounded in count and in time (RUNS requests or ROUTE_BUDGET_MS per
 * route, whichever ends first), so a loaded machine sends fewer requests rather than taking minutes.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  familyProfiles,
  familySpaces,
  invitations,
  listItems,
  lists,
  memos,
  notifications,
  pushSubscriptions,
  spaceMembers,
  taskCompletions,
  taskMemos,
  taskPeople,
  tasks,
} from '../../db/schema.ts';
import { ERROR_CODES } from '../../domain/errors.ts';
import { LIST_MESSAGES, MAX_ITEMS_PER_LIST, MAX_LISTS_PER_SPACE } from '../../domain/lists.ts';
import { MAX_MEMOS_PER_PROFILE, MEMO_MESSAGES } from '../../domain/memos.ts';
import { occurrenceId } from '../../domain/recurrence.ts';
import { app } from '../../worker/app.ts';
import { chunks } from '../../worker/lib/sql.ts';
import { PUSH_LIMITS } from '../../worker/push/deliver.ts';
import { spaceHub } from '../../worker/realtime/notify.ts';
import { LIVE_LIMITS } from '../../worker/realtime/space-hub.ts';
import { db, GOOD_PASSWORD, type Person, signupPerson, testClientIp } from './auth-support.ts';
import { type OpenSocket, openSocket } from './live-support.ts';
import { ORIGIN, request } from './support.ts';

/** Generated requests per route at most, each followed by a hash of every table. */
const RUNS = 20;
/**
 * The time a route's requests may take: past it, the remaining runs send nothing. (fast-check's own
 * `interruptAfterTimeLimit` abandons the request in flight, whose writes would then land in the next
 * route's hashes.)
 */
const ROUTE_BUDGET_MS = 1_000;

interface Route {
  method: string;
  path: string;
}

/**
 * The routes that answer a document, not JSON: `/` serves welcome.html or index.html from the
 * static assets (worker/routes/home.ts; tests/e2e/prerendered-pages.test.ts covers them, with the
 * built files this project does not have). The digest email's unsubscribe link answers a French page
 * (tests/worker/cron-digest.test.ts covers it, a forged token included).
 */
const DOCUMENT_ROUTES = new Set(['/', '/index.html', '/welcome', '/api/digest/unsubscribe']);

/**
 * Every concrete route of the app (middleware `*` entries and the document routes left out; `ALL`
 * taken as GET).
 */
function appRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.path.includes('*') || DOCUMENT_ROUTES.has(route.path)) continue;
    const method = route.method === 'ALL' ? 'GET' : route.method;
    seen.set(`${method} ${route.path}`, { method, path: route.path });
  }
  return [...seen.values()];
}

// --- the database, hashed ----------------------------------------------------------------------

/**
 * What a refusal may change by design (docs/security.md): the counters of attempts (failed logins,
 * refused joins, email-sending routes, wrong current passwords (also when deleting the account,
 * ending the other sign-ins or adding a passkey), passkey sign-in attempts, sign-ins ended one by one, task writes and list, item and memo
 * creates, all counted before the answer), and the email that tells an account's owner someone tried to sign up with their address.
 */
function allowedChanges(route: Route): string[] {
  const key = `${route.method} ${route.path}`;
  if (key === 'POST /api/auth/signup') return ['rate_limits', 'dev_mail'];
  if (COUNTING_ROUTES.has(key)) return ['rate_limits'];
  if (route.method !== 'GET' && route.path.startsWith('/api/spaces/:spaceId/tasks')) {
    return ['rate_limits'];
  }
  return [];
}

const COUNTING_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // The reset page's look at its link counts against the client's limit.
  'POST /api/auth/reset-password/check',
  'POST /api/auth/verify-email',
  'POST /api/invitations/join',
  'PATCH /api/me',
  // « Supprimer mon compte »: a wrong password counts like a wrong current password.
  'DELETE /api/me',
  // Creates of lists, items and memos count against the member's write limit, like task writes.
  'POST /api/spaces/:spaceId/lists',
  'POST /api/spaces/:spaceId/lists/:listId/items',
  'POST /api/spaces/:spaceId/memos',
  // « Appareils connectés »: ending a sign-in counts against its limit, a wrong password as above.
  'DELETE /api/me/sessions/:sessionId',
  'POST /api/me/sessions/end-others',
  // Passkeys: a sign-in attempt counts with the password sign-ins, a wrong password before adding
  // a key like a wrong current password.
  'POST /api/passkeys/sign-in/options',
  'POST /api/passkeys/sign-in',
  'POST /api/passkeys/registration/options',
  // Adding a subscribed calendar fetches its address: each add counts against the member's limit.
  'POST /api/spaces/:spaceId/calendar-subscriptions',
]);

const tableNames = async (): Promise<string[]> => {
  const { results } = await env.DB.prepare(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite!_%' escape '!'
       and name not like '!_cf!_%' escape '!' and name <> 'd1_migrations' order by name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
};

let TABLES: string[] = [];

/** A SHA-256 of every row of every table, per table (the rows in rowid order, as JSON). */
async function hashTables(): Promise<Map<string, string>> {
  const results = await env.DB.batch(
    TABLES.map((name) => env.DB.prepare(`select * from "${name}" order by rowid`)),
  );
  const hashes = new Map<string, string>();
  for (const [index, result] of results.entries()) {
    const bytes = new TextEncoder().encode(JSON.stringify(result.results));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    hashes.set(
      TABLES[index] ?? '',
      `${result.results.length}:${btoa(String.fromCharCode(...digest))}`,
    );
  }
  return hashes;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return TABLES.filter((name) => before.get(name) !== after.get(name));
}

/** Hashes until two in a row agree: work a success left to `waitUntil` has landed. */
async function settledHashes(): Promise<Map<string, string>> {
  let previous = await hashTables();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = await hashTables();
    if (changedTables(previous, next).length === 0) return next;
    previous = next;
  }
  return previous;
}

// --- the family -------------------------------------------------------------------------------

type Ids = Record<string, string>;

/**
 * A space of `owner` with a row of every kind: a second member, a parent and a child profile, a
 * saved invitation, a single task and a weekly series (with an exception and a tick), a task memo, a
 * list with a ticked and an unticked item, a memo with a reminder and one about the list, and a
 * notification.
 */
async function seedSpace(owner: Person, other: Person, marker: string): Promise<Ids> {
  const spaceId = crypto.randomUUID();
  const parentId = crypto.randomUUID();
  const childId = crypto.randomUUID();
  const taskId = crypto.randomUUID();
  const seriesId = crypto.randomUUID();
  const listId = crypto.randomUUID();
  const itemId = crypto.randomUUID();
  const memoId = crypto.randomUUID();
  const taskMemoId = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  const invitationId = crypto.randomUUID();
  const code = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.charAt(b % 36),
  ).join('');
  await db.batch([
    db.insert(familySpaces).values({ id: spaceId, name: `${marker} famille`, createdBy: owner.id }),
    db.insert(spaceMembers).values([
      { spaceId, userId: owner.id, isAdmin: true, displayName: 'Camille Martin' },
      { spaceId, userId: other.id, displayName: 'Thomas Martin' },
    ]),
    db.insert(familyProfiles).values([
      { id: parentId, spaceId, name: 'Camille', role: 'parent', emoji: '👩' },
      { id: childId, spaceId, name: 'Léa', role: 'enfant', emoji: '👧' },
    ]),
    db.insert(invitations).values({
      id: invitationId,
      spaceId,
      inviteCode: code,
      invitedFirstName: 'Zoé',
      invitedLastName: 'Roux',
      createdBy: owner.id,
    }),
    db.insert(tasks).values([
      {
        id: taskId,
        spaceId,
        name: `${marker} école`,
        type: 'ecole',
        date: '2030-03-04',
        time: '08:30',
        hasNotification: true,
        notificationTime: 15,
      },
      {
        id: seriesId,
        spaceId,
        name: `${marker} piscine`,
        type: 'sport',
        date: '2030-03-06',
        time: '17:00',
        endTime: '18:00',
        recurrence: 'weekly',
        recurrenceEndDate: '2030-06-26',
        recurrenceExceptions: ['2030-03-13'],
      },
    ]),
    db.insert(taskPeople).values([
      { taskId, profileId: parentId, role: 'responsible' },
      { taskId, profileId: childId, role: 'child' },
      { taskId: seriesId, profileId: childId, role: 'child' },
    ]),
    db.insert(taskMemos).values({
      id: taskMemoId,
      taskId,
      spaceId,
      userId: owner.id,
      text: 'Prendre le cartable',
      time: '08:00',
    }),
    db.insert(taskCompletions).values({
      taskId: seriesId,
      spaceId,
      date: '2030-03-06',
      completedBy: owner.id,
      completedByProfileId: parentId,
    }),
    db.insert(lists).values({ id: listId, spaceId, title: 'Courses', type: 'shopping' }),
    db.insert(listItems).values([
      { id: itemId, listId, text: 'Pain', createdBy: owner.id },
      {
        listId,
        text: 'Lait',
        completed: true,
        completedBy: other.id,
        completedAt: '2030-03-01T08:00:00.000Z',
      },
    ]),
    db.insert(memos).values([
      {
        id: memoId,
        spaceId,
        profileId: parentId,
        userId: owner.id,
        text: 'Appeler la nounou',
        date: '2030-03-04',
        time: '09:00',
        dueAt: '2030-03-04T08:00:00.000Z',
      },
      { spaceId, profileId: childId, userId: owner.id, listId, text: 'Penser aux courses' },
    ]),
    db.insert(notifications).values({
      id: notificationId,
      spaceId,
      userId: owner.id,
      profileId: parentId,
      type: 'reminder',
      title: 'Rappel',
      relatedId: taskId,
    }),
  ]);
  return {
    spaceId,
    profileId: parentId,
    childId,
    id: taskId,
    taskId,
    seriesId,
    occurrenceId: occurrenceId(seriesId, '2030-03-20'),
    listId,
    itemId,
    memoId,
    taskMemoId,
    notificationId,
    invitationId,
    code,
  };
}

// --- what fast-check generates -------------------------------------------------------------------

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e',
  '\ud800',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '../../',
  '%',
  '%zz',
  '%E0%A4%A',
  "'; drop table tasks; --",
  'é'.repeat(600),
  'x'.repeat(5000),
  '😀'.repeat(40),
  '1e309',
  '-0',
  'NaN',
);
const dateLike = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 10000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom(
    '2030-02-29',
    '2028-02-29',
    '2030-03-20',
    '1899-12-31',
    '9999-12-31',
    '2030-3-4',
    '2030-03-04T10:00',
  ),
);
const timeLike = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.constantFrom('24:00', '8:30', '08:30:00', '08h30', '23:59'),
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 7, 15, 1440, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
);

/** A value for any field: real ids of both spaces, dates, times, odd strings, any JSON. */
function anyValue(idPool: string[]) {
  return fc.oneof(
    fc.constantFrom(...idPool),
    dateLike,
    timeLike,
    oddStrings,
    fc.string({ maxLength: 30 }),
    numbers,
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), dateLike), { maxLength: 5 }),
    fc.uuid(),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

/** A plausible valid body of each write, given the seeded ids: the base the near-valid bodies vary. */
function validBody(route: Route, ids: Ids): Record<string, unknown> {
  const space = {
    name: 'Famille Durand',
    members: [{ name: 'Alex', role: 'parent', emoji: '👩' }],
    timezone: 'Europe/Paris',
    description: 'Planning',
  };
  const task = {
    name: 'Dentiste',
    type: 'sante',
    date: '2030-03-05',
    time: '10:00',
    endTime: '11:00',
    location: 'Cabinet',
    recurrence: 'weekly',
    recurrenceDays: [2],
    recurrenceEndDate: '2030-06-30',
    responsable: ids.profileId,
    enfant: ids.childId,
    hasNotification: true,
    notificationTime: 30,
    description: 'Contrôle',
    notes: 'Carnet',
    scope: 'following',
    instanceDate: '2030-03-20',
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/auth/signup': {
      firstName: 'Zoé',
      lastName: 'Roux',
      email: 'zoe@famille.test',
      password: GOOD_PASSWORD,
    },
    'POST /api/auth/login': { email: 'zoe@famille.test', password: GOOD_PASSWORD, remember: false },
    'POST /api/auth/forgot-password': { email: 'zoe@famille.test' },
    'POST /api/auth/reset-password': { token: 'abc', password: GOOD_PASSWORD },
    'POST /api/auth/reset-password/check': { token: 'abc' },
    'POST /api/auth/verify-email': { token: 'abc' },
    'PATCH /api/me': { firstName: 'Camille', currentPassword: 'x', newPassword: GOOD_PASSWORD },
    'POST /api/spaces': space,
    'PATCH /api/spaces/:spaceId': { name: 'Famille Martin', timezone: 'America/Guadeloupe' },
    'POST /api/spaces/:spaceId/profiles': { name: 'Hugo', role: 'enfant', emoji: '👦' },
    'PATCH /api/spaces/:spaceId/profiles/:profileId': { name: 'Hugo', role: 'enfant' },
    'POST /api/spaces/:spaceId/tasks': task,
    'PATCH /api/spaces/:spaceId/tasks/:id': task,
    'PUT /api/spaces/:spaceId/tasks/:id/done': {
      done: true,
      date: '2030-03-20',
      profileId: ids.profileId,
    },
    'POST /api/spaces/:spaceId/tasks/:id/memos': { text: 'Goûter', time: '16:00' },
    'POST /api/spaces/:spaceId/memos': {
      profileId: ids.profileId,
      text: 'Rappel',
      date: '2030-03-04',
      time: '10:00',
      listId: ids.listId,
    },
    'PATCH /api/spaces/:spaceId/memos/:memoId': { text: 'Rappel', date: '2030-03-04' },
    'POST /api/spaces/:spaceId/lists': { title: 'Vacances', type: 'wishlist' },
    'PATCH /api/spaces/:spaceId/lists/:listId': { title: 'Vacances', type: 'notes' },
    'POST /api/spaces/:spaceId/lists/:listId/items': {
      id: crypto.randomUUID(),
      text: 'Crème solaire',
      profileId: ids.profileId,
    },
    'PATCH /api/spaces/:spaceId/lists/:listId/items/:itemId': {
      completed: true,
      text: 'Pain complet',
      profileId: ids.childId,
    },
    'PATCH /api/spaces/:spaceId/notifications/:notificationId': { read: false },
    // « C'est voulu, ignorer »: two occurrence keys; a pair the alerts do not name is a 404.
    'POST /api/spaces/:spaceId/alerts/ignored': {
      occurrences: [
        `${ids.taskId}@2030-03-05T10:00-11:00`,
        `${ids.seriesId}_recurring_2030-03-05@2030-03-05T10:00-`,
      ],
    },
    'POST /api/spaces/:spaceId/invitations': {
      code: ids.code,
      invitedFirstName: 'Zoé',
      invitedLastName: 'Roux',
    },
    'POST /api/invitations/join': { code: ids.code, firstName: 'Zoé', lastName: 'Roux' },
    'POST /api/push/subscriptions': {
      endpoint: `https://fcm.googleapis.com/fcm/send/${ids.id}`,
      keys: PUSH_KEYS,
    },
  };
  return bodies[`${route.method} ${route.path}`] ?? {};
}

const FIELD_NAMES = [
  'name',
  'type',
  'date',
  'time',
  'endTime',
  'location',
  'recurrence',
  'recurrenceDays',
  'recurrenceEndDate',
  'responsable',
  'enfant',
  'hasNotification',
  'notificationTime',
  'description',
  'notes',
  'scope',
  'instanceDate',
  'text',
  'completed',
  'profileId',
  'listId',
  'title',
  'role',
  'emoji',
  'members',
  'timezone',
  'code',
  'invitedFirstName',
  'invitedLastName',
  'firstName',
  'lastName',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'remember',
  'token',
  'done',
  'read',
  'id',
  'endpoint',
  'keys',
  '__proto__',
];

/** Keys of the shape a browser sends (a P-256 point's 87 characters, 16 bytes), for push bodies. */
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const QUERY_NAMES = ['from', 'to', 'profile', 'profileId', 'listId', 'scope', 'instanceDate'];

type Body = { json: unknown } | { raw: string } | null;

interface Generated {
  params: Record<string, string>;
  /** Parameters sent as they are (malformed escapes, slashes, dots) instead of encoded. */
  rawParams: boolean;
  query: [string, string][];
  body: Body;
}

/** Requests for `route`: parameters, query string and body, each from real to absurd. */
function requestsFor(route: Route, ids: Ids, foreign: Ids) {
  const idPool = [...new Set([...Object.values(ids), ...Object.values(foreign)])];
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const param = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(ids[name] ?? ids.id ?? '') },
      { weight: 2, arbitrary: fc.constantFrom(...idPool) },
      { weight: 1, arbitrary: fc.constant(ids.occurrenceId ?? '') },
      { weight: 1, arbitrary: dateLike.map((date) => occurrenceId(ids.seriesId ?? '', date)) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.oneof(oddStrings, fc.string({ minLength: 1, maxLength: 40 })) },
    );
  const params = fc.record(Object.fromEntries(names.map((name) => [name, param(name)])));
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...QUERY_NAMES) },
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        dateLike,
        fc.constantFrom(...idPool, 'none', 'series', 'occurrence'),
        oddStrings,
        fc.string(),
      ),
    ),
    { maxLength: 4 },
  );
  const valid = validBody(route, ids);
  const nearValid = fc
    .record({
      drop: fc.subarray(Object.keys(valid)),
      change: fc.dictionary(
        fc.oneof(
          fc.constantFrom(...Object.keys(valid), ...FIELD_NAMES),
          fc.string({ maxLength: 8 }),
        ),
        anyValue(idPool),
        { maxKeys: 3 },
      ),
    })
    .map(({ drop, change }) => {
      const body: Record<string, unknown> = { ...valid };
      for (const key of drop) delete body[key];
      for (const [key, value] of Object.entries(change)) body[key] = value;
      return { json: body };
    });
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 5, arbitrary: nearValid },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.constantFrom(...FIELD_NAMES), anyValue(idPool), { maxKeys: 6 })
        .map((json) => ({ json })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), oddStrings).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const rawParams = fc.integer({ min: 0, max: 9 }).map((n) => n < 2);
  return fc.record({ params, rawParams, query, body }) satisfies fc.Arbitrary<Generated>;
}

/** Percent-encoded like a client would; a lone surrogate, which cannot be, goes as it is. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

function urlOf(route: Route, generated: Generated): string {
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) => {
    const value = generated.params[name] ?? '';
    // Raw, but never a path of its own: `..` or a `/` would leave the route under test.
    const escapes = value.includes('/') || /^\.+$/.test(value);
    return generated.rawParams && !escapes ? value : encode(value);
  });
  const query = generated.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

// --- the run ----------------------------------------------------------------------------------

const routes = appRoutes();
let member: Person;
let other: Person;
let foreign: Ids;

/** A session for the fuzzed member: a route of the previous run may have ended it (logout…). */
async function ensureMember(): Promise<void> {
  const me = await request('/api/me', { headers: { cookie: member.cookie } });
  await me.arrayBuffer();
  if (me.status !== 200) member = await signupPerson('Camille', 'Martin');
}

beforeAll(async () => {
  TABLES = await tableNames();
  member = await signupPerson('Camille', 'Martin');
  other = await signupPerson('Thomas', 'Martin');
  const stranger = await signupPerson('Bob', 'Moreau');
  foreign = await seedSpace(stranger, other, 'AUTRE');
});

describe('the fuzzed route table', () => {
  it('is read from the app and holds the routes of every area', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'PATCH /api/me',
        'POST /api/spaces',
        'PATCH /api/spaces/:spaceId/tasks/:id',
        'PUT /api/spaces/:spaceId/tasks/:id/done',
        'PATCH /api/spaces/:spaceId/lists/:listId/items/:itemId',
        'PATCH /api/spaces/:spaceId/memos/:memoId',
        'POST /api/invitations/join',
      ]),
    );
    expect(TABLES).toEqual(expect.arrayContaining(['tasks', 'list_items', 'rate_limits']));
    expect(TABLES.filter((name) => name.startsWith('_cf_') || name === 'd1_migrations')).toEqual(
      [],
    );
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  'fuzz %s',
  (_, route) => {
    it(`up to ${RUNS} generated requests: never a 5xx, refusals in the error shape and without effect`, async () => {
      await ensureMember();
      const ids = await seedSpace(member, other, 'FUZZ');
      let before = await settledHashes();
      let requests = 0;
      const deadline = Date.now() + ROUTE_BUDGET_MS;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, ids, foreign), async (generated) => {
          if (requests > 0 && Date.now() > deadline) return;
          requests++;
          const body = generated.body;
          const response = await request(urlOf(route, generated), {
            method: route.method,
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              cookie: member.cookie,
              'cf-connecting-ip': testClientIp(),
            },
            ...(body === null || route.method === 'GET'
              ? {}
              : { body: 'raw' in body ? body.raw : JSON.stringify(body.json) }),
          });
          const text = await response.text();
          const what = `${response.status} ${text.slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          if (response.status < 400) {
            before = await settledHashes();
            return;
          }
          expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
          const json = JSON.parse(text) as { error: Record<string, unknown> };
          expect(Object.keys(json), what).toEqual(['error']);
          expect(ERROR_CODES, what).toContain(json.error.code);
          expect(json.error.code, what).not.toBe('internal');
          expect(typeof json.error.message, what).toBe('string');
          expect(String(json.error.message).length, what).toBeGreaterThan(0);
          if (json.error.fields !== undefined) {
            for (const message of Object.values(json.error.fields as object)) {
              expect(typeof message, what).toBe('string');
            }
          }
          const after = await hashTables();
          const changed = changedTables(before, after).filter(
            (table) => !allowedChanges(route).includes(table),
          );
          expect(changed, `${what}: a refused request changed ${changed.join(', ')}`).toEqual([]);
          before = after;
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      // The budget ends a route's requests between two of them, never before the first.
      expect(requests).toBeGreaterThan(0);
    });
  },
);

// --- push endpoints -----------------------------------------------------------------------------

/** The push services' hosts, written out here apart from worker/push/endpoint-policy.ts. */
function isKnownPushService(endpoint: string): boolean {
  const url = new URL(endpoint);
  const host = url.hostname;
  const known =
    [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'push.services.mozilla.com',
      'web.push.apple.com',
    ].includes(host) || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com$/.test(host);
  return (
    url.username === '' &&
    url.password === '' &&
    ((url.protocol === 'https:' && url.port === '' && known) || host === 'localhost')
  );
}

describe('push endpoints under fuzz', () => {
  it('a device is stored only for a push service’s address; any other is a 400 that stores nothing', async () => {
    await ensureMember();
    const hosts = fc.constantFrom(
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      'wns2-par02p.notify.windows.com',
      'notify.windows.com',
      'fcm.googleapis.com.evil.example',
      'evil.example',
      '169.254.169.254',
      '127.0.0.1',
      '[::1]',
      '0x7f.1',
      '10.0.0.1',
      'localhost',
      'metadata.google.internal',
    );
    const endpoints = fc.oneof(
      fc
        .record({
          scheme: fc.constantFrom('https', 'http', 'ftp', 'wss'),
          userinfo: fc.constantFrom('', 'user:pass@', 'fcm.googleapis.com@'),
          host: hosts,
          port: fc.constantFrom('', ':443', ':8443', ':80'),
          path: fc.webPath(),
        })
        .map(
          ({ scheme, userinfo, host, port, path }) =>
            `${scheme}://${userinfo}${host}${port}${path}`,
        ),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    let before = await settledHashes();
    await fc.assert(
      fc.asyncProperty(endpoints, async (endpoint) => {
        const response = await request('/api/push/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: member.cookie },
          body: JSON.stringify({ endpoint, expirationTime: null, keys: PUSH_KEYS }),
        });
        const what = `${endpoint} → ${response.status} ${(await response.text()).slice(0, 200)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status === 201) {
          expect(isKnownPushService(endpoint), what).toBe(true);
          before = await settledHashes();
          return;
        }
        expect(response.status, what).toBe(400);
        expect(changedTables(before, await hashTables()), what).toEqual([]);
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

// --- caps ---------------------------------------------------------------------------------------

/** Inserts `rows` in statements small enough for D1's 100 bound parameters. */
async function insertMany<T>(insert: (part: T[]) => BatchItem<'sqlite'>, rows: T[]) {
  const parts = chunks(rows, 10).map(insert);
  for (const batch of chunks(parts, 50)) await db.batch(batch as [BatchItem<'sqlite'>]);
}

describe('caps under fuzz', () => {
  it('a space at its caps of lists, items and memos refuses every generated create with the French message, and changes only the write counter', async () => {
    await ensureMember();
    const ids = await seedSpace(member, other, 'CAPS');
    const [spaceId, listId, profileId] = [ids.spaceId ?? '', ids.listId ?? '', ids.profileId ?? ''];
    // The seed holds 1 list, 2 items and 1 memo of the parent: filled up to the caps.
    await insertMany(
      (part) => db.insert(lists).values(part),
      Array.from({ length: MAX_LISTS_PER_SPACE - 1 }, (_, i) => ({
        spaceId,
        title: `Liste ${i}`,
        type: 'shopping' as const,
      })),
    );
    await insertMany(
      (part) => db.insert(listItems).values(part),
      Array.from({ length: MAX_ITEMS_PER_LIST - 2 }, (_, i) => ({ listId, text: `Élément ${i}` })),
    );
    await insertMany(
      (part) => db.insert(memos).values(part),
      Array.from({ length: MAX_MEMOS_PER_PROFILE - 1 }, (_, i) => ({
        spaceId,
        profileId,
        text: `Mémo ${i}`,
      })),
    );
    const creates = [
      {
        path: `/api/spaces/${spaceId}/lists`,
        body: (text: string, id: string) => ({ id, title: text, type: 'shopping' }),
        message: LIST_MESSAGES.tooManyLists,
      },
      {
        path: `/api/spaces/${spaceId}/lists/${listId}/items`,
        body: (text: string, id: string) => ({ id, text, profileId }),
        message: LIST_MESSAGES.tooManyItems,
      },
      {
        path: `/api/spaces/${spaceId}/memos`,
        body: (text: string, id: string) => ({ id, text, profileId }),
        message: MEMO_MESSAGES.tooManyMemos,
      },
    ];
    let before = await settledHashes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...creates),
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), oddStrings),
        fc.uuid({ version: 4 }),
        async (create, text, id) => {
          const response = await request(create.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: member.cookie },
            body: JSON.stringify(create.body(text, id)),
          });
          const body = (await response.json()) as { error?: { message: string } };
          const what = `${create.path} ${JSON.stringify(text)} → ${response.status} ${JSON.stringify(body)}`;
          // Never a new row past a cap: a valid create is the cap's 409, anything else a 400.
          expect([400, 409], what).toContain(response.status);
          if (response.status === 409) expect(body.error?.message, what).toBe(create.message);
          const after = await hashTables();
          expect(changedTables(before, after).filter((table) => table !== 'rate_limits')).toEqual(
            [],
          );
          before = after;
        },
      ),
      { numRuns: 40, endOnFailure: true },
    );
  });

  it(`an account keeps at most ${PUSH_LIMITS.devicesPerAccount} push devices, however many it registers`, async () => {
    const person = await signupPerson('Inès', 'Martin');
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 14 }),
        async (tokens) => {
          for (const token of tokens) {
            const response = await request('/api/push/subscriptions', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: ORIGIN,
                cookie: person.cookie,
              },
              body: JSON.stringify({
                endpoint: `https://fcm.googleapis.com/fcm/send/${token}`,
                keys: PUSH_KEYS,
              }),
            });
            expect(response.status, await response.text()).toBe(201);
          }
          const devices = await db
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, person.id));
          expect(devices.length).toBeLessThanOrEqual(PUSH_LIMITS.devicesPerAccount);
        },
      ),
      { numRuns: 5, endOnFailure: true },
    );
  });
});

// --- live sockets --------------------------------------------------------------------------------

describe('live sockets under fuzz', () => {
  it(`an account holds at most ${LIVE_LIMITS.socketsPerUser} sockets in a space, however many it opens`, async () => {
    const person = await signupPerson('Léa', 'Martin');
    const created = await request('/api/spaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: person.cookie },
      body: JSON.stringify({
        name: 'Famille Martin',
        members: [{ name: 'Léa', role: 'parent', emoji: '👩' }],
      }),
    });
    const { id: spaceId } = (await created.json()) as { id: string };
    const open: OpenSocket[] = [];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), async (count) => {
        for (let i = 0; i < count; i++) open.push(await openSocket(spaceId, person.cookie));
        const held = await spaceHub(env, spaceId).connections();
        expect(held.length).toBeLessThanOrEqual(LIVE_LIMITS.socketsPerUser);
        expect(held.length).toBe(Math.min(open.length, LIVE_LIMITS.socketsPerUser));
      }),
      { numRuns: 5, endOnFailure: true },
    );
    for (const live of open) live.socket.close();
  });
});
