/**
 * The feed's stored sort (spec 000 §4 Feed, §9; keys "hearsay-feed-sort", "hearsay-magic-switched"),
 * read-only: the feed's preferences (features/feed/lib/feed-preferences.ts) store changes, and the
 * first page's prefetch (app/first-page-data.ts) reads which sort the feed will start with.
 */
import type { FeedSort } from '@common/constants';
import { firstScreen, mirrorPrefsCookie } from './first-screen';

/** The sorts the UI offers (spec 000 §2: RECENT, POPULAR = by responses, MAGIC). */
export type UiSort = Extract<FeedSort, 'recent' | 'responses' | 'magic'>;

export const SORT_KEY = 'hearsay-feed-sort';
export const MAGIC_SWITCHED_KEY = 'hearsay-magic-switched';
export const LAYOUT_KEY = 'hearsay-feed-layout';

/**
 * A stored value, null when absent or when storage is blocked (on the server: the visitor's
 * mirror cookie, lib/first-screen.ts).
 */
export function readStored(key: string): string | null {
  return firstScreen.readStored(key);
}

/** Stores `value` under `key` and refreshes the cookie mirror the server renders the feed from. */
export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
  mirrorPrefsCookie();
}

/**
 * The sort the feed starts with: the stored one (default recent), except MAGIC for a member with
 * genres who is on recent and was never switched (the one-time switch, stored by `initialSort`).
 */
export function peekInitialSort(hasGenres: boolean): UiSort {
  const stored = readStored(SORT_KEY);
  const sort: UiSort = stored === 'responses' || stored === 'magic' ? stored : 'recent';
  return sort === 'recent' && hasGenres && readStored(MAGIC_SWITCHED_KEY) !== 'true'
    ? 'magic'
    : sort;
}
