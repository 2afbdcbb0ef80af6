/**
 * The tab's one live connection to /api/notifications/stream (Server-Sent Events). Each
 * `unread` event carries the unread count: it goes straight into the badge's cache entry (and wins
 * over a fetch of the count that was in flight meanwhile) and marks the list stale. The browser reconnects by itself (with Last-Event-ID; the server answers with the
 * current state at once). Closed when the hook's owner unmounts, i.e. on sign-out.
 */
import { apiPath } from '@common/api-routes';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notePushedUnread, notificationKeys } from '../../../lib/queries/notifications';
import { replyKeys } from '../../../lib/queries/replies';

export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPath('getNotificationsStream'));
    const onUnread = (event: MessageEvent<string>) => {
      try {
        const { unread } = JSON.parse(event.data) as { unread: number };
        const before = queryClient.getQueryData<{ unread: number }>(notificationKeys.unread);
        notePushedUnread(unread);
        queryClient.setQueryData(notificationKeys.unread, { unread });
        if (before?.unread !== unread)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
        // A new notification may be a reply to the thread on screen: open threads refetch.
        if (unread > (before?.unread ?? 0))
          void queryClient.invalidateQueries({ queryKey: replyKeys.all, refetchType: 'active' });
      } catch {
        // A malformed event is ignored; the next one carries the full state again.
      }
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [enabled, queryClient]);
}
