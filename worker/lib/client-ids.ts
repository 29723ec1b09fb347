/**
 * Creates that accept a client-generated id (docs/architecture.md#idempotent-creates). The id is
 * looked up across every space, because ids are unique per table, but only a row of the request's own
 * space and of the same kind is ever answered: anything else is the same neutral 409, which says
 * nothing about the row, its space or whether it is a task or an activity.
 */
import { CLIENT_ID_MESSAGES, CLIENT_ID_TAKEN } from '#domain/client-ids.ts';
import { ApiError } from './api-error.ts';

/** What the server knows of the row that already holds an id, before deciding what to answer. */
export interface IdHolder {
  spaceId: string;
  /** The row is what this create would have made (same kind of task, same list, same profile). */
  sameKind: boolean;
}

export function idTaken(): ApiError {
  return new ApiError('conflict', CLIENT_ID_MESSAGES.taken, undefined, CLIENT_ID_TAKEN);
}

/**
 * True when the id is already this space's row of this kind (a replay: answer that row); false when
 * no row holds it (go on and create); a 409 otherwise.
 */
export function isReplay(holder: IdHolder | undefined, spaceId: string): boolean {
  if (!holder) return false;
  if (holder.spaceId !== spaceId || !holder.sameKind) throw idTaken();
  return true;
}
