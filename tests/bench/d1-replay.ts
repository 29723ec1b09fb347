/**
 * D1 answered from memory, for measuring the Worker's own CPU in workerd (tests/bench/workerd.ts):
 * the first call of each query (its SQL text; a batch by the texts of its statements) goes to the
 * real binding and its result is kept as JSON text; every later call of the same query answers a
 * fresh `JSON.parse` of that text without reaching the database. What is left in the workerd process
 * is the Worker's JavaScript, the runtime's native work for it (HTTP, Request/Response, crypto) and
 * about the JSON parse the real D1 client does on each answer, but no SQLite and no D1 service.
 *
 * Keyed by SQL text only: the bench repeats one request, whose bound values (the request's instant
 * in the session check) change but whose answers do not.
 */
interface Replayed {
  sql: string;
  real: D1PreparedStatement;
}

export function replayed(d1: D1Database): D1Database {
  const answers = new Map<string, string>();
  const answer = async <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    const kept = answers.get(key);
    if (kept !== undefined) return JSON.parse(kept) as T;
    const result = await ask();
    answers.set(key, JSON.stringify(result));
    return result;
  };
  const statement = (sql: string, real: D1PreparedStatement): D1PreparedStatement => {
    const self: Replayed & Record<string, unknown> = {
      sql,
      real,
      bind: (...values: unknown[]) => statement(sql, real.bind(...values)),
      all: () => answer(`all ${sql}`, () => real.all()),
      run: () => answer(`run ${sql}`, () => real.run()),
      raw: (options?: { columnNames?: boolean }) =>
        answer(`raw ${options?.columnNames ?? false} ${sql}`, () =>
          real.raw(options as { columnNames: true }),
        ),
      first: (column?: string) =>
        answer(`first ${column ?? ''} ${sql}`, () =>
          column === undefined ? real.first() : real.first(column),
        ),
    };
    return self as unknown as D1PreparedStatement;
  };
  const database = {
    prepare: (sql: string) => statement(sql, d1.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      const list = statements as unknown as Replayed[];
      return answer(`batch ${list.map((s) => s.sql).join('\n;\n')}`, () =>
        d1.batch(list.map((s) => s.real)),
      );
    },
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    // A request's session (worker/middleware/db.ts) answers from the same memory; no bookmark.
    withSession: () => ({ ...database, getBookmark: () => null }),
  };
  return database as unknown as D1Database;
}
