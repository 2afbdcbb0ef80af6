/**
 * Activity calls (spec 000 §7 "Feed and lists"): GET /api/users/{id}/activity with activityType,
 * page and limit; `{data, pagination {page, hasMore}}`, 20 per page. Profiles read a member's
 * recommendations with activityType=responses&limit=100&page=1.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '@common/constants';
import type { ActivityFilter, ActivityItem, Page } from '@common/schemas';
import { api } from '../../../lib/api';

/** Query key of a member's activity list (first element = path, as every list of the app). */
export function activityKey(userId: number, activityType: ActivityFilter, limit: number = FEED_PAGE_SIZE) {
  return [`/api/users/${userId}/activity`, { activityType, limit }] as const;
}

/** Pages of `userId`'s activity of one filter, newest first; idle without an id. */
export function useActivity(userId: number | null | undefined, activityType: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: activityKey(userId ?? 0, activityType),
    queryFn: ({ pageParam, signal }) =>
      api<Page<ActivityItem>>(`/api/users/${userId}/activity`, { query: { activityType, page: pageParam, limit: FEED_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    enabled: userId != null,
  });
}

/** A member's recommendations for their profile: the newest 100 (spec 000 §7), one call. */
export function useRecommendations(userId: number | null | undefined) {
  return useQuery({
    queryKey: [`/api/users/${userId ?? 0}/activity`, { activityType: 'responses', limit: MAX_PAGE_SIZE, page: 1 }] as const,
    queryFn: ({ signal }) =>
      api<Page<ActivityItem>>(`/api/users/${userId}/activity`, { query: { activityType: 'responses', limit: MAX_PAGE_SIZE, page: 1 }, signal }),
    enabled: userId != null,
  });
}
