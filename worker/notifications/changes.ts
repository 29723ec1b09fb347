/**
 * « Fil de la famille » (docs/decisions/071-family-change-feed.md): after a member adds, moves,
 * cancels or hands over an event, for any date, the family is told « Thomas a déplacé « Échange de
 * garde » à 19:00, à partir du vendredi 18 décembre ».
 *
 * - The feed: one line in `family_changes`, which every member reads (`GET …/changes`).
 * - The notices: to the profiles the event concerns (its responsible adults before and after, and the
 *   parents of its children: those a custody pattern names, and every « parent » profile), never the
 *   author's own profile nor an adult newly made responsible (the hand-over notice tells them). Like
 *   a hand-over, one row per member but the author about each profile (worker/notifications/queries.ts
 *   shows it where that profile is selected).
 * - A burst: the edits of one member to one item within ten minutes are one feed line and one
 *   notice per recipient, rewritten and marked unread again; only its first write pushes.
 *
 * The profiles told, the feed line and the notices are statements of one batch: a create's, a
 * comment's, an edit's or a delete's own, held to the write having landed (docs/decisions/085 and
 * 086), or, for a delete whose page did not say what it showed, a second round trip once the task
 * was read (docs/decisions/071-family-change-feed.md).
 * A lost notice is logged, never the write's failure.
 */
import { and, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Context } from 'hono';
import { changedOccurrence, type Occurrences } from '#domain/changed-occurrence.ts';
import { handOverDate } from '#domain/hand-over.ts';
import {
  addedAction,
  addedWhen,
  CHANGE_BURST_MS,
  changeAction,
  changePlace,
  reassignedAction,
} from '#domain/notice-texts.ts';
import { isRecurring } from '#domain/recurrence.ts';
import type { Recurrence } from '#domain/task-options.ts';
import type { TaskPerson, TaskPersonRole } from '#domain/task-people.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Task } from '../../db/schema.ts';
import {
  custodyPatterns,
  familyChanges,
  familyProfiles,
  notifications,
  spaceMembers,
  taskPeople,
  tasks,
} from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { known, type Results } from '../lib/guarded-write.ts';
import {
  expectedWriteContext,
  type SpaceWriteContext,
  spaceWriteContext,
} from '../lib/space-write-context.ts';
import { sqlUuid } from '../lib/sql.ts';
import { deliver, vapidFrom } from '../push/deliver.ts';
import { announce } from '../realtime/notify.ts';
import { peopleOfRow, type TaskRow } from '../tasks/queries.ts';
import type {
  BatchTelling,
  TellDeleteInBatch,
  TellInBatch,
  TellPlannedDelete,
} from '../tasks/writes.ts';
import {
  authorName,
  deliverHandOvers,
  type HandedTask,
  handedOverIds,
  handOverPayload,
  handOverStatements,
} from './hand-over.ts';
import { memberNoticeColumns } from './member-notice.ts';
import { gatePush } from './preferences.ts';

type Person = Pick<TaskPerson, 'id' | 'name'>;

export interface Change {
  /** The stored task (a series for an occurrence): a burst on it is one line. */
  itemId: string;
  /** The task the line opens: the one carrying the change; null once the change deleted it. */
  taskId: string | null;
  name: string;
  responsiblesBefore: readonly Person[];
  /** After the write; null when deleted. */
  responsiblesAfter: readonly Person[] | null;
  children: readonly Person[];
  before: Occurrences;
  after: Occurrences | null;
}

/** What the family is told, as the statements need it. */
export interface Telling {
  itemId: string;
  taskId: string | null;
  /** Adds and changes of one burst are separate lines: « a ajouté » stays when it then moves. */
  kind: 'added' | 'changed' | 'commented' | 'custody' | 'answered';
  /** What follows the author's name (an SQL expression for the names of a new item's children). */
  action: string | SQL<string>;
  description: string | null;
  responsibleIds: readonly string[];
  childIds: readonly string[];
  /**
   * Instead of the ids above, the people of this stored task, read by the statements themselves
   * (a comment: told in the batch that writes it, before anything of the task was read).
   */
  peopleOfTask?: string;
  /** Told otherwise (the author's own profile, the adults the hand-over notice tells). */
  excluded: readonly string[];
}

/** What an edit or a delete tells, computed from the task before and after; null: nothing. */
function changeTelling(
  change: Change,
  context: SpaceWriteContext,
  excluded: readonly string[],
): Telling | null {
  const { now, timeZone, today } = context;
  const base = {
    itemId: change.itemId,
    taskId: change.taskId,
    kind: 'changed' as const,
    responsibleIds: [...change.responsiblesBefore, ...(change.responsiblesAfter ?? [])].map(
      (p) => p.id,
    ),
    childIds: change.children.map((child) => child.id),
    excluded,
  };
  const moved = changedOccurrence(change.before, change.after, now, timeZone, today);
  if (moved) {
    const { kind, date, time, location, onward } = moved;
    return {
      ...base,
      action: changeAction(kind, change.name, date, time, today, onward),
      description: changePlace(kind, location),
    };
  }
  const after = change.responsiblesAfter;
  if (!after || !change.after || sameIds(change.responsiblesBefore, after)) return null;
  const { rule } = change.after;
  const date = change.after.only ?? handOverDate(rule, change.after.from ?? today);
  const names = after.map((person) => person.name);
  return {
    ...base,
    action: reassignedAction(change.name, names, date, rule.time, today),
    description: null,
  };
}

function sameIds(a: readonly Person[], b: readonly Person[]): boolean {
  return a.length === b.length && a.every((person) => b.some((other) => other.id === person.id));
}

/**
 * What adding `fields` tells, known before the write: « a ajouté « Spectacle de Noël » pour Léa,
 * Hugo (vendredi 18 décembre, 18:00) », the children's names (else the responsible adults') read
 * by the statement itself. The adults made responsible hear the hand-over instead.
 */
export function addTelling(
  context: SpaceWriteContext,
  id: string,
  fields: { name: string; date: IsoDate; time: string | null; recurrence: Recurrence | null },
  people: { responsibleIds: readonly string[]; childIds: readonly string[] },
  authorProfileId: string | undefined,
): Telling {
  const forIds = people.childIds.length > 0 ? people.childIds : people.responsibleIds;
  const names = context.db
    .select({ names: sql<string>`group_concat(${familyProfiles.name}, ', ')` })
    .from(
      context.db
        .select({ name: familyProfiles.name })
        .from(familyProfiles)
        .where(
          and(eq(familyProfiles.spaceId, context.spaceId), inArray(familyProfiles.id, [...forIds])),
        )
        .orderBy(familyProfiles.createdAt, familyProfiles.id)
        .as('named'),
    );
  const when = addedWhen(fields.date, fields.time, context.today, isRecurring(fields.recurrence));
  return {
    itemId: id,
    taskId: id,
    kind: 'added',
    action: sql<string>`${addedAction(fields.name)} || coalesce(' pour ' || (${names}), '') || ${when}`,
    description: null,
    responsibleIds: people.responsibleIds,
    childIds: people.childIds,
    excluded: [
      ...(authorProfileId ? [authorProfileId] : []),
      ...people.responsibleIds.filter((responsible) => responsible !== authorProfileId),
    ],
  };
}

/**
 * The profiles of the space a change concerns, as SQL: its responsible adults before and after, and
 * for an event about children the parents a custody pattern names for them and every « parent »
 * profile; never those told otherwise.
 */
function concerned(spaceId: string, telling: Telling): SQL {
  const { childIds, peopleOfTask, excluded } = telling;
  const ofTheChildren = and(
    eq(custodyPatterns.spaceId, spaceId),
    or(isNull(custodyPatterns.childId), among(custodyPatterns.childId, telling, 'child')),
  );
  const parents = and(
    peopleOfTask
      ? sql`exists (select 1 from ${taskPeople} where ${taskPeople.taskId} = ${peopleOfTask} and ${taskPeople.role} = 'child')`
      : known(childIds.length > 0),
    or(
      eq(familyProfiles.role, 'parent'),
      sql`${familyProfiles.id} in (select ${custodyPatterns.firstParentId} from ${custodyPatterns} where ${ofTheChildren} union select ${custodyPatterns.secondParentId} from ${custodyPatterns} where ${ofTheChildren})`,
    ),
  );
  return and(
    eq(familyProfiles.spaceId, spaceId),
    or(among(familyProfiles.id, telling, 'responsible'), parents),
    excluded.length > 0 ? notInArray(familyProfiles.id, [...excluded]) : undefined,
  ) as SQL;
}

/** `column` is one of the telling's people of `role`: the ids it names, or its stored task's. */
function among(column: SQLiteColumn, telling: Telling, role: TaskPersonRole): SQL {
  if (telling.peopleOfTask) {
    return sql`${column} in (select ${taskPeople.profileId} from ${taskPeople} where ${taskPeople.taskId} = ${telling.peopleOfTask} and ${taskPeople.role} = ${role})`;
  }
  const ids = role === 'responsible' ? telling.responsibleIds : telling.childIds;
  return ids.length > 0 ? inArray(column, [...ids]) : sql`0`;
}

/**
 * The statements that tell the family, for a batch: the profiles told (for the pushes' « Pour … »),
 * the feed line and the notices. `onlyIf`: written only when it holds (a create's own insert, in
 * the create's batch).
 */
export function tellingStatements(
  context: Pick<SpaceWriteContext, 'db' | 'spaceId' | 'userId' | 'now'>,
  telling: Telling,
  authorProfileId: string | undefined,
  onlyIf: SQL = sql`1`,
) {
  const { db, spaceId, userId, now } = context;
  const burst = Math.floor(now.getTime() / CHANGE_BURST_MS);
  const groupKey = `${telling.kind}:${telling.itemId}:${userId}:${burst}`;
  const title = sql<string>`${authorName(db, spaceId, userId, authorProfileId)} || ${telling.action}`;
  const who = concerned(spaceId, telling);
  const stamp = now.toISOString();
  const line = {
    id: sqlUuid().as('id'),
    spaceId: sql<string>`${spaceId}`.as('space_id'),
    authorId: sql<string>`${userId}`.as('author_id'),
    title: title.as('title'),
    description: sql<string | null>`${telling.description}`.as('description'),
    relatedId: sql<string | null>`${telling.taskId}`.as('related_id'),
    groupKey: sql<string>`${groupKey}`.as('group_key'),
    createdAt: sql<string>`${stamp}`.as('created_at'),
    updatedAt: sql<string>`${stamp}`.as('updated_at'),
  };
  const feedLine = db
    .insert(familyChanges)
    .select(db.select(line).from(sql`(select 1)`).where(onlyIf))
    .onConflictDoUpdate({
      target: [familyChanges.spaceId, familyChanges.groupKey],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        relatedId: sql`excluded.related_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  // Nobody to tell, known before the batch: the feed line alone.
  if (!concernsAnyone(telling)) return { feedLine };
  return {
    feedLine,
    toldProfiles: db
      .select({ id: familyProfiles.id, name: familyProfiles.name })
      .from(familyProfiles)
      .where(and(who, onlyIf)),
    notices: db
      .insert(notifications)
      .select(
        db
          .select(
            memberNoticeColumns({
              type: 'changed',
              profileId: sql<string>`${familyProfiles.id}`,
              title,
              description: telling.description,
              relatedId: telling.taskId,
              dedupeKey: sql<string>`${`change:${groupKey}:`} || ${familyProfiles.id}`,
              now,
            }),
          )
          .from(spaceMembers)
          .innerJoin(familyProfiles, and(who, eq(familyProfiles.spaceId, spaceMembers.spaceId)))
          .where(and(eq(spaceMembers.spaceId, spaceId), ne(spaceMembers.userId, userId), onlyIf)),
      )
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.dedupeKey],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          relatedId: sql`excluded.related_id`,
          read: false,
        },
      })
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        profileId: notifications.profileId,
        title: notifications.title,
        createdAt: notifications.createdAt,
      }),
  };
}

/**
 * Whether {@link concerned} can name anyone: the stored task's people, an adult not told otherwise,
 * or a child (whose parents hear of it).
 */
function concernsAnyone(telling: Telling): boolean {
  if (telling.peopleOfTask || telling.childIds.length > 0) return true;
  return telling.responsibleIds.some((id) => !telling.excluded.includes(id));
}

type Told = Results<ReturnType<typeof tellingStatements>>;

/**
 * After the batch that carried {@link tellingStatements}: the recipients' open devices hear
 * `notifications.changed`, and the first notice of a burst is pushed to each (« Pour Camille »).
 */
export function deliverTold(
  c: Context<AppEnv>,
  telling: Telling,
  told: Pick<Told, 'toldProfiles' | 'notices'>,
): void {
  const { db, spaceId, now } = spaceWriteContext(c);
  const { notices = [], toldProfiles = [] } = told;
  for (const userOf of new Set(notices.map((notice) => notice.userId))) {
    announce(c, spaceId, { type: 'notifications.changed' }, userOf);
  }
  // A burst's later writes rewrite the notice (it keeps its first instant) and push nothing more.
  const stamp = now.toISOString();
  const fresh = notices.filter((notice) => notice.createdAt === stamp);
  const vapid = vapidFrom(c.env);
  if (!vapid || fresh.length === 0) return;
  const names = new Map(toldProfiles.map((profile) => [profile.id, profile.name]));
  const jobs = fresh.map((notice) => ({
    userId: notice.userId,
    payload: handOverPayload(
      notice,
      telling.taskId,
      names.get(notice.profileId ?? '') ?? '',
      'foyer-changement',
    ),
  }));
  c.executionCtx.waitUntil(
    gatePush(db, () => spaceId, jobs, 'changed', now)
      .then((allowed) => deliver(db, allowed, vapid, now, { environment: c.env.ENVIRONMENT }))
      .catch((error: unknown) => console.error('push of a change notice failed', error)),
  );
}

/**
 * A create's telling and its hand-over notices, for the create's own batch: its statements hold
 * only when this request inserted the task (not for a create sent again), read from the row's own
 * instant. `created`: the task as it is stored.
 */
export function addedStatements(
  c: Context<AppEnv>,
  timeZone: string,
  created: HandedTask,
  people: { responsibleIds?: readonly string[]; childIds?: readonly string[] },
  authorProfileId: string | undefined,
) {
  const context = expectedWriteContext(c, c.req.param('spaceId') ?? '', timeZone);
  const ids = { responsibleIds: people.responsibleIds ?? [], childIds: people.childIds ?? [] };
  const telling = addTelling(context, created.id, created, ids, authorProfileId);
  const inserted = sql`exists (select 1 from ${tasks} where ${tasks.id} = ${created.id} and ${tasks.createdAt} = ${context.now.toISOString()})`;
  const handedOver = handedOverIds(ids.responsibleIds, undefined, authorProfileId);
  const handOvers = handOverStatements(context, created, handedOver, authorProfileId, inserted);
  return {
    telling,
    handOvers: handOvers.notices,
    statements: {
      ...tellingStatements(context, telling, authorProfileId, inserted),
      ...handOvers.statements,
    },
  };
}

/**
 * A delete planned from the task it read (a series, an occurrence, a page that did not say what it
 * showed), told inside the delete's own batch (docs/decisions/086-every-task-save-tells-in-one-trip.md):
 * the sentence computed from that task and the scope resolved, each statement held to `written`.
 */
export const tellPlannedDelete =
  (c: Context<AppEnv>, row: TaskRow, authorProfileId: string | undefined): TellPlannedDelete =>
  ({ scope, instanceDate }, written) => {
    const change = deleteChange(row, scope, instanceDate);
    return toldInBatch(c, spaceWriteContext(c), change, authorProfileId, written);
  };

/**
 * A deletion's telling for its own batch, whatever read the task: the sentence, its statements held
 * to `written`, and what runs once the batch answered. The author is told nothing.
 */
function toldInBatch(
  c: Context<AppEnv>,
  context: SpaceWriteContext,
  change: Change,
  authorProfileId: string | undefined,
  written: SQL,
): BatchTelling {
  const telling = changeTelling(change, context, authorProfileId ? [authorProfileId] : []);
  return {
    statements: telling ? tellingStatements(context, telling, authorProfileId, written) : {},
    deliver: (results) => {
      if (telling) deliverTold(c, telling, results as Told);
    },
  };
}

/**
 * The edit form's save told inside its own batch (docs/decisions/085-notices-in-the-save-batch.md):
 * the same sentences as {@link tellPlannedDelete}, and the hand-over's, computed from the task as the page
 * showed it (the save holds only while it still is) and as the save makes it, each statement held to
 * `written`. An edit planned from the task it read (docs/decisions/086-every-task-save-tells-in-one-trip.md)
 * is told the same way, from that task. The names of the adults it is handed to are put in by the statement, in the
 * order a task lists its people.
 */
export const tellInBatch =
  (c: Context<AppEnv>, authorProfileId: string | undefined): TellInBatch =>
  ({ context, id, itemId, addressed, before, after }, written) => {
    const handedOver = handedOverIds(after.responsibleIds, before.responsibleIds, authorProfileId);
    const handOvers = handOverStatements(context, after.task, handedOver, authorProfileId, written);
    const slots = after.responsibleIds.map((profileId, index) => ({
      id: profileId,
      name: slot(index),
    }));
    const change: Change = {
      itemId: itemId ?? id,
      taskId: id,
      name: after.task.name,
      responsiblesBefore: before.responsibleIds.map((profileId) => ({ id: profileId, name: '' })),
      responsiblesAfter: slots,
      children: (after.childIds.length > 0 ? after.childIds : before.childIds).map((profileId) => ({
        id: profileId,
        name: '',
      })),
      before: { rule: before.task, ...addressed },
      after: { rule: after.task },
    };
    const excluded = [...(authorProfileId ? [authorProfileId] : []), ...handedOver];
    const found = changeTelling(change, context, excluded);
    const telling = found && {
      ...found,
      action: namedInSql(context, found.action, after.responsibleIds),
    };
    return {
      statements: {
        ...handOvers.statements,
        ...(telling && tellingStatements(context, telling, authorProfileId, written)),
      },
      deliver: (results, row) => {
        deliverHandOvers(c, handOvers.notices, results, row);
        if (telling) deliverTold(c, telling, results as Told);
      },
    };
  };

/**
 * A single task's delete told inside its own batch (docs/decisions/086-every-task-save-tells-in-one-trip.md):
 * the sentence {@link tellPlannedDelete} writes from the task read (« a annulé « Judo » … »), computed from
 * the task as the page showed it (the delete holds only while it still is), each statement held to
 * `written`.
 */
export const tellDeleteInBatch =
  (c: Context<AppEnv>, authorProfileId: string | undefined): TellDeleteInBatch =>
  ({ context, id, name, before }, written) => {
    const byId = (profileId: string) => ({ id: profileId, name: '' });
    const change: Change = {
      itemId: id,
      // A single task is gone: its line cannot open it.
      taskId: null,
      name,
      responsiblesBefore: before.responsibleIds.map(byId),
      responsiblesAfter: null,
      children: before.childIds.map(byId),
      before: { rule: before.task },
      after: null,
    };
    return toldInBatch(c, context, change, authorProfileId, written);
  };

/** A stand-in for the name of the `index`th adult, replaced by the statement (a private-use character). */
function slot(index: number): string {
  return String.fromCodePoint(0xe000 + index);
}

/** `action` with each {@link slot} replaced by that adult's name, in the space's profile order. */
function namedInSql(
  context: Pick<SpaceWriteContext, 'db' | 'spaceId'>,
  action: string | SQL<string>,
  ids: readonly string[],
): string | SQL<string> {
  if (typeof action !== 'string' || ids.length === 0 || !action.includes(slot(0))) return action;
  const { db, spaceId } = context;
  return ids.reduce<SQL<string>>((text, _, index) => {
    const name = db
      .select({ name: familyProfiles.name })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.spaceId, spaceId), inArray(familyProfiles.id, [...ids])))
      .orderBy(familyProfiles.createdAt, familyProfiles.id)
      .limit(1)
      .offset(index);
    return sql<string>`replace(${text}, ${slot(index)}, coalesce((${name}), ''))`;
  }, sql<string>`${action}`);
}

type Scope = 'occurrence' | 'following' | 'series';

/** The occurrences a scope addresses in a series: all, from a day on, or one day. */
function addressed(task: Task, scope: Scope, date: string | null): Occurrences {
  if (scope === 'occurrence' && date) return { rule: task, only: date };
  if (scope === 'following' && date) return { rule: task, from: date };
  return { rule: task };
}

/** A delete as {@link tellPlannedDelete} reads it: the task as it was, the scope, the occurrence. */
function deleteChange(row: TaskRow, scope: Scope, date: string | null): Change {
  // A single task, or a whole series, is gone: its line cannot open it.
  const gone = row.task.recurrence === 'none' || scope === 'series';
  const people = peopleOfRow(row);
  return {
    itemId: row.task.id,
    taskId: gone ? null : row.task.id,
    name: row.task.name,
    responsiblesBefore: people.responsibles,
    responsiblesAfter: null,
    children: people.children,
    before: addressed(row.task, scope, date),
    after: null,
  };
}
