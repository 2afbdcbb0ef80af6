/**
 * The member's handle (decision 045): whether they may still choose it, and the one-time choice,
 * after which the session user (whose `slug` every card shows) is refetched with everything else.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { handleStateQuery } from '../../../lib/queries/members';

/** `{slug, choosable}` of the signed-in member. */
export function useHandleState(userId: number) {
  return useQuery(handleStateQuery(userId));
}

/** PUT /api/users/{id}/handle; ApiError `handle_taken` (409) or `handle_locked` (403) on refusal. */
export function useChooseHandle(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) =>
      callApi('putUserHandle', { params: { id: userId }, body: { handle } }),
    onSuccess: (state) => {
      queryClient.setQueryData(handleStateQuery(userId).queryKey, state);
      void queryClient.invalidateQueries();
    },
  });
}
