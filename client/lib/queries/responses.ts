/** Query options of a request's recommendations (GET /api/requests/{id}/responses); the only place their key is written. */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const responseKeys = {
  /** Prefix of the recommendation lists of every request. */
  all: ['responses'] as const,
  byRequest: (requestId: number) => ['responses', requestId] as const,
};

/** The recommendations of a request, refreshed every 30 s and stale after 25 s (spec 000 §9). */
export function responsesQuery(requestId: number) {
  return queryOptions({
    queryKey: responseKeys.byRequest(requestId),
    queryFn: ({ signal }) => callApi('getRequestResponses', { params: { id: requestId }, signal }),
    refetchInterval: 30_000,
    staleTime: 25_000,
  });
}
