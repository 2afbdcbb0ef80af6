/**
 * One page of the Top sort (decision 050): the most upvoted requests asked within a window (a day,
 * a week, a month, or all time, counted back from page 1's time), the newer first among equal
 * upvotes, then the higher id. Same filters, columns and rows as the stored sorts (feed-filter.ts,
 * feed-page-columns.ts), paginated by offset under page 1's snapshot, served by
 * requests_visible_top_idx; one named prepared statement per shape of filter.
 */
import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { TopWindow } from '../../../common/constants';
import type { Database } from '../../db/client';
import { prepareMapped, preparedOnce } from '../../db/prepared-statements';
import { blocks, requests, responses, users } from '../../db/schema/index';
import { feedConditions, searchPatterns, type FeedFilter } from './feed-filter';
import {
  genresColumn,
  latestIdColumn,
  pageAuthorColumns,
  pageRequestColumns,
  pageRowFromValues,
  lastVisitColumn,
  upvotedColumn,
} from './feed-page-columns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each window reaches (a month is 30 days); `all` has no cutoff. */
const WINDOW_MS: Record<Exclude<TopWindow, 'all'>, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** The earliest creation time inside `window` at time `at`; null for all time. Pure. */
export function topWindowStart(window: TopWindow, at: Date): Date | null {
  return window === 'all' ? null : new Date(at.getTime() - WINDOW_MS[window]);
}

/** Upvotes, then recency, then id: each key descending (requests_visible_top_idx scanned backward). */
const TOP_ORDER = [desc(requests.upvotes), desc(requests.createdAt), desc(requests.id)];

/**
 * Rows `offset … offset + limit` (so `limit + 1` at most, to tell whether another page exists) of
 * the Top sort within `window` at time `at`, with the rows the other sorts' pages have.
 */
export function listTopPage(
  db: Database,
  filter: FeedFilter,
  window: TopWindow,
  at: Date,
  offset: number,
  limit: number,
  viewerId: number,
) {
  const patterns = searchPatterns(filter.search);
  const has = (value: unknown, flag: string) => (value === undefined ? '' : flag);
  const start = topWindowStart(window, at);
  const shape = `${has(filter.authorId, 'a')}${has(filter.genreId, 'g')}${has(filter.snapshotId, 's')}${filter.unanswered ? 'u' : ''}${has(filter.viewerId, 'b')}${has(filter.followerId, 'f')}${start ? 'c' : ''}w${patterns.length}`;
  const name = `feed_top_${shape}`;
  const statement = preparedOnce(db, name, () => {
    const placeholder = (value: unknown, key: string) =>
      value === undefined ? undefined : sql.placeholder(key);
    const where = and(
      feedConditions({
        authorId: placeholder(filter.authorId, 'author'),
        genreId: placeholder(filter.genreId, 'genre'),
        snapshotId: placeholder(filter.snapshotId, 'snapshot'),
        unanswered: filter.unanswered,
        viewerId: placeholder(filter.viewerId, 'blocker'),
        followerId: placeholder(filter.followerId, 'follower'),
        searchPatterns: patterns.map((_, i) => sql.placeholder(`word${i}`)),
      }),
      start ? gte(requests.createdAt, sql.placeholder('start')) : undefined,
    );
    return prepareMapped(db, topPageQuery(db, where), name, pageRowFromValues);
  });
  const words = Object.fromEntries(patterns.map((pattern, i) => [`word${i}`, pattern]));
  return statement.execute({
    ...words,
    author: filter.authorId,
    genre: filter.genreId,
    snapshot: filter.snapshotId,
    blocker: filter.viewerId,
    follower: filter.followerId,
    start: start?.toISOString(),
    offset,
    rows: limit + 1,
    viewer: viewerId,
  });
}

/**
 * The page query: the page's ids walked in Top order (the offset over the narrow index, as the
 * other sorts' deferred join), then their rows in the columns pageRowFromValues reads. Top pages
 * are not sought from boundaries (seek-boundaries.ts), so their seek key and database snapshot
 * are constants in those columns' places.
 */
function topPageQuery(db: Database, where: SQL | undefined) {
  const viewer = sql.placeholder('viewer');
  const ids = db
    .select({ id: requests.id })
    .from(requests)
    .where(where)
    .orderBy(...TOP_ORDER)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('rows'));
  return db
    .select({
      request: pageRequestColumns,
      author: pageAuthorColumns,
      snapshot: latestIdColumn,
      genres: genresColumn,
      responded: sql<boolean>`exists (select 1 from ${responses} where ${responses.requestId} = ${requests.id} and ${responses.userId} = ${viewer})`,
      seekKey: sql<string>`''`,
      dbSnapshot: sql<string | null>`null`,
      viewerBlocks: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewer})`,
      upvoted: upvotedColumn(viewer),
      lastVisitAt: lastVisitColumn(viewer),
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(inArray(requests.id, ids))
    .orderBy(...TOP_ORDER);
}
