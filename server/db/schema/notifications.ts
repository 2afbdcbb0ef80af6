/**
 * Notifications and request follows (issue 14; docs/decisions/016-notifications.md). One row per
 * (recipient, actor, type, answer): repeating an action (upvote, un-upvote, upvote) notifies once.
 * Every notification points at an answer and its request; the bell groups them per target at read
 * time.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { requests, responses } from './requests';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_TYPES (common/schemas/notifications.ts). */
    type: text('type').notNull(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.type} IN ('response_to_your_request', 'followed_request_answered', 'response_upvoted', 'response_saved', 'response_cosigned', 'response_rated')`,
    ),
    unique('notifications_once_unique').on(t.recipientId, t.actorId, t.type, t.responseId),
    // The bell's pages (newest first) and the unread count.
    index('notifications_recipient_id_idx').on(t.recipientId, t.id),
    index('notifications_recipient_unread_idx').on(t.recipientId).where(sql`${t.readAt} IS NULL`),
    index('notifications_response_id_idx').on(t.responseId),
    index('notifications_request_id_idx').on(t.requestId),
  ],
);

/** Who follows a request: they hear of every new answer. The asker follows their own by default. */
export const requestFollows = pgTable(
  'request_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] }), index('request_follows_request_id_idx').on(t.requestId)],
);
