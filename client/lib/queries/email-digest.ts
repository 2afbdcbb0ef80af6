/** Query options of the e-mail digest choice (issue 33); the only place its key is written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import type { EmailDigest } from '@common/schemas/email-digests';
import { api } from '../api';

export const emailDigestKeys = {
  digest: ['email-digest'] as const,
};

/** How often the member gets the digest, and whether their address is verified (/profile). */
export function emailDigestQuery() {
  return queryOptions({
    queryKey: emailDigestKeys.digest,
    queryFn: ({ signal }) => api<EmailDigest>(apiPath('getEmailDigest'), { signal }),
  });
}
