/** Drizzle queries for a request's genres (table request_genres). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requestGenres, requests } from '../../db/schema/index';

/** A transaction or the database: every query here runs in either. */
type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

/**
 * The author of request `id`, locking the request row until the transaction ends so concurrent
 * replacements of its genres run one after the other. Null when there is no such request.
 */
export async function lockRequestAuthor(db: Db, id: number): Promise<number | null> {
  const rows = await db
    .select({ userId: requests.userId })
    .from(requests)
    .where(eq(requests.id, id))
    .for('update');
  return rows[0]?.userId ?? null;
}

/** Replaces the genres of `requestId` with `genreIds` (run inside a transaction). */
export async function replaceRequestGenres(
  db: Db,
  requestId: number,
  genreIds: number[],
): Promise<void> {
  await db.delete(requestGenres).where(eq(requestGenres.requestId, requestId));
  if (genreIds.length > 0) {
    await db
      .insert(requestGenres)
      .values(genreIds.map((genreId) => ({ requestId, genreId })))
      .onConflictDoNothing();
  }
}
