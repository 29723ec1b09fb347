import { useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { alertKeys } from './keys.ts';

/**
 * « C'est voulu, ignorer »: the space stops flagging this pair of occurrences (the other devices
 * hear it live); the alerts are refreshed here, so the card leaves the list at once.
 */
export function useIgnoreConflict(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  return async (occurrences: [string, string]) => {
    const body = await readJson(
      api.api.spaces[':spaceId'].alerts.ignored.$post({
        param: { spaceId: spaceId ?? '' },
        json: { occurrences },
      }),
    );
    if (spaceId) await queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) });
    return body;
  };
}
