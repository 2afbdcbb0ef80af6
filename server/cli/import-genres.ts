/**
 * `npm run import:genres -- <categories.json>`: adds a genre category tree to the configured
 * database. Accepts `[{category, genres: [name | {name}]}]` (our seed shape and the beets export).
 * Existing genres and categories are kept; new ones are linked.
 */
import { readFileSync } from 'node:fs';
import { importGenreCategories } from '../modules/genres/genre-categories';
import { openConfiguredDatabase } from './open-database';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import:genres -- <categories.json>');
  process.exit(2);
}
const handle = await openConfiguredDatabase();
try {
  const result = await importGenreCategories(handle.db, JSON.parse(readFileSync(file, 'utf8')));
  console.log(
    `${file}: ${result.categories} categories, ${result.genresAdded} new genres, ${result.links} new category links`,
  );
} finally {
  await handle.close();
}
