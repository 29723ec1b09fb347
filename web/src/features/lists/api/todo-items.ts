/**
 * A to-do's people, due day, time and reminder (docs/decisions/082-shared-to-dos.md), saved online
 * and awaited: unlike a tick, its refusals are about fields (« Le rappel doit précéder
 * l'échéance ») that the edit dialog shows on the field, so it is not queued offline.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { spaceZoneHeaders } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { listKeys } from './keys.ts';

/** The to-do part of an item, as the dialog sends it (an empty field is none). */
export interface TodoValue {
  assigneeIds: string[];
  dueDate: string;
  dueTime: string;
  reminder: string;
}

export function useSaveTodo(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (itemId: string, value: TodoValue) => {
      await readJson(
        api.spaces[':spaceId'].lists[':listId'].items[':itemId'].$patch(
          {
            param: { spaceId, listId, itemId },
            json: value,
          },
          { headers: spaceZoneHeaders(queryClient, spaceId) },
        ),
      );
      // The list shows the new line; the planning and the home read the to-dos due in their range.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.all(spaceId) }),
        queryClient.invalidateQueries({ queryKey: spaceKeys.area(spaceId, 'tasks') }),
      ]);
    },
    [queryClient, spaceId, listId],
  );
}
