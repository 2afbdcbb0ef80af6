/** Query options of notifications and request follows (issue 14); the only place their keys are written. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationPage, NotificationSettings } from '@common/schemas/notifications';
import { api } from '../api';

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
    queryFn: ({ pageParam, signal }) => api<NotificationPage>(`/api/notifications?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}

/** The badge's unread count; the live stream keeps it current, so no polling. */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api<{ unread: number }>('/api/notifications/unread-count', { signal }),
    staleTime: 60_000,
  });
}

/** Whether the viewer follows a request. */
export function followQuery(requestId: number) {
  return queryOptions({
    queryKey: notificationKeys.follow(requestId),
    queryFn: ({ signal }) => api<{ following: boolean }>(`/api/requests/${requestId}/follow`, { signal }),
  });
}

/** Which notification types are on, and the watched genres (/profile). */
export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api<NotificationSettings>('/api/notifications/settings', { signal }),
  });
}
