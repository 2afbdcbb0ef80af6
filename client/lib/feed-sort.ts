/**
 * The feed's stored sort (spec 000 §4 Feed, §9; keys "hearsay-feed-sort", "hearsay-magic-switched"),
 * read-only: the feed's preferences (features/feed/lib/feed-preferences.ts) store changes, and the
 * first page's prefetch (app/first-page-data.ts) reads which sort the feed will start with.
 */
import type { FeedSort } from '@common/constants';

/** The sorts the UI offers (spec 000 §2: RECENT, POPULAR = by responses, MAGIC). */
export type UiSort = Extract<FeedSort, 'recent' | 'responses' | 'magic'>;

export const SORT_KEY = 'hearsay-feed-sort';
export const MAGIC_SWITCHED_KEY = 'hearsay-magic-switched';

/** A stored value, null when absent or when storage is blocked. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The sort the feed starts with: the stored one (default recent), except MAGIC for a member with
 * genres who is on recent and was never switched (the one-time switch, stored by `initialSort`).
 */
export function peekInitialSort(hasGenres: boolean): UiSort {
  const stored = readStored(SORT_KEY);
  const sort: UiSort = stored === 'responses' || stored === 'magic' ? stored : 'recent';
  return sort === 'recent' && hasGenres && readStored(MAGIC_SWITCHED_KEY) !== 'true' ? 'magic' : sort;
}
