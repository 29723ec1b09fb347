/**
 * One shape for a write whose preconditions travel with it (docs/decisions/055-guarded-writes.md).
 *
 * A precondition is a {@link Guard}: its condition in SQL and the French refusal it answers, written
 * once beside its rule (the access check in worker/middleware/space-gate.ts, the write limit in
 * worker/auth/rate-limit.ts, a task's cap and people in worker/tasks/guards.ts…).
 * {@link guardedWrite} sends in one `db.batch` (one D1 round trip, one transaction):
 *
 * 1. the guards' booleans, as the database is before the write;
 * 2. the space and the membership the access check settles (`c.var.space`);
 * 3. the route's reads, by name;
 * 4. the write, given every guard ANDed for its WHERE: it matches nothing unless all hold;
 * 5. what the guards record (the write limit's count) and the route's after-reads, by name.
 *
 * When nothing was written, the first guard that failed, in list order (access first), is thrown;
 * when every guard held and nothing was written, the route decides (a replay, a row not found).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';

/** A precondition of a write: true in SQL when it holds; else the answer to give. */
export interface Guard {
  holds: SQL;
  refusal: () => ApiError;
  /** A write the rule makes in the same batch, after the route's (the write limit's count). */
  records?: Statement;
}

/** A drizzle query or statement, as `db.batch` takes it. */
export type Statement = BatchItem<'sqlite'>;
/** Statements by name; one left undefined (a statement a case does not need) is not sent. */
export type NamedStatements = Record<string, Statement | undefined>;
type Named = NamedStatements;
/** The rows of each named statement; of one sent only in some cases, when it was. */
export type Results<T extends Named> = { [K in keyof T]: NonNullable<T[K]>['_']['result'] };

/** A guard that holds, whose refusal is never read. */
export const HOLDS = sql`1`;

/** A guard known before anything is read (a rule of the request alone), as SQL. */
export function known(holds: boolean): SQL {
  return holds ? sql`1` : sql`0`;
}

/** Every guard of `guards` holds, as one condition. */
export function allHold(guards: readonly Guard[]): SQL {
  return and(HOLDS, ...guards.map((guard) => guard.holds)) as SQL;
}

/**
 * Throws the refusal of the first guard that does not hold. A 400 says every field refused, as a
 * form does: the fields of each failed guard that refuses with a 400, the first message by field.
 */
function refuse(guards: readonly Guard[], held: Record<string, unknown> | undefined): void {
  const failed = guards.filter((_, index) => !held?.[`g${index}`]).map((guard) => guard.refusal());
  const [first] = failed;
  if (!first) return;
  if (first.code !== 'validation') throw first;
  const fields: Record<string, string> = {};
  for (const refusal of failed) {
    if (refusal.code !== 'validation') continue;
    for (const [field, message] of Object.entries(refusal.fields ?? {})) fields[field] ??= message;
  }
  throw ApiError.validation(fields);
}

/** Sends `groups` in one batch and gives each group's results back under its statements' names. */
async function namedBatch(db: Db, groups: readonly Named[]): Promise<Results<Named>[]> {
  const sent = groups.map((group) =>
    Object.entries(group).filter((entry): entry is [string, Statement] => entry[1] !== undefined),
  );
  const [first, ...rest] = sent.flat().map(([, statement]) => statement);
  if (!first) return groups.map(() => ({}));
  const results = await db.batch([first, ...rest]);
  let next = 0;
  return sent.map((group) => Object.fromEntries(group.map(([name]) => [name, results[next++]])));
}

/** `statements` in one batch (one round trip), their results under their names. */
export async function batchByName<T extends Named>(db: Db, statements: T): Promise<Results<T>> {
  const [results] = await namedBatch(db, [statements]);
  return results as Results<T>;
}

/** What the guards record in the batch (the write limit's count), by name. */
function recordsOf(guards: readonly Guard[]): Named {
  const records: Named = {};
  guards.forEach((guard, index) => {
    if (guard.records) records[`r${index}`] = guard.records;
  });
  return records;
}

/**
 * The route's reads with the access check and `guards` in one batch (a read route's single round
 * trip, or the first of a write that must read before it can be computed): throws the first guard
 * that does not hold, after their records (the write limit's count) were made.
 */
export async function guardedRead<R extends Named>(
  c: Context<AppEnv>,
  reads: R,
  guards: readonly Guard[] = [],
): Promise<Results<R>> {
  const { db, gate } = c.var;
  const all = [...gate.guards, ...guards];
  const [check, read] = await namedBatch(db, [{ held: gate.check(all) }, reads, recordsOf(all)]);
  const held = check?.held?.[0];
  gate.settle(held);
  refuse(all, held);
  return read as Results<R>;
}

/** A write, its guards, its reads before and after it; see the module's comment. */
export interface GuardedWrite<R extends Named, W extends Statement, A extends Named> {
  guards: readonly Guard[];
  reads?: R;
  /** The write, its WHERE given `holds`; it must return a row for each row it writes. */
  write: (holds: SQL) => W;
  after?: A;
}

export async function guardedWrite<R extends Named, W extends Statement, A extends Named>(
  c: Context<AppEnv>,
  plan: GuardedWrite<R, W, A>,
): Promise<{ written: W['_']['result'] } & Results<R> & Results<A>> {
  const { db, gate } = c.var;
  const guards = [...gate.guards, ...plan.guards];
  const [check, read, write, _recorded, after] = await namedBatch(db, [
    { held: gate.check(guards) },
    plan.reads ?? {},
    { written: plan.write(allHold(guards)) },
    recordsOf(guards),
    plan.after ?? {},
  ]);
  const held = check?.held?.[0];
  gate.settle(held);
  const written = (write?.written ?? []) as unknown[];
  if (written.length === 0) refuse(guards, held);
  return { ...read, ...after, written } as { written: W['_']['result'] } & Results<R> & Results<A>;
}
