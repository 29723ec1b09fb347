/**
 * D1 as a request sees it, counted: round trips (a batch, or one statement run alone) and the rows
 * read that D1 reports in each result's `meta`. Shared by the worker tests (a route that adds a
 * sequential query fails there) and the workerd bench (tests/bench/workerd.ts).
 */
const unwrap = Symbol('unwrap');

export interface D1Meter {
  roundTrips: number;
  /** Statements sent, all round trips together: a batch counts each of its statements. */
  statements: number;
  rowsRead: number;
}

/** `d1` with every call that reaches the database counted: a batch, or one statement run alone. */
export function metered(d1: D1Database, meter: D1Meter): D1Database {
  const count = (results: D1Result | D1Result[] | unknown) => {
    meter.roundTrips += 1;
    meter.statements += Array.isArray(results) ? results.length : 1;
    for (const result of Array.isArray(results) ? results : [results]) {
      meter.rowsRead += (result as D1Result | undefined)?.meta?.rows_read ?? 0;
    }
    return results;
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, property) {
        if (property === 'bind') {
          return (...values: unknown[]) => statement(target.bind(...values));
        }
        if (property === 'run' || property === 'all') {
          return async () => count(await target[property]());
        }
        if (property === 'first' || property === 'raw') {
          return async (...args: never[]) => {
            meter.roundTrips += 1;
            meter.statements += 1;
            return (target[property] as (...a: never[]) => unknown)(...args);
          };
        }
        if (property === unwrap) return target;
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => statement(target.prepare(query));
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) =>
          count(
            await target.batch(
              statements.map(
                (s) => (s as unknown as Record<symbol, D1PreparedStatement>)[unwrap] ?? s,
              ),
            ),
          );
      }
      // A request's session (worker/middleware/db.ts) reaches the same database: counted alike.
      if (property === 'withSession') {
        return (constraint?: string) =>
          metered(target.withSession(constraint) as unknown as D1Database, meter);
      }
      if (property === 'exec') {
        return async (query: string) => {
          meter.roundTrips += 1;
          meter.statements += 1;
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
