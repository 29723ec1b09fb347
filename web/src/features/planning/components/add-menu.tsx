import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  deferredOverlay,
  type StandInProps,
  standInHandlers,
} from '../../../ui/deferred-overlay.tsx';

/** Navigation state of /new-task and /add-activity: the day the form starts on. */
export interface NewItemState {
  date?: string;
}

export interface AddMenuProps {
  date?: string;
  /** The button's accessible name. */
  label: string;
  /** The button's look (default: a round blue plus). */
  trigger?: ReactNode;
  /** 'soft' for the many small '+' of the week's day cards. */
  variant?: 'solid' | 'soft';
}

/** The classes of the menu's button, the same before and after the menu's code is loaded. */
export function addMenuTriggerClass(trigger: ReactNode, variant: AddMenuProps['variant']): string {
  return trigger
    ? 'rounded-xl'
    : variant === 'soft'
      ? 'grid size-11 place-items-center rounded-full bg-accent-soft text-accent transition-colors hover:bg-primary hover:text-on-primary data-[state=open]:bg-primary data-[state=open]:text-on-primary'
      : 'grid size-11 place-items-center rounded-full bg-primary text-on-primary shadow-sm transition-colors hover:bg-primary-hover';
}

/** What the menu's button shows: the caller's `trigger`, or a plus. */
export function AddMenuFace({ trigger }: { trigger?: ReactNode }) {
  return trigger ?? <Plus aria-hidden="true" className="size-6" />;
}

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
