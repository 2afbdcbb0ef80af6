/**
 * Loads a genre category tree into genres, genre_categories and genre_category_relationships.
 * Accepts our seed shape `[{category, genres: ["Name", …]}]` and the beets export shape
 * `[{category, slug, genres: [{name, slug, …}]}]`. Idempotent: existing names are kept and linked.
 */
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NO_GENRE_DETECTED } from '../../../common/constants';
import { foldForSearch, slugify } from '../../../common/text';
import type { Database } from '../../db/client';
import { genreCategories, genreCategoryRelationships, genres } from '../../db/schema/index';

export const genreCategoryFileSchema = z.array(
  z.object({
    category: z.string().min(1),
    genres: z.array(z.union([z.string().min(1), z.object({ name: z.string().min(1) })])),
  }),
);
export type GenreCategoryFile = z.infer<typeof genreCategoryFileSchema>;

export interface GenreImportResult {
  categories: number;
  genresAdded: number;
  links: number;
}

/** Picks `slug`, else `slug-2`, … not in `taken`, and records it as taken. */
function claimSlug(slug: string, taken: Set<string>): string {
  let candidate = slug || 'genre';
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** Imports `tree` in one transaction. Throws a zod error when the file has the wrong shape. */
export async function importGenreCategories(
  db: Database,
  tree: unknown,
): Promise<GenreImportResult> {
  const categories = genreCategoryFileSchema.parse(tree);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: genres.id, name: genres.name, slug: genres.slug })
      .from(genres);
    const idByName = new Map(existing.map((g) => [g.name, g.id]));
    const genreSlugs = new Set(existing.map((g) => g.slug));
    const categoryRows = await tx.select().from(genreCategories);
    const categorySlugs = new Set(categoryRows.map((c) => c.slug));
    const categoryIdByName = new Map(categoryRows.map((c) => [c.name, c.id]));

    const newGenres: (typeof genres.$inferInsert)[] = [];
    for (const category of categories) {
      for (const entry of category.genres) {
        const name = (typeof entry === 'string' ? entry : entry.name).trim();
        if (!name || idByName.has(name) || newGenres.some((g) => g.name === name)) continue;
        newGenres.push({
          name,
          slug: claimSlug(slugify(name), genreSlugs),
          searchName: foldForSearch(name),
        });
      }
    }
    for (let i = 0; i < newGenres.length; i += 500) {
      const rows = await tx
        .insert(genres)
        .values(newGenres.slice(i, i + 500))
        .returning({ id: genres.id, name: genres.name });
      for (const r of rows) idByName.set(r.name, r.id);
    }

    let links = 0;
    for (const [index, category] of categories.entries()) {
      const name = category.category.trim();
      let categoryId = categoryIdByName.get(name);
      if (categoryId === undefined) {
        const [row] = await tx
          .insert(genreCategories)
          .values({
            name,
            slug: claimSlug(slugify(name), categorySlugs),
            position: categoryRows.length + index,
          })
          .returning({ id: genreCategories.id });
        categoryId = row!.id;
        categoryIdByName.set(name, categoryId);
      }
      const values = category.genres
        .map((entry) => idByName.get((typeof entry === 'string' ? entry : entry.name).trim()))
        .filter((id): id is number => id !== undefined)
        .map((genreId) => ({ genreId, categoryId: categoryId! }));
      if (values.length > 0) {
        const inserted = await tx
          .insert(genreCategoryRelationships)
          .values(values)
          .onConflictDoNothing()
          .returning({ genreId: genreCategoryRelationships.genreId });
        links += inserted.length;
      }
    }
    return { categories: categories.length, genresAdded: newGenres.length, links };
  });
}

/** Ensures the hidden reserved genre `__no_genre_detected__` exists (spec 001 §3). */
export async function ensureReservedGenres(db: Database): Promise<void> {
  await db
    .insert(genres)
    .values({
      name: NO_GENRE_DETECTED,
      slug: 'no-genre-detected',
      searchName: NO_GENRE_DETECTED,
      weight: 0,
    })
    .onConflictDoNothing();
}

/** Number of genres whose names are in `names` (used by tests). */
export async function countGenresNamed(db: Database, names: string[]): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(genres)
    .where(inArray(genres.name, names));
  return rows[0]?.n ?? 0;
}
