/**
 * What a tick costs in D1 terms: the rows read and written that D1 reports in each result's `meta`
 * (docs/architecture.md#reminders). drizzle only hands back results' meta through `db.batch`, so the
 * tick sends every statement, reads included, through batches on a binding wrapped here.
 */
import { createDb, type Db } from '../../db/client.ts';

export interface D1Meter {
  rowsRead: number;
  rowsWritten: number;
  /** Round trips to D1. */
  batches: number;
}

export function newMeter(): D1Meter {
  return { rowsRead: 0, rowsWritten: 0, batches: 0 };
}

/** A drizzle client over `d1` whose batches add their rows read and written to `meter`. */
export function meteredDb(d1: D1Database, meter: D1Meter): Db {
  const metered = new Proxy(d1, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          meter.batches += 1;
          for (const result of results) {
            meter.rowsRead += result.meta?.rows_read ?? 0;
            meter.rowsWritten += result.meta?.rows_written ?? 0;
          }
          return results;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return createDb(metered);
}
