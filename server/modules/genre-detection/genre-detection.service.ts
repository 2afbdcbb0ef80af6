/**
 * Automatic genre detection, server side (issue 8; spec 001 §3 "Processing stats", "Admin stats",
 * §7 "Processing"): tagging one queued item, the staff stats, the no-genre lists, staff genre
 * assignment, and the reprocess actions. Decisions: docs/decisions/010-processing.md.
 */
import type {
  NoGenreRequest,
  NoGenreResponse,
  Paged,
  ProcessingDashboardStats,
  TaggingStats,
} from '../../../common/processing';
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { ensureReservedGenres } from '../genres/genre-categories';
import { badRequest, notFound } from '../../lib/http-errors';
import { notifyGenreWatchers, pushNotifications, type NotificationPush } from '../notifications';
import { LOCAL_GIF_URL_PREFIX, LOCAL_GIFS } from '../../providers/gifs/local-catalog';
import { GenreDetector } from './lib/detector';
import type { RequestInput, SongInput } from './lib/detector-types';
import * as repo from './genre-detection.repository';
import { notifyGenreWork } from './genre-detection.queue';

/** A claim (and a status heartbeat) older than this is taken over by another instance. */
export const DEFAULT_STALE_SECONDS = 60;

/** What the detector reads of stored song data: the cleaned title/artist when staff set them. */
export function songInput(songData: SongData | null | undefined): SongInput | null {
  if (!songData) return null;
  return {
    title: songData.derivedTitle || songData.name || null,
    artist: songData.derivedArtist || songData.artist || null,
    channel: songData.channelName || songData.channel || null,
  };
}

/** The title of a bundled GIF from its URL ("/gifs/vinyl-spin.gif" → its alt text); null for others. */
export function gifTitleFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(LOCAL_GIF_URL_PREFIX)) return null;
  const id = url.slice(LOCAL_GIF_URL_PREFIX.length).replace(/\.gif$/, '');
  return LOCAL_GIFS.find((g) => g.id === id)?.title ?? null;
}

/**
 * Builds the detector from the database and rebuilds it when the taxonomy or catalogue changes
 * (checked at most once per `checkMs`).
 */
export class DetectorCache {
  private detector: GenreDetector | null = null;
  private fingerprint = '';
  private checkedAt = 0;

  constructor(private readonly checkMs = 30_000) {}

  async get(db: Database): Promise<GenreDetector> {
    const now = Date.now();
    if (this.detector && now - this.checkedAt < this.checkMs) return this.detector;
    const fingerprint = await repo.catalogueFingerprint(db);
    this.checkedAt = now;
    if (!this.detector || fingerprint !== this.fingerprint) {
      const [taxonomy, songs] = await Promise.all([
        repo.loadTaxonomy(db),
        repo.loadCatalogueSongs(db),
      ]);
      this.detector = new GenreDetector(taxonomy, songs);
      this.fingerprint = fingerprint;
    }
    return this.detector;
  }
}

export type JobOutcome = 'tagged' | 'missing' | 'lost';

/**
 * Tags the item of one claimed job in one transaction: re-checks the claim (a job taken over by
 * another instance is left alone: 'lost'), reads the inputs, writes genres, suggestions, the input
 * hash and progress, and deletes the job. Killed mid-way, the transaction rolls back and the job
 * stays queued; committed, the item is never tagged again for this job.
 */
export async function processJob(
  db: Database,
  detector: GenreDetector,
  job: repo.ClaimedJob,
  instanceId: string,
  markerId: number,
  beforeCommit?: (job: repo.ClaimedJob, tx: repo.Db) => Promise<void>,
): Promise<JobOutcome> {
  // Watchers of the request's new genres are pushed once the transaction has committed.
  let pushes: NotificationPush[] = [];
  const outcome = await db.transaction(async (tx): Promise<JobOutcome> => {
    if (!(await repo.lockOwnJob(tx, job.id, instanceId))) return 'lost';
    let outcome: JobOutcome = 'tagged';
    if (job.itemType === 'request') {
      const row = await repo.requestInput(tx, job.itemId);
      if (!row) outcome = 'missing';
      else {
        const input: RequestInput = {
          type: row.type,
          content: row.content,
          gifTitle: gifTitleFromUrl(row.gifUrl),
          song: songInput(row.songData),
        };
        const result = detector.detectRequest(input);
        const tagged = await repo.writeAutomaticGenres(
          tx,
          'request',
          job.itemId,
          result.genreIds,
          markerId,
          row.hash,
        );
        if (tagged.some((id) => id !== markerId))
          pushes = await notifyGenreWatchers(tx, job.itemId);
        await repo.recordSuggestions(tx, result.suggestions);
      }
    } else {
      const row = await repo.responseInput(tx, job.itemId);
      if (!row) outcome = 'missing';
      else {
        const result = detector.detectSong(songInput(row.songData) ?? {});
        await repo.writeAutomaticGenres(
          tx,
          'response',
          job.itemId,
          result.genreIds,
          markerId,
          row.hash,
        );
      }
    }
    await repo.finishJob(tx, job.id, job.itemType, instanceId, job.reason === 'reprocess');
    await beforeCommit?.(job, tx);
    return outcome;
  });
  pushNotifications(db, pushes);
  return outcome;
}

/**
 * Tags a batch of claimed response jobs in one transaction of four statements whatever its size
 * (lock the jobs still held and read their songs; drop earlier automatic genres; write genres,
 * input hashes, job deletions and progress) where processJob takes seven per item: an answer's
 * detection had cost more round trips than the answer itself (decision 009). Same rules as
 * processJob: a job taken over by another instance is left alone, a job whose response is gone is
 * finished untagged, and killed mid-way the batch rolls back and stays queued. Returns the jobs
 * finished. Throws what a statement or `beforeCommit` throws.
 */
export async function processResponseJobs(
  db: Database,
  detector: GenreDetector,
  jobs: repo.ClaimedJob[],
  instanceId: string,
  markerId: number,
  beforeCommit?: (job: repo.ClaimedJob, tx: repo.Db) => Promise<void>,
): Promise<repo.ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const inputs = await repo.lockOwnResponseJobs(
      tx,
      jobs.map((j) => j.id),
      instanceId,
    );
    if (inputs.length === 0) return [];
    const owned = new Map(jobs.map((j) => [j.id, j]));
    const items = inputs.map((input) => ({
      jobId: input.jobId,
      responseId: input.responseId,
      hash: input.hash,
      genreIds: input.songData ? detector.detectSong(songInput(input.songData) ?? {}).genreIds : [],
    }));
    const done = inputs.map((input) => owned.get(input.jobId)!);
    await repo.writeResponseBatch(
      tx,
      items,
      markerId,
      instanceId,
      done.filter((j) => j.reason === 'reprocess').length,
    );
    for (const job of done) await beforeCommit?.(job, tx);
    return done;
  });
}

/** The reserved `__no_genre_detected__` genre's id, created when a database was never seeded. */
export async function requireMarker(db: Database): Promise<number> {
  const id = await repo.markerGenreId(db);
  if (id !== null) return id;
  await ensureReservedGenres(db);
  return (await repo.markerGenreId(db))!;
}

/** GET /api/admin/processing-dashboard-stats (spec 001 §3 "Processing stats"). */
export async function dashboardStats(
  db: Database,
  staleSeconds = DEFAULT_STALE_SECONDS,
): Promise<ProcessingDashboardStats> {
  const markerId = await requireMarker(db);
  const [queued, noGenre, status] = await Promise.all([
    repo.queuedCounts(db),
    repo.noGenreCounts(db, markerId),
    repo.statusRows(db, staleSeconds),
  ]);
  return {
    requests: {
      unprocessed: queued.request,
      noGenreDetected: noGenre.requests,
      processing: status.get(repo.STATUS.requests)?.alive ?? false,
    },
    responses: {
      unprocessed: queued.response,
      processing: status.get(repo.STATUS.responses)?.alive ?? false,
    },
  };
}

/** GET /api/admin/processing-stats (spec 001 §3 "Admin stats"). */
export async function processingStats(
  db: Database,
  staleSeconds = DEFAULT_STALE_SECONDS,
): Promise<TaggingStats> {
  const [queued, counts, status] = await Promise.all([
    repo.queuedCounts(db),
    repo.tableCounts(db),
    repo.statusRows(db, staleSeconds),
  ]);
  const reqs = status.get(repo.STATUS.reprocessRequests);
  const resps = status.get(repo.STATUS.reprocessResponses);
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
    repo.noGenreRequestsPage(db, markerId, (page - 1) * limit, limit),
    repo.noGenreCounts(db, markerId),
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
    repo.noGenreResponsesPage(db, markerId, (page - 1) * limit, limit),
    repo.noGenreCounts(db, markerId),
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
    if (!(await repo.lockRequest(tx, requestId))) throw notFound('Request not found.');
    const found = await repo.findAssignableGenres(tx, unique);
    if (found.length !== unique.length) {
      const known = new Set(found.map((g) => g.id));
      throw badRequest(
        `Unknown genre id: ${unique.filter((id) => !known.has(id)).join(', ')}`,
        'unknown_genre',
      );
    }
    await repo.replaceRequestGenres(tx, requestId, unique);
    return { requestId, genres: found };
  });
}

/** POST /api/admin/intelligent-reprocess-{requests,responses}: queues changed or untagged items. */
export async function intelligentReprocess(db: Database, itemType: repo.ItemType): Promise<number> {
  const markerId = await requireMarker(db);
  const total = await db.transaction(async (tx) => {
    const n = await repo.enqueueChanged(tx, itemType, markerId);
    await repo.startReprocess(tx, itemType, n);
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
    await repo.clearAutomaticGenres(tx, markerId);
    const totalRequests = await repo.enqueueAll(tx, 'request');
    const totalResponses = await repo.enqueueAll(tx, 'response');
    await repo.startReprocess(tx, 'request', totalRequests);
    await repo.startReprocess(tx, 'response', totalResponses);
    return { totalRequests, totalResponses };
  });
  notifyGenreWork();
  return result;
}
