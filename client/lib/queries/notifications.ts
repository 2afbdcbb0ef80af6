/** Query options of notifications and request follows; the only place their keys are written. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const notificationKeys = {
  /** Prefix of everything below. */
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  follow: (requestId: number) => ['notifications', 'follow', requestId] as const,
  settings: ['notifications', 'settings'] as const,
};

/** Pages of 20 notification groups, newest first. */
export function notificationsQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      callApi('getNotifications', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}

/** The last count the live stream pushed, and when (performance.now() ms); null before any. */
let pushedUnread: { unread: number; at: number } | null = null;

/** Records a count the live stream pushed (notification-stream.ts calls it before storing it). */
export function notePushedUnread(unread: number): void {
  pushedUnread = { unread, at: performance.now() };
}

/**
 * The badge's unread count; the live stream keeps it current, so no polling. A fetch overtaken by
 * the stream answers the stream's count: its own was read on the server before the stream's
 * newer one, and storing it after would put a stale count (often 0) back on the badge.
 */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => {
      const started = performance.now();
      const fetched = await callApi('getNotificationsUnreadCount', { signal });
      return pushedUnread && pushedUnread.at >= started ? { unread: pushedUnread.unread } : fetched;
    },
    staleTime: 60_000,
  });
}

/** Whether the viewer follows a request. */
export function followQuery(requestId: number) {
  return queryOptions({
    queryKey: notificationKeys.follow(requestId),
    queryFn: ({ signal }) => callApi('getRequestFollow', { params: { id: requestId }, signal }),
  });
}

/** Which notification types are on, and the watched genres (/profile). */
export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi('getNotificationsSettings', { signal }),
  });
}
