/** Query options of the staff account controls: an account looked up by e-mail or id. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const accountControlKeys = {
  all: [apiPath('getAdminAccounts')] as const,
  lookup: (query: string) => [apiPath('getAdminAccounts'), query] as const,
};

/** GET /api/admin/accounts?query=… (an e-mail address or an id); never retried, a 404 is an answer. */
export function accountLookupQuery(query: string) {
  return queryOptions({
    queryKey: accountControlKeys.lookup(query),
    queryFn: ({ signal }) => callApi('getAdminAccounts', { query: { query }, signal }),
    retry: false,
  });
}
