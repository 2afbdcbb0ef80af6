/**
 * Automatic genre detection, staff side (spec 001 §3 "Processing stats", "Admin stats", §7
 * "Processing"): the dashboard and tagging stats, the pages of requests and responses left without a
 * genre, staff genre assignment, and the reprocess actions that queue items for the worker again.
 * Tagging itself is in genre-detection.service.ts. Decisions: docs/decisions/010-processing.md.
 */
import type {
  NoGenreRequest,
  NoGenreResponse,
  Paged,
  ProcessingDashboardStats,
  TaggingStats,
} from '../../../common/processing';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import * as jobsRepo from './genre-detection-jobs.repository';
import * as staffRepo from './genre-detection-staff.repository';
import * as statusRepo from './genre-detection-status.repository';
import * as detectionDb from './genre-detection.db';
import { notifyGenreWork } from './genre-detection.queue';
import { assertGenresFound } from '../genres/genres.service';
import { DEFAULT_STALE_SECONDS, requireMarker } from './genre-detection.service';

/** GET /api/admin/processing-dashboard-stats (spec 001 §3 "Processing stats"). */
export async function dashboardStats(
  db: Database,
  staleSeconds = DEFAULT_STALE_SECONDS,
): Promise<ProcessingDashboardStats> {
  const markerId = await requireMarker(db);
  const [queued, noGenre, status] = await Promise.all([
    jobsRepo.queuedCounts(db),
    staffRepo.noGenreCounts(db, markerId),
    statusRepo.statusRows(db, staleSeconds),
  ]);
  return {
    requests: {
      unprocessed: queued.request,
      noGenreDetected: noGenre.requests,
      processing: status.get(detectionDb.STATUS.requests)?.alive ?? false,
    },
    responses: {
      unprocessed: queued.response,
      processing: status.get(detectionDb.STATUS.responses)?.alive ?? false,
    },
  };
}

/** GET /api/admin/processing-stats (spec 001 §3 "Admin stats"). */
export async function processingStats(
  db: Database,
  staleSeconds = DEFAULT_STALE_SECONDS,
): Promise<TaggingStats> {
  const [queued, counts, status] = await Promise.all([
    jobsRepo.queuedCounts(db),
    staffRepo.tableCounts(db),
    statusRepo.statusRows(db, staleSeconds),
  ]);
  const reqs = status.get(detectionDb.STATUS.reprocessRequests);
  const resps = status.get(detectionDb.STATUS.reprocessResponses);
  const times = [...status.values()]
    .flatMap((s) => [s.lastHeartbeat, s.completedAt])
    .filter((d): d is Date => d !== null);
  const lastUpdated =
    times.length > 0 ? new Date(Math.max(...times.map((d) => d.getTime()))).toISOString() : null;
  return {
    totalRequests: counts.requests,
    totalResponses: counts.responses,
    requestsProcessed: Math.max(0, counts.requests - queued.request),
    requestsRemaining: queued.request,
    genreProcessed: Math.max(0, counts.responses - queued.response),
    genreRemaining: queued.response,
    reprocessRequestsTotal: reqs?.totalItems ?? 0,
    reprocessRequestsProgress: Math.min(reqs?.processedItems ?? 0, reqs?.totalItems ?? 0),
    reprocessResponsesTotal: resps?.totalItems ?? 0,
    reprocessResponsesProgress: Math.min(resps?.processedItems ?? 0, resps?.totalItems ?? 0),
    lastUpdated,
  };
}

export interface PageQuery {
  page: number;
  limit: number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** GET /api/admin/no-genre-requests. */
export async function noGenreRequests(
  db: Database,
  { page, limit }: PageQuery,
): Promise<Paged<NoGenreRequest>> {
  const markerId = await requireMarker(db);
  const [rows, counts] = await Promise.all([
    staffRepo.noGenreRequestsPage(db, markerId, (page - 1) * limit, limit),
    staffRepo.noGenreCounts(db, markerId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      content: r.content,
      userId: r.user_id,
      authorName: r.author_name,
      createdAt: iso(r.created_at),
    })),
    total: counts.requests,
    page,
    limit,
  };
}

/** GET /api/admin/no-genre-responses. */
export async function noGenreResponses(
  db: Database,
  { page, limit }: PageQuery,
): Promise<Paged<NoGenreResponse>> {
  const markerId = await requireMarker(db);
  const [rows, counts] = await Promise.all([
    staffRepo.noGenreResponsesPage(db, markerId, (page - 1) * limit, limit),
    staffRepo.noGenreCounts(db, markerId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      requestId: r.request_id,
      songId: r.song_id,
      title: r.song_data.derivedTitle || r.song_data.name || null,
      artist:
        r.song_data.derivedArtist ||
        r.song_data.artist ||
        r.song_data.channelName ||
        r.song_data.channel ||
        null,
      comment: r.comment,
      authorName: r.author_name,
      createdAt: iso(r.created_at),
    })),
    total: counts.responses,
    page,
    limit,
  };
}

/**
 * POST /api/admin/update-request-genres/{requestId}: replaces a request's genres (automatic ones
 * and the no-genre marker included) with staff-chosen ones, in one transaction. Throws 400 (no id,
 * an unknown, inactive or reserved genre) or 404 (no such request).
 */
export async function updateRequestGenres(db: Database, requestId: number, genreIds: number[]) {
  const unique = [...new Set(genreIds)];
  if (unique.length === 0) throw badRequest('Choose at least one genre.', 'no_genres');
  return db.transaction(async (tx) => {
    if (!(await staffRepo.lockRequest(tx, requestId))) throw notFound('Request not found.');
    const found = await staffRepo.findAssignableGenres(tx, unique);
    assertGenresFound(unique, found);
    await staffRepo.replaceRequestGenres(tx, requestId, unique);
    return { requestId, genres: found };
  });
}

/** POST /api/admin/intelligent-reprocess-{requests,responses}: queues changed or untagged items. */
export async function intelligentReprocess(
  db: Database,
  itemType: detectionDb.ItemType,
): Promise<number> {
  const markerId = await requireMarker(db);
  const total = await db.transaction(async (tx) => {
    const n = await jobsRepo.enqueueChanged(tx, itemType, markerId);
    await statusRepo.startReprocess(tx, itemType, n);
    return n;
  });
  notifyGenreWork();
  return total;
}

/**
 * POST /api/admin/clear-and-reprocess-all: removes every automatic genre and no-genre marker and
 * queues every request and response again, in one transaction. Genres members or staff chose stay.
 */
export async function clearAndReprocessAll(
  db: Database,
): Promise<{ totalRequests: number; totalResponses: number }> {
  const markerId = await requireMarker(db);
  const result = await db.transaction(async (tx) => {
    await jobsRepo.clearAutomaticGenres(tx, markerId);
    const totalRequests = await jobsRepo.enqueueAll(tx, 'request');
    const totalResponses = await jobsRepo.enqueueAll(tx, 'response');
    await statusRepo.startReprocess(tx, 'request', totalRequests);
    await statusRepo.startReprocess(tx, 'response', totalResponses);
    return { totalRequests, totalResponses };
  });
  notifyGenreWork();
  return result;
}
