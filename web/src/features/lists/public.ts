/**
 * What the app shell needs of the lists feature: the behaviour of item writes queued offline, and
 * the live item changes applied to a list's copy.
 */

// What « Menus de la semaine » reads of the lists: their query and keys, and how a pasted text
// becomes lines (one ingredient a line).
export { allListsQueryOptions } from './api/get-lists.ts';
export { handOverWhenHidden } from './api/hand-over.ts';
export { listKeys } from './api/keys.ts';
export { receiveListItemsEvent } from './api/live-items.ts';
export { registerItemWrites } from './api/write-items.ts';
export { pastedLines } from './lib/pasted-lines.ts';
