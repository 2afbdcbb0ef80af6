/**
 * Query options of a member's activity (GET /api/users/{id}/activity, spec 000 §7): paged lists per
 * filter and the profile's newest 100 recommendations. The only place their keys are written.
 */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '@common/constants';
import type { ActivityFilter } from '@common/schemas';
import { callApi } from '../api';

const path = (userId: number) => apiPath('getUserActivity', { id: userId });

export const activityKeys = {
  /** Prefix of every activity query of the member. */
  byUser: (userId: number) => [path(userId)] as const,
  list: (userId: number, activityType: ActivityFilter) =>
    [path(userId), { activityType, limit: FEED_PAGE_SIZE }] as const,
  recommendations: (userId: number) =>
    [path(userId), { activityType: 'responses', limit: MAX_PAGE_SIZE, page: 1 }] as const,
};

/** Pages of 20 of `userId`'s activity of one filter, newest first. */
export function activityQuery(userId: number, activityType: ActivityFilter) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(userId, activityType),
    queryFn: ({ pageParam, signal }) =>
      callApi('getUserActivity', {
        params: { id: userId },
        query: { activityType, page: pageParam, limit: FEED_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}

/** A member's recommendations for their profile: the newest 100 (spec 000 §7), one call. */
export function recommendationsQuery(userId: number) {
  return queryOptions({
    queryKey: activityKeys.recommendations(userId),
    queryFn: ({ signal }) =>
      callApi('getUserActivity', {
        params: { id: userId },
        query: { activityType: 'responses', limit: MAX_PAGE_SIZE, page: 1 },
        signal,
      }),
  });
}
