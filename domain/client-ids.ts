/**
 * Ids chosen by the client for the rows it creates (docs/architecture.md#idempotent-creates): a new
 * task, activity, memo, list or list item may carry the UUID the device generated, so that a create
 * sent twice (a double tap, a retry after a lost answer, a replay) makes one row.
 */
import { isUuid } from './ids.ts';
import { z } from './validation.ts';

export const CLIENT_ID_MESSAGES = {
  invalid: 'Identifiant invalide',
  /** The id names a row this request may not see (another space, another kind): nothing about it is said. */
  taken: 'Cet identifiant est déjà utilisé',
  /** The id named a row of this space that was deleted since: a replayed create does not revive it. */
  spent: 'Cet élément a été supprimé entre-temps',
} as const;

/** The stable `reason` of the 409 above. */
export const CLIENT_ID_TAKEN = 'id_taken';

/** The stable `reason` of the 409 for an id whose row was deleted (`spent` above). */
export const CLIENT_ID_SPENT = 'id_spent';

/** An optional client-generated id: a UUID, read in lower case as the server stores ids. */
export const clientIdField = z
  .string(CLIENT_ID_MESSAGES.invalid)
  .transform((value) => value.toLowerCase())
  .refine(isUuid, CLIENT_ID_MESSAGES.invalid)
  .optional();
