/**
 * /notifications: the member's whole notification history, grouped as in the bell,
 * newest first, 20 groups a page with "Load more", "Mark all as read", and loading, empty and
 * error states. Opening a group marks it read, as in the bell.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { NotificationGroup } from '@common/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionSpinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications-api';
import { groupKey, groupTarget, NotificationGroupLink } from './notification-group-link';

/**
 * "Load more" for a list whose button goes away on the last page: the returned function fetches
 * the next page and then moves focus to the first group it brought (a notification link inside
 * `listRef`), instead of letting it drop to the page.
 */
function useLoadMoreFocus(
  listRef: RefObject<HTMLUListElement | null>,
  count: number,
  fetchNextPage: () => void,
) {
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || count <= index) return;
    focusIndex.current = null;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>(
      'a[data-testid="notification"]',
    );
    links?.[index]?.focus();
  }, [count, listRef]);
  return () => {
    focusIndex.current = count;
    fetchNextPage();
  };
}

/** The title, the unread count and "Mark all as read". */
function NotificationsHeader({
  unread,
  pending,
  onMarkAll,
}: {
  unread: number;
  pending: boolean;
  onMarkAll: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('notification.title')}</h1>
        <p className="text-sm text-muted">
          {unread === 0 ? t('notification.caughtUp') : t('notification.unreadCount', { unread })}
        </p>
      </div>
      {/* aria-disabled rather than disabled: the button keeps keyboard focus after it is used. */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={unread === 0 || pending}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (unread > 0 && !pending) onMarkAll();
        }}
      >
        {t('notification.markAll')}
      </Button>
    </div>
  );
}

export function NotificationsPage() {
  useDocumentTitle(t('notification.title'));
  const list = useNotifications(true);
  const unread = useUnreadCount(true).data?.unread ?? list.data?.pages[0]?.unread ?? 0;
  const markRead = useMarkRead();
  // What the live region says after "Mark all as read" (the button's own state change is silent).
  const [status, setStatus] = useState('');
  const groups = list.data?.pages.flatMap((p) => p.data) ?? [];
  const listRef = useRef<HTMLUListElement>(null);

  const loadMore = useLoadMoreFocus(listRef, groups.length, () => void list.fetchNextPage());

  const openGroup = (group: NotificationGroup) => {
    if (group.unread) markRead.mutate(groupTarget(group));
  };
  const markAll = () => {
    setStatus('');
    markRead.mutate(undefined, { onSuccess: () => setStatus(t('notification.allMarked')) });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <NotificationsHeader unread={unread} pending={markRead.isPending} onMarkAll={markAll} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {list.isPending && <SectionSpinner label={t('shell.loading')} />}
      {list.isError && (
        <ErrorState message={t('notification.loadFailed')} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && groups.length === 0 && (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-muted">
          {t('notification.empty')}
        </p>
      )}
      {groups.length > 0 && (
        <ul
          ref={listRef}
          aria-label={t('notification.history')}
          className="divide-y divide-line rounded-2xl border border-line bg-surface p-1 sm:p-2"
        >
          {groups.map((g) => (
            <li key={groupKey(g)} className="py-1">
              <NotificationGroupLink group={g} onOpen={openGroup} roomy />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center p-4">
          <Button variant="outline" disabled={list.isFetchingNextPage} onClick={loadMore}>
            {list.isFetchingNextPage ? t('notification.loadingMore') : t('notification.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
