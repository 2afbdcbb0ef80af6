/**
 * Co-sign and verdict calls. A co-sign upvotes an existing recommendation and adds the
 * member's comment under it; a verdict is the asker's "Loved it" / "New to me" / … on an answer,
 * applied to the cached list at once and put back if the server refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseItem } from '@common/schemas';
import type { ResponseVerdict } from '@common/schemas/cosigns-and-verdicts';
import { callApi } from '../../../lib/api';
import { responseKeys } from '../../../lib/queries/responses';
import { invalidateAfterCosign } from '../../../lib/queries/stale';
import { useSession } from '../../auth';

/** POST /api/responses/{id}/cosigns with the member's optional comment. */
export function useCosign(requestId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ responseId, comment }: { responseId: number; comment?: string }) =>
      callApi('postResponseCosigns', {
        params: { id: responseId },
        body: comment ? { comment } : {},
        idempotent: true,
      }),
    onSettled: () => invalidateAfterCosign(queryClient, user?.id ?? null, requestId),
  });
}

/** The asker sets (a verdict) or removes (null) their verdict on an answer. */
export function useVerdict(requestId: number) {
  const queryClient = useQueryClient();
  const key = responseKeys.byRequest(requestId);
  return useMutation({
    mutationFn: ({
      responseId,
      verdict,
    }: {
      responseId: number;
      verdict: ResponseVerdict | null;
    }) =>
      verdict
        ? callApi('putResponseVerdict', { params: { id: responseId }, body: { verdict } })
        : callApi('deleteResponseVerdict', { params: { id: responseId } }),
    onMutate: async ({ responseId, verdict }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ResponseItem[]>(key);
      queryClient.setQueryData<ResponseItem[]>(key, (list) =>
        list?.map((r) => (r.id === responseId ? { ...r, verdict } : r)),
      );
      return { before };
    },
    onError: (_err, _input, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
