/**
 * Client ids of deleted rows stay spent (docs/architecture.md#idempotent-creates): a delete records
 * the id of the row it removes, in the same batch, and a create carrying a spent id is refused
 * instead of bringing the row back (a queued offline add, a retry replayed after someone deleted the
 * row). Kept 30 days, then purged by the cron (worker/cron/purge.ts).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CLIENT_ID_MESSAGES, CLIENT_ID_SPENT } from '#domain/client-ids.ts';
import type { Db } from '../../db/client.ts';
import { listItems, lists, memos, spentClientIds, tasks } from '../../db/schema.ts';
import { ApiError } from './api-error.ts';
import { idTaken } from './client-ids.ts';
import type { Guard } from './guarded-write.ts';

export type ClientIdKind = (typeof spentClientIds.kind.enumValues)[number];

export const SPENT_ID_RETENTION_DAYS = 30;

/**
 * Records `id` as spent if it names a row of `kind` where the delete addresses it: put it in the
 * delete's batch, before the delete, so that only the row the delete removes is recorded (a refused
 * delete writes nothing).
 */
export function spendIdStatement(
  db: Db,
  kind: ClientIdKind,
  where: { spaceId: string /** An item's list: the one the delete addresses. */; listId?: string },
  id: string,
  now: Date,
  /** Recorded only where it holds (a delete held to its own guarded write). */
  onlyIf?: SQL,
) {
  const { spaceId } = where;
  const fields = (rowId: AnySQLiteColumn, rowSpace: AnySQLiteColumn) => ({
    kind: sql<ClientIdKind>`${kind}`.as('kind'),
    id: sql<string>`${rowId}`.as('id'),
    spaceId: sql<string>`${rowSpace}`.as('space_id'),
    spentAt: sql<string>`${now.toISOString()}`.as('spent_at'),
  });
  const ofSpace = (table: typeof tasks | typeof lists | typeof memos) =>
    db
      .select(fields(table.id, table.spaceId))
      .from(table)
      .where(and(eq(table.id, id), eq(table.spaceId, spaceId), onlyIf));
  const select =
    kind === 'item'
      ? db
          .select(fields(listItems.id, lists.spaceId))
          .from(listItems)
          .innerJoin(lists, eq(lists.id, listItems.listId))
          .where(
            and(
              eq(listItems.id, id),
              eq(listItems.listId, where.listId ?? ''),
              eq(lists.spaceId, spaceId),
              onlyIf,
            ),
          )
      : ofSpace(kind === 'task' ? tasks : kind === 'list' ? lists : memos);
  return db.insert(spentClientIds).select(select).onConflictDoNothing();
}

/** The space where `id` was spent as a `kind`, if it was: a query for the create's batch. */
export function spentIdQuery(db: Db, kind: ClientIdKind, id: string) {
  return db
    .select({ spaceId: spentClientIds.spaceId })
    .from(spentClientIds)
    .where(and(eq(spentClientIds.kind, kind), eq(spentClientIds.id, id)))
    .limit(1);
}

/** Refuses a create whose client id was spent, as {@link notSpentGuards} says. */
export function refuseSpentId(spent: { spaceId: string } | undefined, spaceId: string): void {
  if (!spent) return;
  const failed = notSpentGuards('list', '', spaceId)[spent.spaceId === spaceId ? 0 : 1];
  if (failed) throw failed.refusal();
}

/**
 * `id` was never spent as a `kind` (a create of a row deleted since is not brought back): in this
 * space, a 409 saying the row was deleted; in another, the neutral « déjà utilisé » of any id of
 * another space. Guards of a create (worker/lib/guarded-write.ts).
 */
export function notSpentGuards(kind: ClientIdKind, id: string, spaceId: string): Guard[] {
  const spent = (here: boolean) =>
    sql`not exists (select 1 from ${spentClientIds} where ${spentClientIds.kind} = ${kind}
      and ${spentClientIds.id} = ${id} and ${here ? sql`${spentClientIds.spaceId} = ${spaceId}` : sql`${spentClientIds.spaceId} <> ${spaceId}`})`;
  return [
    {
      holds: spent(true),
      refusal: () => new ApiError('conflict', CLIENT_ID_MESSAGES.spent, undefined, CLIENT_ID_SPENT),
    },
    { holds: spent(false), refusal: idTaken },
  ];
}
