/**
 * The id of the active space stored on this device (lib/active-space.ts), apart from the spaces'
 * queries: the login page reads it without loading TanStack Query (docs/decisions/020).
 */
import type { SpaceSummary } from '#domain/spaces.ts';
import { storedValue } from './stored-value.ts';

export interface ActiveSpaceChangedDetail {
  spaceId: string | null;
  space: SpaceSummary | null;
}

declare global {
  interface WindowEventMap {
    activeSpaceChanged: CustomEvent<ActiveSpaceChangedDetail>;
  }
}

/** The id of the active space on this device. */
export const activeSpaceId = storedValue<ActiveSpaceChangedDetail>(
  'activeSpaceId',
  'activeSpaceChanged',
);
