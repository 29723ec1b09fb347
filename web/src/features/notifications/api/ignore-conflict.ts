import { useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { alertKeys } from './keys.ts';

/**
 * « C'est voulu, ignorer »: the space stops flagging this pair of occurrences, or with `series` every
 * clash of the same two items (the other devices hear it live); the alerts are refreshed here, so
 * the card leaves the list at once. `undo` (the toast's « Annuler ») flags the pair again.
 */
export function useIgnoreConflict(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () =>
    spaceId ? queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) }) : undefined;
  const route = api.spaces[':spaceId'].alerts.ignored;
  const param = { spaceId: spaceId ?? '' };
  return {
    ignore: async (occurrences: [string, string], series = false) => {
      const body = await readJson(route.$post({ param, json: { occurrences, series } }));
      await refresh();
      return body;
    },
    undo: async (occurrences: [string, string], series = false) => {
      const body = await readJson(route.$delete({ param, json: { occurrences, series } }));
      await refresh();
      return body;
    },
  };
}
