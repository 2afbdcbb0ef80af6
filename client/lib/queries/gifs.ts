/**
 * Query options of GIF lists (spec 000 §7): trending, or a search, pages of GIF_PAGE_SIZE by
 * offset; another page only after a full one. The only place their keys are written.
 */
import { apiPath } from '@common/api-routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { GIF_PAGE_SIZE } from '@common/constants';
import type { Gif } from '@common/schemas';
import { callApi } from '../api';

export const GIF_SEARCH_PATH = apiPath('getGifsSearch');
export const GIF_TRENDING_PATH = apiPath('getGifsTrending');

export const gifKeys = {
  search: (query: string) => [GIF_SEARCH_PATH, { query }] as const,
  trending: [GIF_TRENDING_PATH] as const,
};

/** GIFs for `query`, or trending when it is null; `nextOffset` decides whether another page exists. */
export function gifListQuery(
  query: string | null,
  nextOffset: (last: readonly Gif[], all: readonly (readonly Gif[])[]) => number | undefined,
) {
  return infiniteQueryOptions({
    queryKey: query === null ? gifKeys.trending : gifKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      query === null
        ? callApi('getGifsTrending', { query: { limit: GIF_PAGE_SIZE, offset: pageParam }, signal })
        : callApi('getGifsSearch', {
            query: { query, limit: GIF_PAGE_SIZE, offset: pageParam },
            signal,
          }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 5 * 60_000,
  });
}
