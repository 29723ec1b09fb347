/**
 * « Accepter » / « Refuser » a hand-over (docs/decisions/078-hand-over-answers.md): the new
 * responsible answers the notice « Camille vous a confié « Judo » (mardi 17:00) », with an optional
 * word. Every copy of the notice (one per member) is marked answered; the author's account is told
 * « Thomas a accepté … » or, for a refusal, « Thomas a refusé … : vous en êtes de nouveau
 * responsable » (red, on their Alertes), and a refused event goes back to the author's profile.
 *
 * The answer is also a line of « Fil de la famille » (« Thomas a refusé « Judo » (…) : Camille en
 * est de nouveau responsable », the word below), told like any change to the adults the event
 * concerns, never to the answerer nor to the hand-over's author (their own notice tells them).
 *
 * Two reads (the notice, then its event with its people), then one batch: the answer, the
 * responsibility moved back (only while the notice is answered « declined »), the author's notice,
 * the feed line and its notices (only once the notice holds this answer).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  HAND_OVER_MESSAGES,
  handOverAnswerAction,
  handOverAnswerTitle,
  handOverDate,
  handOverWhen,
} from '#domain/hand-over.ts';
import type { HandOverAnswer } from '#domain/notification-types.ts';
import { familyProfiles, notifications, taskPeople, tasks } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { batchByName } from '../lib/guarded-write.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { sqlUuid } from '../lib/sql.ts';
import { deliver, vapidFrom } from '../push/deliver.ts';
import { announce } from '../realtime/notify.ts';
import { peopleOfRow, type TaskRow, taskRowQuery } from '../tasks/queries.ts';
import { deliverTold, type Telling, tellingStatements } from './changes.ts';
import { handOverPayload } from './hand-over.ts';
import { answerColumns } from './member-notice.ts';
import { gatePush } from './preferences.ts';

type Answered = { answer: HandOverAnswer; word?: string | undefined };

/** The recipient's hand-over notice, still to answer, and the event it names with its people. */
async function readHandOver(c: Context<AppEnv>, noticeId: string) {
  const { db, user } = c.var;
  const { spaceId } = spaceWriteContext(c);
  const notice = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, noticeId),
        eq(notifications.userId, user.id),
        eq(notifications.spaceId, spaceId),
        eq(notifications.type, 'assigned'),
      ),
    )
    .get();
  if (!notice?.relatedId || !notice.profileId || !notice.dedupeKey) {
    throw new ApiError('not_found', HAND_OVER_MESSAGES.notFound);
  }
  if (notice.answer) throw new ApiError('conflict', HAND_OVER_MESSAGES.answered);
  const [row] = await taskRowQuery(db, spaceId, notice.relatedId);
  if (!row) throw new ApiError('not_found', HAND_OVER_MESSAGES.taskGone);
  const people = peopleOfRow(row);
  const responsible = people.responsibles.find((person) => person.id === notice.profileId);
  if (!responsible) throw new ApiError('conflict', HAND_OVER_MESSAGES.notYours);
  return { notice, row, responsible };
}

/** Answers the notice; resolves with the toast. */
export async function answerHandOver(
  c: Context<AppEnv>,
  noticeId: string,
  input: Answered,
): Promise<string> {
  const { notice, row, responsible } = await readHandOver(c, noticeId);
  const context = spaceWriteContext(c);
  const { db, spaceId, now, today } = context;
  const taskId = row.task.id;
  const declined = input.answer === 'declined';
  const back = declined ? notice.authorProfileId : null;
  const when = handOverWhen(handOverDate(row.task, today), row.task.time, today);
  const title = handOverAnswerTitle(responsible.name, input.answer, row.task.name, when, !!back);
  const isDeclined = sql`exists (select 1 from ${notifications} where ${notifications.id} = ${notice.id} and ${notifications.answer} = 'declined')`;
  const statements = {
    answered: db
      .update(notifications)
      .set({ answer: input.answer })
      .where(
        and(
          eq(notifications.spaceId, spaceId),
          eq(notifications.dedupeKey, notice.dedupeKey ?? ''),
          eq(notifications.type, 'assigned'),
          isNull(notifications.answer),
        ),
      )
      .returning({ userId: notifications.userId }),
    ...(declined ? returnStatements(c, taskId, responsible.id, back, isDeclined) : {}),
    told: db
      .insert(notifications)
      .select(
        db
          .select({
            id: sqlUuid().as('id'),
            spaceId: sql<string>`${spaceId}`.as('space_id'),
            userId: sql<string>`${notice.authorId}`.as('user_id'),
            profileId: sql<string | null>`${notice.authorProfileId}`.as('profile_id'),
            type: sql<HandOverAnswer>`${input.answer}`.as('type'),
            title: sql<string>`${title}`.as('title'),
            description: sql<string | null>`${input.word ? `« ${input.word} »` : null}`.as(
              'description',
            ),
            relatedId: sql<string>`${taskId}`.as('related_id'),
            read: sql<boolean>`0`.as('read'),
            dedupeKey: sql<string>`${`answer:${notice.dedupeKey}`}`.as('dedupe_key'),
            ...answerColumns(),
            createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          })
          .from(sql`(select 1)`)
          .where(sql`${notice.authorId} is not null`),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        title: notifications.title,
      }),
  };
  const telling = answerTelling(c, row, notice, responsible.id, input, when);
  const answeredNow = sql`exists (select 1 from ${notifications} where ${notifications.id} = ${notice.id} and ${notifications.answer} = ${input.answer})`;
  const written = await batchByName(db, {
    ...statements,
    ...tellingStatements(context, telling, responsible.id, answeredNow),
  });
  for (const userId of new Set([...written.answered, ...written.told].map((r) => r.userId))) {
    announce(c, spaceId, { type: 'notifications.changed' }, userId);
  }
  pushAnswer(c, written.told, taskId, input.answer, responsible.name);
  deliverTold(c, telling, written);
  return declined ? HAND_OVER_MESSAGES.declined : HAND_OVER_MESSAGES.accepted;
}

/**
 * The feed's line of an answer: the event's adults (its responsibles, the one it goes back to) and
 * its children's parents, but the answerer and the hand-over's author, each told otherwise.
 */
function answerTelling(
  c: Context<AppEnv>,
  row: TaskRow,
  notice: { dedupeKey: string | null; authorProfileId: string | null },
  answererId: string,
  input: Answered,
  when: string,
): Telling {
  const { db, spaceId } = spaceWriteContext(c);
  const people = peopleOfRow(row);
  const back = input.answer === 'declined' ? notice.authorProfileId : null;
  const action = handOverAnswerAction(input.answer, row.task.name, when);
  const backName = db
    .select({ name: familyProfiles.name })
    .from(familyProfiles)
    .where(and(eq(familyProfiles.id, back ?? ''), eq(familyProfiles.spaceId, spaceId)));
  return {
    itemId: notice.dedupeKey ?? row.task.id,
    taskId: row.task.id,
    kind: 'answered',
    action:
      input.answer === 'accepted'
        ? action
        : sql<string>`${action} || ' : ' || coalesce((${backName}) || ' en est de nouveau responsable', 'personne n’en est plus responsable')`,
    description: input.word ? `« ${input.word} »` : null,
    responsibleIds: [...people.responsibles.map((person) => person.id), ...(back ? [back] : [])],
    childIds: people.children.map((child) => child.id),
    excluded: [answererId, ...(notice.authorProfileId ? [notice.authorProfileId] : [])],
  };
}

/**
 * A refused event goes back to its author: the refusing profile is no longer responsible, the
 * author's profile is (when their device sent one), and the event's `updated_at` moves so that a
 * form opened before saves over nothing silently.
 */
function returnStatements(
  c: Context<AppEnv>,
  taskId: string,
  refusing: string,
  authorProfileId: string | null,
  holds: ReturnType<typeof sql>,
) {
  const { db, spaceId, now } = spaceWriteContext(c);
  return {
    dropped: db
      .delete(taskPeople)
      .where(
        and(
          eq(taskPeople.taskId, taskId),
          eq(taskPeople.profileId, refusing),
          eq(taskPeople.role, 'responsible'),
          holds,
        ),
      ),
    returned: db
      .insert(taskPeople)
      .select(
        db
          .select({
            taskId: sql<string>`${taskId}`.as('task_id'),
            profileId: familyProfiles.id,
            role: sql<'responsible'>`'responsible'`.as('role'),
          })
          .from(familyProfiles)
          .where(
            and(
              eq(familyProfiles.id, authorProfileId ?? ''),
              eq(familyProfiles.spaceId, spaceId),
              holds,
            ),
          ),
      )
      .onConflictDoNothing(),
    touched: db
      .update(tasks)
      .set({ updatedAt: now.toISOString() })
      .where(and(eq(tasks.id, taskId), holds)),
  };
}

function pushAnswer(
  c: Context<AppEnv>,
  told: { id: string; userId: string; title: string }[],
  taskId: string,
  answer: HandOverAnswer,
  forName: string,
): void {
  const vapid = vapidFrom(c.env);
  if (!vapid || told.length === 0) return;
  const { db, spaceId, now } = spaceWriteContext(c);
  const jobs = told.map((notice) => ({
    userId: notice.userId,
    payload: { ...handOverPayload(notice, taskId, forName, 'foyer-reponse'), title: 'Relais' },
  }));
  c.executionCtx.waitUntil(
    gatePush(db, () => spaceId, jobs, answer, now)
      .then((allowed) => deliver(db, allowed, vapid, now, { environment: c.env.ENVIRONMENT }))
      .catch((error: unknown) => console.error('push of a hand-over answer failed', error)),
  );
}
