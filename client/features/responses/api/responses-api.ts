/** Recommendation calls: list (refreshed every 30 s) and create with the 409 duplicate rule. */
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseItem, SongData } from '@common/schemas';
import { api } from '../../../lib/api';
import { responsesQuery } from '../../../lib/queries/responses';
import { invalidateAfterNewResponse } from '../../../lib/queries/stale';

export function useResponses(requestId: number) {
  return useQuery(responsesQuery(requestId));
}

export interface CreateResponseInput {
  userId: number;
  songId: string;
  songData: SongData;
  comment?: string;
}

export function useCreateResponse(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateResponseInput) =>
      api<ResponseItem>(apiPath('postRequestResponses', { id: requestId }), {
        method: 'POST',
        body: input,
        idempotent: true,
      }),
    onSuccess: (_created, input) =>
      invalidateAfterNewResponse(queryClient, input.userId, requestId),
  });
}
