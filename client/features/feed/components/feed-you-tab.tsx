/**
 * The feed's You tab (spec 000 §2): sub-filters Saved, Requests, Recs (with Play All) and all
 * activity, kept in the URL (`?tab=you&filter=…`) so a reload or a return keeps the place.
 */
import { useSearchParams } from 'react-router';
import { ActivityFeed } from '../../activity';
import { SavedSongs } from '../../saved-songs';
import { cn } from '../../../lib/cn';
import { useInfiniteQuery } from '@tanstack/react-query';
import { userRequestsQuery } from '../../../lib/queries/requests';
import { RequestList } from './request-list';
import { withSearchParam } from '../../../lib/search-params';
import { t } from '../../../lib/i18n';

export const YOU_FILTERS = [
  { value: 'saved', label: 'feed.you.saved' },
  { value: 'requests', label: 'feed.you.requests' },
  { value: 'responses', label: 'feed.you.responses' },
  { value: 'all', label: 'feed.you.all' },
] as const;
export type YouFilter = (typeof YOU_FILTERS)[number]['value'];

export function FeedYouTab({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: YouFilter = YOU_FILTERS.some((f) => f.value === raw) ? (raw as YouFilter) : 'saved';
  const choose = (value: YouFilter) => setParams((p) => withSearchParam(p, 'filter', value));

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div role="group" aria-label={t('feed.you.show')} className="flex flex-wrap gap-2">
        {YOU_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold',
              filter === f.value
                ? 'border-accent bg-accent text-accent-fg'
                : 'border-line bg-surface text-fg hover:bg-surface-2',
            )}
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      {filter === 'saved' && <SavedSongs userId={userId} />}
      {filter === 'requests' && <MyRequests userId={userId} />}
      {filter === 'responses' && (
        <ActivityFeed
          userId={userId}
          activityType="responses"
          emptyText={t('feed.you.noResponses')}
        />
      )}
      {filter === 'all' && <ActivityFeed userId={userId} activityType="all" />}
    </div>
  );
}

function MyRequests({ userId }: { userId: number }) {
  // The same cache entry as the profile's list (client/lib/queries/requests.ts).
  const mine = useInfiniteQuery(userRequestsQuery(userId));
  return (
    <RequestList
      requests={mine.data?.pages.flatMap((p) => p.data) ?? []}
      layout="column"
      viewerId={userId}
      showDebug={false}
      status={mine.status}
      hasNextPage={!!mine.hasNextPage}
      isFetchingNextPage={mine.isFetchingNextPage}
      isSearching={false}
      onLoadMore={() => void mine.fetchNextPage()}
      onRetry={() => void mine.refetch()}
      emptyText={t('feed.you.noRequests')}
      errorText={t('feed.loadFailed')}
    />
  );
}
