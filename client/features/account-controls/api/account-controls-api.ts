/** Staff account-control calls: look-up, suspend, unsuspend, end sessions, reset two-factor, unlock. */
import { type ApiRouteName } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { accountControlKeys, accountLookupQuery } from '../../../lib/queries/account-controls';
import { auditLogKeys } from '../../../lib/queries/audit-log';

/** The account named by `query` (idle until there is one). */
export function useAccountLookup(query: string) {
  return useQuery({ ...accountLookupQuery(query), enabled: query.length > 0 });
}

export type AccountAction =
  'suspend' | 'unsuspend' | 'end-sessions' | 'reset-two-factor' | 'unlock';

const ROUTES = {
  suspend: 'postAdminUserSuspend',
  unsuspend: 'postAdminUserUnsuspend',
  'end-sessions': 'postAdminUserSessionsEnd',
  'reset-two-factor': 'postAdminUserTwoFactorReset',
  unlock: 'postAdminUserUnlock',
} as const satisfies Record<AccountAction, ApiRouteName>;

/**
 * One action on account `id`; afterwards the looked-up account is refetched and the audit log goes
 * stale, since every action writes to it.
 */
export function useAccountAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: AccountAction; reason?: string }) =>
      action === 'suspend'
        ? callApi(ROUTES.suspend, { params: { id }, body: { reason: reason ?? '' } })
        : callApi(ROUTES[action], { params: { id } }),
    // Not awaited: the confirmation closes as soon as the server said yes, before the card changes
    // under it (its Suspend button becomes Unsuspend in place).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountControlKeys.all });
      void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
}
