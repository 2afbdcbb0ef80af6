/**
 * Client-side genre filtering for the picker (spec 000 §4 "Genre picker", §5): accent- and
 * case-insensitive, excluding already-selected genres, over the loaded hierarchy.
 */
import type { Genre, GenreCategory } from '@common/schemas';
import { foldForSearch, isHiddenGenreName } from '@common/text';

/** A genre a member may pick: active and not reserved ("__" names are hidden, spec 000 §2). */
export function isPickableGenre(genre: Genre): boolean {
  return genre.active && !isHiddenGenreName(genre.name);
}

/** The categories with only pickable genres, empty ones dropped, order kept. */
export function visibleCategories(categories: readonly GenreCategory[]): GenreCategory[] {
  return categories
    .map((category) => ({ ...category, genres: category.genres.filter(isPickableGenre) }))
    .filter((category) => category.genres.length > 0);
}

/** Every pickable genre once (a genre may sit in several categories), sorted by name. */
export function flattenGenres(categories: readonly GenreCategory[]): Genre[] {
  const byId = new Map<number, Genre>();
  for (const category of categories) {
    for (const genre of category.genres)
      if (isPickableGenre(genre) && !byId.has(genre.id)) byId.set(genre.id, genre);
  }
  return [...byId.values()].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/**
 * The genres whose folded name contains the folded `query`, without those in `selectedIds`.
 * Names that start with the query come first so "rock" lists Rock before Indie Rock; the rest
 * keep the input order. An empty (or blank) query matches nothing.
 */
export function searchGenres(
  genres: readonly Genre[],
  query: string,
  selectedIds: ReadonlySet<number>,
): Genre[] {
  const needle = foldForSearch(query);
  if (!needle) return [];
  const starts: Genre[] = [];
  const contains: Genre[] = [];
  for (const genre of genres) {
    if (selectedIds.has(genre.id)) continue;
    const hay = foldForSearch(genre.name);
    if (hay.startsWith(needle)) starts.push(genre);
    else if (hay.includes(needle)) contains.push(genre);
  }
  return [...starts, ...contains];
}
