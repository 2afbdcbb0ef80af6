/**
 * Mutations of member moderation: editing and deleting one's own requests and answers. After a delete every
 * request list and the request itself are dropped from the cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { requestKeys } from '../../../lib/queries/requests';
import { blocksQuery, moderationKeys } from '../../../lib/queries/moderation';
import { responseKeys } from '../../../lib/queries/responses';
import { isProfileKey } from '../../../lib/queries/profiles';

/** DELETE /api/requests/{id}; answers {deleted, id, responsesDeleted}. */
export function useDeleteRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('deleteRequest', { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: requestKeys.lists });
    },
  });
}

/** The viewer's blocked members (GET /api/blocks). */
export function useBlocks() {
  return useQuery(blocksQuery());
}

/**
 * Block (`blocked` true) or unblock member `userId`. Afterwards the block list and every request
 * list are refreshed, since the blocked member's requests leave (or come back to) the feed.
 */
export function useSetBlock(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      blocked
        ? callApi('putUserBlock', { params: { id: userId } })
        : callApi('deleteUserBlock', { params: { id: userId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.blocks }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
        // A block ends follows both ways: profiles' counts and Follow state change.
        queryClient.invalidateQueries({ predicate: (query) => isProfileKey(query.queryKey) }),
      ]);
    },
  });
}

/** PATCH /api/requests/{id}: the author's new text, within 15 minutes of posting. */
export function useEditRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string | null) =>
      callApi('patchRequest', { params: { id }, body: { content } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
      ]),
  });
}

/** PATCH /api/responses/{id}: the author's new comment, within 15 minutes of posting. */
export function useEditResponse(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string | null }) =>
      callApi('patchResponse', { params: { id }, body: { comment } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
  });
}

/** DELETE /api/responses/{id}: the author removes their answer; the request's count drops with it. */
export function useDeleteResponse(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteResponse', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
      ]),
  });
}
