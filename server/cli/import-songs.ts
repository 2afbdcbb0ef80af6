/**
 * `npm run import:songs -- <file.csv> [more.csv …]`: adds songs from CSV files to the catalogue of
 * the configured database. Re-running is safe: songs already present (same artist and title, or
 * same video id) are skipped. Stop the app first when it runs on PGlite (one process per data dir).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { insertSongs } from '../providers/songs/catalog.repository';
import { openConfiguredDatabase } from './open-database';
import { parseSongCsv } from '../providers/songs/song-csv';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run import:songs -- <file.csv> [more.csv …]');
  process.exit(2);
}
const handle = await openConfiguredDatabase();
try {
  for (const file of files) {
    const { songs, skipped } = parseSongCsv(readFileSync(file, 'utf8'), `import:${basename(file)}`);
    const added = await insertSongs(handle.db, songs);
    console.log(
      `${file}: ${songs.length} rows read, ${added} songs added, ${songs.length - added} already present, ${skipped} rows skipped (no title or artist)`,
    );
  }
} finally {
  await handle.close();
}
