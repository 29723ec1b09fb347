import { NewItemScreen } from './components/new-item-screen.tsx';

/** /new-task: 'Nouvelle tâche'. */
export function NewTaskPage() {
  return <NewItemScreen kind="task" />;
}
