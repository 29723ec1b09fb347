import { NewItemScreen } from './components/new-item-screen.tsx';

/** /add-activity: 'Nouvelle activité'. */
export function Component() {
  return <NewItemScreen kind="activity" />;
}
