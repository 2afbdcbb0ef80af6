/**
 * Song search (spec 000 §5, §7): runs only for trimmed text of at least 2 characters, after an
 * 800 ms debounce (or at once through `searchNow`, for Enter), against GET /api/youtube/search?query=.
 * Failures toast "Song search failed" with the server's message or the spec's fallback, and yield an
 * empty list. An answer without its online results carries a notice (limit reached, service down).
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, SONG_SEARCH_DEBOUNCE_MS } from '@common/constants';
import { errorMessage } from '../../../lib/api';
import { songSearchQuery } from '../../../lib/queries/songs';
import { toast } from '../../../lib/toast-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Toast wording on failure; spec 000 §8 names two variants of the song-search failure. */
export interface SearchFailureText {
  title: 'Song search failed' | 'Search failed';
  fallback:
    | 'Failed to search for songs. Please try again.'
    | 'Failed to search for tracks. Please try again.';
}

export const SONG_SEARCH_FAILURE: SearchFailureText = {
  title: 'Song search failed',
  fallback: 'Failed to search for songs. Please try again.',
};

/**
 * Debounced song search. `isSearching` covers both the debounce wait and the request;
 * `searchNow()` skips the rest of the debounce for the current text.
 */
export function useSongSearch(text: string, failure: SearchFailureText = SONG_SEARCH_FAILURE) {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SONG_SEARCH_DEBOUNCE_MS);
  // Text the member asked to search at once; it counts only while the box still holds it.
  const [immediate, setImmediateText] = useState<string | null>(null);
  const effective = immediate === trimmed ? trimmed : debounced;
  const enabled = effective.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...songSearchQuery(effective), enabled });
  const { title, fallback } = failure;
  useEffect(() => {
    if (query.isError) {
      toast({ title, description: errorMessage(query.error, fallback), variant: 'destructive' });
    }
  }, [query.isError, query.error, title, fallback]);
  const searchNow = useCallback(() => setImmediateText(trimmed), [trimmed]);
  const waiting = trimmed.length >= SEARCH_MIN_CHARS && trimmed !== effective;
  return {
    /** The text searched now (after the debounce, or at once after Enter). */
    query: effective,
    results: query.isError ? [] : (query.data?.songs ?? []),
    /** Why online results are missing from this answer (decision 028), else null. */
    notice: query.isError || waiting ? null : (query.data?.notice ?? null),
    isSearching: waiting || (enabled && query.isFetching),
    hasSearched: enabled && !waiting && (query.isSuccess || query.isError),
    active: trimmed.length >= SEARCH_MIN_CHARS,
    searchNow,
  };
}
