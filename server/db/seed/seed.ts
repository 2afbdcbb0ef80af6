/**
 * Seeds the built-in data once: the hand-made genre taxonomy (data/genre-categories.json) and demo
 * song catalogue (data/demo-songs.csv). Each part runs only when its table is empty, so restarts
 * and imports never duplicate or undo anything.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { ensureReservedGenres, importGenreCategories } from '../import/genre-categories';
import { parseSongCsv } from '../import/song-csv';
import { genres } from '../schema/index';
import { countSongs, insertSongs } from '../../modules/songs/songs.repository';

const dataFile = (name: string) => new URL(`./data/${name}`, import.meta.url);

export interface SeedResult {
  genresSeeded: boolean;
  songsSeeded: number;
}

export async function seedDatabase(db: Database): Promise<SeedResult> {
  const [{ n: genreCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(genres);
  let genresSeeded = false;
  if (genreCount === 0) {
    await importGenreCategories(db, JSON.parse(readFileSync(dataFile('genre-categories.json'), 'utf8')));
    genresSeeded = true;
  }
  await ensureReservedGenres(db);

  let songsSeeded = 0;
  if ((await countSongs(db)) === 0) {
    const { songs } = parseSongCsv(readFileSync(dataFile('demo-songs.csv'), 'utf8'), 'seed');
    songsSeeded = await insertSongs(db, songs);
  }
  return { genresSeeded, songsSeeded };
}
