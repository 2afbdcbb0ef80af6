/**
 * Drizzle queries of the quality review: runs, results, the fix history, the scan's keyset pages
 * of responses, and the catalogue the reviewer consults. Every list is paged and served by an index.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupRows } from '../../lib/sql';
import {
  fixedResponses,
  genres,
  qualityReviewResults,
  qualityReviewRuns,
  responseGenres,
  responses,
  songs,
  users,
} from '../../db/schema/index';
import type { ReviewFinding, ReviewItem } from './reviewer';

/** A transaction or the database. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type RunRow = typeof qualityReviewRuns.$inferSelect;

/** A run still marked running whose heartbeat is older than this is treated as dead (2 min). */
export const STALE_RUN_MS = 2 * 60_000;

/** Marks running runs without a recent heartbeat as failed (their process died). Returns how many. */
export async function failStaleRuns(db: Tx, now = new Date()): Promise<number> {
  const rows = await db
    .update(qualityReviewRuns)
    .set({
      status: 'failed',
      completedAt: now,
      error: 'The scanning process stopped (no heartbeat).',
    })
    .where(
      and(
        eq(qualityReviewRuns.status, 'running'),
        lt(qualityReviewRuns.lastHeartbeat, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning({ id: qualityReviewRuns.id });
  return rows.length;
}

/** Responses a scan reviews: all of them except those an operator already reviewed (any fix record). */
const notYetFixed = (db: Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(fixedResponses)
      .where(eq(fixedResponses.responseId, responses.id)),
  );

export async function countResponsesToReview(db: Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(notYetFixed(db));
  return row?.n ?? 0;
}

/**
 * Inserts a running run. The partial unique index quality_review_runs_one_running_idx makes a
 * second concurrent insert fail (23505), whichever instance tries.
 */
export async function insertRun(
  db: Tx,
  values: { totalItems: number; reviewer: string },
): Promise<RunRow> {
  const [row] = await db
    .insert(qualityReviewRuns)
    .values({ status: 'running', ...values })
    .returning();
  return row!;
}

export async function heartbeat(
  db: Tx,
  runId: number,
  reviewed: number,
  issues: number,
): Promise<void> {
  await db
    .update(qualityReviewRuns)
    .set({ lastHeartbeat: new Date(), totalReviewed: reviewed, issuesFound: issues })
    .where(eq(qualityReviewRuns.id, runId));
}

export async function findRun(db: Tx, runId: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(qualityReviewRuns).where(eq(qualityReviewRuns.id, runId));
  return row;
}

/** The newest run of a status (index quality_review_runs_started_idx). */
export async function latestRun(db: Tx, status?: RunRow['status']): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(qualityReviewRuns)
    .where(status ? eq(qualityReviewRuns.status, status) : undefined)
    .orderBy(desc(qualityReviewRuns.startedAt), desc(qualityReviewRuns.id))
    .limit(1);
  return row;
}

/** Completed runs, newest first, for the throughput estimate. */
export async function recentCompletedRuns(db: Tx, limit = 5): Promise<RunRow[]> {
  return db
    .select()
    .from(qualityReviewRuns)
    .where(eq(qualityReviewRuns.status, 'completed'))
    .orderBy(desc(qualityReviewRuns.startedAt), desc(qualityReviewRuns.id))
    .limit(limit);
}

/** A keyset page of responses to review, ids ascending, with their genre names (two queries). */
export async function responsesToReview(
  db: Tx,
  afterId: number,
  limit: number,
): Promise<ReviewItem[]> {
  const rows = await db
    .select({
      id: responses.id,
      songId: responses.songId,
      songData: responses.songData,
      derivedTitle: responses.derivedTitle,
      derivedArtist: responses.derivedArtist,
    })
    .from(responses)
    .where(and(gt(responses.id, afterId), notYetFixed(db)))
    .orderBy(asc(responses.id))
    .limit(limit);
  const genreMap = await genreNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    responseId: r.id,
    songId: r.songId,
    title: r.derivedTitle ?? r.songData.name ?? r.songData.derivedTitle ?? null,
    artist: r.derivedArtist ?? r.songData.artist ?? r.songData.derivedArtist ?? null,
    channel: r.songData.channelName ?? r.songData.channel ?? null,
    durationMs: r.songData.duration ?? null,
    genres: (genreMap.get(r.id) ?? []).map((g) => g.name),
  }));
}

/** Genres ({id, name}, by name) of each response. One query. */
export async function genreNamesOf(
  db: Tx,
  responseIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  if (responseIds.length === 0) return new Map();
  const rows = await db
    .select({ responseId: responseGenres.responseId, id: genres.id, name: genres.name })
    .from(responseGenres)
    .innerJoin(genres, eq(genres.id, responseGenres.genreId))
    .where(inArray(responseGenres.responseId, responseIds))
    .orderBy(asc(genres.name));
  return groupRows(
    rows,
    (r) => r.responseId,
    (r) => ({ id: r.id, name: r.name }),
  );
}

export async function insertFindings(
  db: Tx,
  runId: number,
  findings: ReviewFinding[],
): Promise<void> {
  if (findings.length === 0) return;
  await db.insert(qualityReviewResults).values(
    findings.map((f) => ({
      runId,
      responseId: f.responseId,
      issues: f.issues,
      isCompilation: f.isCompilation,
      likelyYtOnly: f.likelyYtOnly,
      suggestedTitle: f.suggestedTitle,
      suggestedArtist: f.suggestedArtist,
      suggestedGenres: f.suggestedGenres,
    })),
  );
}

/** Completes a run and drops every older run's results, in one transaction: results replace the previous run's. */
export async function completeRun(
  db: Database,
  runId: number,
  reviewed: number,
  issues: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(qualityReviewResults).where(ne(qualityReviewResults.runId, runId));
    await tx
      .update(qualityReviewRuns)
      .set({
        status: 'completed',
        completedAt: new Date(),
        totalReviewed: reviewed,
        issuesFound: issues,
        lastHeartbeat: new Date(),
      })
      .where(eq(qualityReviewRuns.id, runId));
  });
}

export async function failRun(db: Database, runId: number, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(qualityReviewResults).where(eq(qualityReviewResults.runId, runId));
    await tx
      .update(qualityReviewRuns)
      .set({ status: 'failed', completedAt: new Date(), error: error.slice(0, 500) })
      .where(eq(qualityReviewRuns.id, runId));
  });
}

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

/** The catalogue rows the reviewer consults: artist, title and free-text genre of every song. */
export async function catalogueRows(db: Tx) {
  return db.select({ artist: songs.artist, title: songs.title, genre: songs.genre }).from(songs);
}

/** Active, member-visible taxonomy genre names. */
export async function taxonomyNames(db: Tx): Promise<string[]> {
  const rows = await db
    .select({ name: genres.name })
    .from(genres)
    .where(and(eq(genres.active, true), sql`${genres.name} not like '\\_\\_%'`));
  return rows.map((r) => r.name);
}
