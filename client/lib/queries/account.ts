/** Query options of account security (issue 11); the only place their keys are written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import type { SessionList } from '@common/schemas/auth';
import { api } from '../api';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

/** "Where you're signed in": the member's sessions, this one marked. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api<SessionList>(apiPath('getAuthSessions'), { signal }),
  });
}
