/** /you (spec 000 §2 "You page"): document title "You | Hearsay" and the member's own requests. */
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '@common/constants';
import type { Page, RequestItem } from '@common/schemas';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { RequestCard } from '../../features/feed/components/request-card';

export function YouPage() {
  useDocumentTitle('You');
  const { user } = useSession();
  const path = `/api/users/${user?.id}/requests`;
  const mine = useInfiniteQuery({
    queryKey: ['/api/requests', 'user', user?.id],
    queryFn: ({ pageParam, signal }) => api<Page<RequestItem>>(path, { query: { page: pageParam, limit: FEED_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    enabled: !!user,
  });
  if (!user) return null;
  const requests = mine.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="flex items-center gap-4">
        <Avatar user={user} size="md" />
        <div>
          <h1 className="text-2xl font-bold">You</h1>
          <p className="text-sm text-muted">Your requests</p>
        </div>
      </header>
      {mine.isPending && <Spinner label="Loading..." showLabel />}
      {mine.isError && <p role="alert" className="text-danger">Failed to load requests. Please try again.</p>}
      {mine.isSuccess && requests.length === 0 && (
        <div className="py-10 text-center">
          <p className="text-muted">You haven&apos;t created any requests yet.</p>
          <Link to="/new-request" className={buttonClasses('primary', 'md', 'mt-4')}>
            NEW REQUEST
          </Link>
        </div>
      )}
      <ul className="space-y-4">
        {requests.map((r) => (
          <li key={r.id}>
            <RequestCard request={r} isOwn />
          </li>
        ))}
      </ul>
      {mine.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void mine.fetchNextPage()} disabled={mine.isFetchingNextPage}>
            {mine.isFetchingNextPage ? 'Loading more...' : 'Load More'}
          </Button>
        </div>
      )}
    </div>
  );
}
