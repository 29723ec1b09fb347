import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

// The plus menu's face, shared by its stand-in (add-menu.tsx) and its lazy menu
// (add-menu-overlay.tsx): both import it, neither imports the other.

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
