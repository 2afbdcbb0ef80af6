/**
 * Request calls: create (POST /api/requests), attach genres (POST /api/requests/{id}/genres) and one
 * request (GET /api/requests/{id}, refreshed every 30 s).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateRequestBody, RequestGenresResult, RequestItem } from '@common/schemas';
import { api } from '../../../lib/api';

export const requestKey = (id: number) => [`/api/requests/${id}`] as const;

/** True for the query key of any list or view holding requests: the feed, a request, a member's requests or activity. */
export function isRequestListKey(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && (path.startsWith('/api/requests') || /^\/api\/users\/\d+\/(requests|activity)/.test(path));
}

/** Marks every request list stale (spec 000 §7 "after submit, request and response lists are refreshed"). */
export function invalidateRequestLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => isRequestListKey(q.queryKey) });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => api<RequestItem>('/api/requests', { method: 'POST', body }),
    onSuccess: () => invalidateRequestLists(queryClient),
  });
}

/** Replaces the genres of one of the member's requests with `genreIds` (at most 10). */
export function useAttachRequestGenres() {
  return useMutation({
    mutationFn: ({ requestId, userId, genreIds }: { requestId: number; userId: number; genreIds: number[] }) =>
      api<RequestGenresResult>(`/api/requests/${requestId}/genres`, { method: 'POST', body: { userId, genreIds } }),
  });
}

/** One request; refreshed every 30 s and stale after 25 s (spec 000 §9). */
export function useRequest(id: number) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => api<RequestItem>(`/api/requests/${id}`, { signal }),
    refetchInterval: 30_000,
    staleTime: 25_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}
