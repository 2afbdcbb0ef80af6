/** Request calls: create (POST /api/requests) and one request (GET /api/requests/{id}, refreshed every 30 s). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRequestBody, RequestItem } from '@common/schemas';
import { api } from '../../../lib/api';

export const requestKey = (id: number) => [`/api/requests/${id}`] as const;

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => api<RequestItem>('/api/requests', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/requests'] }),
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
