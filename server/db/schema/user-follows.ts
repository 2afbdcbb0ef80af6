/**
 * Members following members (issue 33), distinct from request follows (`request_follows`): the
 * follower sees the followed member's requests and answers under the feed's "Following" filter and
 * hears when they ask. docs/decisions/030-follow-people-and-top-order.md.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAtNow, cascadeRef } from './columns';
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
