/**
 * Starts the first data of the page a visit opens on while that page's code is still loading
 * (the largest paint waited for the route chunk, then its first query). The queries are
 * the pages' own query options, so the page finds them in flight or cached and asks nothing again:
 * the session first (signed out, nothing more), then
 * - `/` (All tab): page 1 of the feed in the sort the page will start with;
 * - `/requests/{id}`: the request and its recommendations;
 * - `/saved`: the member's saved songs.
 * Errors are left to the page, which shows its own error state when it asks again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { feedQuery, requestQuery } from '../lib/queries/requests';
import { responsesQuery } from '../lib/queries/responses';
import { savedSongsQuery } from '../lib/queries/saved-songs';
import { sessionQuery } from '../features/auth/api/session';
import { peekInitialSort } from '../lib/feed-sort';

/** Prefetches what the page at `pathname` + `search` (a location's parts) reads first. */
export async function prefetchFirstPageData(
  queryClient: QueryClient,
  pathname: string,
  search: string,
): Promise<void> {
  const params = new URLSearchParams(search);
  const requestId = /^\/requests\/(\d+)$/.exec(pathname)?.[1];
  if (!requestId && pathname !== '/' && pathname !== '/saved') return;
  // Members' pages only: a signed-out visit is sent to /login and would only collect 401s.
  const user = await queryClient.fetchQuery(sessionQuery);
  if (!user) return;
  if (requestId) {
    await Promise.all([
      queryClient.prefetchQuery(requestQuery(Number(requestId))),
      queryClient.prefetchQuery(responsesQuery(Number(requestId))),
    ]);
    return;
  }
  if (pathname === '/saved') return queryClient.prefetchQuery(savedSongsQuery(user.id));
  if (params.get('tab') === 'you') return;
  const sort = peekInitialSort(user.genres.length > 0);
  // The same parameters the feed page starts with: no search or genre, `unanswered` and `following` from the URL.
  return queryClient.prefetchInfiniteQuery(
    feedQuery({
      sort,
      search: '',
      genreId: undefined,
      unanswered: params.get('unanswered') === 'true',
      following: params.get('following') === 'true',
    }),
  );
}
