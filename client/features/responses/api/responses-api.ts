/** Recommendation calls: list (refreshed every 30 s) and create with the 409 duplicate rule. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createResponseBodySchema } from '@common/schemas/responses';
import { callApi } from '../../../lib/api';
import { responsesQuery } from '../../../lib/queries/responses';
import { invalidateAfterNewResponse } from '../../../lib/queries/stale';

export function useResponses(requestId: number) {
  return useQuery(responsesQuery(requestId));
}

/** The body of POST /api/requests/{id}/responses, as its schema takes it. */
export type CreateResponseInput = z.input<typeof createResponseBodySchema>;

/**
 * POST /api/requests/{id}/responses: keyed (a retry stores one answer), queued while offline and
 * ended within the write deadline once sent (lib/write-queue.ts).
 */
export function useCreateResponse(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineStatus: true },
    mutationFn: (input: CreateResponseInput) =>
      callApi('postRequestResponses', { params: { id: requestId }, body: input }),
    onSuccess: (created) => invalidateAfterNewResponse(queryClient, created.user.id, requestId),
  });
}
