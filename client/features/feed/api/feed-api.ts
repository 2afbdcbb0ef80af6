/**
 * The home feed query (spec 000 §7): pages of 20 requests, `{data, pagination: {page, hasMore}}`.
 * Pages after the first carry page 1's `snapshot` (newest id) and `at` (ranking time), so new
 * requests arriving meanwhile cause no duplicates or gaps.
 */
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type FeedSort } from '@common/constants';
import type { Page, RequestItem } from '@common/schemas';
import { api } from '../../../lib/api';

/** Query key prefix of every request list; invalidate it after a request is created. */
export const REQUEST_LISTS_KEY = '/api/requests';

export interface FeedPage extends Page<RequestItem> {
  pagination: { page: number; hasMore: boolean; snapshot?: number };
}

export interface FeedParams {
  sort: FeedSort;
  search?: string;
  genreId?: number;
  /** Only requests with no answers yet (issue 15). */
  unanswered?: boolean;
}

interface PageParam {
  page: number;
  snapshot?: number;
  at?: string;
}

export function useFeed({ sort, search, genreId, unanswered }: FeedParams) {
  const onlyUnanswered = unanswered ? 'true' : undefined;
  return useInfiniteQuery({
    queryKey: [REQUEST_LISTS_KEY, { sort, search: search || undefined, genreId, unanswered: onlyUnanswered, limit: FEED_PAGE_SIZE }],
    queryFn: async ({ pageParam, signal }) => {
      const at = pageParam.at ?? new Date().toISOString();
      const page = await api<FeedPage>(REQUEST_LISTS_KEY, {
        query: { page: pageParam.page, limit: FEED_PAGE_SIZE, sort, search: search || undefined, genreId, unanswered: onlyUnanswered, snapshot: pageParam.snapshot, at: sort === 'magic' ? at : undefined },
        signal,
      });
      return { ...page, at };
    },
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.pagination.hasMore ? { page: last.pagination.page + 1, snapshot: last.pagination.snapshot, at: last.at } : undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * Idle prefetch (spec 000 §4, §9): once the first page is shown, loads up to `maxPages` more pages
 * `spacingMs` apart while the browser is idle, so scrolling rarely waits.
 */
export function useIdlePrefetch(feed: ReturnType<typeof useFeed>, maxPages = 3, spacingMs = 300) {
  const loaded = feed.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess } = feed;
  useEffect(() => {
    if (!isSuccess || !hasNextPage || isFetchingNextPage || loaded > maxPages) return;
    let idleHandle: number | undefined;
    const timer = setTimeout(() => {
      const run = () => void fetchNextPage();
      idleHandle = 'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : undefined;
      if (idleHandle === undefined) run();
    }, spacingMs);
    return () => {
      clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
  }, [isSuccess, hasNextPage, isFetchingNextPage, loaded, maxPages, spacingMs, fetchNextPage]);
}

/** One member's requests, newest first (GET /api/users/{id}/requests), paged like the feed. */
export function useUserRequests(userId: number) {
  const path = `/api/users/${userId}/requests`;
  return useInfiniteQuery({
    queryKey: [REQUEST_LISTS_KEY, 'user', userId],
    queryFn: ({ pageParam, signal }) => api<FeedPage>(path, { query: { page: pageParam.page, limit: FEED_PAGE_SIZE, snapshot: pageParam.snapshot }, signal }),
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.pagination.hasMore ? { page: last.pagination.page + 1, snapshot: last.pagination.snapshot } : undefined,
  });
}
