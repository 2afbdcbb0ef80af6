/**
 * Upvote and save mutations (spec 000 §4 "Upvote", "Save"; §7 "Request detail", "Saving and
 * playing") with optimistic updates: the cached request or response changes at once and is put
 * back if the server refuses. Calls of one request share a mutation scope, so they reach the
 * server in click order; each sends the wanted state (`upvoted: true|false`, save vs unsave), so a
 * retried or doubled click cannot flip the result. When the last call of a burst settles, the
 * affected query is refetched to show the server's counts.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RequestItem, ResponseItem, SaveResult, UpvoteResult } from '@common/schemas';
import { api } from '../../../lib/api';
import { requestKeys } from '../../../lib/queries/requests';
import { responseKeys } from '../../../lib/queries/responses';
import { invalidateAfterReaction, type Reaction } from '../../../lib/queries/stale';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';

const requestDetailKey = requestKeys.detail;
const responseListKey = responseKeys.byRequest;

const reactionsKey = (requestId: number) => ['reactions', requestId] as const;
const scopeOf = (requestId: number) => ({ id: `reactions-${requestId}` });

/** A request with the viewer's upvote set to `upvoted`, its count moved by one when it changes. Pure. */
export function withRequestUpvote(request: RequestItem, upvoted: boolean): RequestItem {
  const before = request.viewerHasUpvoted ?? !upvoted;
  if (before === upvoted) return request;
  return { ...request, viewerHasUpvoted: upvoted, upvotes: Math.max(0, request.upvotes + (upvoted ? 1 : -1)) };
}

const EMPTY_VIEWER = { upvoted: false, saved: false, savedId: null };

/** A response with the viewer's upvote set to `upvoted`, its count moved by one when it changes. Pure. */
export function withResponseUpvote(response: ResponseItem, upvoted: boolean): ResponseItem {
  const viewer = response.viewer ?? EMPTY_VIEWER;
  if (viewer.upvoted === upvoted) return response;
  return { ...response, viewer: { ...viewer, upvoted }, upvotes: Math.max(0, response.upvotes + (upvoted ? 1 : -1)) };
}

/** A response with the viewer's save set to `saved`, its count moved by one when it changes. Pure. */
export function withResponseSave(response: ResponseItem, saved: boolean, savedId: number | null = null): ResponseItem {
  const viewer = response.viewer ?? EMPTY_VIEWER;
  if (viewer.saved === saved) return savedId !== null && viewer.savedId !== savedId ? { ...response, viewer: { ...viewer, savedId } } : response;
  return { ...response, viewer: { ...viewer, saved, savedId: saved ? savedId : null }, saves: Math.max(0, response.saves + (saved ? 1 : -1)) };
}

type Mapper<T> = (item: T) => T;

/** Applies `map` to request `id` wherever it is cached: the detail and every list page (feed, profile lists). */
function patchRequest(queryClient: QueryClient, id: number, map: Mapper<RequestItem>) {
  queryClient.setQueryData<RequestItem>(requestDetailKey(id), (r) => (r ? map(r) : r));
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

function patchResponse(queryClient: QueryClient, requestId: number, responseId: number, map: Mapper<ResponseItem>) {
  queryClient.setQueryData<ResponseItem[]>(responseListKey(requestId), (list) => list?.map((r) => (r.id === responseId ? map(r) : r)));
}

function findResponse(queryClient: QueryClient, requestId: number, responseId: number): ResponseItem | undefined {
  return queryClient.getQueryData<ResponseItem[]>(responseListKey(requestId))?.find((r) => r.id === responseId);
}

/** Invalidates what `reaction` makes stale; shown data refetches once no other reaction of the request is on its way. */
function settle(queryClient: QueryClient, userId: number | null, reaction: Reaction & { requestId: number }) {
  const refetchNow = queryClient.isMutating({ mutationKey: reactionsKey(reaction.requestId) }) <= 1;
  return invalidateAfterReaction(queryClient, userId, reaction, { refetchNow });
}

/**
 * Upvotes or un-upvotes a request: `mutate({ upvoted })`. A failure restores the previous state
 * and is only logged (spec 000 §8: on cards and detail). Without a signed-in user it does nothing.
 */
export function useRequestUpvote(requestId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationKey: reactionsKey(requestId),
    scope: scopeOf(requestId),
    mutationFn: ({ upvoted }: { upvoted: boolean }) =>
      api<UpvoteResult>(`/api/requests/${requestId}/upvote`, { method: 'POST', body: { userId: user?.id, upvoted } }),
    onMutate: async ({ upvoted }) => {
      await queryClient.cancelQueries({ queryKey: requestDetailKey(requestId) });
      const before = queryClient.getQueryData<RequestItem>(requestDetailKey(requestId))?.viewerHasUpvoted ?? !upvoted;
      patchRequest(queryClient, requestId, (r) => withRequestUpvote(r, upvoted));
      return { before };
    },
    onError: (err, _vars, context) => {
      if (context) patchRequest(queryClient, requestId, (r) => withRequestUpvote(r, context.before));
      console.error('Upvote failed', err);
    },
    onSettled: () => settle(queryClient, user?.id ?? null, { kind: 'upvote-request', requestId }),
  });
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
    mutationKey: reactionsKey(requestId),
    scope: scopeOf(requestId),
    mutationFn: ({ responseId, upvoted }: { responseId: number; upvoted: boolean }) =>
      api<UpvoteResult>(`/api/responses/${responseId}/upvote`, { method: 'POST', body: { userId: user?.id, upvoted } }),
    onMutate: async ({ responseId, upvoted }) => {
      await queryClient.cancelQueries({ queryKey: responseListKey(requestId) });
      const before = findResponse(queryClient, requestId, responseId)?.viewer?.upvoted ?? !upvoted;
      patchResponse(queryClient, requestId, responseId, (r) => withResponseUpvote(r, upvoted));
      return { before };
    },
    onError: (err, { responseId }, context) => {
      if (context) patchResponse(queryClient, requestId, responseId, (r) => withResponseUpvote(r, context.before));
      console.error('Upvote failed', err);
    },
    onSettled: () => settle(queryClient, user?.id ?? null, { kind: 'upvote-response', requestId }),
  });
}

/** How a failed save or unsave is reported: a toast (spec 000 §8 "Error" / …), or only logged (detail page). */
export type SaveFailureReport = 'toast' | 'log';

/**
 * Saves (POST /api/saved-songs) or unsaves (DELETE /api/responses/{id}/save) a response:
 * `mutate({ response, saved })`. Success toasts "Song saved!" / "Song unsaved"; a failure restores
 * the previous state and toasts "Error" / "Failed to save song" ("Failed to unsave song") or is only
 * logged, per `onFailure`.
 */
export function useSaveResponse(requestId: number, onFailure: SaveFailureReport = 'toast') {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationKey: reactionsKey(requestId),
    scope: scopeOf(requestId),
    mutationFn: ({ response, saved }: { response: ResponseItem; saved: boolean }) =>
      saved
        ? api<SaveResult>('/api/saved-songs', { method: 'POST', body: { userId: user?.id, responseId: response.id, requestId: response.requestId } })
        : api<SaveResult>(`/api/responses/${response.id}/save`, { method: 'DELETE' }),
    onMutate: async ({ response, saved }) => {
      await queryClient.cancelQueries({ queryKey: responseListKey(requestId) });
      const current = findResponse(queryClient, requestId, response.id)?.viewer ?? response.viewer ?? EMPTY_VIEWER;
      patchResponse(queryClient, requestId, response.id, (r) => withResponseSave(r, saved));
      return { before: current };
    },
    onSuccess: (result, { response, saved }) => {
      if (result.savedId !== null) patchResponse(queryClient, requestId, response.id, (r) => withResponseSave(r, true, result.savedId));
      toast({ title: saved ? 'Song saved!' : 'Song unsaved', variant: 'success' });
    },
    onError: (err, { response, saved }, context) => {
      if (context) patchResponse(queryClient, requestId, response.id, (r) => withResponseSave(r, context.before.saved, context.before.savedId));
      console.error(saved ? 'Failed to save song' : 'Failed to unsave song', err);
      if (onFailure === 'toast') toast({ title: 'Error', description: saved ? 'Failed to save song' : 'Failed to unsave song', variant: 'destructive' });
    },
    onSettled: () => settle(queryClient, user?.id ?? null, { kind: 'save', requestId }),
  });
}
