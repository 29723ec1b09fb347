const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Ids are lower-case UUIDs (`crypto.randomUUID()`). Anything else names no row: the API answers
 * 404 and a task's "Responsable" field reads it as a name rather than an id.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
