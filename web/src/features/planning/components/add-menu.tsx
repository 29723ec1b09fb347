import { ClipboardList, Plus, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';

/** Navigation state of /new-task and /add-activity: the day the form starts on. */
export interface NewItemState {
  date?: string;
}

/**
 * The plus menu: 'Tâche à planifier' (/new-task) and 'Activité & Loisir' (/add-activity), opening
 * the form on `date`. Radix menu: arrow keys, Escape, focus back to the button.
 */
export function AddMenu({
  date,
  label,
  trigger,
  variant = 'solid',
}: {
  date?: string;
  /** The button's accessible name. */
  label: string;
  /** The button's look (default: a round blue plus). */
  trigger?: ReactNode;
  /** 'soft' for the many small '+' of the week's day cards. */
  variant?: 'solid' | 'soft';
}) {
  const navigate = useNavigate();
  const state: NewItemState = date ? { date } : {};
  const item =
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 text-base font-medium text-app outline-none select-none data-[highlighted]:bg-surface-muted';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its buttons stay focusable
    // (axe: aria-hidden-focus); a menu needs no trap, Tab and Escape close it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className={
          trigger
            ? 'rounded-xl'
            : variant === 'soft'
              ? 'grid size-11 place-items-center rounded-full bg-accent-soft text-accent transition-colors hover:bg-primary hover:text-on-primary data-[state=open]:bg-primary data-[state=open]:text-on-primary'
              : 'grid size-11 place-items-center rounded-full bg-primary text-on-primary shadow-sm transition-colors hover:bg-primary-hover'
        }
      >
        {trigger ?? <Plus aria-hidden="true" className="size-6" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-60 rounded-2xl border border-app bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.newTask, { state })}>
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-task/10 text-task"
            >
              <ClipboardList className="size-5" />
            </span>
            Tâche à planifier
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={item}
            onSelect={() => navigate(paths.addActivity, { state })}
          >
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-activity/10 text-activity"
            >
              <Sparkles className="size-5" />
            </span>
            Activité & Loisir
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
