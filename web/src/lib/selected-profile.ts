/**
 * The family profile chosen on this device (docs/product.md#profiles): its id, stored under
 * `selectedProfileId` and announced as `selectedProfileChanged`. Forgotten on login, on sign-out and
 * when the active space changes (profiles belong to a space). lib/profiles.ts resolves it into the
 * profile of the active space (`useSelectedProfile`).
 */
import { storedValue } from './stored-value.ts';

export const selectedProfileId = storedValue('selectedProfileId', 'selectedProfileChanged');

/** Makes `id` the profile using the app on this device. */
export function selectProfile(id: string): void {
  selectedProfileId.write(id);
}

/** Forgets the profile chosen on this device. */
export function clearSelectedProfile(): void {
  selectedProfileId.write(null);
}
