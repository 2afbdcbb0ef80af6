/**
 * The cache side of a member's reactions (upvotes and saves, spec 000 §4), shared by the upvotes
 * and saved-songs features: patching a request or a response wherever it is cached, and the one
 * mutation scope per request. Calls of one request share that scope, so an upvote and a save
 * clicked in a burst reach the server in click order; when the last of them settles, what they
 * made stale is refetched once (`settleReaction`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RequestItem, ResponseItem, ResponseViewerState } from '@common/schemas';
import { requestKeys } from './requests';
import { responseKeys } from './responses';
import { invalidateAfterReaction, type Reaction } from './stale';

/** The viewer state of a response the server sent without one (signed out, or not yet loaded). */
export const EMPTY_RESPONSE_VIEWER: ResponseViewerState = {
  upvoted: false,
  saved: false,
  savedId: null,
};

/** `mutationKey` and `scope` of every reaction mutation on request `requestId`: spread into `useMutation`. */
export function reactionMutationOptions(requestId: number) {
  return {
    mutationKey: ['reactions', requestId] as const,
    scope: { id: `reactions-${requestId}` },
  };
}

type Mapper<T> = (item: T) => T;

/** Applies `map` to request `id` wherever it is cached: the detail and every list page (feed, profile lists). */
export function patchRequest(queryClient: QueryClient, id: number, map: Mapper<RequestItem>) {
  queryClient.setQueryData<RequestItem>(requestKeys.detail(id), (r) => (r ? map(r) : r));
  const mapPage = (page: unknown) => {
    const data = (page as { data?: unknown })?.data;
    if (!Array.isArray(data)) return page;
    return { ...(page as object), data: data.map((r: RequestItem) => (r?.id === id ? map(r) : r)) };
  };
  queryClient.setQueriesData({ queryKey: requestKeys.lists }, (cached: unknown) => {
    if (!cached || typeof cached !== 'object') return cached;
    const pages = (cached as { pages?: unknown }).pages;
    if (Array.isArray(pages)) return { ...cached, pages: pages.map(mapPage) };
    return mapPage(cached);
  });
}

/** Applies `map` to response `responseId` in the cached recommendations of request `requestId`. */
export function patchResponse(
  queryClient: QueryClient,
  requestId: number,
  responseId: number,
  map: Mapper<ResponseItem>,
) {
  queryClient.setQueryData<ResponseItem[]>(responseKeys.byRequest(requestId), (list) =>
    list?.map((r) => (r.id === responseId ? map(r) : r)),
  );
}

/** Response `responseId` as cached in the recommendations of request `requestId`, if it is. */
export function findResponse(
  queryClient: QueryClient,
  requestId: number,
  responseId: number,
): ResponseItem | undefined {
  return queryClient
    .getQueryData<ResponseItem[]>(responseKeys.byRequest(requestId))
    ?.find((r) => r.id === responseId);
}

/** Invalidates what `reaction` makes stale; shown data refetches only once no other reaction of the request is on its way. */
export function settleReaction(
  queryClient: QueryClient,
  userId: number | null,
  reaction: Reaction & { requestId: number },
) {
  const refetchNow =
    queryClient.isMutating({
      mutationKey: reactionMutationOptions(reaction.requestId).mutationKey,
    }) <= 1;
  return invalidateAfterReaction(queryClient, userId, reaction, { refetchNow });
}
