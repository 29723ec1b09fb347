import { useCallback, useState } from 'react';

/**
 * The id of the row a form is about to create (docs/architecture.md#idempotent-creates): made once
 * for the form, sent with every try of the same save, and renewed only after a success. A double tap
 * or a try again after a lost answer then finds the row the first one made instead of adding one.
 */
export function useClientId(): { id: string; renew: () => void } {
  const [id, setId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setId(crypto.randomUUID()), []);
  return { id, renew };
}
