/**
 * Home feed (spec 000 §2 "Home feed"): tabs All and You (`?tab=all|you`), search, layout and sort
 * (persisted locally; a member with genres is switched to MAGIC once; Top and its period in the
 * URL, decision 050), paging with idle prefetch,
 * and the scroll position restored when returning from a request.
 */
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FEED_SEARCH_DEBOUNCE_MS, isStaffRole, type FeedSort } from '@common/constants';
import type { GenreRef } from '@common/schemas';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { useFeed, useIdlePrefetch, useRecordFeedSeen } from '../api/feed-api';
import { newSinceIndex } from '../lib/last-visit';
import { useFeedPreferences, type FeedLayout } from '../lib/feed-preferences';
import { restoreScroll, takeFeedScroll } from '../lib/scroll-restoration';
import { readTopSort, withTopSort } from '../lib/top-sort';
import { FeedHeader, type FeedTab } from './feed-header';
import { RequestList } from './request-list';
import { withSearchParam } from '../../../lib/search-params';
import { t } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { SectionSpinner } from '../../../components/ui/spinner';

// The You tab (saved songs with the Spotify playlist button, activity) is not the first screen
// of `/`: its code loads when it is opened (decision 042).
const FeedYouTab = lazyNamed(() => import('./feed-you-tab'), 'FeedYouTab');
// The search panel (tag chips, people results) shows once the toggle is pressed, or with `?q=`:
// its code loads as the pointer goes down on the toggle or it gets the focus (decision 042).
const FeedSearch = lazyNamed(() => import('./feed-search'), 'FeedSearch');
const warmFeedSearch = () => void FeedSearch.preload().catch(() => undefined);

/** What the list says when it is empty, by which filters are on (search first, then following). */
function feedEmptyText(
  isSearching: boolean,
  following: boolean,
  unanswered: boolean,
  top: boolean,
): string {
  if (isSearching) return t('feed.empty.search');
  if (following) return t('feed.empty.following');
  if (unanswered) return t('feed.empty.unanswered');
  if (top) return t('feed.empty.top');
  return t('feed.empty.all');
}

/**
 * The search panel's state: open or closed, its words (debounced, mirrored into `?q=` replacing
 * the history entry) and the chosen genre; `isSearching` when either filter is in effect.
 */
function useFeedSearchState() {
  const [params, setParams] = useSearchParams();
  // The search words live in the URL (`?q=`) so Back from a request brings them back.
  const urlQuery = params.get('q') ?? '';
  const [searchOpen, setSearchOpen] = useState(urlQuery !== '');
  const [text, setText] = useState(urlQuery);
  const [genre, setGenre] = useState<GenreRef | null>(null);
  const search = useDebouncedValue(searchOpen ? text.trim() : '', FEED_SEARCH_DEBOUNCE_MS);
  const genreId = searchOpen ? genre?.id : undefined;
  const isSearching = !!search || !!genreId;

  // The debounced words into the URL, replacing the entry: typing is not a page to go Back to.
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    setParams((p) => withSearchParam(p, 'q', search || null), { replace: true });
  }, [search, params, setParams]);

  return {
    searchOpen,
    setSearchOpen,
    text,
    setText,
    genre,
    setGenre,
    search,
    genreId,
    isSearching,
  };
}

/** The All tab's body: the search panel when open, then the paged request list. */
function FeedAllTab({
  search,
  feed,
  layout,
  user,
  following,
  unanswered,
  top,
  sort,
}: {
  search: ReturnType<typeof useFeedSearchState>;
  feed: ReturnType<typeof useFeed>;
  layout: FeedLayout;
  user: ReturnType<typeof useSession>['user'];
  following: boolean;
  unanswered: boolean;
  top: boolean;
  sort: FeedSort;
}) {
  const requests = feed.data?.pages.flatMap((p) => p.data) ?? [];
  // RECENT with no filter: the divider at the mark page 1 came with, and the newest request shown
  // recorded as seen when the member leaves (decision 050).
  const plainRecent = sort === 'recent' && !search.isSearching && !following && !unanswered;
  useRecordFeedSeen(plainRecent ? requests[0]?.createdAt : undefined);
  const divider = plainRecent
    ? newSinceIndex(requests, feed.data?.pages[0]?.pagination.lastVisitAt)
    : null;
  return (
    <>
      {search.searchOpen && (
        <div className="mb-4">
          {/* The input's height, held while its code arrives (a first press on a slow network). */}
          <Suspense fallback={<div className="h-10" />}>
            <FeedSearch
              text={search.text}
              onTextChange={search.setText}
              genre={search.genre}
              onGenreChange={search.setGenre}
              favourites={user?.genres ?? []}
            />
          </Suspense>
        </div>
      )}
      <RequestList
        requests={requests}
        layout={layout}
        viewerId={user?.id}
        showDebug={isStaffRole(user?.role)}
        status={feed.status}
        hasNextPage={!!feed.hasNextPage}
        isFetchingNextPage={feed.isFetchingNextPage}
        isSearching={search.isSearching}
        onLoadMore={() => void feed.fetchNextPage()}
        onRetry={() => void feed.refetch()}
        emptyText={feedEmptyText(search.isSearching, following, unanswered, top)}
        newSinceIndex={divider}
        errorText={t('feed.loadFailed')}
      />
    </>
  );
}

export function FeedPage() {
  useDocumentTitle();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: FeedTab = params.get('tab') === 'you' ? 'you' : 'all';
  const prefs = useFeedPreferences((user?.genres.length ?? 0) > 0);
  const search = useFeedSearchState();

  const unanswered = params.get('unanswered') === 'true';
  const following = params.get('following') === 'true';
  const top = readTopSort(params);
  const sort = top.top ? 'top' : prefs.sort;
  const feed = useFeed({
    sort,
    window: top.window,
    search: search.search,
    genreId: search.genreId,
    unanswered,
    following,
  });
  useIdlePrefetch(feed);

  useEffect(() => {
    const y = takeFeedScroll();
    return y === null ? undefined : restoreScroll(y);
  }, []);

  const setTab = (next: FeedTab) => setParams((p) => withSearchParam(p, 'tab', next));

  return (
    <section aria-labelledby="feed-title">
      <h1 id="feed-title" className="sr-only">
        {tab === 'all' ? t('feed.title.all') : t('feed.title.you')}
      </h1>
      <FeedHeader
        tab={tab}
        onTabChange={setTab}
        searchOpen={search.searchOpen}
        onToggleSearch={() => search.setSearchOpen((o) => !o)}
        onSearchIntent={warmFeedSearch}
        layout={prefs.layout}
        onLayoutChange={prefs.setLayout}
        sort={sort}
        onSortChange={(next) => {
          if (next !== 'top') prefs.setSort(next);
          // The spec's sorts are stored, not in the URL: only leaving or entering Top changes it.
          if (top.top !== (next === 'top'))
            setParams((p) => withTopSort(p, next === 'top' ? top.window : null));
        }}
        topWindow={top.window}
        onTopWindowChange={(next) => setParams((p) => withTopSort(p, next))}
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
        <Suspense fallback={<SectionSpinner label={t('feed.list.loading')} className="py-16" />}>
          <FeedYouTab userId={user.id} />
        </Suspense>
      ) : (
        <FeedAllTab
          search={search}
          feed={feed}
          layout={prefs.layout}
          user={user}
          following={following}
          unanswered={unanswered}
          top={top.top}
          sort={sort}
        />
      )}
    </section>
  );
}
