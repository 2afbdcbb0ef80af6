/** Notification and follow calls; query options live in client/lib/queries/notifications.ts. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkReadBody,
  NotificationSettings,
  NotificationSettingsBody,
} from '@common/schemas/notifications';
import { callApi } from '../../../lib/api';
import {
  followQuery,
  notificationKeys,
  notificationSettingsQuery,
  notificationsQuery,
  unreadCountQuery,
} from '../../../lib/queries/notifications';

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQuery(), enabled });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery(), enabled });
}

/** Marks one group (or, without one, every notification) read and refreshes the bell. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group?: MarkReadBody) =>
      group
        ? callApi('postNotificationsRead', { body: group })
        : callApi('postNotificationsReadAll'),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, { unread });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

export function useFollow(requestId: number) {
  return useQuery(followQuery(requestId));
}

/** Follows (true) or unfollows (false) a request. */
export function useSetFollow(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      callApi(following ? 'putRequestFollow' : 'deleteRequestFollow', {
        params: { id: requestId },
      }),
    onSuccess: (state) => queryClient.setQueryData(notificationKeys.follow(requestId), state),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

/**
 * Turns types on or off and/or replaces the watched genres; the answer is the new settings. A type's
 * switch moves at once (optimistic) and moves back if the server refuses.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => callApi('putNotificationsSettings', { body }),
    onMutate: async (body) => {
      if (!body.preferences) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (previous) {
        const changed = new Map(body.preferences.map((p) => [p.type, p.enabled]));
        queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, {
          ...previous,
          preferences: previous.preferences.map((p) => ({
            ...p,
            enabled: changed.get(p.type) ?? p.enabled,
          })),
        });
      }
      return { previous };
    },
    onError: (_err, _body, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.settings, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
