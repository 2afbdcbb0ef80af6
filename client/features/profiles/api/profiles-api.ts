/**
 * Profile calls (spec 000 §7): GET /api/profile/{slug} and GET /api/users/{id} fetch a member's
 * public profile; GET /api/users/{id}/requests pages their requests. Query options (and keys) live
 * in client/lib/queries/.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { profileBySlugQuery, profileQuery, tasteQuery } from '../../../lib/queries/profiles';
import { userRequestsQuery } from '../../../lib/queries/requests';

/** The member at /profile/{slug}; ApiError 404 when there is none. */
export function useProfileBySlug(slug: string | undefined) {
  return useQuery({ ...profileBySlugQuery(slug ?? ''), enabled: !!slug });
}

/** The member with this id. */
export function useProfile(userId: number | null | undefined) {
  return useQuery({ ...profileQuery(userId ?? 0), enabled: userId != null });
}

/**
 * Pages of 20 of a member's requests, newest first: the one cache entry the feed's You tab, /you
 * and profiles share. Invalidated with every request list when a request is created.
 */
export function useUserRequests(userId: number | null | undefined) {
  return useInfiniteQuery({ ...userRequestsQuery(userId ?? 0), enabled: userId != null });
}

/** A member's taste match with the viewer and their "Loved it" answers per genre. */
export function useTaste(userId: number | null | undefined) {
  return useQuery({ ...tasteQuery(userId ?? 0), enabled: userId != null });
}
