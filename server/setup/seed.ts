/**
 * Seeds the built-in data: the hand-made genre taxonomy (data/genre-categories.json) and the song
 * catalogue, where every song plays: the 912 Harmonix songs vendored in /data (all with YouTube ids)
 * plus the hand-made demo songs (data/demo-songs.csv; those without a video id are found only when
 * no playable song matches, decision record 003). Each part runs once, so restarts and imports
 * never duplicate or undo anything; a database seeded before the Harmonix songs gets them added.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ensureReservedGenres, importGenreCategories } from '../modules/genres/genre-categories';
import { parseSongCsv } from '../providers/songs/song-csv';
import { genres } from '../db/schema/index';
import {
  countSongsFromSource,
  deleteUnplayableDuplicates,
  insertSongs,
} from '../providers/songs/catalog.repository';
import { dataFilePath } from '../lib/data-files';

const dataFile = (name: string) => new URL(`./data/${name}`, import.meta.url);

/** `songs.source` of the Harmonix rows and of the hand-made demo rows. */
export const HARMONIX_SOURCE = 'harmonix';
export const DEMO_SOURCE = 'seed';

export interface SeedResult {
  genresSeeded: boolean;
  /** New catalogue rows (Harmonix + demo songs) added by this run. */
  songsSeeded: number;
}

export async function seedDatabase(db: Database): Promise<SeedResult> {
  const [{ n: genreCount } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(genres);
  let genresSeeded = false;
  if (genreCount === 0) {
    await importGenreCategories(
      db,
      JSON.parse(readFileSync(dataFile('genre-categories.json'), 'utf8')),
    );
    genresSeeded = true;
  }
  await ensureReservedGenres(db);
  return { genresSeeded, songsSeeded: await seedCatalogue(db) };
}

/**
 * Harmonix first (so an (artist, title) in both lists keeps its video), then the demo songs;
 * each only when none of its rows is present yet. Returns the rows added.
 */
async function seedCatalogue(db: Database): Promise<number> {
  let added = 0;
  if ((await countSongsFromSource(db, HARMONIX_SOURCE)) === 0) {
    const { songs } = parseSongCsv(
      readFileSync(dataFilePath('songs/harmonix_songs.csv'), 'utf8'),
      HARMONIX_SOURCE,
    );
    await db.transaction(async (tx) => {
      await deleteUnplayableDuplicates(tx, songs);
      added += await insertSongs(tx, songs);
    });
  }
  if ((await countSongsFromSource(db, DEMO_SOURCE)) === 0) {
    added += await insertSongs(
      db,
      parseSongCsv(readFileSync(dataFile('demo-songs.csv'), 'utf8'), DEMO_SOURCE).songs,
    );
  }
  return added;
}
