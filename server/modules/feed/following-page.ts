/**
 * The RECENT page of the feed's "Following" filter (decision 043): its ids come from the follower's
 * own following_feed_items (kept by the triggers of migration 0037) instead of every request the
 * followed members asked or answered.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { followingFeedItems, requests } from '../../db/schema/index';

/**
 * The ids of a RECENT page under "Following": the follower's following_feed_items walked backward
 * on (follower_id, created_at, request_id), each row checked against `where` (which holds the
 * follows check), so a page reads about offset + rows entries whatever the table size or the
 * number of follows (decision 043). The follower is the `follower` placeholder.
 */
export function followingIds(
  db: Database,
  where: SQL | undefined,
  offset: number | Placeholder,
  rows: number | Placeholder,
) {
  return db
    .select({ id: requests.id })
    .from(followingFeedItems)
    .innerJoin(requests, eq(requests.id, followingFeedItems.requestId))
    .where(and(eq(followingFeedItems.followerId, sql.placeholder('follower')), where))
    .orderBy(desc(followingFeedItems.createdAt), desc(followingFeedItems.requestId))
    .offset(offset)
    .limit(rows);
}
