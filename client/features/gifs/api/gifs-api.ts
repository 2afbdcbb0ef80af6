/**
 * GIF search (spec 000 §5, §7): trending while fewer than 2 characters are typed, otherwise a search
 * 800 ms after typing stops; pages of 20 by offset, another page only after a page of exactly 20.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, SONG_SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { Gif } from '@common/schemas';
import { gifListQuery } from '../../../lib/queries/gifs';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { flattenGifPages, hasMoreGifs } from '../lib/masonry';

/** Offset of the next page: how many GIFs the loaded pages hold; undefined when the last page was short. */
export function nextGifOffset(
  lastPage: readonly Gif[],
  allPages: readonly (readonly Gif[])[],
): number | undefined {
  return hasMoreGifs(lastPage.length) ? allPages.reduce((n, p) => n + p.length, 0) : undefined;
}

/**
 * GIFs for the search box text. `mode` says which list shows; `waiting` covers the debounce.
 * Failures stay in `query` (isError / isFetchNextPageError) for the caller's toasts.
 */
export function useGifResults(text: string) {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SONG_SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= SEARCH_MIN_CHARS;
  const query = useInfiniteQuery(gifListQuery(searching ? debounced : null, nextGifOffset));
  return {
    query,
    gifs: flattenGifPages(query.data?.pages ?? []),
    mode: searching ? ('search' as const) : ('trending' as const),
    searchedFor: debounced,
    waiting:
      trimmed !== debounced &&
      (trimmed.length >= SEARCH_MIN_CHARS || debounced.length >= SEARCH_MIN_CHARS),
  };
}
