/** Staff calls for blocked remote servers (decision 051): the list, block, unblock. */
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { auditLogKeys } from '../../../lib/queries/audit-log';

const blocksKey = [apiPath('getAdminFederationBlocks')] as const;

/** The blocked servers, newest first. */
export function useFederationBlocks() {
  return useQuery({
    queryKey: blocksKey,
    queryFn: ({ signal }) => callApi('getAdminFederationBlocks', { signal }),
  });
}

/** Block (`domain` given to `block`) or unblock; the list and the audit log refetch after either. */
export function useFederationBlockActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: blocksKey });
    void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
  };
  const block = useMutation({
    mutationFn: (domain: string) => callApi('postAdminFederationBlocks', { body: { domain } }),
    onSuccess,
  });
  const unblock = useMutation({
    mutationFn: (domain: string) => callApi('deleteAdminFederationBlock', { params: { domain } }),
    onSuccess,
  });
  return { block, unblock };
}
