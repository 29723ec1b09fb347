import {
  deferredOverlay,
  type StandInProps,
  standInHandlers,
} from '../../../ui/deferred-overlay.tsx';
import { AddMenuFace, type AddMenuProps, addMenuTriggerClass } from './add-menu-face.tsx';

function AddMenuButton(props: AddMenuProps & StandInProps) {
  const { label, trigger, variant = 'solid', opening } = props;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state={opening ? 'open' : 'closed'}
      className={addMenuTriggerClass(trigger, variant)}
      {...standInHandlers(props, true)}
    >
      <AddMenuFace trigger={trigger} />
    </button>
  );
}

/**
 * The plus menu: 'Tâche à planifier' (/new-task) and 'Activité & Loisir' (/add-activity), opening
 * the form on `date`. Its radix menu (add-menu-overlay.tsx) loads when the family first reaches for
 * it, not with the planning's first paint (docs/decisions/021-planning-first-visit.md).
 */
export const AddMenu = deferredOverlay<AddMenuProps>(
  () => import('./add-menu-overlay.tsx').then((module) => module.AddMenuOverlay),
  AddMenuButton,
);
