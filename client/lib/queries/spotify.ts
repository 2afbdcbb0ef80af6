/** Query options of Spotify track search (GET /api/spotify/search?query=); the only place its key is written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const SPOTIFY_SEARCH_PATH = apiPath('getSpotifySearch');

export const spotifyKeys = {
  search: (query: string) => [SPOTIFY_SEARCH_PATH, { query }] as const,
};

/** Spotify's tracks for `query` ([] when Spotify failed on the server); kept 5 minutes, not retried. */
export function spotifySearchQuery(query: string) {
  return queryOptions({
    queryKey: spotifyKeys.search(query),
    queryFn: ({ signal }) => callApi('getSpotifySearch', { query: { query }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
