/** Recommendation calls: list (refreshed every 30 s) and create with the 409 duplicate rule. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseItem, SongData } from '@common/schemas';
import { api } from '../../../lib/api';

export const responsesKey = (requestId: number) => [`/api/requests/${requestId}/responses`] as const;

export function useResponses(requestId: number) {
  return useQuery({
    queryKey: responsesKey(requestId),
    queryFn: ({ signal }) => api<ResponseItem[]>(`/api/requests/${requestId}/responses`, { signal }),
    refetchInterval: 30_000,
    staleTime: 25_000,
  });
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
      api<ResponseItem>(`/api/requests/${requestId}/responses`, { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responsesKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: [`/api/requests/${requestId}`] }),
        queryClient.invalidateQueries({ queryKey: ['/api/requests'] }),
      ]),
  });
}
