/** Query options of a member's saved songs (GET /api/users/{id}/saved-songs); the only place their key is written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const savedSongKeys = {
  byUser: (userId: number) => [apiPath('getUserSavedSongs', { id: userId })] as const,
};

/** The saved songs of `userId`, grouped by request, all at once (no paging). */
export function savedSongsQuery(userId: number) {
  return queryOptions({
    queryKey: savedSongKeys.byUser(userId),
    queryFn: ({ signal }) => callApi('getUserSavedSongs', { params: { id: userId }, signal }),
  });
}
