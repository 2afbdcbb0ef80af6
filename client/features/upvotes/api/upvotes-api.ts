/**
 * Upvote mutations (spec 000 §4 "Upvote"; §7 "Request detail") with optimistic updates: the cached
 * request or response changes at once and is put back if the server refuses. Each call sends the
 * wanted state (`upvoted: true|false`), so a retried or doubled click cannot flip the result; calls
 * of one request share the reaction scope with saves (`lib/queries/reaction-cache.ts`).
 */
import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { RequestItem, ResponseItem } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { requestKeys } from '../../../lib/queries/requests';
import { responseKeys } from '../../../lib/queries/responses';
import {
  EMPTY_RESPONSE_VIEWER,
  findResponse,
  patchRequest,
  patchResponse,
  reactionMutationOptions,
  settleReaction,
} from '../../../lib/queries/reaction-cache';
import { useSession } from '../../auth';

/** A request with the viewer's upvote set to `upvoted`, its count moved by one when it changes. Pure. */
export function withRequestUpvote(request: RequestItem, upvoted: boolean): RequestItem {
  const before = request.viewer?.upvoted ?? !upvoted;
  if (before === upvoted) return request;
  return {
    ...request,
    viewer: { ...request.viewer, upvoted },
    upvotes: Math.max(0, request.upvotes + (upvoted ? 1 : -1)),
  };
}

/** A response with the viewer's upvote set to `upvoted`, its count moved by one when it changes. Pure. */
export function withResponseUpvote(response: ResponseItem, upvoted: boolean): ResponseItem {
  const viewer = response.viewer ?? EMPTY_RESPONSE_VIEWER;
  if (viewer.upvoted === upvoted) return response;
  return {
    ...response,
    viewer: { ...viewer, upvoted },
    upvotes: Math.max(0, response.upvotes + (upvoted ? 1 : -1)),
  };
}

/**
 * The options of the request upvote mutation: `mutate({ upvoted })`. A failure restores the
 * previous state and is only logged (spec 000 §8: on cards and detail).
 */
function requestUpvoteOptions(
  queryClient: QueryClient,
  userId: number | undefined,
  requestId: number,
) {
  return {
    ...reactionMutationOptions(requestId),
    mutationFn: ({ upvoted }: { upvoted: boolean }) =>
      callApi('postRequestUpvote', {
        params: { id: requestId },
        body: { userId, upvoted },
      }),
    onMutate: async ({ upvoted }: { upvoted: boolean }) => {
      await queryClient.cancelQueries({ queryKey: requestKeys.detail(requestId) });
      const before =
        queryClient.getQueryData<RequestItem>(requestKeys.detail(requestId))?.viewer?.upvoted ??
        !upvoted;
      patchRequest(queryClient, requestId, (r) => withRequestUpvote(r, upvoted));
      return { before };
    },
    onError: (err: unknown, _vars: unknown, context: { before: boolean } | undefined) => {
      if (context)
        patchRequest(queryClient, requestId, (r) => withRequestUpvote(r, context.before));
      console.error('Upvote failed', err);
    },
    onSettled: () =>
      settleReaction(queryClient, userId ?? null, { kind: 'upvote-request', requestId }),
  };
}

/**
 * Upvotes or un-upvotes a request: `mutate({ upvoted })`. A failure restores the previous state
 * and is only logged (spec 000 §8: on cards and detail). Without a signed-in user it does nothing.
 */
export function useRequestUpvote(requestId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation(requestUpvoteOptions(queryClient, user?.id, requestId));
}

/**
 * The same upvote outside a component: for a control that loads this code on its first press
 * (the feed card's toggle, kept out of the feed's first paint; decision 050).
 */
export function upvoteRequestNow(
  queryClient: QueryClient,
  userId: number,
  requestId: number,
  upvoted: boolean,
): Promise<unknown> {
  const observer = new MutationObserver(
    queryClient,
    requestUpvoteOptions(queryClient, userId, requestId),
  );
  // The failure is handled (rolled back and logged) by the options' onError.
  return observer.mutate({ upvoted }).catch(() => undefined);
}

/**
 * Upvotes or un-upvotes a response of `requestId`: `mutate({ responseId, upvoted })`. A failure
 * restores the previous state and is logged; callers add toasts where the spec has them (the
 * recommendation form's "Upvote failed" / "Upvoted recommendation").
 */
export function useResponseUpvote(requestId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    ...reactionMutationOptions(requestId),
    mutationFn: ({ responseId, upvoted }: { responseId: number; upvoted: boolean }) =>
      callApi('postResponseUpvote', {
        params: { id: responseId },
        body: { userId: user?.id, upvoted },
      }),
    onMutate: async ({ responseId, upvoted }) => {
      await queryClient.cancelQueries({ queryKey: responseKeys.byRequest(requestId) });
      const before = findResponse(queryClient, requestId, responseId)?.viewer?.upvoted ?? !upvoted;
      patchResponse(queryClient, requestId, responseId, (r) => withResponseUpvote(r, upvoted));
      return { before };
    },
    onError: (err, { responseId }, context) => {
      if (context)
        patchResponse(queryClient, requestId, responseId, (r) =>
          withResponseUpvote(r, context.before),
        );
      console.error('Upvote failed', err);
    },
    onSettled: () =>
      settleReaction(queryClient, user?.id ?? null, { kind: 'upvote-response', requestId }),
  });
}
