/**
 * Mutations of member moderation (issue 14): editing and deleting one's own requests and answers. After a delete every
 * request list and the request itself are dropped from the cache.
 */
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockState,
  Deleted,
  RequestEdited,
  ResponseEdited,
} from '@common/schemas/moderation';
import { api } from '../../../lib/api';
import { requestKeys } from '../../../lib/queries/requests';
import { blocksQuery, moderationKeys } from '../../../lib/queries/moderation';
import { responseKeys } from '../../../lib/queries/responses';
import { isProfileKey } from '../../../lib/queries/profiles';

/** DELETE /api/requests/{id}; answers {deleted, id, responsesDeleted}. */
export function useDeleteRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Deleted>(apiPath('deleteRequest', { id }), { method: 'DELETE' }),
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
      api<BlockState>(apiPath('putUserBlock', { id: userId }), {
        method: blocked ? 'PUT' : 'DELETE',
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.blocks }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
        // A block ends follows both ways (issue 33): profiles' counts and Follow state change.
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
      api<RequestEdited>(apiPath('patchRequest', { id }), { method: 'PATCH', body: { content } }),
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
      api<ResponseEdited>(apiPath('patchResponse', { id }), { method: 'PATCH', body: { comment } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
  });
}

/** DELETE /api/responses/{id}: the author removes their answer; the request's count drops with it. */
export function useDeleteResponse(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Deleted>(apiPath('deleteResponse', { id }), { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
      ]),
  });
}
