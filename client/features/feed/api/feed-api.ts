/**
 * The home feed query (spec 000 §7): pages of 20 requests, `{data, pagination: {page, hasMore}}`.
 * Pages after the first carry page 1's `snapshot` (newest id) and `at` (ranking time), so new
 * requests arriving meanwhile cause no duplicates or gaps.
 */
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { feedQuery, type FeedParams } from '../../../lib/queries/requests';
import { useSession } from '../../auth';

export type { FeedParams } from '../../../lib/queries/requests';

/** The feed in one sort (query options in client/lib/queries/requests.ts). */
export function useFeed(params: FeedParams) {
  return useInfiniteQuery(feedQuery(params));
}

/**
 * Idle prefetch (spec 000 §4, §9): once the first page is shown, loads up to `maxPages` more pages
 * `spacingMs` apart while the browser is idle, so scrolling rarely waits.
 */
export function useIdlePrefetch(feed: ReturnType<typeof useFeed>, maxPages = 3, spacingMs = 300) {
  const loaded = feed.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess } = feed;
  useEffect(() => {
    if (!isSuccess || !hasNextPage || isFetchingNextPage || loaded > maxPages) return;
    let idleHandle: number | undefined;
    const timer = setTimeout(() => {
      const run = () => void fetchNextPage();
      idleHandle =
        'requestIdleCallback' in window
          ? window.requestIdleCallback(run, { timeout: 2000 })
          : undefined;
      if (idleHandle === undefined) run();
    }, spacingMs);
    return () => {
      clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
  }, [isSuccess, hasNextPage, isFetchingNextPage, loaded, maxPages, spacingMs, fetchNextPage]);
}

/**
 * Records the newest request the member saw in RECENT (`newestAt`, its creation time) when they
 * leave the feed or hide the tab: the next visit's divider goes below it (decision 050). The
 * divider on screen never moves meanwhile: it reads the mark page 1 came with.
 */
export function useRecordFeedSeen(newestAt: string | undefined) {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!newestAt || userId === undefined) return;
    let sent = false;
    const record = () => {
      if (sent) return;
      sent = true;
      // The mark is a convenience: a lost write only shows the same divider once more.
      callApi('putFeedSeen', { body: { userId, seenAt: newestAt } }).catch(() => undefined);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') record();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', record);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [newestAt, userId]);
}
