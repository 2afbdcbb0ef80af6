/**
 * Drizzle queries of what staff do with a quality review's findings: the open results of a run
 * (those not fixed since they were detected) and the taxonomy genres they suggest, the response a fix
 * changes, its new title, artist and genres, and the fix history. The scan's own queries are in
 * quality-review.repository.ts. Every list is paged and served by an index.
 */
import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  fixedResponses,
  genres,
  qualityReviewResults,
  responseGenres,
  responses,
  users,
} from '../../db/schema/index';
import type { Tx } from './quality-review.repository';

/** Results of a run not fixed since they were detected, filtered to compilations or to the rest. */
function openResults(db: Tx, runId: number, compilations: boolean) {
  return and(
    eq(qualityReviewResults.runId, runId),
    eq(qualityReviewResults.isCompilation, compilations),
    notExists(
      db
        .select({ one: sql`1` })
        .from(fixedResponses)
        .where(
          and(
            eq(fixedResponses.responseId, qualityReviewResults.responseId),
            sql`${fixedResponses.fixedAt} >= ${qualityReviewResults.detectedAt}`,
          ),
        ),
    ),
  );
}

export async function countOpenResults(
  db: Tx,
  runId: number,
  compilations: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(qualityReviewResults)
    .where(openResults(db, runId, compilations));
  return row?.n ?? 0;
}

/** A page of open results with their responses, newest response first (index qrr_run_kind_response_idx). */
export async function openResultsPage(
  db: Tx,
  runId: number,
  compilations: boolean,
  offset: number,
  limit: number,
) {
  return db
    .select({
      id: qualityReviewResults.id,
      responseId: qualityReviewResults.responseId,
      issues: qualityReviewResults.issues,
      isCompilation: qualityReviewResults.isCompilation,
      likelyYtOnly: qualityReviewResults.likelyYtOnly,
      suggestedTitle: qualityReviewResults.suggestedTitle,
      suggestedArtist: qualityReviewResults.suggestedArtist,
      suggestedGenres: qualityReviewResults.suggestedGenres,
      requestId: responses.requestId,
      songId: responses.songId,
      songData: responses.songData,
      derivedTitle: responses.derivedTitle,
      derivedArtist: responses.derivedArtist,
    })
    .from(qualityReviewResults)
    .innerJoin(responses, eq(responses.id, qualityReviewResults.responseId))
    .where(openResults(db, runId, compilations))
    .orderBy(desc(qualityReviewResults.responseId))
    .offset(offset)
    .limit(limit);
}

/** Genre ids of names (exact taxonomy names). */
export async function genresByName(
  db: Tx,
  names: string[],
): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(inArray(genres.name, names));
}

export async function genresById(db: Tx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(inArray(genres.id, ids))
    .orderBy(asc(genres.name));
}

export async function findResponse(db: Tx, responseId: number) {
  const [row] = await db
    .select({
      id: responses.id,
      requestId: responses.requestId,
      songId: responses.songId,
      songData: responses.songData,
      derivedTitle: responses.derivedTitle,
      derivedArtist: responses.derivedArtist,
    })
    .from(responses)
    .where(eq(responses.id, responseId))
    .for('update');
  return row;
}

export async function setResponseFix(
  db: Tx,
  responseId: number,
  values: { derivedTitle?: string; derivedArtist?: string; genreIds: number[] },
): Promise<void> {
  const set: { derivedTitle?: string; derivedArtist?: string } = {};
  if (values.derivedTitle !== undefined) set.derivedTitle = values.derivedTitle;
  if (values.derivedArtist !== undefined) set.derivedArtist = values.derivedArtist;
  if (Object.keys(set).length > 0)
    await db.update(responses).set(set).where(eq(responses.id, responseId));
  await db.delete(responseGenres).where(eq(responseGenres.responseId, responseId));
  if (values.genreIds.length > 0)
    await db
      .insert(responseGenres)
      .values(values.genreIds.map((genreId) => ({ responseId, genreId })));
}

export type NewFixRow = typeof fixedResponses.$inferInsert;

export async function insertFix(db: Tx, values: NewFixRow) {
  const [row] = await db.insert(fixedResponses).values(values).returning();
  return row!;
}

export async function countFixes(db: Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fixedResponses);
  return row?.n ?? 0;
}

/** A page of the fix history, newest first (index fixed_responses_fixed_at_idx). */
export async function fixesPage(db: Tx, offset: number, limit: number, onlyId?: number) {
  return db
    .select({
      id: fixedResponses.id,
      responseId: fixedResponses.responseId,
      requestId: responses.requestId,
      songId: responses.songId,
      fixType: fixedResponses.fixType,
      adminName: users.displayName,
      fixedAt: fixedResponses.fixedAt,
      oldTitle: fixedResponses.oldTitle,
      oldArtist: fixedResponses.oldArtist,
      oldGenres: fixedResponses.oldGenres,
      newTitle: fixedResponses.newTitle,
      newArtist: fixedResponses.newArtist,
      newGenres: fixedResponses.newGenres,
    })
    .from(fixedResponses)
    .innerJoin(responses, eq(responses.id, fixedResponses.responseId))
    .leftJoin(users, eq(users.id, fixedResponses.adminUserId))
    .where(onlyId ? eq(fixedResponses.id, onlyId) : undefined)
    .orderBy(desc(fixedResponses.fixedAt), desc(fixedResponses.id))
    .offset(offset)
    .limit(limit);
}
