/**
 * Odd input. NUL, other control characters and bidirectional
 * override characters are refused in names, titles and texts (one rule of domain/validation.ts used
 * by every schema that takes free text); lone surrogates are refused rather than stored as U+FFFD; a
 * name or text of invisible characters only is empty (its field's « requis »); a
 * client's X-Request-Id is echoed only when it is a well-formed id.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { LIST_MESSAGES } from '../../domain/lists.ts';
import { MEMO_MESSAGES } from '../../domain/memos.ts';
import { PROFILE_MESSAGES } from '../../domain/profiles.ts';
import { SPACE_MESSAGES } from '../../domain/spaces.ts';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { TEXT_MESSAGES } from '../../domain/validation.ts';
import { call, GOOD_PASSWORD, signupPerson, uniqueEmail } from './auth-support.ts';
import { request } from './support.ts';
import {
  createFamily,
  createTask,
  type Family,
  postTask,
  taskParam,
  tasksOf,
} from './tasks-support.ts';

/** Characters no name, title or text may hold (one of each kind). */
const ODD = {
  nul: '\u0000',
  bell: '\u0007',
  escape: '\u001b',
  c1: '\u0085',
  rlo: '\u202e',
  lri: '\u2066',
} as const;

let family: Family;

beforeAll(async () => {
  family = await createFamily();
});

/** POST or PATCH `body` and expect a 400 whose `fields[field]` is the French rule. */
async function expectRefused(method: string, path: string, body: unknown, field: string) {
  const response = await call(method, path, { cookie: family.cookie, body });
  const text = await response.text();
  expect(response.status, `${path} ${field}: ${text}`).toBe(400);
  const fields = (JSON.parse(text) as { error: { fields?: Record<string, string> } }).error.fields;
  expect(fields?.[field], text).toBe(TEXT_MESSAGES.invalidCharacters);
}

describe('odd characters in names, titles and texts', () => {
  it('the rule reads in French', () => {
    expect(TEXT_MESSAGES.invalidCharacters).toBe(
      'Ce champ contient des caractères non autorisés (caractères de contrôle ou de direction du texte)',
    );
  });

  it.each(Object.entries(ODD))('%s is refused in every kind of free text', async (_, odd) => {
    const space = `/api/spaces/${family.spaceId}`;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/auth/signup',
        {
          firstName: `Lé${odd}a`,
          lastName: 'Martin',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
        },
        'firstName',
      ],
      ['PATCH', '/api/me', { lastName: `Mar${odd}tin` }, 'lastName'],
      ['PATCH', space, { name: `Famille${odd}` }, 'name'],
      ['POST', `${space}/profiles`, { name: `Ja${odd}de`, role: 'enfant' }, 'name'],
      [
        'POST',
        `${space}/invitations`,
        { code: 'ABCDEFGH', invitedFirstName: `Zo${odd}é`, invitedLastName: 'Roux' },
        'invitedFirstName',
      ],
      [
        'POST',
        `${space}/tasks`,
        { name: `Piscine${odd}`, type: 'sport', date: '2030-03-02', time: '10:00' },
        'name',
      ],
      [
        'POST',
        `${space}/tasks`,
        {
          name: 'Piscine',
          type: 'sport',
          date: '2030-03-02',
          time: '10:00',
          location: `Bas${odd}sin`,
        },
        'location',
      ],
      [
        'POST',
        `${space}/tasks`,
        {
          name: 'Piscine',
          type: 'sport',
          date: '2030-03-02',
          time: '10:00',
          notes: `Bonnet${odd}`,
        },
        'notes',
      ],
      [
        'POST',
        `${space}/tasks`,
        {
          name: 'Piscine',
          type: 'sport',
          date: '2030-03-02',
          time: '10:00',
          description: `Cours${odd}`,
        },
        'description',
      ],
      ['POST', `${space}/lists`, { title: `Courses${odd}` }, 'title'],
      [
        'POST',
        `${space}/memos`,
        { profileId: family.profiles.camille, text: `Pain${odd}` },
        'text',
      ],
    ];
    for (const [method, path, body, field] of cases) await expectRefused(method, path, body, field);
  });

  it('line breaks and tabs stay allowed in multi-line texts', async () => {
    const response = await postTask(family, {
      name: 'Piscine',
      type: 'sport',
      date: '2030-03-02',
      time: '10:00',
      notes: 'Bonnet\nLunettes\r\n\tServiette',
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it('a lone surrogate is refused, not stored as a replacement character', async () => {
    for (const escaped of ['\\ud800', '\\udfff', 'A\\ud83dB']) {
      const response = await request(`/api/spaces/${family.spaceId}/lists`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:8787',
          cookie: family.cookie,
        },
        body: `{"title":"Courses ${escaped}"}`,
      });
      const text = await response.text();
      expect(response.status, `${escaped}: ${text}`).toBe(400);
      expect(text).toContain(TEXT_MESSAGES.invalidCharacters);
    }
    // A well-formed pair (an emoji written as two escapes) is a character like any other.
    const emoji = await request(`/api/spaces/${family.spaceId}/lists`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:8787',
        cookie: family.cookie,
      },
      body: '{"title":"Courses \\ud83d\\uded2"}',
    });
    expect(emoji.status).toBe(201);
  });
});

describe('X-Request-Id', () => {
  it('a client id that is not a well-formed id is neither echoed nor used', async () => {
    for (const given of ['x'.repeat(200), '<script>', 'a b', 'line\\nforged']) {
      const response = await request('/api/health', { headers: { 'x-request-id': given } });
      const echoed = response.headers.get('x-request-id');
      expect(echoed).not.toBe(given);
      expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('a well-formed id (a UUID, a short trace id) is kept, to follow a request across systems', async () => {
    for (const given of [crypto.randomUUID(), 'trace-me-123']) {
      const response = await request('/api/health', { headers: { 'x-request-id': given } });
      expect(response.headers.get('x-request-id')).toBe(given);
    }
  });
});

describe('names and texts made only of invisible characters', () => {
  /** Zero-width space, non-joiner, joiner, word joiner and byte order mark, alone or with spaces. */
  const INVISIBLE = ['\u200b', ' \u200c\u200d ', '\u2060', '\ufeff\u200b\u00a0'];

  it.each(INVISIBLE)("%j is refused with the field's « required » message", async (blank) => {
    const space = `/api/spaces/${family.spaceId}`;
    const listResponse = await call('POST', `${space}/lists`, {
      cookie: family.cookie,
      body: { title: 'Courses' },
    });
    const { list } = (await listResponse.json()) as { list: { id: string } };
    const signup = {
      firstName: 'Zed',
      lastName: 'Roux',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    };
    const cases: [string, string, unknown, string, string][] = [
      [
        'POST',
        '/api/auth/signup',
        { ...signup, lastName: blank },
        'lastName',
        AUTH_MESSAGES.lastNameRequired,
      ],
      [
        'POST',
        '/api/auth/signup',
        { ...signup, firstName: blank },
        'firstName',
        AUTH_MESSAGES.firstNameRequired,
      ],
      ['PATCH', '/api/me', { firstName: blank }, 'firstName', AUTH_MESSAGES.firstNameRequired],
      ['PATCH', space, { name: blank }, 'name', SPACE_MESSAGES.nameRequired],
      [
        'POST',
        `${space}/profiles`,
        { name: blank, role: 'enfant' },
        'name',
        PROFILE_MESSAGES.nameRequired,
      ],
      ['POST', `${space}/lists`, { title: blank }, 'title', LIST_MESSAGES.titleRequired],
      [
        'POST',
        `${space}/lists/${list.id}/items`,
        { text: blank },
        'text',
        LIST_MESSAGES.itemTextRequired,
      ],
      [
        'POST',
        `${space}/memos`,
        { profileId: family.profiles.camille, text: blank },
        'text',
        MEMO_MESSAGES.textRequired,
      ],
      [
        'POST',
        `${space}/tasks`,
        { name: blank, type: 'sport', date: '2030-03-02', time: '10:00' },
        'name',
        TASK_MESSAGES.activityNameRequired,
      ],
    ];
    for (const [method, path, body, field, message] of cases) {
      // A sign-up sent with a session would end that session: it goes without one.
      const cookie = path.startsWith('/api/auth/') ? undefined : family.cookie;
      const response = await call(method, path, { ...(cookie ? { cookie } : {}), body });
      const text = await response.text();
      expect(response.status, `${path} ${field}: ${text}`).toBe(400);
      const fields = (JSON.parse(text) as { error: { fields?: Record<string, string> } }).error
        .fields;
      expect(fields?.[field], `${path}: ${text}`).toBe(message);
    }
  });

  it('a visible name keeps its emoji and its joined characters', async () => {
    const response = await call('POST', `/api/spaces/${family.spaceId}/profiles`, {
      cookie: family.cookie,
      body: { name: 'Zoé\u200d', role: 'enfant', emoji: '\u2764\ufe0f' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      profile: { name: 'Zoé\u200d', emoji: '\u2764\ufe0f' },
    });
  });
});

describe('sign-up names', () => {
  it('a sign-up with clean names still works', async () => {
    const person = await signupPerson('Léa-Marie', "O'Brien");
    expect(person.response.status).toBe(201);
    expect(person.body.user).toMatchObject({ firstName: 'Léa-Marie', lastName: "O'Brien" });
  });
});

describe('task memos address real occurrences only', () => {
  it('memos refuse an occurrence id that is not an occurrence of the task', async () => {
    const single = await createTask(family, {
      name: 'Dentiste',
      type: 'sante',
      date: '2030-03-04',
      time: '09:00',
    });
    const weekly = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: '2030-03-04',
      time: '17:00',
      recurrence: 'weekly',
    });
    const memos = tasksOf(family)[':id'].memos;
    const postMemo = (id: string, text: string) =>
      memos.$post({ ...taskParam(family, id), json: { text } });
    const notOccurrences = [
      `${single.id}_recurring_2030-03-05`,
      `${weekly.id}_recurring_2030-03-05`,
      `${weekly.id}_recurring_2030-03-03`,
    ];
    for (const id of notOccurrences) {
      expect((await postMemo(id, 'Note')).status, id).toBe(404);
      expect((await memos.$get(taskParam(family, id))).status, id).toBe(404);
    }
    expect((await postMemo(`${weekly.id}_recurring_2030-03-11`, 'Kimono')).status).toBe(201);
    expect((await postMemo(single.id, 'Carte vitale')).status).toBe(201);
  });
});
