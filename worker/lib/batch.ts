/**
 * `db.batch` for the space gate: drizzle's own D1 batch cannot carry a raw `db.all(sql…)` query with
 * bound values (its prepared form has no D1 statement), and the gate's check and the planning's read
 * are raw SQL on purpose (one row shape, no per-column mapping). Same contract as drizzle's: one D1
 * `batch` (one round trip, one transaction), results in order, each mapped as its query maps it.
 *
 * A {@link RawRead} skips drizzle altogether: its SQL text is prepared once per D1 binding (once per
 * isolate, as the runtime hands every request of an isolate the same binding object), each request
 * only binds its values, and its result is D1's rows as they come (column names as the SQL names
 * them). For the hot reads (the access check, the planning's range), where drizzle would rebuild the
 * SQL from its template and walk its mapping layer on every request.
 */
import type { BatchItem } from 'drizzle-orm/batch';

/** What every drizzle query offers its own batch. */
interface PreparedLike {
  stmt?: D1PreparedStatement;
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch: boolean): unknown;
}

/** One SQL text, prepared at most once per D1 binding. */
export class RawQuery<Row> {
  readonly #prepared = new WeakMap<D1Database, D1PreparedStatement>();

  constructor(readonly sql: string) {}

  /** This query with `values` bound to its `?`, in order, on `d1`. */
  bind(d1: D1Database, ...values: unknown[]): RawRead<Row> {
    let statement = this.#prepared.get(d1);
    if (!statement) {
      statement = d1.prepare(this.sql);
      this.#prepared.set(d1, statement);
    }
    return new RawRead<Row>(statement.bind(...values));
  }
}

/** A bound {@link RawQuery}, ready for {@link batch}: its result is the rows. */
export class RawRead<Row> {
  /** The result type, as drizzle's batch items declare theirs (type only). */
  declare readonly _: { result: Row[] };

  constructor(readonly statement: D1PreparedStatement) {}
}

/** What {@link batch} accepts: drizzle queries and raw reads. */
export type BatchEntry = BatchItem<'sqlite'> | RawRead<unknown>;

export type BatchResults<T extends readonly BatchEntry[]> = {
  [K in keyof T]: T[K]['_']['result'];
};

export async function batch<T extends readonly BatchEntry[]>(
  d1: D1Database,
  items: readonly [...T],
): Promise<BatchResults<T>> {
  const prepared = items.map((item) =>
    item instanceof RawRead ? item : (item as unknown as { _prepare(): PreparedLike })._prepare(),
  );
  const statements = prepared.map((query) => {
    if (query instanceof RawRead) return query.statement;
    const { sql, params } = query.getQuery();
    return (query.stmt ?? d1.prepare(sql)).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((result, i) => {
    const query = prepared[i];
    return query instanceof RawRead ? result.results : query?.mapResult(result, true);
  }) as BatchResults<T>;
}
