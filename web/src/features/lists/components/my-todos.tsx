import { UserCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import { Button } from '../../../ui/button.tsx';

export const MY_TODOS_TEXTS = {
  toggle: 'Mes tâches',
  empty: 'Aucune tâche pour vous dans cette liste',
} as const;

/**
 * « Mes tâches » on a to-do list: only the items for the profile chosen on this device (the app's
 * « me »), as a toggle button. Without a chosen profile of this space, or on another list, nothing.
 */
export function useMyTodos(
  items: ListItemView[],
  me: { id: string } | null,
  isTodoList: boolean,
): { toggle: ReactNode; items: ListItemView[]; empty: ReactNode } {
  const [mineOnly, setMineOnly] = useState(false);
  if (!isTodoList || !me) return { toggle: null, items, empty: null };
  const mine = mineOnly ? items.filter((item) => item.assigneeIds?.includes(me.id)) : items;
  return {
    toggle: (
      <Button
        variant={mineOnly ? 'primary' : 'outline'}
        size="sm"
        aria-pressed={mineOnly}
        className="shrink-0"
        onClick={() => setMineOnly(!mineOnly)}
      >
        <UserCheck aria-hidden="true" className="size-4" />
        {MY_TODOS_TEXTS.toggle}
      </Button>
    ),
    items: mine,
    empty:
      mineOnly && mine.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-muted">
          {MY_TODOS_TEXTS.empty}
        </p>
      ) : null,
  };
}
