/** Query options of account security; the only place their keys are written. */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

/** "Where you're signed in": the member's sessions, this one marked. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => callApi('getAuthSessions', { signal }),
  });
}
