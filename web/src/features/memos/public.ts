/**
 * What other features may use of the memos (docs/product.md#memos): the dashboard's To Do List panel and its next reminder,
 * the reminders card of a list's screen, and the memo keys (deleting a list deletes its reminders).
 * Any other import of memos/ from outside is refused by the linter (biome.json).
 */
export { profileMemosQueryOptions } from './api/get-memos.ts';
export { memoKeys } from './api/keys.ts';
export { ListReminders } from './components/list-reminders.tsx';
export { TodoListPanel } from './components/todo-list-panel.tsx';
