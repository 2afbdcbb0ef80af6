/** The routes of notifications/notifications.routes: schemas, summary, access and enforced limit, by route name. */
import {
  markReadBodySchema,
  notificationPageSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../schemas/notifications';
import { z } from 'zod';
import { idParamsSchema } from '../schemas';
import { followStateSchema } from '../schemas/notifications';
import { type RouteDefinitions } from './route-definition';

export const notificationsDefinitions = {
  getNotifications: {
    summary: 'Your notifications, grouped per target, newest first, with the unread count',
    access: 'member',
    limit: 'global',
    query: notificationsQuerySchema,
    answer: { 200: notificationPageSchema },
  },
  getNotificationsUnreadCount: {
    summary: 'How many notification groups are unread',
    access: 'member',
    limit: 'global',
    answer: { 200: unreadCountSchema },
  },
  postNotificationsRead: {
    summary: 'Mark one notification group read',
    access: 'member',
    limit: 'writes',
    body: markReadBodySchema,
    answer: { 200: unreadCountSchema },
  },
  postNotificationsReadAll: {
    summary: 'Mark every notification read',
    access: 'member',
    limit: 'writes',
    answer: { 200: unreadCountSchema },
  },
  getNotificationsSettings: {
    summary: 'Which notification types are on, and the genres you watch',
    access: 'member',
    limit: 'global',
    answer: { 200: notificationSettingsSchema },
  },
  putNotificationsSettings: {
    summary: 'Turn notification types on or off and/or replace the genres you watch (at most 10)',
    access: 'member',
    limit: 'writes',
    body: notificationSettingsBodySchema,
    answer: { 200: notificationSettingsSchema },
  },
  getNotificationsStream: {
    summary:
      'Live unread count as Server-Sent Events (text/event-stream; reconnect with Last-Event-ID)',
    access: 'member',
    limit: 'global',
    answer: { 200: z.string() },
  },
  getRequestFollow: {
    summary: 'Whether you follow a request',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    answer: { 200: followStateSchema },
    errors: [404],
  },
  putRequestFollow: {
    summary: 'Follow a request (hear of every new answer)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: followStateSchema },
    errors: [404],
  },
  deleteRequestFollow: {
    summary: 'Unfollow a request',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: followStateSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
