/**
 * One page of a stored feed sort (recent, responses, upvotes; spec 000 §2, §7 "Feed and lists"):
 * the page statements, prepared once per handle, plain or filtered, seeking deep pages to a known
 * boundary (seek-boundaries.ts). The filters are in feed-filter.ts, the columns and their rows in
 * feed-page-columns.ts, MAGIC's queries in magic.repository.ts.
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareMapped, preparedOnce } from '../../db/prepared-statements';
import { dbSnapshotSql } from '../../db/snapshot';
import { blocks, requests, responses, users } from '../../db/schema/index';
import { followingIds } from './following-page';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import {
  FEED_ORDER,
  feedConditions,
  searchPatterns,
  type FeedFilter,
  type StoredSort,
} from './feed-filter';
import {
  atOrAfter,
  boundaryListKey,
  rememberBoundaries,
  SEEK_KEY,
  seekBoundaries,
} from './seek-boundaries';
import {
  genresColumn,
  latestIdColumn,
  pageAuthorColumns,
  pageRequestColumns,
  pageRowFromValues,
  lastVisitColumn,
  ordinalColumn,
  upvotedColumn,
} from './feed-page-columns';

/**
 * One page of requests in a stored order, each served by an index with an id tie-breaker
 * (requests_visible_created_idx, requests_visible_responses_idx, requests_visible_upvotes_idx, or
 * requests_user_id_created_idx for one author), with each row's genres and whether the viewer
 * answered it. Returns up to `limit + 1` rows (rows `offset … offset + limit`), so the caller can
 * tell whether another page exists. One query: a filtered page is a prepared statement per shape
 * of filter (`filteredPage`); the plain feed one per sort, planned once per connection (decision
 * 009), seeking deep pages by key when it can (`seekBoundaries`; the rows are exactly OFFSET's).
 */
export async function listRequestPage(
  db: Database,
  sort: StoredSort,
  filter: FeedFilter,
  offset: number,
  limit: number,
  viewerId: number,
) {
  const plain =
    filter.authorId === undefined &&
    !filter.search &&
    filter.genreId === undefined &&
    filter.followerId === undefined &&
    filter.viewerId === viewerId;
  if (!plain) return filteredPage(db, sort, filter, offset, limit + 1, viewerId);
  // Page 1 reads under no snapshot: every id is ≤ the largest int4.
  const snapshot = filter.snapshotId ?? MAX_INT4;
  const list = boundaryListKey(sort, !!filter.unanswered, viewerId);
  const boundaries = seekBoundaries(db);
  // After page 1 the statement also reads the row before the page (the anchor): its key is where a
  // later read of this page can seek to.
  const anchored = offset > 0;
  // The seek statement has the app's page size written in (see preparedPage), so it serves that size.
  const seek =
    anchored && limit === FEED_PAGE_SIZE
      ? boundaries.get(`${list}|${snapshot}|${offset}`)
      : undefined;
  const params = {
    snapshot,
    viewer: viewerId,
    offset: anchored ? offset - 1 : 0,
    limit: limit + 1 + (anchored ? 1 : 0),
  };
  const unanswered = !!filter.unanswered;
  let rows = seek
    ? await preparedPage(db, sort, unanswered, 'seek').execute({
        ...params,
        seekSnapshot: seek.dbSnapshot,
        seekKey: seek.key,
        seekId: seek.id,
      })
    : [];
  if (seek) {
    boundaries.offered += 1;
    // Under the boundary's snapshot the seek returns at least the anchor; nothing means some
    // transaction ended since, and the page is walked by offset instead.
    if (rows.length > 0) boundaries.used += 1;
  }
  if (rows.length === 0) {
    // Page 1 at the app's page size: the statement planned once (see preparedPage); else the plain one.
    rows = await preparedPage(
      db,
      sort,
      unanswered,
      !anchored && limit === FEED_PAGE_SIZE ? 'first' : 'plain',
    ).execute(params);
  }
  const page = anchored ? rows.slice(1) : rows;
  rememberBoundaries(boundaries, { list, snapshot, offset, limit, anchored }, rows, page);
  return page;
}

/**
 * A page of a filtered list (search, a genre, one author, or blocks read for another viewer):
 * `rows` rows from `offset`. It runs as a named prepared statement per shape of filter (which
 * filters are present and how many search words, so at most 3 × 2⁵ × 9 names), its values bound as
 * placeholders, so Drizzle builds the SQL once per shape instead of on every call: building the
 * search page's query was ~12 % of its CPU (decision 009). The planner still sees the values and
 * keeps choosing custom or generic plans per statement as before.
 */
function filteredPage(
  db: Database,
  sort: StoredSort,
  filter: FeedFilter,
  offset: number,
  rows: number,
  viewerId: number,
) {
  const patterns = searchPatterns(filter.search);
  const has = (value: unknown, flag: string) => (value === undefined ? '' : flag);
  const shape = `${has(filter.authorId, 'a')}${has(filter.genreId, 'g')}${has(filter.snapshotId, 's')}${filter.unanswered ? 'u' : ''}${has(filter.viewerId, 'b')}${has(filter.followerId, 'f')}w${patterns.length}`;
  // RECENT under "Following" reads the follower's own candidates in order (decision 043).
  const timeline = sort === 'recent' && filter.followerId !== undefined;
  const name = `feed_filtered_${sort}_${shape}`;
  const statement = preparedOnce(db, name, () => {
    const placeholder = (value: unknown, key: string) =>
      value === undefined ? undefined : sql.placeholder(key);
    const where = feedConditions({
      authorId: placeholder(filter.authorId, 'author'),
      genreId: placeholder(filter.genreId, 'genre'),
      snapshotId: placeholder(filter.snapshotId, 'snapshot'),
      unanswered: filter.unanswered,
      viewerId: placeholder(filter.viewerId, 'blocker'),
      followerId: placeholder(filter.followerId, 'follower'),
      followedCheck: timeline ? 'row' : 'ids',
      searchPatterns: patterns.map((_, i) => sql.placeholder(`word${i}`)),
    });
    return prepareMapped(
      db,
      pageQuery(
        db,
        sort,
        where,
        sql.placeholder('offset'),
        sql.placeholder('rows'),
        sql.placeholder('viewer'),
        timeline ? 'following' : 'filtered',
      ),
      name,
      pageRowFromValues,
    );
  });
  const words = Object.fromEntries(patterns.map((pattern, i) => [`word${i}`, pattern]));
  return statement.execute({
    ...words,
    author: filter.authorId,
    genre: filter.genreId,
    snapshot: filter.snapshotId,
    blocker: filter.viewerId,
    follower: filter.followerId,
    offset,
    rows,
    viewer: viewerId,
  });
}

export const MAX_INT4 = 2_147_483_647;

/**
 * How a page statement runs: `filtered` (search, genre, author: the ids by `in`), `following` (as
 * filtered, the ids walked from the follower's following_feed_items in RECENT order), `prepared`
 * (placeholders, a named statement), `prepared-first` (offset 0 and the row count in the text) or
 * `prepared-seek` (from a boundary instead of an offset, the row count in the text).
 */
type PageStatement = 'filtered' | 'following' | 'prepared' | 'prepared-first' | 'prepared-seek';

/**
 * The page query of listRequestPage; values, placeholders or (the viewer) SQL. With `prepared-seek`,
 * the ids start at the boundary (seekKey, seekId) and exist only when seekSnapshot is this
 * statement's database snapshot (a one-time filter). `ordinal` adds `ord` (ordinalColumn) last.
 */
export function pageQuery(
  db: Database,
  sort: StoredSort,
  where: SQL | undefined,
  offset: number | Placeholder,
  rows: number | Placeholder,
  viewerId: number | Placeholder | SQL,
  statement: PageStatement,
  ordinal = false,
) {
  // Deferred join: the offset walks the narrow index (index-only where the visibility map allows)
  // and only the page's rows are fetched, so page 500 costs little more than page 1.
  const ids = (condition: SQL | undefined) =>
    db
      .select({ id: requests.id })
      .from(requests)
      .where(and(where, condition))
      .orderBy(...FEED_ORDER[sort]);
  let pageIds: SQL;
  if (statement === 'following') {
    pageIds = sql`${followingIds(db, where, offset, rows)}`;
  } else if (statement === 'prepared-seek') {
    // Rows only under the boundary's database snapshot (a one-time filter), from the boundary on; the
    // row count is written into the text, as for `prepared-first`, so the generic plan is used.
    const sameSnapshot = sql`(${dbSnapshotSql}) = ${sql.placeholder('seekSnapshot')}`;
    pageIds = sql`(${ids(and(sameSnapshot, atOrAfter(sort, sql.placeholder('seekKey'), sql.placeholder('seekId'))))} limit ${sql.raw(String(Number(rows)))})`;
  } else if (statement === 'prepared-first') {
    // Drizzle would bind a number given to limit(): the count goes into the text itself.
    pageIds = sql`(${ids(undefined)} limit ${sql.raw(String(Number(rows)))})`;
  } else {
    pageIds = sql`${ids(undefined).offset(offset).limit(rows)}`;
  }
  return (
    db
      // In the order pageRowFromValues reads the values.
      .select({
        request: pageRequestColumns,
        author: pageAuthorColumns,
        snapshot: latestIdColumn,
        genres: genresColumn,
        responded: sql<boolean>`exists (select 1 from ${responses} where ${responses.requestId} = ${requests.id} and ${responses.userId} = ${viewerId})`,
        seekKey: SEEK_KEY[sort],
        dbSnapshot: sql<string | null>`${dbSnapshotSql}`,
        // Uncorrelated, so evaluated once per statement: whether the viewer blocks anyone, and so
        // whether the cards' answer counts need the viewer's correction (feed.service.ts).
        viewerBlocks: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId})`,
        upvoted: upvotedColumn(viewerId),
        lastVisitAt: lastVisitColumn(viewerId),
        ...(ordinal ? { ord: ordinalColumn(FEED_ORDER[sort]) } : {}),
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      // In a prepared statement, `= any(array(…))` keeps the page rows fetched by primary key in
      // PostgreSQL's generic plan: with a placeholder row count the planner estimates the ids at
      // thousands of rows and would otherwise hash a sequential scan of the table, and page 1's `in`
      // semi-join is planned afresh per call (custom plans cheaper than its generic one) — decision
      // 009. A filtered page (search, a genre) keeps `in`, whose custom plan suits its filter; the
      // "Following" page's ids come from its own index walk, so it takes `any(array)` (decision 043).
      .where(
        statement === 'filtered'
          ? inArray(requests.id, pageIds)
          : sql`${requests.id} = any(array${pageIds})`,
      )
      .orderBy(...FEED_ORDER[sort])
  );
}

/**
 * The prepared plain-feed page of `sort` (and the unanswered filter) on `db`, built once per handle:
 * `plain` takes its offset and row count as placeholders; `first` is page 1 at the app's page size
 * (FEED_PAGE_SIZE + 1 rows from offset 0, written into the text); `seek` is a later page at that
 * size read from a boundary (seekSnapshot, seekKey, seekId: the anchor and FEED_PAGE_SIZE + 1 rows,
 * written into the text). Placeholders a statement does not use are not read.
 *
 * Why the counts in the text: with a placeholder row count (or offset) PostgreSQL's generic plan
 * assumes a LIMIT (or OFFSET) of 10 % of the table and costs more than a custom plan, so the
 * statement was planned afresh on every call: 0.5–0.6 ms on page 1, and 0.9–1.2 ms on a deep page's
 * seek at a million requests (when the seek also carried the walking branch's offset); with the
 * counts written in, the generic plan is chosen and planned once per connection (decision 009).
 */
function preparedPage(
  db: Database,
  sort: StoredSort,
  unanswered: boolean,
  kind: 'first' | 'plain' | 'seek',
) {
  const name = `feed_page_${sort}${unanswered ? '_unanswered' : ''}${kind === 'plain' ? '' : `_${kind}`}`;
  return preparedOnce(db, name, () => {
    const viewer = sql.placeholder('viewer');
    const where = feedConditions({
      snapshotId: sql.placeholder('snapshot'),
      viewerId: viewer,
      unanswered,
    });
    const query =
      kind === 'first'
        ? pageQuery(db, sort, where, 0, FEED_PAGE_SIZE + 1, viewer, 'prepared-first')
        : kind === 'seek'
          ? pageQuery(db, sort, where, 0, FEED_PAGE_SIZE + 2, viewer, 'prepared-seek')
          : pageQuery(
              db,
              sort,
              where,
              sql.placeholder('offset'),
              sql.placeholder('limit'),
              viewer,
              'prepared',
            );
    return prepareMapped(db, query, name, pageRowFromValues);
  });
}
