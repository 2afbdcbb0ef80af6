/**
 * Home feed (spec 000 §2 "Home feed"): requests newest first, 20 per page, more on scroll (sentinel
 * within 100 px) or via Load More, "You found the end" at the end, with loading, empty and error states.
 */
import { Link } from 'react-router';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useSession } from '../../auth/api/session';
import { useFeed } from '../api/feed-api';
import { RequestCard } from './request-card';

export function FeedPage() {
  useDocumentTitle();
  const { user } = useSession();
  const feed = useFeed('recent');
  const requests = feed.data?.pages.flatMap((p) => p.data) ?? [];
  const canLoadMore = !!feed.hasNextPage && !feed.isFetchingNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void feed.fetchNextPage(), canLoadMore);

  return (
    <section aria-labelledby="feed-title">
      <h1 id="feed-title" className="sr-only">
        Requests
      </h1>
      {feed.isPending && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading..." showLabel />
        </div>
      )}
      {feed.isError && (
        <div role="alert" className="mx-auto max-w-md rounded-2xl border border-danger bg-danger-soft p-4 text-center">
          <p className="font-medium text-danger">Failed to load requests. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {feed.isSuccess && requests.length === 0 && (
        <div className="mx-auto max-w-md py-16 text-center">
          <p className="text-lg font-semibold">No requests found. Be the first to create one!</p>
          <Link to="/new-request" className={buttonClasses('primary', 'md', 'mt-4')}>
            NEW REQUEST
          </Link>
        </div>
      )}
      {requests.length > 0 && (
        <ul className="gap-4 min-[769px]:columns-2 min-[1025px]:columns-3 min-[1537px]:columns-4" aria-label="Requests">
          {requests.map((request) => (
            <li key={request.id} className="mb-4 break-inside-avoid">
              <RequestCard request={request} isOwn={request.user.id === user?.id} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {feed.isSuccess && requests.length > 0 && (
        <div className="flex justify-center py-6" aria-live="polite">
          {feed.isFetchingNextPage ? (
            <Spinner label="Loading more..." showLabel />
          ) : feed.hasNextPage ? (
            <Button variant="outline" onClick={() => void feed.fetchNextPage()}>
              Load More
            </Button>
          ) : (
            <p className="text-sm font-medium text-muted">You found the end</p>
          )}
        </div>
      )}
    </section>
  );
}
