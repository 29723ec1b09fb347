/**
 * Comments on an event: any member writes one (« Je ne peux pas ce jour-là, tu peux ? »), every
 * member reads the thread oldest first with who wrote it, only its author deletes it, and the
 * adults the event concerns are told like a change (bell and feed), never the author's own profile.
 * Bad input is a French 400, another space's or a missing event a French 404.
 */
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../../domain/comments.ts';
import { occurrenceId } from '../../domain/recurrence.ts';
import { ORIGIN, request } from './support.ts';
import {
  createFamily,
  createTask,
  type Family,
  noticesOfType,
  twoParents,
} from './tasks-support.ts';

function commentsPath(family: Family, taskId: string) {
  return `/api/spaces/${family.spaceId}/tasks/${taskId}/comments`;
}

function send(cookie: string, path: string, method: string, body?: unknown) {
  return request(path, {
    method,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function thread(cookie: string, family: Family, taskId: string) {
  const response = await request(commentsPath(family, taskId), { headers: { cookie } });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      comments: { body: string; authorName: string; mine: boolean; id: string }[];
    }
  ).comments;
}

/** Weekly judo for Léa, Thomas responsible, from next year (any date is told). */
function judo(family: Family) {
  return createTask(family, {
    name: 'Judo',
    type: 'sport',
    date: '2030-01-08',
    time: '18:00',
    responsable: family.profiles.thomas,
    enfants: [family.profiles.lea],
    recurrence: 'weekly',
  });
}

describe('comments on an event', () => {
  it('any member writes, every member reads the thread in order, with who wrote it', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family);
    const path = commentsPath(family, task.id);
    const first = await send(family.cookie, path, 'POST', {
      body: '  Je ne peux pas ce jour-là, tu peux ?  ',
      authorProfileId: family.profiles.camille,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      comment: { body: 'Je ne peux pas ce jour-là, tu peux ?', authorName: 'Camille', mine: true },
    });
    // Without a profile on the device, the member's name.
    expect((await send(thomas.cookie, path, 'POST', { body: 'Oui, je le prends.' })).status).toBe(
      201,
    );

    expect(
      (await thread(thomas.cookie, family, task.id)).map((c) => [c.authorName, c.body, c.mine]),
    ).toEqual([
      ['Camille', 'Je ne peux pas ce jour-là, tu peux ?', false],
      ['Thomas Martin', 'Oui, je le prends.', true],
    ]);
    // An occurrence's id reads its series' thread.
    expect(await thread(family.cookie, family, occurrenceId(task.id, '2030-01-08'))).toHaveLength(
      2,
    );
  });

  it('tells the adults the event concerns like a change, never the author’s own profile', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family);
    await send(family.cookie, commentsPath(family, task.id), 'POST', {
      body: 'Je ne peux pas ce jour-là, tu peux ?',
      authorProfileId: family.profiles.camille,
    });
    const told = await noticesOfType(
      thomas.cookie,
      family.spaceId,
      'changed',
      family.profiles.thomas,
    );
    expect(told.map((n) => n.title)).toEqual([
      'Camille a commenté « Judo » : « Je ne peux pas ce jour-là, tu peux ? »',
    ]);
    expect(
      await noticesOfType(family.cookie, family.spaceId, 'changed', family.profiles.camille),
    ).toEqual([]);
    const feed = await request(`/api/spaces/${family.spaceId}/changes`, {
      headers: { cookie: thomas.cookie },
    });
    const { changes } = (await feed.json()) as { changes: { title: string; taskId: string }[] };
    expect(changes[0]).toMatchObject({
      title: 'Camille a commenté « Judo » : « Je ne peux pas ce jour-là, tu peux ? »',
      taskId: task.id,
    });
  });

  it('only its author deletes a comment; another member gets a French 403 and it stays', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family);
    const posted = await send(family.cookie, commentsPath(family, task.id), 'POST', {
      body: 'À moi',
    });
    const { comment } = (await posted.json()) as { comment: { id: string } };
    const path = `${commentsPath(family, task.id)}/${comment.id}`;

    const refused = await send(thomas.cookie, path, 'DELETE');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: COMMENT_MESSAGES.notYours } });
    expect(await thread(family.cookie, family, task.id)).toHaveLength(1);

    const deleted = await send(family.cookie, path, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await thread(family.cookie, family, task.id)).toEqual([]);
    const again = await send(family.cookie, path, 'DELETE');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      error: { message: COMMENT_MESSAGES.commentNotFound },
    });
  });

  it('refuses an empty or too long comment in French, and another space’s or a missing event', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const task = await judo(family);
    const path = commentsPath(family, task.id);
    for (const [body, message] of [
      ['   ', COMMENT_MESSAGES.bodyRequired],
      ['x'.repeat(COMMENT_MAX_LENGTH + 1), COMMENT_MESSAGES.bodyTooLong],
    ] as const) {
      const response = await send(family.cookie, path, 'POST', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message } });
    }
    const elsewhere = await judo(other);
    for (const taskId of [elsewhere.id, crypto.randomUUID()]) {
      const response = await send(family.cookie, commentsPath(family, taskId), 'POST', {
        body: 'Intrus',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { message: COMMENT_MESSAGES.taskNotFound },
      });
      const read = await request(commentsPath(family, taskId), {
        headers: { cookie: family.cookie },
      });
      expect(read.status).toBe(404);
    }
    expect(await thread(other.cookie, other, elsewhere.id)).toEqual([]);
  });
});
