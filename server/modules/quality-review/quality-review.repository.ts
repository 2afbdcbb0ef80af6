/**
 * Drizzle queries of the quality review scan: runs (start, heartbeat, complete, fail), the scan's
 * keyset pages of responses with their genres, the findings it stores, and the catalogue the reviewer
 * consults. The open results staff read and the fixes they apply are in
 * quality-review-results.repository.ts. Every list is paged and served by an index.
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
} from '../../db/schema/index';
import type { ReviewFinding, ReviewItem } from './reviewer';

/** A transaction or the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

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
