/**
 * The member-visible genres of many requests or many answers in one query: the two genre link
 * tables (request_genres, response_genres) have the same shape, so one query serves both.
 */
import { and, eq, inArray, like, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genres, requestGenres, responseGenres } from '../../db/schema/index';
import { groupRows, HIDDEN_GENRES_LIKE } from '../../lib/sql';

/**
 * Genres `{ id, name }` linked to each of `ownerIds` through `link`'s `owner` column, by name and
 * without the hidden `__` genres, as owner id → genres (ids without a genre are absent). One query;
 * an empty `ownerIds` makes none.
 */
export async function visibleGenresOf<T extends typeof requestGenres | typeof responseGenres>(
  db: Database,
  link: T,
  owner: T extends typeof requestGenres
    ? typeof requestGenres.requestId
    : typeof responseGenres.responseId,
  ownerIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: owner, id: genres.id, name: genres.name })
    .from(link as typeof requestGenres)
    .innerJoin(genres, eq(genres.id, link.genreId))
    .where(and(inArray(owner, ownerIds), not(like(genres.name, HIDDEN_GENRES_LIKE))))
    .orderBy(genres.name);
  return groupRows(
    rows,
    (r) => r.ownerId,
    ({ ownerId: _, ...genre }) => genre,
  );
}
