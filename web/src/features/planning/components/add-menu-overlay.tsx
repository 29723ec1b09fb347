import { ClipboardList, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { Opening } from '../../../ui/deferred-overlay.tsx';
import {
  AddMenuFace,
  type AddMenuProps,
  addMenuTriggerClass,
  type NewItemState,
} from './add-menu-face.tsx';

/**
 * The plus menu itself (radix menu: arrow keys, Escape, focus back to the button), loaded when the
 * family first opens it (add-menu.tsx). `opening`: it was opened before this code arrived, so it
 * mounts open, on its first item if that was from the keyboard.
 */
export function AddMenuOverlay({
  date,
  label,
  trigger,
  variant = 'solid',
  opening,
}: AddMenuProps & { opening?: Opening | undefined }) {
  const navigate = useNavigate();
  const content = useRef<HTMLDivElement>(null);
  // Opened from the keyboard before the menu's code was here: on its first item, as radix does
  // when the menu was already loaded.
  useEffect(() => {
    if (!opening?.byKeyboard) return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [opening]);
  const state: NewItemState = date ? { date } : {};
  const item =
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 text-base font-medium text-app outline-none select-none data-[highlighted]:bg-surface-muted';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its buttons stay focusable
    // (axe: aria-hidden-focus); a menu needs no trap, Tab and Escape close it.
    <DropdownMenu.Root modal={false} defaultOpen={opening !== undefined}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className={addMenuTriggerClass(trigger, variant)}
      >
        <AddMenuFace trigger={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
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
