/**
 * The taxonomy and catalogue the detector is built from, and the staff screens' lists and
 * counts (items without a detected genre, assignable genres, staff genre edits of a request).
 */
import { displayedSongSql } from '../quality-review/index';
import { and, asc, eq, inArray, not, like, sql, type SQL } from 'drizzle-orm';
import { HIDDEN_GENRE_PREFIX, NO_GENRE_DETECTED } from '../../../common/constants';
import type { GenreRef, SongData } from '../../../common/schemas';
import { genreAliases, genreRedirects, genres, songs } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql';
import { type Db, type ItemType, rows } from './genre-detection.db';

// --- taxonomy and catalogue ---------------------------------------------------------------------

/** The reserved `__no_genre_detected__` genre's id (created by the seed); null when missing. */
export async function markerGenreId(db: Db): Promise<number | null> {
  const found = await db
    .select({ id: genres.id })
    .from(genres)
    .where(eq(genres.name, NO_GENRE_DETECTED))
    .limit(1);
  return found[0]?.id ?? null;
}

export async function loadTaxonomy(db: Db) {
  const [genreRows, aliasRows, redirectRows] = await Promise.all([
    db.select({ id: genres.id, name: genres.name }).from(genres).where(eq(genres.active, true)),
    db.select({ alias: genreAliases.alias, genreId: genreAliases.genreId }).from(genreAliases),
    db
      .select({ oldGenreId: genreRedirects.oldGenreId, newGenreId: genreRedirects.newGenreId })
      .from(genreRedirects),
  ]);
  return { genres: genreRows, aliases: aliasRows, redirects: redirectRows };
}

export async function loadCatalogueSongs(db: Db) {
  return db.select({ title: songs.title, artist: songs.artist, genre: songs.genre }).from(songs);
}

/** A cheap fingerprint of taxonomy + catalogue: the worker rebuilds its detector when it changes. */
export async function catalogueFingerprint(db: Db): Promise<string> {
  const found = await rows<{ f: string }>(
    db,
    sql`select concat_ws(':', (select count(*) from songs), (select coalesce(max(id), 0) from songs), (select count(*) from genres),
      (select coalesce(max(id), 0) from genres), (select count(*) from genre_aliases), (select count(*) from genre_redirects)) as f`,
  );
  return found[0]?.f ?? '';
}

// --- staff lists and counts ---------------------------------------------------------------------

/** Rows in requests and responses (exact counts, for the tagging-box totals). */
export async function tableCounts(db: Db): Promise<{ requests: number; responses: number }> {
  const found = await rows<{ requests: number; responses: number }>(
    db,
    sql`select (select count(*)::int from requests) as requests, (select count(*)::int from responses) as responses`,
  );
  return found[0]!;
}

/** Requests and responses tagged `__no_genre_detected__` (index-only ranges of the marker genre). */
export async function noGenreCounts(
  db: Db,
  markerId: number,
): Promise<{ requests: number; responses: number }> {
  const found = await rows<{ requests: number; responses: number }>(
    db,
    sql`select (select count(*)::int from request_genres where genre_id = ${markerId}) as requests,
      (select count(*)::int from response_genres where genre_id = ${markerId}) as responses`,
  );
  return found[0]!;
}

export interface NoGenreRequestRow {
  id: number;
  type: 'text' | 'gif' | 'slts';
  content: string | null;
  user_id: number;
  author_name: string;
  created_at: Date | string;
}

/**
 * A page of the `itemType` rows tagged `__no_genre_detected__`, newest first, with `columns` of the
 * row (alias `t`) and its author (`u`). Deferred join: the page's ids come from the index
 * `{item}_genres (genre_id, {item}_id)` alone, then only those rows are read.
 */
function noGenrePage<R>(
  db: Db,
  itemType: ItemType,
  columns: SQL,
  markerId: number,
  offset: number,
  limit: number,
): Promise<R[]> {
  // Table and column names are these constants, never input.
  const links = sql.raw(`${itemType}_genres`);
  const id = sql.raw(`${itemType}_id`);
  const items = sql.raw(`${itemType}s`);
  return rows(
    db,
    sql`with page as (select ${id} from ${links} where genre_id = ${markerId} order by ${id} desc offset ${offset} limit ${limit})
      select ${columns}, u.display_name as author_name, t.created_at
      from page join ${items} t on t.id = page.${id} join users u on u.id = t.user_id
      order by t.id desc`,
  );
}

/** Requests tagged only `__no_genre_detected__`, newest first (index request_genres (genre_id, request_id)). */
export function noGenreRequestsPage(
  db: Db,
  markerId: number,
  offset: number,
  limit: number,
): Promise<NoGenreRequestRow[]> {
  return noGenrePage(
    db,
    'request',
    sql`t.id, t.type, t.content, t.user_id`,
    markerId,
    offset,
    limit,
  );
}

export interface NoGenreResponseRow {
  id: number;
  request_id: number;
  song_id: string;
  song_data: SongData;
  comment: string | null;
  author_name: string;
  created_at: Date | string;
}

/** Responses tagged only `__no_genre_detected__`, newest first (index response_genres (genre_id, response_id)). */
export function noGenreResponsesPage(
  db: Db,
  markerId: number,
  offset: number,
  limit: number,
): Promise<NoGenreResponseRow[]> {
  return noGenrePage(
    db,
    'response',
    sql`t.id, t.request_id, t.song_id, ${displayedSongSql('t')} as song_data, t.comment`,
    markerId,
    offset,
    limit,
  );
}

/** Which of `ids` are active genres staff may assign (visible names, never the reserved ones). */
export async function findAssignableGenres(db: Db, ids: number[]): Promise<GenreRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(
      and(
        inArray(genres.id, ids),
        eq(genres.active, true),
        not(like(genres.name, `${escapeLike(HIDDEN_GENRE_PREFIX)}%`)),
      ),
    )
    .orderBy(asc(genres.name));
}

/** Locks request `id` for the transaction; false when there is no such request. */
export async function lockRequest(db: Db, id: number): Promise<boolean> {
  return (
    (await rows<{ id: number }>(db, sql`select id from requests where id = ${id} for update`))
      .length === 1
  );
}

/** Replaces the genres of a request with staff-chosen ones (not automatic). */
export async function replaceRequestGenres(
  db: Db,
  requestId: number,
  genreIds: number[],
): Promise<void> {
  await db.execute(sql`delete from request_genres where request_id = ${requestId}`);
  const values = sql.join(
    genreIds.map((g) => sql`(${requestId}, ${g}, false)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into request_genres (request_id, genre_id, automatic) values ${values} on conflict do nothing`,
  );
}
