/**
 * Locally stored feed preferences (spec 000 §4 Feed, §9): sort (default recent), layout (default
 * masonry) and the one-time switch to MAGIC for a member who has genres.
 */
import type { MessageId } from '../../../lib/i18n';
import { useCallback, useState } from 'react';
import {
  LAYOUT_KEY,
  MAGIC_SWITCHED_KEY,
  peekInitialSort,
  readStored as read,
  SORT_KEY,
  writeStored as write,
  type UiSort,
} from '../../../lib/feed-sort';

export type FeedLayout = 'masonry' | 'column';
export {
  LAYOUT_KEY,
  MAGIC_SWITCHED_KEY,
  peekInitialSort,
  SORT_KEY,
  type UiSort,
} from '../../../lib/feed-sort';

export const SORT_LABELS: Record<UiSort, MessageId> = {
  recent: 'feed.sort.recent',
  responses: 'feed.sort.responses',
  magic: 'feed.sort.magic',
};

/**
 * The sort to start with: the stored one (default recent), except that a member with genres who is
 * still on recent and has never been switched is moved to MAGIC once (the flag is stored).
 */
export function initialSort(hasGenres: boolean): UiSort {
  const sort = peekInitialSort(hasGenres);
  if (sort === 'magic' && read(SORT_KEY) !== 'magic') {
    // The sort first: each write mirrors the preference cookie, and a cookie caught between the two
    // (a next visit rendered by the server) then still says MAGIC, never "switched, on recent".
    write(SORT_KEY, 'magic');
    write(MAGIC_SWITCHED_KEY, 'true');
  }
  return sort;
}

export function initialLayout(): FeedLayout {
  return read(LAYOUT_KEY) === 'column' ? 'column' : 'masonry';
}

/** Sort and layout state that persists each change. */
export function useFeedPreferences(hasGenres: boolean) {
  const [sort, setSortState] = useState<UiSort>(() => initialSort(hasGenres));
  const [layout, setLayoutState] = useState<FeedLayout>(initialLayout);
  const setSort = useCallback((next: UiSort) => {
    write(SORT_KEY, next);
    setSortState(next);
  }, []);
  const setLayout = useCallback((next: FeedLayout) => {
    write(LAYOUT_KEY, next);
    setLayoutState(next);
  }, []);
  return { sort, setSort, layout, setLayout };
}
