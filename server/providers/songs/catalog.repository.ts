/** Drizzle queries over the offline song catalogue (table `songs`). */
import { and, asc, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../common/text';
import type { Database } from '../../db/client';
import { songs } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql';

export type SongRow = typeof songs.$inferSelect;

export interface NewSong {
  title: string;
  artist: string;
  album?: string | null;
  year?: number | null;
  genre?: string | null;
  videoId?: string | null;
  durationMs?: number | null;
  source?: string;
}

/** The key that makes one (artist, title) one row: folded artist + '|' + folded title. */
export function songDedupeKey(artist: string, title: string): string {
  return `${foldForSearch(artist)}|${foldForSearch(title)}`;
}

/**
 * Inserts songs in batches of 500, skipping any that collide on dedupe key or video id.
 * Returns how many rows were new.
 */
export async function insertSongs(db: Database, rows: NewSong[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((s) => ({
      ...s,
      searchText: foldForSearch(`${s.title} ${s.artist}`),
      dedupeKey: songDedupeKey(s.artist, s.title),
    }));
    const result = await db
      .insert(songs)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: songs.id });
    inserted += result.length;
  }
  return inserted;
}

/**
 * Songs whose folded "title artist" contains every word of the query (each a trigram-indexed
 * LIKE), ranked by an exact artist match, then trigram similarity to the whole query.
 * Playable songs (with a video id) only: every song search offers plays (decision 028).
 * Rows without a video stay in the table (old answers' `cat-<n>` ids, genre data) but are never searched.
 */
export async function searchSongs(db: Database, query: string, limit: number): Promise<SongRow[]> {
  const folded = foldForSearch(query);
  const words = folded.split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  return db
    .select()
    .from(songs)
    .where(
      and(
        isNotNull(songs.videoId),
        ...words.map((w) => like(songs.searchText, `%${escapeLike(w)}%`)),
      ),
    )
    .orderBy(
      // An exact artist match ("queen") outranks a title that merely contains the word.
      desc(sql`${songs.dedupeKey} like ${`${escapeLike(folded)}|%`}`),
      desc(sql`similarity(${songs.searchText}, ${folded})`),
      asc(songs.title),
      asc(songs.id),
    )
    .limit(limit);
}

/** Every catalogue row search can answer (with a video id), for the whole-catalogue playability test. */
export async function listSearchableSongs(db: Database): Promise<SongRow[]> {
  return db.select().from(songs).where(isNotNull(songs.videoId)).orderBy(asc(songs.id));
}

/** How many catalogue rows came from `source` (e.g. 'harmonix'); tells the seed what is there. */
export async function countSongsFromSource(db: Database, source: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(songs)
    .where(eq(songs.source, source));
  return rows[0]?.n ?? 0;
}

/**
 * Deletes songs without a video whose (artist, title) is among `rows` with a video, so inserting
 * `rows` next replaces dead entries by playable ones. Safe: nothing references `songs` rows
 * (requests and responses keep their song as JSON). Returns how many rows were deleted.
 */
export async function deleteUnplayableDuplicates(db: Database, rows: NewSong[]): Promise<number> {
  const keys = rows.filter((s) => s.videoId).map((s) => songDedupeKey(s.artist, s.title));
  let deleted = 0;
  for (let i = 0; i < keys.length; i += 500) {
    const result = await db
      .delete(songs)
      .where(and(isNull(songs.videoId), inArray(songs.dedupeKey, keys.slice(i, i + 500))))
      .returning({ id: songs.id });
    deleted += result.length;
  }
  return deleted;
}

export async function findSongByVideoId(db: Database, videoId: string): Promise<SongRow | null> {
  const rows = await db.select().from(songs).where(eq(songs.videoId, videoId)).limit(1);
  return rows[0] ?? null;
}

export async function findSongById(db: Database, id: number): Promise<SongRow | null> {
  const rows = await db.select().from(songs).where(eq(songs.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Playable catalogue songs whose (artist, title) key is one of `keys` (songDedupeKey's), at most
 * two: enough to tell "exactly one" from "more than one".
 */
export async function findPlayableSongsByKeys(db: Database, keys: string[]): Promise<SongRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(songs)
    .where(and(isNotNull(songs.videoId), inArray(songs.dedupeKey, keys)))
    .orderBy(asc(songs.id))
    .limit(2);
}
