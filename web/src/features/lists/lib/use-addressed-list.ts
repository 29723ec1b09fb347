import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isUuid } from '#domain/ids.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { loadState } from '../../../lib/network.ts';
import { allListsQueryOptions, listDetailQueryOptions } from '../api/get-lists.ts';

/**
 * The list named by `/list/:id` (or `/lists/:id`). Its URL does not say its space, and a list may be
 * of any space of the user, so its space is read from the user's lists (asked again on opening, so
 * that a list made meanwhile on another device is found), then the list from that space.
 */
export function useAddressedList() {
  const { id = '' } = useParams();
  const listId = id.toLowerCase();
  const valid = isUuid(listId);
  const all = useQuery({ ...allListsQueryOptions(), staleTime: 0, enabled: valid });
  const summary = all.data?.find((list) => list.id === listId);
  const spaceId = summary?.spaceId ?? null;
  const detail = useQuery({
    ...listDetailQueryOptions(spaceId ?? '', listId),
    enabled: spaceId !== null,
  });
  const gone = detail.error instanceof ApiRequestError && detail.error.status === 404;
  // Not found only once the user's lists were really asked: a cached answer that cannot be renewed
  // offline may predate the list.
  const notFound =
    !valid || gone || (all.isSuccess && !all.isFetching && !all.isPaused && !summary);
  const offline =
    !notFound &&
    detail.data === undefined &&
    ((!summary && (all.isPaused || loadState(all) === 'offline')) ||
      loadState(detail) === 'offline');
  return {
    listId,
    spaceId,
    /** The list and its items, once loaded. */
    data: notFound ? undefined : detail.data,
    notFound,
    /** It could not load for want of a network. */
    offline,
    /** A failure worth a retry (a server error). */
    error: notFound || offline ? null : (all.error ?? detail.error),
    refetch: () => void (all.isError ? all.refetch() : detail.refetch()),
  };
}
