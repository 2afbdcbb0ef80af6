/** The genre editor's search over the pick list. */
import type { GenreRef } from '@common/schemas';

/** Filters the pick list by a search text (case- and accent-insensitive substring). */
export function filterGenres(list: GenreRef[], search: string): GenreRef[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const q = fold(search.trim());
  return q ? list.filter((g) => fold(g.name).includes(q)) : list;
}
