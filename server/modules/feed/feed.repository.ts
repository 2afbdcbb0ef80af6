/**
 * Drizzle queries of the feed (spec 000 §2, §7 "Feed and lists"): the filters every sort shares,
 * one page of a stored sort (recent, responses, upvotes), and MAGIC's candidates and pages over the
 * shared ranking cache (magic-cache.ts).
 */
import { and, desc, eq, inArray, isNull, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareMapped, preparedOnce } from '../../db/prepared-statements';
import { cachedRankingCte, cachedRankingStatementName } from './magic-cache';
import { blocks, genres, requestGenres, requests, responseGenres, responses, userGenres, users } from '../../db/schema/index';
import type { memberCardColumns } from '../../lib/member-columns';
import { escapeLike, HIDDEN_GENRES_LIKE, parseJsonColumn, parseTimestampColumn } from '../../lib/sql';
import type { MagicSortReason, SongData } from '../../../common/schemas';
import { FEED_PAGE_SIZE } from '../../../common/constants';

type RequestRow = typeof requests.$inferSelect;

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
  /** Leave out requests of members this viewer blocks (issue 14). */
  viewerId?: number | undefined;
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
type FeedConditionsInput = Omit<FeedFilter, 'authorId' | 'genreId' | 'snapshotId' | 'viewerId'> & {
  authorId?: number | Placeholder | undefined;
  genreId?: number | Placeholder | undefined;
  snapshotId?: number | Placeholder | undefined;
  viewerId?: number | Placeholder | undefined;
  searchPatterns?: (string | Placeholder)[] | undefined;
};

/** The LIKE patterns of a folded search: `%word%` per word, with LIKE's wildcards escaped. */
function searchPatterns(search: string | undefined): string[] {
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
  if (filter.snapshotId !== undefined) conditions.push(sql`(${requests.id} <= ${filter.snapshotId}) is true`);
  if (filter.unanswered) conditions.push(eq(requests.responses, 0));
  // Requests staff hid after a report leave every feed and list (issue 14; decision 018).
  conditions.push(isNull(requests.hiddenAt));
  // The viewer's blocked members are read once (an InitPlan over the blocks primary key) and each
  // row is checked against that small array, from the feed indexes' `user_id` column: a deep page's
  // offset stays index-only (docs/decisions/018-moderation.md, 009-feed-performance.md).
  if (filter.viewerId !== undefined) {
    conditions.push(sql`${requests.userId} <> all (array(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${filter.viewerId}))`);
  }
  for (const pattern of filter.searchPatterns ?? searchPatterns(filter.search)) conditions.push(like(requests.searchText, pattern));
  if (filter.genreId !== undefined) {
    conditions.push(sql`exists (${requestGenreMatch(filter.genreId)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function requestGenreMatch(genreId: number | Placeholder) {
  return sql`select 1 from ${requestGenres} where ${requestGenres.requestId} = ${requests.id} and ${requestGenres.genreId} = ${genreId}`;
}

const ORDER: Record<StoredSort, SQL[]> = {
  recent: [desc(requests.createdAt), desc(requests.id)],
  responses: [desc(requests.responses), desc(requests.id)],
  upvotes: [desc(requests.upvotes), desc(requests.id)],
};

/**
 * One page of requests in a stored order, each served by an index with an id tie-breaker
 * (requests_visible_created_idx, requests_visible_responses_idx, requests_visible_upvotes_idx, or
 * requests_user_id_created_idx for one author), with each row's genres and whether the viewer
 * answered it. Returns up to `limit + 1` rows (rows `offset … offset + limit`) so the caller can
 * tell whether another page exists. One query. A filtered page is a prepared statement per shape of
 * filter (`filteredPage`). The plain feed (no author, search or genre: almost every page) runs as a
 * named prepared statement per sort, so PostgreSQL plans it once per connection instead of per page
 * (planning was 0.5–1.0 ms of page 1's 1.1–2 ms, decision 009), and seeks deep pages by key when it
 * can (see `seekBoundaries`): the rows are exactly OFFSET's.
 */
export async function listRequestPage(db: Database, sort: StoredSort, filter: FeedFilter, offset: number, limit: number, viewerId: number) {
  const plain = filter.authorId === undefined && !filter.search && filter.genreId === undefined && filter.viewerId === viewerId;
  if (!plain) return filteredPage(db, sort, filter, offset, limit + 1, viewerId);
  // Page 1 reads under no snapshot: every id is ≤ the largest int4.
  const snapshot = filter.snapshotId ?? MAX_INT4;
  const list = `${sort}|${filter.unanswered ? 1 : 0}|${viewerId}`;
  const boundaries = seekBoundaries(db);
  // After page 1 the statement also reads the row just before the page (the anchor): its key is
  // where a later read of this same page can seek to.
  const anchored = offset > 0;
  // The seek statement has the app's page size written in (see preparedPage), so it serves that size.
  const seek = anchored && limit === FEED_PAGE_SIZE ? boundaries.get(`${list}|${snapshot}|${offset}`) : undefined;
  const params = { snapshot, viewer: viewerId, offset: anchored ? offset - 1 : 0, limit: limit + 1 + (anchored ? 1 : 0) };
  const unanswered = !!filter.unanswered;
  let rows = seek
    ? await preparedPage(db, sort, unanswered, 'seek').execute({ ...params, seekSnapshot: seek.dbSnapshot, seekKey: seek.key, seekId: seek.id })
    : [];
  if (seek) {
    boundaries.offered += 1;
    // Under the boundary's own snapshot the seek returns at least the anchor (the boundary's row);
    // nothing means some transaction ended since, and the page is walked by offset instead.
    if (rows.length > 0) boundaries.used += 1;
  }
  if (rows.length === 0) {
    // Page 1 at the app's page size: the statement planned once (see preparedPage); else the plain one.
    rows = await preparedPage(db, sort, unanswered, !anchored && limit === FEED_PAGE_SIZE ? 'first' : 'plain').execute(params);
  }
  const page = anchored ? rows.slice(1) : rows;
  const dbSnapshot = rows[0]?.dbSnapshot;
  if (dbSnapshot) {
    // Under page 1's own snapshot id (the newest id when it was read) the filter `id ≤ snapshot` is
    // the same as none, so the boundaries also serve the later pages, which pass that id.
    const snapshots = rows[0]!.snapshot <= snapshot ? [snapshot, rows[0]!.snapshot] : [snapshot];
    for (const s of snapshots) {
      if (anchored) boundaries.set(`${list}|${s}|${offset}`, { dbSnapshot, key: rows[0]!.seekKey, id: rows[0]!.request.id });
      const last = page[limit - 1];
      if (last && page.length > limit) boundaries.set(`${list}|${s}|${offset + limit}`, { dbSnapshot, key: last.seekKey, id: last.request.id });
    }
  }
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
function filteredPage(db: Database, sort: StoredSort, filter: FeedFilter, offset: number, rows: number, viewerId: number) {
  const patterns = searchPatterns(filter.search);
  const has = (value: unknown, flag: string) => (value === undefined ? '' : flag);
  const shape = `${has(filter.authorId, 'a')}${has(filter.genreId, 'g')}${has(filter.snapshotId, 's')}${filter.unanswered ? 'u' : ''}${has(filter.viewerId, 'b')}w${patterns.length}`;
  const name = `feed_filtered_${sort}_${shape}`;
  const statement = preparedOnce(db, name, () => {
    const placeholder = (value: unknown, key: string) => (value === undefined ? undefined : sql.placeholder(key));
    const where = feedConditions({
      authorId: placeholder(filter.authorId, 'author'),
      genreId: placeholder(filter.genreId, 'genre'),
      snapshotId: placeholder(filter.snapshotId, 'snapshot'),
      unanswered: filter.unanswered,
      viewerId: placeholder(filter.viewerId, 'blocker'),
      searchPatterns: patterns.map((_, i) => sql.placeholder(`word${i}`)),
    });
    return prepareMapped(
      db,
      pageQuery(db, sort, where, sql.placeholder('offset'), sql.placeholder('rows'), sql.placeholder('viewer'), 'filtered'),
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
    offset,
    rows,
    viewer: viewerId,
  });
}

const MAX_INT4 = 2_147_483_647;

/** Where a page starts: the sort key and id of the row before it, valid under one database snapshot. */
interface SeekBoundary {
  /** `pg_current_snapshot()` of the statement that read the row. */
  dbSnapshot: string;
  /** The row's sort key as exact text (seekKeyColumn). */
  key: string;
  id: number;
}

/**
 * A bounded, least-recently-used map of page boundaries: `list|snapshot id|offset` → the key of the
 * row at `offset − 1`. A deep page's OFFSET walks every earlier index entry (10,000 on page 500:
 * 3–5 ms on PGlite, more than the rest of the page); knowing the row before the page, the statement
 * seeks to it instead. Exactness does not rest on invalidation: a boundary is used only by a
 * statement whose `pg_current_snapshot()` is the one it was read under (no transaction committed or
 * aborted anywhere in between, so every row and the blocked list are the same) and that runs
 * outside a writing transaction; otherwise that statement returns nothing and a second one walks
 * the offset (a page costs two statements only when the database moved since). One process's
 * cache; the check is the database's, so it holds with several instances on one PostgreSQL.
 */
class SeekBoundaries {
  private readonly entries = new Map<string, SeekBoundary>();
  /** Pages read with a known boundary, and those whose statement could use it (read by tests). */
  offered = 0;
  used = 0;

  constructor(private readonly max: number) {}

  get(key: string): SeekBoundary | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: SeekBoundary) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

const seekCaches = new WeakMap<Database, SeekBoundaries>();

/** The page boundaries known on `db` (see SeekBoundaries); 2,000 at most, ≈0.3 MiB. */
export function seekBoundaries(db: Database): SeekBoundaries {
  let cache = seekCaches.get(db);
  if (!cache) seekCaches.set(db, (cache = new SeekBoundaries(2_000)));
  return cache;
}

/**
 * A row's sort key as exact text: timestamps as integer microseconds since the epoch (a Date would
 * lose the microseconds, and text output depends on the session's settings).
 */
const SEEK_KEY: Record<StoredSort, SQL<string>> = {
  recent: sql<string>`((extract(epoch from ${requests.createdAt}) * 1000000)::bigint)::text`,
  responses: sql<string>`${requests.responses}::text`,
  upvotes: sql<string>`${requests.upvotes}::text`,
};

/** "At or after the boundary (key, id)" in the sort's descending order: a row comparison the sort's index seeks to. */
function atOrAfter(sort: StoredSort, key: Placeholder, id: Placeholder): SQL {
  if (sort === 'recent') {
    return sql`(${requests.createdAt}, ${requests.id}) <= ('epoch'::timestamptz + ${key}::bigint * interval '1 microsecond', ${id}::int)`;
  }
  const column = sort === 'responses' ? requests.responses : requests.upvotes;
  return sql`(${column}, ${requests.id}) <= (${key}::int, ${id}::int)`;
}

/**
 * The statement's database snapshot when it runs outside a writing transaction (the only case
 * where equal snapshots mean equal data), else null. Stable: one value for the whole statement.
 */
const dbSnapshotSql = sql`case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end`;

/**
 * How a page statement runs: `filtered` (search, genre, author: the ids by `in`), `prepared` (placeholders,
 * a named statement), `prepared-first` (prepared, offset 0 and the row count written into the
 * text) or `prepared-seek` (prepared, from a boundary instead of an offset, the row count written
 * into the text).
 */
type PageStatement = 'filtered' | 'prepared' | 'prepared-first' | 'prepared-seek';

/**
 * The page query of listRequestPage; values or placeholders. With `prepared-seek`, the ids start
 * at the boundary placeholders (seekKey, seekId) and exist only when seekSnapshot is this
 * statement's database snapshot (a one-time filter): otherwise the statement returns no rows.
 */
function pageQuery(
  db: Database,
  sort: StoredSort,
  where: SQL | undefined,
  offset: number | Placeholder,
  rows: number | Placeholder,
  viewerId: number | Placeholder,
  statement: PageStatement,
) {
  // Deferred join: the offset walks the narrow index (index-only where the visibility map allows)
  // and only the page's rows are fetched, so page 500 costs little more than page 1.
  const ids = (condition: SQL | undefined) =>
    db
      .select({ id: requests.id })
      .from(requests)
      .where(and(where, condition))
      .orderBy(...ORDER[sort]);
  let pageIds: SQL;
  if (statement === 'prepared-seek') {
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
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      // In a prepared statement, `= any(array(…))` keeps the page rows fetched by primary key in
      // PostgreSQL's generic plan: with a placeholder row count the planner estimates the ids at
      // thousands of rows and would otherwise hash a sequential scan of the table, and page 1's `in`
      // semi-join is planned afresh per call (custom plans cheaper than its generic one) — decision
      // 009. A filtered page (search, a genre) keeps `in`, whose custom plan suits its filter.
      .where(statement === 'filtered' ? inArray(requests.id, pageIds) : sql`${requests.id} = any(array${pageIds})`)
      .orderBy(...ORDER[sort])
  );
}

/** A page's request columns, read by position in pageRowFromValues (every column of RequestRow). */
const pageRequestColumns = {
  id: requests.id,
  userId: requests.userId,
  type: requests.type,
  content: requests.content,
  gifUrl: requests.gifUrl,
  songId: requests.songId,
  songData: requests.songData,
  upvotes: requests.upvotes,
  responses: requests.responses,
  searchText: requests.searchText,
  createdAt: requests.createdAt,
  editedAt: requests.editedAt,
  hiddenAt: requests.hiddenAt,
} satisfies Record<keyof RequestRow, unknown>;

/** A page's author columns (a member card), read by position in pageRowFromValues. */
const pageAuthorColumns = {
  id: users.id,
  displayName: users.displayName,
  slug: users.slug,
  profilePicture: users.profilePicture,
} satisfies Record<keyof typeof memberCardColumns, unknown>;

/** One row of a page statement as listRequestPage reads it. */
interface PageRow {
  request: RequestRow;
  author: { id: number; displayName: string; slug: string; profilePicture: string | null };
  /** The newest request id when the page was read. */
  snapshot: number;
  genres: { id: number; name: string }[];
  /** Whether the viewer answered the request. */
  responded: boolean;
  /** The row's sort key as exact text (SEEK_KEY). */
  seekKey: string;
  /** The statement's database snapshot, or null inside a writing transaction (dbSnapshotSql). */
  dbSnapshot: string | null;
}

/**
 * A page statement's row from its values in select order (pageQuery's select: the 13 request
 * columns, the 4 author columns, then snapshot, genres, responded, seekKey, dbSnapshot), built by
 * hand rather than by Drizzle's per-field mapping (decision 009). Both drivers parse integers,
 * booleans and json; timestamps arrive as text.
 */
function pageRowFromValues(v: unknown[]): PageRow {
  return {
    request: requestFromValues(v, 0),
    author: { id: v[13] as number, displayName: v[14] as string, slug: v[15] as string, profilePicture: v[16] as string | null },
    snapshot: Number(v[17]),
    genres: parseJsonColumn<{ id: number; name: string }[]>(v[18]),
    responded: v[19] === true,
    seekKey: v[20] as string,
    dbSnapshot: v[21] as string | null,
  };
}

/**
 * The 13 columns of a request row (pageRequestColumns' order: id, user_id, type, content, gif_url,
 * song_id, song_data, upvotes, responses, search_text, created_at, edited_at, hidden_at) from
 * `values[at …]`.
 */
function requestFromValues(v: unknown[], at: number): RequestRow {
  const nullableDate = (value: unknown) => (value === null ? null : parseTimestampColumn(value as string | Date));
  return {
    id: v[at] as number,
    userId: v[at + 1] as number,
    type: v[at + 2] as RequestRow['type'],
    content: v[at + 3] as string | null,
    gifUrl: v[at + 4] as string | null,
    songId: v[at + 5] as string | null,
    songData: v[at + 6] === null ? null : parseJsonColumn<SongData>(v[at + 6]),
    upvotes: v[at + 7] as number,
    responses: v[at + 8] as number,
    searchText: v[at + 9] as string,
    createdAt: parseTimestampColumn(v[at + 10] as string | Date),
    editedAt: nullableDate(v[at + 11]),
    hiddenAt: nullableDate(v[at + 12]),
  };
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
function preparedPage(db: Database, sort: StoredSort, unanswered: boolean, kind: 'first' | 'plain' | 'seek') {
  const name = `feed_page_${sort}${unanswered ? '_unanswered' : ''}${kind === 'plain' ? '' : `_${kind}`}`;
  return preparedOnce(db, name, () => {
    const viewer = sql.placeholder('viewer');
    const where = feedConditions({ snapshotId: sql.placeholder('snapshot'), viewerId: viewer, unanswered });
    const query =
      kind === 'first'
        ? pageQuery(db, sort, where, 0, FEED_PAGE_SIZE + 1, viewer, 'prepared-first')
        : kind === 'seek'
          ? pageQuery(db, sort, where, 0, FEED_PAGE_SIZE + 2, viewer, 'prepared-seek')
          : pageQuery(db, sort, where, sql.placeholder('offset'), sql.placeholder('limit'), viewer, 'prepared');
    return prepareMapped(db, query, name, pageRowFromValues);
  });
}

/**
 * A request's genres as a JSON array [{id, name}] by name, computed per page row in the page query
 * itself (20 index lookups), which saves a round trip per feed page.
 */
const genresColumn = sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name), '[]'::json)
  from ${requestGenres} rg
  -- lateral + offset 0 (a planner fence): one primary-key lookup per tag, not a hash of all genres per row
  cross join lateral (select ${genres.id} as id, ${genres.name} as name from ${genres} where ${genres.id} = rg.genre_id offset 0) g
  -- __-prefixed genres (the no-genre marker of automatic tagging) are hidden from members
  where rg.request_id = ${requests.id} and g.name not like ${HIDDEN_GENRES_LIKE}
)`;

/**
 * The newest request id as a column of the page query itself (an index-only max on the primary key),
 * so page 1 learns its snapshot without another round trip.
 */
const latestIdColumn = sql<number>`(select coalesce(max(${requests.id}), 0) from ${requests})`.mapWith(Number);

/** Sizes of the magic candidate pools (design.md §5: never a full-table sort). */
export const MAGIC_POOLS = { recent: 300, favourite: 300, engaged: 100 } as const;

export interface MagicCandidateRow {
  request: RequestRow;
  author: { id: number; displayName: string; slug: string; profilePicture: string | null };
  matchedRequestGenres: string[];
  matchedResponseGenres: string[];
  matchedResponseGenreCount: number;
  /** How many responses the viewer wrote on it. */
  ownResponses: number;
  snapshot: number;
}

/**
 * The bounded candidate set of the MAGIC sort with everything the score needs, in ONE query:
 * the newest requests, the newest requests tagged with one of the viewer's favourite genres
 * (index request_genres_genre_request_idx), and the most answered ones; plus, per candidate, its
 * genres among the favourites and the favourite genres of its responses.
 */
export async function listMagicCandidates(db: Database, viewerId: number, filter: FeedFilter): Promise<MagicCandidateRow[]> {
  const where = feedConditions(filter) ?? sql`true`;
  const result = (await db.execute(sql`
    with fav as (
      select ${userGenres.genreId} as genre_id from ${userGenres} where ${userGenres.userId} = ${viewerId}
    ),
    cand as (
      (select ${requests.id} as id from ${requests} where ${where}
        order by ${requests.createdAt} desc, ${requests.id} desc limit ${MAGIC_POOLS.recent})
      union
      (select ${requests.id} from ${requests}
        where ${requests.id} in (
          select rg.request_id from fav
          cross join lateral (
            select ${requestGenres.requestId} as request_id from ${requestGenres}
            where ${requestGenres.genreId} = fav.genre_id order by ${requestGenres.requestId} desc limit ${MAGIC_POOLS.favourite}
          ) rg
        ) and ${where}
        order by ${requests.id} desc limit ${MAGIC_POOLS.favourite})
      union
      (select ${requests.id} from ${requests} where ${where}
        order by ${requests.responses} desc, ${requests.id} desc limit ${MAGIC_POOLS.engaged})
    ),
    req_match as (
      select rg.request_id, array_agg(g.name order by g.name) as names
      from ${requestGenres} rg join fav on fav.genre_id = rg.genre_id join ${genres} g on g.id = rg.genre_id
      where rg.request_id in (select id from cand)
      group by rg.request_id
    ),
    resp_match as (
      select r.request_id, count(*)::int as n, array_agg(distinct g.name) as names
      from ${responses} r
      join ${responseGenres} xg on xg.response_id = r.id
      join fav on fav.genre_id = xg.genre_id
      join ${genres} g on g.id = xg.genre_id
      where r.request_id in (select id from cand)
      group by r.request_id
    ),
    own as (
      -- how many responses the viewer wrote on each candidate (issue 15: they do not lift it for them)
      select x.request_id, count(*)::int as n from ${responses} x
      where x.user_id = ${viewerId} and x.request_id = any(array(select id from cand))
      group by x.request_id
    )
    select q.id, q.user_id, q.type, q.content, q.gif_url, q.song_id, q.song_data, q.upvotes, q.responses,
      q.search_text, q.created_at, q.edited_at, q.hidden_at,
      u.display_name, u.slug, u.profile_picture,
      coalesce(req_match.names, '{}') as req_names,
      coalesce(resp_match.names, '{}') as resp_names,
      coalesce(resp_match.n, 0) as resp_n,
      coalesce(own.n, 0) as own_n,
      (select coalesce(max(${requests.id}), 0) from ${requests}) as snapshot
    from ${requests} q
    join ${users} u on u.id = q.user_id
    left join req_match on req_match.request_id = q.id
    left join resp_match on resp_match.request_id = q.id
    left join own on own.request_id = q.id
    -- = any(array(…)) makes the planner fetch candidates by primary key instead of hashing the table.
    where q.id = any(array(select id from cand))
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    request: rawRequestRow(row),
    author: rawAuthor(row),
    ownResponses: Number(row.own_n),
    matchedRequestGenres: pgArray(row.req_names),
    matchedResponseGenres: pgArray(row.resp_names),
    matchedResponseGenreCount: Number(row.resp_n),
    snapshot: Number(row.snapshot),
  }));
}

/** A request row from raw SQL (snake_case columns of `requests`). */
function rawRequestRow(row: Record<string, unknown>): RequestRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type as RequestRow['type'],
    content: (row.content as string | null) ?? null,
    gifUrl: (row.gif_url as string | null) ?? null,
    songId: (row.song_id as string | null) ?? null,
    songData: parseJsonColumn<RequestRow['songData']>(row.song_data),
    upvotes: Number(row.upvotes),
    responses: Number(row.responses),
    searchText: String(row.search_text ?? ''),
    createdAt: parseTimestampColumn(row.created_at as string | Date),
    editedAt: row.edited_at ? parseTimestampColumn(row.edited_at as string | Date) : null,
    hiddenAt: row.hidden_at ? parseTimestampColumn(row.hidden_at as string | Date) : null,
  };
}

/** The author columns (display_name, slug, profile_picture) of a raw request row. */
function rawAuthor(row: Record<string, unknown>) {
  return {
    id: Number(row.user_id),
    displayName: String(row.display_name),
    slug: String(row.slug),
    profilePicture: (row.profile_picture as string | null) ?? null,
  };
}

export interface MagicPage {
  /** The ranking's snapshot id, scoring time and length; null when there is no fresh ranking. */
  ranking: { snapshot: number; at: Date; total: number } | null;
  /** The page's requests in rank order (requests deleted since ranking are left out). */
  rows: {
    position: number;
    request: RequestRow;
    author: ReturnType<typeof rawAuthor>;
    genres: { id: number; name: string }[];
    answered: boolean;
    /** The stored score explanation (null when the ranking was computed by this call). */
    reason: MagicSortReason | null;
  }[];
}

/**
 * One page of a MAGIC ranking in ONE statement: `rankingCtes` (feed/magic-cache.ts) yields a
 * `ranking` CTE with the page's ids, and possibly stores a new ranking first; this reads those
 * requests by primary key with authors and genres. No ranking row → `ranking: null` (a miss).
 * Rows are built by hand from the values in select order (magicRowFromValues).
 */
function magicPageQuery(rankingCtes: SQL): SQL {
  return sql`
    with ${rankingCtes}
    select k.snapshot, k.ranked_at, k.total, p.ord, k.page_reasons[p.ord::int], p.id = any(k.answered),
      ${sql.join(Object.values(pageRequestColumns), sql`, `)},
      ${users.displayName}, ${users.slug}, ${users.profilePicture},
      ${genresColumn}
    from ranking k
    left join lateral unnest(k.page_ids) with ordinality p(id, ord) on true
    left join ${requests} on ${requests.id} = p.id and ${requests.hiddenAt} is null
    left join ${users} on ${users.id} = ${requests.userId}
    order by p.ord
  `;
}

/** One row of magicPageQuery; `request` and `author` are null where the ranked request is gone. */
interface MagicRow {
  snapshot: number;
  rankedAt: Date;
  total: number;
  /** Null when the ranking has no row on this page. */
  position: number | null;
  reason: MagicSortReason | null;
  answered: boolean;
  request: RequestRow | null;
  author: ReturnType<typeof rawAuthor> | null;
  genres: { id: number; name: string }[];
}

/** A magicPageQuery row from its values in select order. */
function magicRowFromValues(v: unknown[]): MagicRow {
  const request = v[6] === null ? null : requestFromValues(v, 6);
  return {
    snapshot: Number(v[0]),
    rankedAt: parseTimestampColumn(v[1] as string | Date),
    total: Number(v[2]),
    position: v[3] === null ? null : Number(v[3]),
    reason: v[4] === null ? null : parseJsonColumn<MagicSortReason>(v[4]),
    answered: v[5] === true,
    request,
    author: request && { id: request.userId, displayName: v[19] as string, slug: v[20] as string, profilePicture: v[21] as string | null },
    genres: v[22] === null ? [] : parseJsonColumn<{ id: number; name: string }[]>(v[22]),
  };
}

/** A MagicPage from magicPageQuery's rows. */
function magicPageFrom(rows: MagicRow[]): MagicPage {
  const first = rows[0];
  if (!first) return { ranking: null, rows: [] };
  return {
    ranking: { snapshot: first.snapshot, at: first.rankedAt, total: first.total },
    rows: rows.flatMap(({ position, request, author, genres, answered, reason }) =>
      request && author && position !== null ? [{ position, request, author, genres, answered, reason }] : [],
    ),
  };
}

/** A page read through `rankingCtes` (a ranking being stored: its values are in the text), in one statement. */
export async function listMagicPage(db: Database, rankingCtes: SQL): Promise<MagicPage> {
  return magicPageFrom(await prepareMapped(db, magicPageQuery(rankingCtes), undefined, magicRowFromValues).execute({}));
}

/**
 * A page of the member's cached ranking (cachedRankingCte with `values`, see cachedRankingValues):
 * one named prepared statement per kind of page (page 1, or a later page under its snapshot),
 * built once per handle and planned once per PostgreSQL connection.
 */
export async function listCachedMagicPage(db: Database, later: boolean, values: Record<string, unknown>): Promise<MagicPage> {
  const name = cachedRankingStatementName(later);
  const statement = preparedOnce(db, name, () => prepareMapped(db, magicPageQuery(cachedRankingCte(later)), name, magicRowFromValues));
  return magicPageFrom(await statement.execute(values));
}

/** node-postgres and PGlite both parse text[] into arrays; this also accepts the '{a,b}' literal. */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
  }
  return [];
}
