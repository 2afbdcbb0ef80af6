/**
 * A member's activity list (spec 000 §2 "activity cards", §7): 20 entries a page, more on scroll
 * or Load More, Play All on the recommendations filter, "No activity found." when empty and
 * "Failed to load activity. Please try again." on failure. Used by /you and the feed's You tab.
 */
import type { ActivityFilter, ActivityItem } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { SectionSpinner, Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useSession } from '../../auth';
import { PlayAllButton, type PlayableEntry } from '../../player';
import { useActivity } from '../api/activity-api';
import { ActivityCard } from './activity-card';
import { ErrorState } from '../../../components/ui/error-state';

/** The recommendations among `items` as playlist entries, in list order. */
export function activityPlaylist(items: ActivityItem[]): PlayableEntry[] {
  return items.flatMap((item) => {
    const response = item.data.response;
    if (item.type !== 'response_created' || !response) return [];
    return [
      {
        song: response.songData,
        responseId: response.id,
        requestId: response.requestId,
        responderName: response.user.displayName,
        comment: response.comment,
      },
    ];
  });
}

export interface ActivityFeedProps {
  /** Whose activity; another member's is readable only with activityType "responses". */
  userId: number;
  /** "all" (default) every entry type, "responses" recommendations, "others" what others did. */
  activityType?: ActivityFilter;
  /** Text when there is nothing to show; default "No activity found.". */
  emptyText?: string;
}

export function ActivityFeed({ userId, activityType = 'all', emptyText }: ActivityFeedProps) {
  const { user } = useSession();
  const activity = useActivity(userId, activityType);
  const items = activity.data?.pages.flatMap((p) => p.data) ?? [];
  const canLoadMore = !!activity.hasNextPage && !activity.isFetchingNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void activity.fetchNextPage(),
    canLoadMore,
  );
  const playlist = activityType === 'responses' ? activityPlaylist(items) : [];
  const viewerId = user?.id ?? 0;

  return (
    <div className="space-y-4">
      {playlist.length > 0 && (
        <div className="flex justify-end">
          <PlayAllButton entries={playlist} />
        </div>
      )}
      {activity.isPending && <SectionSpinner label={t('ui.loading')} />}
      {activity.isError && (
        <ErrorState message={t('activity.loadFailed')} onRetry={() => void activity.refetch()} />
      )}
      {activity.isSuccess && items.length === 0 && (
        <p className="py-12 text-center text-lg font-semibold text-muted">
          {emptyText ?? t('activity.empty')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="space-y-3" aria-label={t('activity.list')}>
          {items.map((item) => (
            <li key={item.id}>
              <ActivityCard item={item} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {activity.isSuccess &&
        items.length > 0 &&
        (activity.hasNextPage || activity.data.pages.length > 1) && (
          <div className="flex justify-center py-4" aria-live="polite">
            {activity.isFetchingNextPage ? (
              <Spinner label={t('feed.list.loadingMore')} showLabel />
            ) : activity.hasNextPage ? (
              <Button variant="outline" onClick={() => void activity.fetchNextPage()}>
                {t('feed.list.loadMore')}
              </Button>
            ) : (
              <p className="text-sm font-medium text-muted">{t('feed.list.end')}</p>
            )}
          </div>
        )}
    </div>
  );
}
