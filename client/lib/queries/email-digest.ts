/** Query options of the e-mail digest choice; the only place its key is written. */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const emailDigestKeys = {
  digest: ['email-digest'] as const,
};

/** How often the member gets the digest, and whether their address is verified (/profile). */
export function emailDigestQuery() {
  return queryOptions({
    queryKey: emailDigestKeys.digest,
    queryFn: ({ signal }) => callApi('getEmailDigest', { signal }),
  });
}
