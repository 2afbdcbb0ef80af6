/** The home feed query: pages of 20 requests, `{data, pagination: {page, hasMore}}` (spec 000 §7). */
import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type FeedSort } from '@common/constants';
import type { Page, RequestItem } from '@common/schemas';
import { api } from '../../../lib/api';

/** Query key prefix of every request list; invalidate it after a request is created. */
export const REQUEST_LISTS_KEY = '/api/requests';

export function useFeed(sort: FeedSort = 'recent') {
  return useInfiniteQuery({
    queryKey: [REQUEST_LISTS_KEY, { sort, limit: FEED_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      api<Page<RequestItem>>(REQUEST_LISTS_KEY, { query: { page: pageParam, limit: FEED_PAGE_SIZE, sort }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}
