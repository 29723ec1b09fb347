/**
 * Conditions a write carries in its own SQL, so that a route can send it in the same `db.batch` as
 * the reads that decide whether it may happen (one D1 round trip): the write matches nothing unless
 * each condition holds, and the route then tells which one failed from the values read beside it
 * (docs/decisions/031-ordinary-request-path.md).
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { DEFAULT_TIME_ZONE } from '#domain/space-defaults.ts';
import { familySpaces } from '../../db/schema.ts';

/**
 * The zone a one-round-trip write computes its dates in before the space is read (today, a
 * reminder's instant): the zone nearly every family keeps. The write also holds only while the space
 * is in it ({@link spaceInZone}); a space in another zone costs its writes a second round trip.
 */
export const EXPECTED_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The space reads its dates and times in `timeZone`. */
export function spaceInZone(spaceId: string, timeZone: string): SQL {
  return sql`exists (select 1 from ${familySpaces} where ${familySpaces.id} = ${spaceId}
    and ${familySpaces.timezone} = ${timeZone})`;
}

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
