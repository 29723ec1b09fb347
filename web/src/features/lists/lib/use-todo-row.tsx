import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { useSaveTodo } from '../api/todo-items.ts';
import { familyNow, TodoLine, todoValueOf } from '../components/todo-fields.tsx';

/**
 * On a to-do list, what each row adds (docs/decisions/082-shared-to-dos.md): its line and its part of
 * the edit dialog, read with the family's profiles and clock; nothing on another list.
 */
export function useTodoRow(spaceId: string, listId: string, isTodoList: boolean) {
  const { spaces } = useActiveSpace();
  const timeZone = spaces.find((space) => space.id === spaceId)?.timezone;
  const { data: profiles = [] } = useQuery({
    ...profilesQueryOptions(spaceId),
    enabled: isTodoList,
  });
  const save = useSaveTodo(spaceId, listId);
  return useCallback(
    (item: ListItemView) => {
      if (!isTodoList) return undefined;
      return {
        line: <TodoLine item={item} profiles={profiles} now={familyNow(timeZone)} />,
        editing: {
          profiles,
          value: todoValueOf(item),
          onSave: (value: Parameters<typeof save>[1]) => save(item.id, value),
        },
      };
    },
    [isTodoList, profiles, timeZone, save],
  );
}
