/**
 * The paged list of requests in masonry or column layout, with infinite scroll (sentinel within
 * 100 px), Load More, "Searching..." / "Loading more...", "You found the end" and the empty and
 * error states (spec 000 §2, §8), and RECENT's "new since your last visit" divider (decision 050).
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { RequestItem } from '@common/schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SectionSpinner, Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import type { FeedLayout } from '../lib/feed-preferences';
import { MASONRY_GRID_CLASS } from '../lib/masonry';
import { RequestCard } from './request-card';
import { ErrorState } from '../../../components/ui/error-state';

export interface RequestListProps {
  requests: RequestItem[];
  layout: FeedLayout;
  viewerId: number | undefined;
  showDebug: boolean;
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isSearching: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText: string;
  errorText: string;
  /** Where the "new since your last visit" divider goes (before this request), if anywhere. */
  newSinceIndex?: number | null;
}

/**
 * The line between requests asked since the member's last visit and those before it, across every
 * masonry column; it comes with page 1's data, so it is there from the first paint.
 */
function NewSinceDivider() {
  return (
    <li className="col-span-full" data-testid="new-since-divider">
      <div
        role="separator"
        aria-label={t('feed.list.newSince')}
        className="flex items-center gap-3"
      >
        <span className="h-px flex-1 bg-accent" aria-hidden="true" />
        <span className="text-xs font-bold tracking-wider text-accent" aria-hidden="true">
          {t('feed.list.newSince')}
        </span>
        <span className="h-px flex-1 bg-accent" aria-hidden="true" />
      </div>
    </li>
  );
}

export function RequestList(props: RequestListProps) {
  const { requests, layout, status, hasNextPage, isFetchingNextPage } = props;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    props.onLoadMore,
    hasNextPage && !isFetchingNextPage && status === 'success',
  );
  const card = (r: RequestItem) => (
    <RequestCard request={r} isOwn={r.user.id === props.viewerId} showDebug={props.showDebug} />
  );

  const searching = props.isSearching;
  if (status === 'pending') {
    const label = t(searching ? 'feed.list.searching' : 'feed.list.loading');
    return <SectionSpinner label={label} className="py-16" />;
  }
  if (status === 'error') {
    return <ErrorState message={props.errorText} onRetry={props.onRetry} />;
  }
  if (requests.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <p className="text-lg font-semibold">{props.emptyText}</p>
        {!searching && (
          <Link to="/new-request" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('feed.list.newRequest')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <>
      <ul
        className={
          layout === 'masonry' ? MASONRY_GRID_CLASS : 'mx-auto flex max-w-2xl flex-col gap-4'
        }
        aria-label={t('feed.list.requests')}
        data-testid={layout === 'masonry' ? 'masonry' : 'column-list'}
      >
        {requests.map((r, i) => (
          <Fragment key={r.id}>
            {i === props.newSinceIndex && <NewSinceDivider />}
            <li>{card(r)}</li>
          </Fragment>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <div className="flex justify-center py-6" aria-live="polite">
        {isFetchingNextPage ? (
          <Spinner
            label={t(searching ? 'feed.list.searching' : 'feed.list.loadingMore')}
            showLabel
          />
        ) : hasNextPage ? (
          <Button variant="outline" onClick={props.onLoadMore}>
            {t('feed.list.loadMore')}
          </Button>
        ) : (
          <p className="text-sm font-medium text-muted">{t('feed.list.end')}</p>
        )}
      </div>
    </>
  );
}
