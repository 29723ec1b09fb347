/**
 * `db.batch` for the space gate: drizzle's own D1 batch cannot carry a raw `db.all(sql…)` query with
 * bound values (its prepared form has no D1 statement), and the gate's check and the planning's read
 * are raw SQL on purpose (one row shape, no per-column mapping). Same contract as drizzle's: one D1
 * `batch` (one round trip, one transaction), results in order, each mapped as its query maps it.
 */
import type { BatchItem } from 'drizzle-orm/batch';

/** What every drizzle query offers its own batch. */
interface PreparedLike {
  stmt?: D1PreparedStatement;
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch: boolean): unknown;
}

export type BatchResults<T extends readonly BatchItem<'sqlite'>[]> = {
  [K in keyof T]: T[K]['_']['result'];
};

export async function batch<T extends readonly BatchItem<'sqlite'>[]>(
  d1: D1Database,
  items: readonly [...T],
): Promise<BatchResults<T>> {
  const prepared = items.map((item) =>
    (item as unknown as { _prepare(): PreparedLike })._prepare(),
  );
  const statements = prepared.map((query) => {
    const { sql, params } = query.getQuery();
    return (query.stmt ?? d1.prepare(sql)).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((result, i) => prepared[i]?.mapResult(result, true)) as BatchResults<T>;
}
