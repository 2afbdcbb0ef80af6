/**
 * Home feed (spec 000 §2 "Home feed"): tabs All and You (`?tab=all|you`), search, layout and sort
 * (persisted locally; a member with genres is switched to MAGIC once), paging with idle prefetch,
 * and the scroll position restored when returning from a request.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FEED_SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { useFeed, useIdlePrefetch } from '../api/feed-api';
import { useFeedPreferences } from '../lib/feed-preferences';
import { restoreScroll, takeFeedScroll } from '../lib/scroll-restoration';
import { FeedHeader, type FeedTab } from './feed-header';
import { FeedSearch } from './feed-search';
import { FeedYouTab } from './feed-you-tab';
import { RequestList } from './request-list';
import { withSearchParam } from '../../../lib/search-params';

/** The "Following" filter with nothing to show: what it lists and how to fill it (issue 33). */
export const FOLLOWING_EMPTY_TEXT =
  'Nothing from people you follow yet. Open a member’s profile and press Follow to see their requests and answers here.';

export function FeedPage() {
  useDocumentTitle();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: FeedTab = params.get('tab') === 'you' ? 'you' : 'all';
  const prefs = useFeedPreferences((user?.genres.length ?? 0) > 0);
  // The search words live in the URL (`?q=`, issue 32) so Back from a request brings them back.
  const urlQuery = params.get('q') ?? '';
  const [searchOpen, setSearchOpen] = useState(urlQuery !== '');
  const [text, setText] = useState(urlQuery);
  const [genre, setGenre] = useState<GenreRef | null>(null);
  const search = useDebouncedValue(searchOpen ? text.trim() : '', FEED_SEARCH_DEBOUNCE_MS);
  const genreId = searchOpen ? genre?.id : undefined;
  const isSearching = !!search || !!genreId;

  const unanswered = params.get('unanswered') === 'true';
  const following = params.get('following') === 'true';
  const feed = useFeed({ sort: prefs.sort, search, genreId, unanswered, following });
  useIdlePrefetch(feed);
  const requests = feed.data?.pages.flatMap((p) => p.data) ?? [];

  useEffect(() => {
    const y = takeFeedScroll();
    return y === null ? undefined : restoreScroll(y);
  }, []);

  const setTab = (next: FeedTab) => setParams((p) => withSearchParam(p, 'tab', next));

  // The debounced words into the URL, replacing the entry: typing is not a page to go Back to.
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    setParams((p) => withSearchParam(p, 'q', search || null), { replace: true });
  }, [search, params, setParams]);

  return (
    <section aria-labelledby="feed-title">
      <h1 id="feed-title" className="sr-only">
        {tab === 'all' ? 'All requests' : 'Your activity'}
      </h1>
      <FeedHeader
        tab={tab}
        onTabChange={setTab}
        searchOpen={searchOpen}
        onToggleSearch={() => setSearchOpen((o) => !o)}
        layout={prefs.layout}
        onLayoutChange={prefs.setLayout}
        sort={prefs.sort}
        onSortChange={prefs.setSort}
        unanswered={unanswered}
        onUnansweredChange={(next) =>
          setParams((p) => withSearchParam(p, 'unanswered', next ? 'true' : null))
        }
        following={following}
        onFollowingChange={(next) =>
          setParams((p) => withSearchParam(p, 'following', next ? 'true' : null))
        }
      />
      {tab === 'you' && user ? (
        <FeedYouTab userId={user.id} />
      ) : (
        <>
          {searchOpen && (
            <div className="mb-4">
              <FeedSearch
                text={text}
                onTextChange={setText}
                genre={genre}
                onGenreChange={setGenre}
                favourites={user?.genres ?? []}
              />
            </div>
          )}
          <RequestList
            requests={requests}
            layout={prefs.layout}
            viewerId={user?.id}
            showDebug={user?.role === 'staff' || user?.role === 'admin'}
            status={feed.status}
            hasNextPage={!!feed.hasNextPage}
            isFetchingNextPage={feed.isFetchingNextPage}
            isSearching={isSearching}
            onLoadMore={() => void feed.fetchNextPage()}
            onRetry={() => void feed.refetch()}
            emptyText={
              isSearching
                ? 'No requests match your search.'
                : following
                  ? FOLLOWING_EMPTY_TEXT
                  : unanswered
                    ? 'Every request has an answer. Check back soon!'
                    : 'No requests found. Be the first to create one!'
            }
            errorText="Failed to load requests. Please try again."
          />
        </>
      )}
    </section>
  );
}
