/**
 * Query options of finding members and of one's handle (decision 045): @mention suggestions, member
 * search pages, and GET /api/users/{id}/handle; the only place their keys are written.
 */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const memberKeys = {
  mentions: (prefix: string, requestId: number | null) =>
    [apiPath('getUserMentions'), { prefix, requestId }] as const,
  search: (q: string) => [apiPath('getUserSearch'), { q }] as const,
  handle: (userId: number) => [apiPath('getUserHandle', { id: userId })] as const,
};

/** Members to suggest for `@prefix` (lower-cased), the people of request `requestId` first. */
export function mentionSuggestionsQuery(prefix: string, requestId: number | null) {
  return queryOptions({
    queryKey: memberKeys.mentions(prefix, requestId),
    queryFn: ({ signal }) =>
      callApi('getUserMentions', {
        query: requestId === null ? { prefix } : { prefix, requestId },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** Pages of members whose display name or handle starts with `q`. */
export function memberSearchQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: memberKeys.search(q),
    queryFn: ({ pageParam, signal }) =>
      callApi('getUserSearch', { query: { q, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: 60_000,
  });
}

/** The member's handle and whether they may still choose it. */
export function handleStateQuery(userId: number) {
  return queryOptions({
    queryKey: memberKeys.handle(userId),
    queryFn: ({ signal }) => callApi('getUserHandle', { params: { id: userId }, signal }),
  });
}
