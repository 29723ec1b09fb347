import { type SQL, sql } from 'drizzle-orm';

/**
 * A random version 4 UUID made by SQLite, for rows that an INSERT … SELECT creates (their count is
 * only known inside the statement). Same form as `crypto.randomUUID()`, which the SPA checks
 * (docs/product.md#notifications: only ids in UUID form reach the server).
 */
export function sqlUuid(): SQL<string> {
  return sql<string>`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
}

/** `items` in slices of at most `size`, so that each statement stays within D1's bound parameters. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
