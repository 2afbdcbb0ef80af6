/**
 * The columns of a feed page statement and their hand-built rows (decision 009: the statements run
 * in array mode and their values are read by position, not by Drizzle's per-field mapping): the
 * request and its author, the request's genres and the newest request id, computed in the page
 * query itself.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { genres, requestGenres, requests, upvotedRequests, users } from '../../db/schema/index';
import type { memberCardColumns } from '../auth/index';
import { HIDDEN_GENRES_LIKE, parseJsonColumn, parseTimestampColumn } from '../../lib/sql';
import type { SongData } from '../../../common/schemas';

/** A stored request row, as Drizzle types it. */
export type RequestRow = typeof requests.$inferSelect;

/**
 * A page's request columns, read by position in requestFromValues: every column of RequestRow the
 * answer uses. `search_text` is not selected (an item carries no search text: the driver neither
 * receives nor decodes the folded text; decision 057); requestFromValues gives it as empty.
 */
export const pageRequestColumns = {
  id: requests.id,
  userId: requests.userId,
  type: requests.type,
  content: requests.content,
  gifUrl: requests.gifUrl,
  songId: requests.songId,
  songData: requests.songData,
  upvotes: requests.upvotes,
  responses: requests.responses,
  createdAt: requests.createdAt,
  editedAt: requests.editedAt,
  hiddenAt: requests.hiddenAt,
} satisfies Record<Exclude<keyof RequestRow, 'searchText'>, unknown>;

/**
 * A page's author columns (a member card), read by position in pageRowFromValues. The author's id
 * is the request's user_id, already selected, so it is not read twice.
 */
export const pageAuthorColumns = {
  displayName: users.displayName,
  slug: users.slug,
  profilePicture: users.profilePicture,
} satisfies Record<Exclude<keyof typeof memberCardColumns, 'id'>, unknown>;

/** One row of a page statement as listRequestPage reads it. */
export interface PageRow {
  request: RequestRow;
  author: { id: number; displayName: string; slug: string; profilePicture: string | null };
  /** The newest request id when the page was read. */
  snapshot: number;
  genres: { id: number; name: string }[];
  /** Whether the viewer answered the request. */
  responded: boolean;
  /** The row's sort key as exact text (SEEK_KEY in seek-boundaries.ts). */
  seekKey: string;
  /** The statement's database snapshot, or null inside a writing transaction (db/snapshot.ts). */
  dbSnapshot: string | null;
  /** Whether the viewer blocks any member (then answer counts are corrected for them). */
  viewerBlocks: boolean;
  /** Whether the viewer upvoted the request (the card's upvote toggle, decision 050). */
  upvoted: boolean;
  /** The viewer's last-visit mark (users.feed_seen_at, decision 050). */
  lastVisitAt: Date | null;
}

/**
 * A page statement's row from its values in select order (the select of pageQuery in
 * feed.repository.ts: the 12 request columns, the 3 author columns, then snapshot, genres,
 * responded, seekKey, dbSnapshot, viewerBlocks, upvoted, lastVisitAt), built by hand rather than by Drizzle's per-field mapping
 * (decision 009). Both drivers parse integers, booleans and json; timestamps arrive as text.
 */
export function pageRowFromValues(v: unknown[]): PageRow {
  const request = requestFromValues(v, 0);
  return {
    request,
    author: {
      id: request.userId,
      displayName: v[12] as string,
      slug: v[13] as string,
      profilePicture: v[14] as string | null,
    },
    snapshot: Number(v[15]),
    genres: parseJsonColumn<{ id: number; name: string }[]>(v[16]),
    responded: v[17] === true,
    seekKey: v[18] as string,
    dbSnapshot: v[19] as string | null,
    viewerBlocks: v[20] === true,
    upvoted: v[21] === true,
    lastVisitAt: v[22] == null ? null : parseTimestampColumn(v[22] as string | Date),
  };
}

/** How many values of a page statement's row pageRowFromValues reads. */
export const PAGE_ROW_VALUES = 23;

/**
 * The 12 columns of a request row (pageRequestColumns' order: id, user_id, type, content, gif_url,
 * song_id, song_data, upvotes, responses, created_at, edited_at, hidden_at) from `values[at …]`,
 * with an empty search text (never selected).
 */
export function requestFromValues(v: unknown[], at: number): RequestRow {
  const nullableDate = (value: unknown) =>
    value === null ? null : parseTimestampColumn(value as string | Date);
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
    searchText: '',
    createdAt: parseTimestampColumn(v[at + 9] as string | Date),
    editedAt: nullableDate(v[at + 10]),
    hiddenAt: nullableDate(v[at + 11]),
  };
}

/**
 * A request's genres as a JSON array [{id, name}] by name, computed per page row in the page query
 * itself (20 index lookups), which saves a round trip per feed page.
 */
export const genresColumn = sql<{ id: number; name: string }[]>`(
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
export const latestIdColumn =
  sql<number>`(select coalesce(max(${requests.id}), 0) from ${requests})`.mapWith(Number);

/**
 * Whether `viewerId` upvoted the row's request: one probe of the upvotes' (user, request) unique
 * index per row, so a card's toggle starts in the right state without another round trip.
 */
export function upvotedColumn(viewerId: number | Placeholder | SQL) {
  return sql<boolean>`exists (select 1 from ${upvotedRequests} where ${upvotedRequests.userId} = ${viewerId} and ${upvotedRequests.requestId} = ${requests.id})`;
}

/**
 * The viewer's last-visit mark, once per statement (uncorrelated: one primary-key lookup), so page
 * 1 of RECENT can place the "new since your last visit" divider without another round trip.
 */
export function lastVisitColumn(viewerId: number | Placeholder | SQL) {
  return sql<string | null>`(select v.feed_seen_at from ${users} v where v.id = ${viewerId})`;
}

/** `ord`: the rows numbered from 1 in `order` (a page's ORDER BY), for a statement that reads the page inside another. */
export function ordinalColumn(order: SQL[]) {
  return sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord');
}
