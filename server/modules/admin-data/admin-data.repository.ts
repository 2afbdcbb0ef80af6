/**
 * Drizzle queries of the data dashboard (spec 001 §7 "Data dashboard"). Every list is a keyset
 * page, newest first by primary key (`id < cursor order by id desc`), so page 1,000 costs what
 * page 1 costs; per-page aggregates are GROUP BY queries over the page's id range, never one
 * query per row.
 */
import { and, asc, between, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DELETED_ACCOUNT } from '../account-data/index';
import { genreLabel } from '../../../common/genre-label';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { groupRows } from '../../lib/sql';
import {
  genres,
  requestGenres,
  requests,
  responseGenres,
  responses,
  savedSongs,
  userGenres,
  users,
} from '../../db/schema/index';
import { displayedSongColumn } from '../quality-review/index';

/** Where to start a keyset page: rows with an id below `cursor` (all rows when absent). */
export interface KeysetPage {
  cursor?: number | undefined;
  limit: number;
}

/** Restricts `query` to the keyset page on `id`: ids below `cursor`, newest first, `limit + 1` rows so the caller knows whether more follow. */
function newestFirst<Q extends PgSelect>(
  query: Q,
  id: PgColumn,
  { cursor, limit }: KeysetPage,
  only?: SQL,
) {
  return query
    .where(and(cursor === undefined ? undefined : lt(id, cursor), only))
    .orderBy(desc(id))
    .limit(limit + 1);
}

/** Members only: the "Deleted account" placeholder is not one. */
const notPlaceholder = ne(users.email, DELETED_ACCOUNT.email);

export async function countAll(db: Database) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${users} where ${users.email} <> ${DELETED_ACCOUNT.email}) as "totalUsers",
      (select count(*)::int from ${requests}) as "totalRequests",
      (select count(*)::int from ${responses}) as "totalResponses",
      (select count(*)::int from ${savedSongs}) as "totalSaves"
  `);
  return (
    result as unknown as {
      rows: {
        totalUsers: number;
        totalRequests: number;
        totalResponses: number;
        totalSaves: number;
      }[];
    }
  ).rows[0]!;
}

export type CountedTable = 'users' | 'requests' | 'responses' | 'saves';
const TABLES = { users, requests, responses, saves: savedSongs } as const;

/** Rows in one table (sent with a table's first page). */
export async function countRows(db: Database, table: CountedTable): Promise<number> {
  const rows =
    table === 'users'
      ? await db.select({ n: count() }).from(users).where(notPlaceholder)
      : await db.select({ n: count() }).from(TABLES[table]);
  return Number(rows[0]?.n ?? 0);
}

/** Users newest first, `limit + 1` rows so the caller knows whether more follow. */
export async function usersPage(db: Database, page: KeysetPage) {
  return newestFirst(
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        youtubeConnected: users.youtubeConnected,
        createdAt: users.createdAt,
      })
      .from(users)
      .$dynamic(),
    users.id,
    page,
    notPlaceholder,
  );
}

/**
 * Per-user request, response and save counts and favourite genre names for the users with ids in
 * [minId, maxId]: a keyset page holds every user of its id range, so the range selects exactly the
 * page. Four indexed GROUP BY / join queries, whatever the page size.
 */
export async function userAggregates(db: Database, minId: number, maxId: number) {
  const grouped = (table: typeof requests | typeof responses | typeof savedSongs) =>
    db
      .select({ userId: table.userId, n: count() })
      .from(table)
      .where(between(table.userId, minId, maxId))
      .groupBy(table.userId);
  const [requestCounts, responseCounts, saveCounts, genreRows] = await Promise.all([
    grouped(requests),
    grouped(responses),
    grouped(savedSongs),
    db
      .select({ userId: userGenres.userId, name: genres.name })
      .from(userGenres)
      .innerJoin(genres, eq(genres.id, userGenres.genreId))
      .where(between(userGenres.userId, minId, maxId))
      .orderBy(asc(userGenres.userId), asc(userGenres.position), asc(genres.name)),
  ]);
  const toMap = (rows: { userId: number; n: number }[]) =>
    new Map(rows.map((r) => [r.userId, Number(r.n)]));
  const genreMap = groupRows(
    genreRows,
    (r) => r.userId,
    (r) => r.name,
  );
  return {
    requests: toMap(requestCounts),
    responses: toMap(responseCounts),
    saves: toMap(saveCounts),
    genres: genreMap,
  };
}

/** Requests newest first with their authors, `limit + 1` rows. One query. */
export async function requestsPage(db: Database, page: KeysetPage) {
  return newestFirst(
    db
      .select({
        id: requests.id,
        userId: requests.userId,
        userEmail: users.email,
        userDisplayName: users.displayName,
        type: requests.type,
        content: requests.content,
        songData: requests.songData,
        upvotes: requests.upvotes,
        responses: requests.responses,
        createdAt: requests.createdAt,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .$dynamic(),
    requests.id,
    page,
  );
}

/** Responses newest first with their authors and requests, `limit + 1` rows. One query. */
export async function responsesPage(db: Database, page: KeysetPage) {
  return newestFirst(
    db
      .select({
        id: responses.id,
        userId: responses.userId,
        userDisplayName: users.displayName,
        requestId: responses.requestId,
        requestText: requests.content,
        requestType: requests.type,
        songData: displayedSongColumn,
        comment: responses.comment,
        saveCount: responses.saves,
        createdAt: responses.createdAt,
      })
      .from(responses)
      .innerJoin(users, eq(users.id, responses.userId))
      .innerJoin(requests, eq(requests.id, responses.requestId))
      .$dynamic(),
    responses.id,
    page,
  );
}

/** Saves newest first with the saver, the saved response's song and its request, `limit + 1` rows. One query. */
export async function savesPage(db: Database, page: KeysetPage) {
  return newestFirst(
    db
      .select({
        id: savedSongs.id,
        userId: savedSongs.userId,
        userEmail: users.email,
        userDisplayName: users.displayName,
        songData: displayedSongColumn,
        requestText: requests.content,
        requestType: requests.type,
        responseId: savedSongs.responseId,
        requestId: savedSongs.requestId,
        createdAt: savedSongs.createdAt,
      })
      .from(savedSongs)
      .innerJoin(users, eq(users.id, savedSongs.userId))
      .innerJoin(responses, eq(responses.id, savedSongs.responseId))
      .innerJoin(requests, eq(requests.id, savedSongs.requestId))
      .$dynamic(),
    savedSongs.id,
    page,
  );
}

async function genreNamesOfResponses(db: Database, where: SQL): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ responseId: responseGenres.responseId, name: genres.name })
    .from(responseGenres)
    .innerJoin(genres, eq(genres.id, responseGenres.genreId))
    .where(where)
    .orderBy(asc(genres.name));
  return groupRows(
    rows,
    (r) => r.responseId,
    // The "no genre detected" marker in our words, here and in the CSV.
    (r) => genreLabel(r.name),
  );
}

/** Genre names of the responses with ids in [minId, maxId] (a responses page), as responseId → names. One query. */
export function genresByResponseRange(
  db: Database,
  minId: number,
  maxId: number,
): Promise<Map<number, string[]>> {
  return genreNamesOfResponses(db, between(responseGenres.responseId, minId, maxId));
}

/** Genre names of the given responses (a saves page), as responseId → names. One query. */
export async function genresByResponse(
  db: Database,
  responseIds: number[],
): Promise<Map<number, string[]>> {
  if (responseIds.length === 0) return new Map();
  return genreNamesOfResponses(db, inArray(responseGenres.responseId, [...new Set(responseIds)]));
}

/** Genre-count rows with the "no genre detected" marker in our words. */
const labelled = <R extends { genreName: string }>(rows: R[]): R[] =>
  rows.map((r) => ({ ...r, genreName: genreLabel(r.genreName) }));

/** How many members chose each genre, most chosen first. One GROUP BY query. */
export async function userGenreCounts(db: Database) {
  const n = count();
  return db
    .select({ genreId: genres.id, genreName: genres.name, userCount: n })
    .from(userGenres)
    .innerJoin(genres, eq(genres.id, userGenres.genreId))
    .groupBy(genres.id, genres.name)
    .orderBy(desc(n), asc(genres.name))
    .then(labelled);
}

/** How many requests carry each genre, most used first. One GROUP BY query. */
export async function requestGenreCounts(db: Database) {
  const n = count();
  return db
    .select({ genreId: genres.id, genreName: genres.name, requestCount: n })
    .from(requestGenres)
    .innerJoin(genres, eq(genres.id, requestGenres.genreId))
    .groupBy(genres.id, genres.name)
    .orderBy(desc(n), asc(genres.name))
    .then(labelled);
}
