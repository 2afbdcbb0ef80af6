/**
 * Web Push (docs/decisions/032-push-notifications-page-and-digest.md): the browsers a
 * member subscribed for pushes, and the notification types they do not want pushed.
 */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtNow, serialId } from './columns';
import { users } from './users';

/**
 * One browser's PushSubscription. The endpoint (the push service's URL for that browser) is unique:
 * a browser subscribed again by another member moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret (base64url). */
    auth: text('auth').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Notification types a member turned off for pushes (every type they receive is pushed by default). */
export const notificationPushMutes = pgTable(
  'notification_push_mutes',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** One of NOTIFICATION_TYPES (common/notification-text.ts). */
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
