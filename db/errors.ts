/**
 * Recognising SQLite constraint failures behind drizzle's DrizzleQueryError (which wraps D1's error in
 * `cause`), so that routes can answer 409 for a taken e-mail or invitation code instead of a 500.
 */

export type ConstraintKind = 'unique' | 'foreign_key' | 'check' | 'not_null';

const PATTERNS: Record<ConstraintKind, RegExp> = {
  unique: /UNIQUE constraint failed|SQLITE_CONSTRAINT_(?:UNIQUE|PRIMARYKEY)/,
  foreign_key: /FOREIGN KEY constraint failed|SQLITE_CONSTRAINT_FOREIGNKEY/,
  check: /CHECK constraint failed|SQLITE_CONSTRAINT_CHECK/,
  not_null: /NOT NULL constraint failed|SQLITE_CONSTRAINT_NOTNULL/,
};

/** The messages of `error` and of its `cause` chain. */
function messages(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    found.push(current.message);
    current = current.cause;
  }
  return found;
}

/** The constraint that `error` reports as violated, if any. */
export function constraintViolation(error: unknown): ConstraintKind | null {
  const texts = messages(error);
  for (const kind of Object.keys(PATTERNS) as ConstraintKind[]) {
    if (texts.some((text) => PATTERNS[kind].test(text))) return kind;
  }
  return null;
}

/** True when `error` is a UNIQUE (or primary key) violation, optionally on one `table.column`. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (constraintViolation(error) !== 'unique') return false;
  return column === undefined || messages(error).some((text) => text.includes(column));
}
