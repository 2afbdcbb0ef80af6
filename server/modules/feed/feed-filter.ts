/**
 * The filters every feed sort shares (spec 000 §2, §7 "Feed and lists"): author, genre, search
 * words, snapshot, unanswered, followed members, the viewer's blocks and staff-hidden requests, as Drizzle SQL whose
 * values may be placeholders of a prepared statement; and each stored sort's order.
 */
import { and, desc, eq, isNull, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { blocks, requestGenres, requests, responses, userFollows } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql';

/** Filters shared by every feed sort. `search` is already folded (foldForSearch). */
export interface FeedFilter {
  authorId?: number | undefined;
  /** Only requests with this genre. */
  genreId?: number | undefined;
  /** Words that must all occur in the request's search text (trigram-indexed LIKE). */
  search?: string | undefined;
  /** Only requests with id ≤ snapshotId: later arrivals cannot shift the pages being read. */
  snapshotId?: number | undefined;
  /** Only requests with no responses yet (the `responses` counter, kept equal to the rows). */
  unanswered?: boolean | undefined;
  /** Leave out requests of members this viewer blocks. */
  viewerId?: number | undefined;
  /** Only requests asked or answered (visibly) by members this member follows. */
  followerId?: number | undefined;
}

export type StoredSort = 'recent' | 'responses' | 'upvotes';

/** Search words of a folded query: at most 8, each at least 1 character. */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(' ').filter(Boolean).slice(0, 8);
}

/**
 * A feed filter whose values may be placeholders of a prepared statement. Search words come either
 * as `search` (folded text) or as `searchPatterns` (LIKE patterns, see `searchPatterns`).
 */
export type FeedConditionsInput = Omit<
  FeedFilter,
  'authorId' | 'genreId' | 'snapshotId' | 'viewerId' | 'followerId'
> & {
  followerId?: number | Placeholder | undefined;
  authorId?: number | Placeholder | undefined;
  genreId?: number | Placeholder | undefined;
  snapshotId?: number | Placeholder | undefined;
  viewerId?: number | Placeholder | SQL | undefined;
  searchPatterns?: (string | Placeholder)[] | undefined;
  /**
   * `row`: the rows come from the follower's following_feed_items (RECENT, decision 043), so the
   * followed-members filter is a check of each row instead of the set of ids.
   */
  followedCheck?: 'ids' | 'row' | undefined;
};

/** The LIKE patterns of a folded search: `%word%` per word, with LIKE's wildcards escaped. */
export function searchPatterns(search: string | undefined): string[] {
  return searchWords(search).map((word) => `%${escapeLike(word)}%`);
}

/** The WHERE conditions of a feed filter, as Drizzle SQL. */
export function feedConditions(filter: FeedConditionsInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.authorId !== undefined) conditions.push(eq(requests.userId, filter.authorId));
  // `(…) is true`: checked on each index entry, never an index condition, with the planner's
  // estimate of the bare comparison. As a condition on the feed indexes' second column it made
  // PostgreSQL ≤ 17 start a deep page's seek `(key, id) <= (…)` at the end of the boundary's whole
  // run of equal keys: 42 index pages and 0.95 ms instead of 4 and 0.01 ms at a million requests
  // (feed-seek-index.test.ts; decision 009).
  if (filter.snapshotId !== undefined)
    conditions.push(sql`(${requests.id} <= ${filter.snapshotId}) is true`);
  if (filter.unanswered) conditions.push(eq(requests.responses, 0));
  // Requests staff hid after a report leave every feed and list (decision 018).
  conditions.push(isNull(requests.hiddenAt));
  // The viewer's blocked members are read once (an InitPlan over the blocks primary key) and each
  // row is checked against that small array, from the feed indexes' `user_id` column: a deep page's
  // offset stays index-only (docs/decisions/018-moderation.md, 009-feed-performance.md).
  if (filter.viewerId !== undefined) {
    conditions.push(
      sql`${requests.userId} <> all (array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${filter.viewerId}))`,
    );
  }
  for (const pattern of filter.searchPatterns ?? searchPatterns(filter.search))
    conditions.push(like(requests.searchText, pattern));
  if (filter.genreId !== undefined) {
    conditions.push(sql`exists (${requestGenreMatch(filter.genreId)})`);
  }
  // `= any(array(…))`: the ids are gathered first and the page's rows fetched by primary key, so
  // the cost follows the followed members' activity, not the table (decision 030). As `in (…)` the
  // planner hashed a scan of all requests; as a filter on the sort's index it walked past every
  // request nobody followed (the whole index for a quiet followee).
  if (filter.followerId !== undefined)
    conditions.push(
      filter.followedCheck === 'row'
        ? followedExplains(filter.followerId)
        : sql`${requests.id} = any(array(${followedActivity(filter.followerId)}))`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Ids of requests that members `followerId` follows asked or visibly answered: the followed members
 * from the follows' primary key, then their requests (requests_user_id_created_idx, index-only) and
 * answers (responses_user_created_idx), so the set is bounded by their activity.
 */
function followedActivity(followerId: number | Placeholder) {
  const followed = sql`array(select ${userFollows.followedId} from ${userFollows} where ${userFollows.followerId} = ${followerId})`;
  return sql`select q.id from ${requests} q where q.user_id = any(${followed})
    union select r.request_id from ${responses} r where r.user_id = any(${followed}) and r.hidden_at is null`;
}

/**
 * Whether someone `followerId` follows asked this request or answered it visibly: two primary-key
 * or index probes per row, for rows read from following_feed_items (which may briefly hold a row no
 * follow explains any more, decision 043).
 */
function followedExplains(followerId: number | Placeholder) {
  // `offset 0` keeps each check a probe of the follows' primary key per row: pulled up into a join,
  // PostgreSQL hashed all the follower's follows for every answer it looked at.
  const follows = (author: SQL) =>
    sql`exists (select 1 from ${userFollows} f where f.follower_id = ${followerId} and f.followed_id = ${author} offset 0)`;
  return sql`(${follows(sql`${requests.userId}`)} or exists (select 1 from ${responses} fr where fr.request_id = ${requests.id} and fr.hidden_at is null and ${follows(sql`fr.user_id`)}))`;
}

function requestGenreMatch(genreId: number | Placeholder) {
  return sql`select 1 from ${requestGenres} where ${requestGenres.requestId} = ${requests.id} and ${requestGenres.genreId} = ${genreId}`;
}

/** The ORDER BY of each stored sort, newest or highest first, the id breaking ties (each has an index). */
export const FEED_ORDER: Record<StoredSort, SQL[]> = {
  recent: [desc(requests.createdAt), desc(requests.id)],
  responses: [desc(requests.responses), desc(requests.id)],
  upvotes: [desc(requests.upvotes), desc(requests.id)],
};
