/** Genre rules: the picker's hierarchy, search, suggestions and the 10-genre cap (spec 000 §5, §7). */
import { MAX_USER_GENRES } from '../../../common/constants';
import type { GenreCategory, GenreRef } from '../../../common/schemas';
import { foldForSearch } from '../../../common/text';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import * as repo from './genres.repository';
import { invalidateMagicRankings } from '../../lib/magic-rankings';

/** Categories with their active, visible genres (GET /api/genres?format=hierarchical). 2 queries. */
export async function getHierarchy(db: Database, limit: number): Promise<GenreCategory[]> {
  const [categories, rows] = await Promise.all([
    repo.listCategories(db),
    repo.listCategorisedGenres(db, limit),
  ]);
  const byCategory = new Map<number, GenreCategory['genres']>();
  for (const { categoryId, ...genre } of rows) {
    const list = byCategory.get(categoryId) ?? [];
    list.push(genre);
    byCategory.set(categoryId, list);
  }
  return categories.map((c) => ({ ...c, genres: byCategory.get(c.id) ?? [] }));
}

/** Normalises a suggested name: trimmed, whitespace collapsed, lower-cased. */
export function normaliseSuggestion(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Stores a genre suggestion (counting repeats). Throws 400 on blank input. Returns the message the
 * picker shows: a thank-you, or a pointer to the existing genre when the name is already known.
 */
export async function suggestGenre(
  db: Database,
  rawName: string,
  userId: number,
): Promise<{ message: string }> {
  const name = normaliseSuggestion(rawName);
  if (!name) throw badRequest('Please enter a genre name.');
  const existing = await repo.findGenreByFoldedName(db, foldForSearch(name));
  if (existing)
    return { message: `"${existing.name}" is already in the list. Search for it above.` };
  await repo.upsertSuggestion(db, name, userId);
  return { message: 'Thanks for the suggestion!' };
}

/**
 * Replaces a member's favourite genres with `names` (order kept, duplicates dropped).
 * Throws 400 for more than 10 or for any name that is not an active, visible genre.
 */
export async function saveUserGenres(db: Database, userId: number, names: string[]) {
  const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(
    Boolean,
  );
  if (unique.length > MAX_USER_GENRES)
    throw badRequest(`You can choose at most ${MAX_USER_GENRES} genres`);
  const found = await repo.findGenresByNames(db, unique);
  const idByName = new Map(found.map((g) => [g.name.toLowerCase(), g.id]));
  const unknown = unique.filter((n) => !idByName.has(n.toLowerCase()));
  if (unknown.length > 0) throw badRequest(`Unknown genre: ${unknown.join(', ')}`, 'unknown_genre');
  await repo.replaceUserGenres(
    db,
    userId,
    unique.map((n) => idByName.get(n.toLowerCase())!),
  );
  await invalidateMagicRankings(db, userId);
  return repo.getUserGenres(db, userId);
}

/** A member's favourite genres in selection order ({genreId, genreName}); other modules read them through here. */
export function getUserGenres(db: Database, userId: number) {
  return repo.getUserGenres(db, userId);
}

/** Throws 400 `unknown_genre` naming the ids of `wanted` missing from `found`; nothing when none is. */
export function assertGenresFound(wanted: number[], found: { id: number }[]): void {
  if (found.length === wanted.length) return;
  const known = new Set(found.map((g) => g.id));
  throw badRequest(
    `Unknown genre id: ${wanted.filter((id) => !known.has(id)).join(', ')}`,
    'unknown_genre',
  );
}

/** Which of `ids` are active genres members may see, by name (runs in a transaction or the database). */
export function visibleGenres(db: Pick<Database, 'select'>, ids: number[]): Promise<GenreRef[]> {
  return repo.findVisibleGenres(db, ids);
}
