/**
 * Activity calls (spec 000 §7 "Feed and lists"): GET /api/users/{id}/activity with activityType,
 * page and limit; `{data, pagination {page, hasMore}}`, 20 per page. Profiles read a member's
 * recommendations with activityType=responses&limit=100&page=1.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityFilter } from '@common/schemas';
import { activityQuery, recommendationsQuery } from '../../../lib/queries/activity';

/** Pages of `userId`'s activity of one filter, newest first; idle without an id. */
export function useActivity(userId: number | null | undefined, activityType: ActivityFilter) {
  return useInfiniteQuery({ ...activityQuery(userId ?? 0, activityType), enabled: userId != null });
}

/** A member's recommendations for their profile: the newest 100 (spec 000 §7), one call. */
export function useRecommendations(userId: number | null | undefined) {
  return useQuery({ ...recommendationsQuery(userId ?? 0), enabled: userId != null });
}
