/** What the app shell needs of the lists feature: the behaviour of item writes queued offline. */

export { handOverWhenHidden } from './api/hand-over.ts';
export { registerItemWrites } from './api/write-items.ts';
