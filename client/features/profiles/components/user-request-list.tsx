/**
 * A member's requests as request cards, 20 a page with Load More (the /you Requests filter and the
 * profile's Requests tab). Texts for empty and failed lists come from the caller's context.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionSpinner, Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useSession } from '../../auth';
import { RequestCard } from '../../feed';
import { useUserRequests } from '../api/profiles-api';
import { ErrorState } from '../../../components/ui/error-state';

export interface UserRequestListProps {
  userId: number;
  /** Shown when the member has no requests (e.g. "No requests yet"). */
  empty: ReactNode;
  /** Load the next page when the end comes into view (off inside scrolling overlays). */
  infinite?: boolean;
}

export function UserRequestList({ userId, empty, infinite = true }: UserRequestListProps) {
  const { user } = useSession();
  const list = useUserRequests(userId);
  const requests = list.data?.pages.flatMap((p) => p.data) ?? [];
  const canLoadMore = infinite && !!list.hasNextPage && !list.isFetchingNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore);

  return (
    <div className="space-y-4">
      {list.isPending && <SectionSpinner label={t('profile.loading')} />}
      {list.isError && (
        <ErrorState message={t('profile.requestsFailed')} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && requests.length === 0 && empty}
      {requests.length > 0 && (
        <ul className="space-y-4" aria-label={t('profile.requestsList')}>
          {requests.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} isOwn={r.user.id === user?.id} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {list.hasNextPage && (
        <div className="flex justify-center" aria-live="polite">
          {list.isFetchingNextPage ? (
            <Spinner label={t('profile.loadingMore')} showLabel />
          ) : (
            <Button variant="outline" onClick={() => void list.fetchNextPage()}>
              {t('profile.loadMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
