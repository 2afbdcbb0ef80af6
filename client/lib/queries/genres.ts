/**
 * Query options of genres (spec 000 §7 "Genres"): the picker's hierarchy, a member's saved genres
 * and the feed's tag search. The only place their keys are written.
 */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { GENRE_LIST_LIMIT } from '@common/constants';
import type { Genre, GenreCategory } from '@common/schemas';
import { callApi } from '../api';

/** Query parameters of the picker's hierarchy call (spec 000 §7, §9: limit 800). */
export const GENRE_HIERARCHY_PARAMS = { format: 'hierarchical', limit: GENRE_LIST_LIMIT } as const;

export const genreKeys = {
  hierarchy: [apiPath('getGenres'), GENRE_HIERARCHY_PARAMS] as const,
  search: (search: string, limit: number) =>
    [apiPath('getGenres'), { search, active_only: true, limit }] as const,
  byUser: (userId: number) => [apiPath('getUserGenres', { id: userId })] as const,
};

/** Categories in display order with their active, visible genres. */
export function genreHierarchyQuery() {
  return queryOptions({
    queryKey: genreKeys.hierarchy,
    queryFn: ({ signal }) =>
      // `format=hierarchical` picks the categories branch of the route's answer union.
      callApi('getGenres', { query: GENRE_HIERARCHY_PARAMS, signal }) as Promise<GenreCategory[]>,
    // The taxonomy changes only through operator screens; refetching ~800 genres on every picker
    // open would only slow the dialog down.
    staleTime: 5 * 60_000,
  });
}

/** A member's saved genres ({genreId, genreName}); an empty list means onboarding is still needed. */
export function userGenresQuery(userId: number) {
  return queryOptions({
    queryKey: genreKeys.byUser(userId),
    queryFn: ({ signal }) => callApi('getUserGenres', { params: { id: userId }, signal }),
  });
}

/** Active genres whose name contains `search`, at most `limit`. */
export function genreSearchQuery(search: string, limit: number) {
  return queryOptions({
    queryKey: genreKeys.search(search, limit),
    queryFn: ({ signal }) =>
      // Without `format`, the flat branch of the route's answer union.
      callApi('getGenres', { query: { search, active_only: 'true', limit }, signal }) as Promise<
        Genre[]
      >,
    staleTime: 5 * 60_000,
  });
}
