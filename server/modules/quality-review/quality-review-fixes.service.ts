/**
 * Quality review fixes (spec 001 §5): the history of fixes staff applied, newest first, and
 * applying one to a response: derived title and artist, genres and the fix record written in one
 * transaction, or a rejection that only records the review. Scans and their results are in
 * quality-review.service.ts.
 */
import type {
  FixedResponseRecord,
  FixedResponsesPage,
  UpdateResponseGenresBody,
  UpdateResponseGenresResult,
} from '../../../common/processing';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as repo from './quality-review.repository';
import * as resultsRepo from './quality-review-results.repository';

type FixRow = Awaited<ReturnType<typeof resultsRepo.fixesPage>>[number];

function toFixRecord(r: FixRow): FixedResponseRecord {
  return {
    id: r.id,
    responseId: r.responseId,
    requestId: r.requestId,
    songId: r.songId,
    fixType: r.fixType,
    adminName: r.adminName ?? null,
    fixedAt: r.fixedAt.toISOString(),
    oldTitle: r.oldTitle,
    oldArtist: r.oldArtist,
    oldGenres: r.oldGenres ?? [],
    newTitle: r.newTitle,
    newArtist: r.newArtist,
    newGenres: r.newGenres ?? [],
  };
}

/** GET /api/admin/fixed-responses: the fix history, newest first, paged. */
export async function fixedPage(
  db: Database,
  query: { page: number; limit: number },
): Promise<FixedResponsesPage> {
  const [total, rows] = await Promise.all([
    resultsRepo.countFixes(db),
    resultsRepo.fixesPage(db, (query.page - 1) * query.limit, query.limit),
  ]);
  return { items: rows.map(toFixRecord), total, page: query.page, limit: query.limit };
}

/**
 * POST /api/admin/update-response-genres/{responseId} (spec 001 §5): title and artist are trimmed and
 * applied only when non-empty; genres replace the current ones (may be empty); `rejected` keeps
 * everything as it is and only records the review. One transaction: derived title/artist,
 * response_genres and the fixed_responses record. 404 unknown response, 400 unknown genre ids.
 */
export async function applyFix(
  db: Database,
  responseId: number,
  body: UpdateResponseGenresBody,
  adminUserId: number,
): Promise<UpdateResponseGenresResult> {
  const genreIds = [...new Set(body.genreIds)];
  const fixId = await db.transaction(async (tx) => {
    const response = await resultsRepo.findResponse(tx, responseId);
    if (!response) throw notFound('Response not found.');
    const chosen = await resultsRepo.genresById(tx, genreIds);
    if (chosen.length !== genreIds.length) {
      const known = new Set(chosen.map((g) => g.id));
      throw badRequest(
        `Unknown genre id(s): ${genreIds.filter((id) => !known.has(id)).join(', ')}.`,
        'unknown_genre',
      );
    }
    // Reserved genres (__no_genre_detected__ …) belong to genre detection, not to an operator's fix.
    if (chosen.some((g) => g.name.startsWith('__')))
      throw badRequest('Reserved genres cannot be assigned.', 'reserved_genre');
    const current = (await repo.genreNamesOf(tx, [responseId])).get(responseId) ?? [];
    const oldTitle =
      response.derivedTitle ?? response.songData.name ?? response.songData.derivedTitle ?? null;
    const oldArtist =
      response.derivedArtist ??
      response.songData.artist ??
      response.songData.derivedArtist ??
      response.songData.channelName ??
      null;
    const oldGenres = current.map((g) => g.name);
    let newTitle = oldTitle;
    let newArtist = oldArtist;
    let newGenres = oldGenres;
    if (body.fixType !== 'rejected') {
      const title = body.derivedTitle?.trim() || undefined;
      const artist = body.derivedArtist?.trim() || undefined;
      await resultsRepo.setResponseFix(tx, responseId, {
        derivedTitle: title,
        derivedArtist: artist,
        genreIds,
      });
      newTitle = title ?? oldTitle;
      newArtist = artist ?? oldArtist;
      newGenres = chosen.map((g) => g.name);
    }
    const fix = await resultsRepo.insertFix(tx, {
      responseId,
      adminUserId,
      fixType: body.fixType,
      oldTitle,
      oldArtist,
      oldGenres,
      newTitle,
      newArtist,
      newGenres,
    });
    return fix.id;
  });
  const [row] = await resultsRepo.fixesPage(db, 0, 1, fixId);
  const fix = toFixRecord(row!);
  const genres = (await repo.genreNamesOf(db, [responseId])).get(responseId) ?? [];
  return { responseId, title: fix.newTitle, artist: fix.newArtist, genres, fix };
}
