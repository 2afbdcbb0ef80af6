/** Drizzle queries for the genre taxonomy, suggestions and members' genre preferences. */
import { and, asc, eq, inArray, like, not, sql } from 'drizzle-orm';
import { HIDDEN_GENRE_PREFIX } from '../../../common/constants';
import type { Genre, GenreRef } from '../../../common/schemas';
import type { Database } from '../../db/client';
import {
  genreCategories,
  genreCategoryRelationships,
  genres,
  suggestedGenres,
  userGenres,
} from '../../db/schema/index';
import { escapeLike } from '../../lib/sql';

const genreColumns = {
  id: genres.id,
  name: genres.name,
  slug: genres.slug,
  weight: genres.weight,
  active: genres.active,
};

const visible = not(like(genres.name, `${escapeLike(HIDDEN_GENRE_PREFIX)}%`));

export async function listCategories(db: Database) {
  return db
    .select({ id: genreCategories.id, name: genreCategories.name, slug: genreCategories.slug })
    .from(genreCategories)
    .where(eq(genreCategories.active, true))
    .orderBy(asc(genreCategories.position), asc(genreCategories.id));
}

/** Active, visible genres with the category they belong to, by name. */
export async function listCategorisedGenres(db: Database, limit: number) {
  return db
    .select({ ...genreColumns, categoryId: genreCategoryRelationships.categoryId })
    .from(genreCategoryRelationships)
    .innerJoin(genres, eq(genres.id, genreCategoryRelationships.genreId))
    .where(and(eq(genres.active, true), visible))
    .orderBy(asc(genres.name))
    .limit(limit);
}

/**
 * Visible genres whose folded name contains `foldedSearch` (trigram index on search_name), exact
 * matches first, then prefix matches, then by name. An empty search lists all by name.
 */
export async function searchGenres(
  db: Database,
  foldedSearch: string,
  activeOnly: boolean,
  limit: number,
): Promise<Genre[]> {
  const conditions = [visible];
  if (activeOnly) conditions.push(eq(genres.active, true));
  if (foldedSearch) conditions.push(like(genres.searchName, `%${escapeLike(foldedSearch)}%`));
  return db
    .select(genreColumns)
    .from(genres)
    .where(and(...conditions))
    .orderBy(
      sql`(${genres.searchName} = ${foldedSearch}) desc`,
      sql`(${genres.searchName} like ${`${escapeLike(foldedSearch)}%`}) desc`,
      asc(genres.name),
    )
    .limit(limit);
}

/** Genres (visible, active) whose name is one of `names`, compared case-insensitively. */
export async function findGenresByNames(db: Database, names: string[]) {
  if (names.length === 0) return [];
  const lowered = names.map((n) => n.toLowerCase());
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(and(inArray(sql`lower(${genres.name})`, lowered), visible, eq(genres.active, true)));
}

export async function findGenreByFoldedName(db: Database, folded: string) {
  const rows = await db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(eq(genres.searchName, folded))
    .limit(1);
  return rows[0] ?? null;
}

/** Records a suggestion, or counts a repeat of one (spec 000 §7 suggest; spec 001 detectedCount). */
export async function upsertSuggestion(db: Database, name: string, userId: number) {
  await db
    .insert(suggestedGenres)
    .values({ name, userId })
    .onConflictDoUpdate({
      target: suggestedGenres.name,
      set: { detectedCount: sql`${suggestedGenres.detectedCount} + 1`, lastDetected: sql`now()` },
    });
}

export async function getSuggestion(db: Database, name: string) {
  const rows = await db
    .select()
    .from(suggestedGenres)
    .where(eq(suggestedGenres.name, name))
    .limit(1);
  return rows[0] ?? null;
}

/** A member's genres in selection order, as {genreId, genreName} (spec 000 §7). */
export async function getUserGenres(db: Database, userId: number) {
  return db
    .select({ genreId: userGenres.genreId, genreName: genres.name })
    .from(userGenres)
    .innerJoin(genres, eq(genres.id, userGenres.genreId))
    .where(eq(userGenres.userId, userId))
    .orderBy(asc(userGenres.position), asc(userGenres.genreId));
}

/** Replaces a member's genres in one transaction, keeping the given order. */
export async function replaceUserGenres(db: Database, userId: number, genreIds: number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(userGenres).where(eq(userGenres.userId, userId));
    if (genreIds.length > 0) {
      await tx
        .insert(userGenres)
        .values(genreIds.map((genreId, position) => ({ userId, genreId, position })));
    }
  });
}

/** Which of `ids` are active genres members may see (not `__`-prefixed), by name. */
export async function findVisibleGenres(
  db: Pick<Database, 'select'>,
  ids: number[],
): Promise<GenreRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(and(inArray(genres.id, ids), eq(genres.active, true), visible))
    .orderBy(asc(genres.name));
}
