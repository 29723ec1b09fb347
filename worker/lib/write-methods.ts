/**
 * The methods that change state: refused from a foreign Origin (middleware/origin-check.ts),
 * announced to the space's live sockets (realtime/announce.ts), counted by the task write limit
 * (routes/tasks.ts).
 */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const WRITES = new Set(WRITE_METHODS);

export function isWriteMethod(method: string): boolean {
  return WRITES.has(method);
}
