/**
 * The SQL a guarded write is built with (worker/lib/guarded-write.ts): a row as the selection of an
 * `INSERT … SELECT`, so that the insert writes only where its guards hold.
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * `row` as the selection of an `INSERT … SELECT` into `table`: every column in the table's order,
 * an absent value taking its column's default, each value mapped as drizzle maps an insert's.
 */
export function rowSelection<T extends SQLiteTable>(
  table: T,
  row: Partial<T['$inferInsert']>,
): Record<keyof T['_']['columns'], SQL.Aliased> {
  const values = {} as Record<keyof T['_']['columns'], SQL.Aliased>;
  for (const [key, column] of Object.entries(getTableColumns(table)) as [
    keyof T['_']['columns'],
    SQLiteColumn,
  ][]) {
    const given = (row as Record<PropertyKey, unknown>)[key];
    const value = given !== undefined ? given : (column.defaultFn?.() ?? column.default ?? null);
    values[key] = (is(value, SQL) ? value : sql`${sql.param(value, column)}`).as(column.name);
  }
  return values;
}
