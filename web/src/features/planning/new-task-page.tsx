import { NewItemScreen } from './components/new-item-screen.tsx';

/** /new-task: 'Nouvelle tâche'. */
export function Component() {
  return <NewItemScreen kind="task" />;
}
