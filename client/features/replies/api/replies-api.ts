/**
 * Hooks of a reply thread: the pages of an answer's replies, and posting, editing and
 * deleting one's own. Every write refetches the thread and the request's answers (their "N replies").
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { repliesQuery, replyKeys } from '../../../lib/queries/replies';
import { responseKeys } from '../../../lib/queries/responses';

/** The thread of answer `responseId`; fetched only while `enabled` (the thread is open). */
export function useReplies(responseId: number, enabled: boolean) {
  return useInfiniteQuery({ ...repliesQuery(responseId), enabled });
}

/** Refetches the thread and the answers list once a write has landed. */
function useRefreshThread(responseId: number, requestId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: replyKeys.byResponse(responseId) }),
      queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
    ]);
}

/**
 * POST /api/responses/{id}/replies: its Idempotency-Key makes a double submit or a retry post once;
 * offline it waits and is sent when the connection returns; sent, it ends within the write deadline
 * (lib/write-queue.ts).
 */
export function useCreateReply(responseId: number, requestId: number) {
  const refresh = useRefreshThread(responseId, requestId);
  return useMutation({
    meta: { inlineStatus: true },
    mutationFn: (body: string) =>
      callApi('postResponseReplies', { params: { id: responseId }, body: { body } }),
    onSuccess: refresh,
  });
}

/** PATCH /api/replies/{id}: the author's new text, within the edit window. */
export function useEditReply(responseId: number, requestId: number) {
  const refresh = useRefreshThread(responseId, requestId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      callApi('patchReply', { params: { id }, body: { body } }),
    onSuccess: refresh,
  });
}

/** DELETE /api/replies/{id}: the author's own reply. */
export function useDeleteReply(responseId: number, requestId: number) {
  const refresh = useRefreshThread(responseId, requestId);
  return useMutation({
    mutationFn: (id: number) => callApi('deleteReply', { params: { id } }),
    onSuccess: refresh,
  });
}
