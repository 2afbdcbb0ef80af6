/**
 * Notifications, request follows, genre watches and muted types (
 * docs/decisions/016-notifications.md). One row per (recipient, actor, type, answer): repeating an
 * action (upvote, un-upvote, upvote) notifies once. Every notification points at a request; the
 * answer types also at an answer, the genre-watch type at the watched genre instead. The bell
 * groups them per target at read time.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef } from './columns';
import { genres } from './genres';
import { requests, responses } from './requests';
import { responseReplies } from './replies';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    recipientId: cascadeRef('recipient_id', () => users.id),
    actorId: cascadeRef('actor_id', () => users.id),
    /** One of NOTIFICATION_TYPES (common/schemas/notifications.ts). */
    type: text('type').notNull(),
    requestId: cascadeRef('request_id', () => requests.id),
    /** The answer (null for watched_genre_request). */
    responseId: integer('response_id').references(() => responses.id, { onDelete: 'cascade' }),
    /** The watched genre the request was tagged with (watched_genre_request only). */
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'cascade' }),
    /** Why staff hid the member's request or answer (content_hidden only): one of REPORT_REASONS. */
    reason: text('reason'),
    /** The reply a reply notification is about; it goes with the reply. */
    replyId: integer('reply_id').references(() => responseReplies.id, { onDelete: 'cascade' }),
    createdAt: createdAtNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.type} IN ('response_to_your_request', 'followed_request_answered', 'response_upvoted', 'response_saved', 'response_cosigned', 'response_rated', 'watched_genre_request', 'content_hidden', 'followed_member_request', 'reply_to_your_response', 'reply_on_your_request', 'reply_mention')`,
    ),
    check(
      'notifications_target_check',
      sql`(${t.type} = 'watched_genre_request') = (${t.responseId} IS NULL AND ${t.genreId} IS NOT NULL)`,
    ),
    // A watcher hears of one request once, whichever of its genres they watch.
    uniqueIndex('notifications_watched_request_unique')
      .on(t.recipientId, t.requestId)
      .where(sql`${t.type} = 'watched_genre_request'`),
    // A follower hears of one request of a member they follow once.
    uniqueIndex('notifications_followed_member_request_unique')
      .on(t.recipientId, t.requestId)
      .where(sql`${t.type} = 'followed_member_request'`),
    // Once per actor, type and answer; reply notifications are once per recipient and reply instead.
    uniqueIndex('notifications_once_unique')
      .on(t.recipientId, t.actorId, t.type, t.responseId)
      .where(sql`${t.replyId} IS NULL`),
    uniqueIndex('notifications_reply_unique')
      .on(t.recipientId, t.replyId)
      .where(sql`${t.replyId} IS NOT NULL`),
    // The bell's pages (newest first) and the unread count.
    index('notifications_recipient_id_idx').on(t.recipientId, t.id),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_response_id_idx').on(t.responseId),
    index('notifications_request_id_idx').on(t.requestId),
  ],
);

/** Who follows a request: they hear of every new answer. The asker follows their own by default. */
export const requestFollows = pgTable(
  'request_follows',
  {
    userId: cascadeRef('user_id', () => users.id),
    requestId: cascadeRef('request_id', () => requests.id),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestId] }),
    index('request_follows_request_id_idx').on(t.requestId),
  ],
);

/** Genres a member watches: a new request tagged with one notifies them (at most 3 a day, ≤ 10 genres). */
export const genreWatches = pgTable(
  'genre_watches',
  {
    userId: cascadeRef('user_id', () => users.id),
    genreId: cascadeRef('genre_id', () => genres.id),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.genreId] }),
    index('genre_watches_genre_id_idx').on(t.genreId),
  ],
);

/** Notification types a member turned off on /profile (every type is on by default). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** One of NOTIFICATION_TYPES (common/notification-text.ts). */
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
