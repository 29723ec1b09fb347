/**
 * Comments on an event (docs/decisions/075-event-comments.md): the thread of a stored task, its
 * insert with the author's name as the family calls them, and the delete that only its author may
 * make. Each precondition is a guard (worker/lib/guarded-write.ts) written once here.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, COMMENTS_SHOWN, type EventComment } from '#domain/comments.ts';
import { commentedAction } from '#domain/notice-texts.ts';
import type { Db } from '../../db/client.ts';
import { taskComments, tasks } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Guard } from '../lib/guarded-write.ts';
import type { Telling } from '../notifications/changes.ts';
import { authorName } from '../notifications/hand-over.ts';

/** The task's latest comments, newest first (the route turns them oldest first). */
export function commentsQuery(db: Db, spaceId: string, taskId: string, userId: string) {
  return db
    .select({
      id: taskComments.id,
      body: taskComments.body,
      authorName: taskComments.authorName,
      mine: sql<number>`${taskComments.authorId} is ${userId}`,
      createdAt: taskComments.createdAt,
    })
    .from(taskComments)
    .where(and(eq(taskComments.taskId, taskId), eq(taskComments.spaceId, spaceId)))
    .orderBy(desc(taskComments.createdAt), desc(taskComments.id))
    .limit(COMMENTS_SHOWN);
}

type CommentRow = Awaited<ReturnType<typeof commentsQuery>>[number];

/** The thread as the API answers it, oldest first. */
export function toComments(rows: readonly CommentRow[]): EventComment[] {
  return rows.map((row) => ({ ...row, mine: Boolean(row.mine) })).reverse();
}

/** The task is one of the space's. */
export function taskOfSpace(spaceId: string, taskId: string): Guard {
  return {
    holds: sql`exists (select 1 from ${tasks} where ${tasks.id} = ${taskId} and ${tasks.spaceId} = ${spaceId})`,
    refusal: () => new ApiError('not_found', COMMENT_MESSAGES.taskNotFound),
  };
}

/** Inserts the comment `id` when `holds`, named as the family calls its author. */
export function insertComment(
  db: Db,
  at: { id: string; spaceId: string; taskId: string; userId: string; now: Date },
  input: { body: string; authorProfileId: string | undefined },
  holds: SQL,
) {
  const { id, spaceId, taskId, userId, now } = at;
  return db
    .insert(taskComments)
    .select(
      db
        .select({
          id: sql<string>`${id}`.as('id'),
          spaceId: sql<string>`${spaceId}`.as('space_id'),
          taskId: sql<string>`${taskId}`.as('task_id'),
          authorId: sql<string>`${userId}`.as('author_id'),
          authorName: authorName(db, spaceId, userId, input.authorProfileId).as('author_name'),
          body: sql<string>`${input.body}`.as('body'),
          createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
        })
        .from(sql`(select 1)`)
        .where(holds),
    )
    .returning({
      id: taskComments.id,
      body: taskComments.body,
      authorName: taskComments.authorName,
      createdAt: taskComments.createdAt,
    });
}

const ofTask = (spaceId: string, taskId: string, commentId: string) =>
  and(
    eq(taskComments.id, commentId),
    eq(taskComments.taskId, taskId),
    eq(taskComments.spaceId, spaceId),
  );

/** The comment stands on that task of the space, then it is the asker's: 404, then 403. */
export function commentGuards(
  spaceId: string,
  taskId: string,
  commentId: string,
  userId: string,
): Guard[] {
  const exists = (extra?: SQL) =>
    sql`exists (select 1 from ${taskComments} where ${and(ofTask(spaceId, taskId, commentId), extra)})`;
  return [
    {
      holds: exists(),
      refusal: () => new ApiError('not_found', COMMENT_MESSAGES.commentNotFound),
    },
    {
      holds: exists(eq(taskComments.authorId, userId)),
      refusal: () => new ApiError('forbidden', COMMENT_MESSAGES.notYours),
    },
  ];
}

export function deleteComment(
  db: Db,
  at: { spaceId: string; taskId: string; commentId: string },
  holds: SQL,
) {
  return db
    .delete(taskComments)
    .where(and(ofTask(at.spaceId, at.taskId, at.commentId), holds))
    .returning({ id: taskComments.id });
}

/**
 * What a comment tells the family, as a change is told (worker/notifications/changes.ts): the
 * event's responsible adults and its children's parents hear « Thomas a commenté « Judo » : « … » »,
 * never the author's own profile. A burst of comments is one feed line and one notice, rewritten.
 * The event's name and people are read by the statements that tell it, in the comment's own batch.
 */
export function commentTelling(
  taskId: string,
  body: string,
  authorProfileId: string | undefined,
): Telling {
  const { beforeName, afterName } = commentedAction(body);
  const name = sql`(select ${tasks.name} from ${tasks} where ${tasks.id} = ${taskId})`;
  return {
    itemId: taskId,
    taskId,
    kind: 'commented',
    action: sql<string>`${beforeName} || ${name} || ${afterName}`,
    description: null,
    responsibleIds: [],
    childIds: [],
    peopleOfTask: taskId,
    excluded: authorProfileId ? [authorProfileId] : [],
  };
}
