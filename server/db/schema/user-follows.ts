/**
 * Members following members, distinct from request follows (`request_follows`): the
 * follower sees the followed member's requests and answers under the feed's "Following" filter and
 * hears when they ask. docs/decisions/030-follow-people-and-top-order.md.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAtNow, cascadeRef, timestamptz } from './columns';
import { requests } from './requests';
import { users } from './users';

/**
 * follower_id follows followed_id. The primary key serves "whom do I follow" (the feed filter, the
 * following count); the reverse index serves "who follows them" (the followers count and the
 * fan-out of a new request's notifications).
 */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: cascadeRef('follower_id', () => users.id),
    followedId: cascadeRef('followed_id', () => users.id),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('user_follows_followed_id_idx').on(t.followedId, t.followerId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * The "Following" feed's candidates per member (decision 043): a request the follower may see
 * because someone they follow asked it or answered it visibly, with the request's creation time so
 * the RECENT order is one index range per page. Kept by triggers (migration 0037) on new requests,
 * new or unhidden answers and new follows; an unfollow removes what no other follow explains. The
 * feed re-checks each row against the follows when it reads it, so a row the triggers have not yet
 * removed never shows.
 */
export const followingFeedItems = pgTable(
  'following_feed_items',
  {
    followerId: cascadeRef('follower_id', () => users.id),
    requestId: cascadeRef('request_id', () => requests.id),
    /** The request's created_at (copied; kept equal by a trigger). */
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.requestId] }),
    // Ascending, scanned backward for RECENT (decision 009).
    index('following_feed_items_follower_created_idx').on(t.followerId, t.createdAt, t.requestId),
    index('following_feed_items_request_idx').on(t.requestId),
  ],
);
