/**
 * Profile calls (spec 000 §7): GET /api/profile/{slug} and GET /api/users/{id} fetch a member's
 * public profile; GET /api/users/{id}/requests pages their requests.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '@common/constants';
import type { Page, PublicProfile, RequestItem } from '@common/schemas';
import { api } from '../../../lib/api';

/** The member at /profile/{slug}; ApiError 404 when there is none. */
export function useProfileBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: [`/api/profile/${slug ?? ''}`] as const,
    queryFn: ({ signal }) => api<PublicProfile>(`/api/profile/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: !!slug,
  });
}

/** The member with this id. */
export function useProfile(userId: number | null | undefined) {
  return useQuery({
    queryKey: [`/api/users/${userId ?? 0}`] as const,
    queryFn: ({ signal }) => api<PublicProfile>(`/api/users/${userId}`, { signal }),
    enabled: userId != null,
  });
}

/**
 * Pages of 20 of a member's requests, newest first. Keyed under "/api/requests" so creating a
 * request refreshes it with the feed.
 */
export function useUserRequests(userId: number | null | undefined) {
  return useInfiniteQuery({
    queryKey: ['/api/requests', 'user', userId ?? 0],
    queryFn: ({ pageParam, signal }) =>
      api<Page<RequestItem>>(`/api/users/${userId}/requests`, { query: { page: pageParam, limit: FEED_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    enabled: userId != null,
  });
}
