/** Query options of account security and the fediverse setting; the only place their keys are written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  fediverse: [apiPath('getFediversePublish')] as const,
};

/** "Where you're signed in": the member's sessions, this one marked. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => callApi('getAuthSessions', { signal }),
  });
}

/** Whether the server federates, and whether the member publishes to the fediverse. */
export function fediverseQuery() {
  return queryOptions({
    queryKey: accountKeys.fediverse,
    queryFn: ({ signal }) => callApi('getFediversePublish', { signal }),
  });
}
