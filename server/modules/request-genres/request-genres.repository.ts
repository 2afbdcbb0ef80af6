/** Drizzle queries for a request's genres (table request_genres). */
import { and, asc, eq, inArray, not, like } from 'drizzle-orm';
import { HIDDEN_GENRE_PREFIX } from '../../../common/constants';
import type { GenreRef } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { genres, requestGenres, requests } from '../../db/schema/index';
import { escapeLike } from '../../lib/sql';

/** A transaction or the database: every query here runs in either. */
type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * The author of request `id`, locking the request row until the transaction ends so concurrent
 * replacements of its genres run one after the other. Null when there is no such request.
 */
export async function lockRequestAuthor(db: Db, id: number): Promise<number | null> {
  const rows = await db.select({ userId: requests.userId }).from(requests).where(eq(requests.id, id)).for('update');
  return rows[0]?.userId ?? null;
}

/** Which of `ids` are active genres members may see (not `__`-prefixed), by name. */
export async function findVisibleGenres(db: Db, ids: number[]): Promise<GenreRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(and(inArray(genres.id, ids), eq(genres.active, true), not(like(genres.name, `${escapeLike(HIDDEN_GENRE_PREFIX)}%`))))
    .orderBy(asc(genres.name));
}

/** Replaces the genres of `requestId` with `genreIds` (run inside a transaction). */
export async function replaceRequestGenres(db: Db, requestId: number, genreIds: number[]): Promise<void> {
  await db.delete(requestGenres).where(eq(requestGenres.requestId, requestId));
  if (genreIds.length > 0) {
    await db
      .insert(requestGenres)
      .values(genreIds.map((genreId) => ({ requestId, genreId })))
      .onConflictDoNothing();
  }
}
