/**
 * Notifications (docs/decisions/016-notifications.md): what the bell lists, grouped per
 * target, and the words each group reads as. Shared by the server's routes and the client.
 */
import { z } from 'zod';
import { RESPONSE_VERDICTS } from '../verdicts';
import { REPORT_REASONS } from '../moderation-text';
import { NOTIFICATION_TYPES } from '../notification-text';
import { int4Id } from './integers';

export {
  MAX_WATCHED_GENRES,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  REQUEST_GROUPED_TYPES,
  WATCHED_GENRE_DAILY_MAX,
  notificationHref,
  type NotificationType,
} from '../notification-text';

/** One line of the bell: every notification of one type about one target. */
export const notificationGroupSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  requestId: z.number().int(),
  /** The answer (per-answer types) or the newest answer (per-request types); null for watched_genre_request. */
  responseId: z.number().int().nullable(),
  /** The watched genre (watched_genre_request), else null. */
  genre: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Notifications in the group. */
  count: z.number().int(),
  latestActor: z.object({ id: z.number().int(), displayName: z.string() }),
  /** Distinct members behind the group. */
  actorCount: z.number().int(),
  /** The request's words (its text, or the title of its song), for context. */
  requestText: z.string().nullable(),
  /** The answer's song title. */
  songTitle: z.string().nullable(),
  /** The answer's current verdict (response_rated). */
  verdict: z.enum(RESPONSE_VERDICTS).nullable(),
  /** Why staff hid the member's request or answer (content_hidden), else null. */
  reason: z.enum(REPORT_REASONS).nullable().optional(),
  /** The reply the group is about (content_hidden of a reply), else null. */
  replyId: z.number().int().nullable().optional(),
  unread: z.boolean(),
  latestAt: z.string(),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationGroupSchema),
  pagination: z.object({ page: z.number().int(), hasMore: z.boolean() }),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** POST /api/notifications/read: one group (type + its target), as listed. */
export const markReadBodySchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  requestId: int4Id,
  responseId: int4Id.nullable(),
  /** The group's genre (watched_genre_request). */
  genreId: int4Id.nullable().optional(),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const followStateSchema = z.object({ following: z.boolean() });

/** GET/PUT /api/notifications/settings: which types are on, and the genres the member watches. */
export const notificationSettingsSchema = z.object({
  preferences: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() })),
  watchedGenres: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/settings: the types to turn on or off and/or the new list of watched genres. */
export const notificationSettingsBodySchema = z.object({
  preferences: z
    .array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() }))
    .max(NOTIFICATION_TYPES.length * 2)
    .optional(),
  watchedGenreIds: z.array(int4Id).max(100).optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;
