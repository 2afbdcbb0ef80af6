/**
 * Song search (spec 000 §5, §7): runs only for trimmed text of at least 2 characters, after an
 * 800 ms debounce (or at once through `searchNow`, for Enter), against GET /api/youtube/search?query=.
 * Failures toast "Song search failed" with the server's message (another language: its code's text) or the spec's fallback, and yield an
 * empty list. An answer without its online results carries a notice (limit reached, service down).
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS, SONG_SEARCH_DEBOUNCE_MS } from '@common/constants';
import { errorText } from '../../../lib/i18n-errors';
import { t, type MessageId } from '../../../lib/i18n';
import { songSearchQuery } from '../../../lib/queries/songs';
import { toast } from '../../../lib/toast-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * Toast wording on failure; spec 000 §8 names two variants of the song-search failure: `songs`
 * ("Song search failed" / "Failed to search for songs…") and `tracks` ("Search failed" / "Failed
 * to search for tracks…").
 */
export type SearchFailureText = 'songs' | 'tracks';

/** The toast's title and fallback description of each variant, in the page's language. */
function failureWords(failure: SearchFailureText): { title: string; fallback: MessageId } {
  return failure === 'tracks'
    ? { title: t('songSearch.searchFailed'), fallback: 'songSearch.failedTracksText' }
    : { title: t('songSearch.failed'), fallback: 'songSearch.failedText' };
}

/**
 * Debounced song search. `isSearching` covers both the debounce wait and the request;
 * `searchNow()` skips the rest of the debounce for the current text.
 */
export function useSongSearch(text: string, failure: SearchFailureText = 'songs') {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SONG_SEARCH_DEBOUNCE_MS);
  // Text the member asked to search at once; it counts only while the box still holds it.
  const [immediate, setImmediateText] = useState<string | null>(null);
  const effective = immediate === trimmed ? trimmed : debounced;
  const enabled = effective.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...songSearchQuery(effective), enabled });
  useEffect(() => {
    if (!query.isError) return;
    const { title, fallback } = failureWords(failure);
    toast({ title, description: errorText(query.error, fallback), variant: 'destructive' });
  }, [query.isError, query.error, failure]);
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
