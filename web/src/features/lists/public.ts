/**
 * What the app shell needs of the lists feature: the behaviour of item writes queued offline, and
 * the live item changes applied to a list's copy.
 */

export { handOverWhenHidden } from './api/hand-over.ts';
export { receiveListItemsEvent } from './api/live-items.ts';
export { registerItemWrites } from './api/write-items.ts';
