/** Query options of song search (GET /api/youtube/search?query=); the only place its key is written. */
import { queryOptions } from '@tanstack/react-query';
import type { SongData } from '@common/schemas';
import { api } from '../api';

export const SONG_SEARCH_PATH = '/api/youtube/search';

export const songKeys = {
  search: (query: string) => [SONG_SEARCH_PATH, { query }] as const,
};

/** Songs matching `query` (the form's search and the player's lookup of songs without a video share the cache). */
export function songSearchQuery(query: string) {
  return queryOptions({
    queryKey: songKeys.search(query),
    queryFn: ({ signal }) => api<SongData[]>(SONG_SEARCH_PATH, { query: { query }, signal }),
    staleTime: 5 * 60_000,
  });
}
