import { NewItemScreen } from './components/new-item-screen.tsx';

/** /add-activity: 'Nouvelle activité'. */
export function AddActivityPage() {
  return <NewItemScreen kind="activity" />;
}
