/**
 * Query options of requests (spec 000 §7): the home feed, one member's requests and one request.
 * The only place their query keys are written; hooks and mutations use these objects.
 * Every list key starts with REQUEST_LISTS_PATH, so one prefix invalidates the feed and profiles.
 */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type FeedSort, type TopWindow } from '@common/constants';
import type { FeedPage } from '@common/schemas';
import { callApi } from '../api';

export const REQUEST_LISTS_PATH = apiPath('getRequests');

/** A page of requests with the snapshot later pages read under (newest id when page 1 was read). */
export type RequestPage = FeedPage;

/** Page parameters of every request list: the page, page 1's snapshot and (MAGIC) ranking time. */
export interface RequestPageParam {
  page: number;
  snapshot?: number;
  at?: string;
}

export interface FeedParams {
  sort: FeedSort;
  search?: string;
  genreId?: number;
  /** Only requests with no answers yet. */
  unanswered?: boolean;
  /** Only requests asked or answered by members the viewer follows. */
  following?: boolean;
  /** The Top sort's window (decision 050); other sorts leave it out. */
  window?: TopWindow;
}

export const requestKeys = {
  /** Prefix of every request list (feed pages, a member's requests). */
  lists: [REQUEST_LISTS_PATH] as const,
  feed: ({ sort, search, genreId, unanswered, following, window }: FeedParams) =>
    [
      REQUEST_LISTS_PATH,
      {
        sort,
        window: sort === 'top' ? window : undefined,
        search: search || undefined,
        genreId,
        unanswered: unanswered || undefined,
        following: following || undefined,
        limit: FEED_PAGE_SIZE,
      },
    ] as const,
  byUser: (userId: number) => [REQUEST_LISTS_PATH, 'user', userId] as const,
  detail: (id: number) => [apiPath('getRequest', { id })] as const,
};

/**
 * The feed in one sort: pages of 20; MAGIC and Top pages after the first carry page 1's time (the
 * ranking's, and the one Top's window counts back from).
 */
export function feedQuery({ sort, search, genreId, unanswered, following, window }: FeedParams) {
  const onlyUnanswered = unanswered ? 'true' : undefined;
  const timed = sort === 'magic' || sort === 'top';
  return infiniteQueryOptions({
    queryKey: requestKeys.feed({ sort, search, genreId, unanswered, following, window }),
    queryFn: async ({ pageParam, signal }) => {
      const at = pageParam.at ?? new Date().toISOString();
      const page = await callApi('getRequests', {
        query: {
          page: pageParam.page,
          limit: FEED_PAGE_SIZE,
          sort,
          search: search || undefined,
          genreId,
          unanswered: onlyUnanswered,
          following: following ? 'true' : undefined,
          snapshot: pageParam.snapshot,
          at: timed ? at : undefined,
          window: sort === 'top' ? window : undefined,
        },
        signal,
      });
      return { ...page, at };
    },
    initialPageParam: { page: 1 } as RequestPageParam,
    getNextPageParam: (last): RequestPageParam | undefined =>
      last.pagination.hasMore
        ? { page: last.pagination.page + 1, snapshot: last.pagination.snapshot, at: last.at }
        : undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * One member's requests, newest first (GET /api/users/{id}/requests), 20 a page under page 1's
 * snapshot. The feed's You tab, /you and profiles share this one cache entry (two hooks
 * once shared the key with different page parameters and sent `page=[object Object]`).
 */
export function userRequestsQuery(userId: number) {
  return infiniteQueryOptions({
    queryKey: requestKeys.byUser(userId),
    queryFn: ({ pageParam, signal }) =>
      callApi('getUserRequests', {
        params: { id: userId },
        query: { page: pageParam.page, limit: FEED_PAGE_SIZE, snapshot: pageParam.snapshot },
        signal,
      }),
    initialPageParam: { page: 1 } as RequestPageParam,
    getNextPageParam: (last): RequestPageParam | undefined =>
      last.pagination.hasMore
        ? { page: last.pagination.page + 1, snapshot: last.pagination.snapshot }
        : undefined,
  });
}

/** One request; refreshed every 30 s and stale after 25 s (spec 000 §9). */
export function requestQuery(id: number) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => callApi('getRequest', { params: { id }, signal }),
    refetchInterval: 30_000,
    staleTime: 25_000,
  });
}
