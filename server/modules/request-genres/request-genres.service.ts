/**
 * Attaching genres to a request (spec 000 §4 "New request", §7 POST /api/requests/{id}/genres):
 * only the request's author may; every id must be an active, visible genre; at most 10; the new
 * list replaces the old one in one transaction.
 */
import { MAX_REQUEST_GENRES } from '../../../common/constants';
import type { RequestGenresResult } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { assertGenresFound, visibleGenres } from '../genres/genres.service';
import { notifyGenreWatchers, writeAndNotify } from '../notifications';
import * as repo from './request-genres.repository';

/**
 * Replaces the genres of request `requestId` on behalf of `userId`. Throws 404 (no such request),
 * 403 (not the author), 400 (more than 10, or an unknown or hidden genre id). Returns the request's
 * genres afterwards, by name.
 */
export async function setRequestGenres(
  db: Database,
  userId: number,
  requestId: number,
  genreIds: number[],
): Promise<RequestGenresResult> {
  const unique = [...new Set(genreIds)];
  if (unique.length > MAX_REQUEST_GENRES)
    throw badRequest(`You can choose at most ${MAX_REQUEST_GENRES} genres`);
  const { result } = await writeAndNotify(db, async (tx) => {
    const authorId = await repo.lockRequestAuthor(tx, requestId);
    if (authorId === null) throw notFound('Request not found.');
    if (authorId !== userId) throw forbidden('Only the author of a request can choose its genres.');
    const found = await visibleGenres(tx, unique);
    assertGenresFound(unique, found);
    await repo.replaceRequestGenres(tx, requestId, unique);
    return { result: { genres: found }, pushes: await notifyGenreWatchers(tx, requestId) };
  });
  return result;
}
