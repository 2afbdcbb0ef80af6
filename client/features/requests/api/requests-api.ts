/**
 * Request calls: create (POST /api/requests), attach genres (POST /api/requests/{id}/genres) and one
 * request (GET /api/requests/{id}, refreshed every 30 s).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRequestBody } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { requestQuery } from '../../../lib/queries/requests';
import { invalidateAfterNewRequest } from '../../../lib/queries/stale';

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => callApi('postRequests', { body, idempotent: true }),
    onSuccess: (created) => invalidateAfterNewRequest(queryClient, created?.user?.id ?? null),
  });
}

/** Replaces the genres of one of the member's requests with `genreIds` (at most 10). */
export function useAttachRequestGenres() {
  return useMutation({
    mutationFn: ({
      requestId,
      userId,
      genreIds,
    }: {
      requestId: number;
      userId: number;
      genreIds: number[];
    }) => callApi('postRequestGenres', { params: { id: requestId }, body: { userId, genreIds } }),
  });
}

/** One request; refreshed every 30 s and stale after 25 s (spec 000 §9). */
export function useRequest(id: number) {
  return useQuery({ ...requestQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
