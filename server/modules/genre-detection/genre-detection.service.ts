/**
 * Automatic genre detection, server side (spec 001 §7 "Processing"): the detector built
 * from the database, tagging one queued item or a batch of responses, and the reserved no-genre
 * marker. The staff side (stats, no-genre lists, genre assignment, reprocess actions) is in
 * genre-detection-staff.service.ts. Decisions: docs/decisions/010-processing.md.
 */
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { ensureReservedGenres } from '../genres';
import { notifyGenreWatchers, writeAndNotify, type NotificationPush } from '../notifications';
import { LOCAL_GIF_URL_PREFIX, LOCAL_GIFS } from '../../providers/gifs/local-catalog';
import { GenreDetector } from './lib/detector';
import type { RequestInput, SongInput } from './lib/detector-types';
import * as jobsRepo from './genre-detection-jobs.repository';
import * as staffRepo from './genre-detection-staff.repository';
import * as statusRepo from './genre-detection-status.repository';
import * as writesRepo from './genre-detection-writes.repository';
import * as detectionDb from './genre-detection.db';

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
    const fingerprint = await staffRepo.catalogueFingerprint(db);
    this.checkedAt = now;
    if (!this.detector || fingerprint !== this.fingerprint) {
      const [taxonomy, songs] = await Promise.all([
        staffRepo.loadTaxonomy(db),
        staffRepo.loadCatalogueSongs(db),
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
  job: jobsRepo.ClaimedJob,
  instanceId: string,
  markerId: number,
  beforeCommit?: (job: jobsRepo.ClaimedJob, tx: detectionDb.Db) => Promise<void>,
): Promise<JobOutcome> {
  // Watchers of the request's new genres are pushed once the transaction has committed.
  const { outcome } = await writeAndNotify(db, async (tx) => {
    let pushes: NotificationPush[] = [];
    if (!(await jobsRepo.lockOwnJob(tx, job.id, instanceId)))
      return { outcome: 'lost' as const, pushes };
    let outcome: JobOutcome = 'tagged';
    if (job.itemType === 'request') {
      const row = await writesRepo.requestInput(tx, job.itemId);
      if (!row) outcome = 'missing';
      else {
        const input: RequestInput = {
          type: row.type,
          content: row.content,
          gifTitle: gifTitleFromUrl(row.gifUrl),
          song: songInput(row.songData),
        };
        const result = detector.detectRequest(input);
        const tagged = await writesRepo.writeAutomaticGenres(
          tx,
          'request',
          job.itemId,
          result.genreIds,
          markerId,
          row.hash,
        );
        if (tagged.some((id) => id !== markerId))
          pushes = await notifyGenreWatchers(tx, job.itemId);
        await writesRepo.recordSuggestions(tx, result.suggestions);
      }
    } else {
      const row = await writesRepo.responseInput(tx, job.itemId);
      if (!row) outcome = 'missing';
      else {
        const result = detector.detectSong(songInput(row.songData) ?? {});
        await writesRepo.writeAutomaticGenres(
          tx,
          'response',
          job.itemId,
          result.genreIds,
          markerId,
          row.hash,
        );
      }
    }
    await statusRepo.finishJob(tx, job.id, job.itemType, instanceId, job.reason === 'reprocess');
    await beforeCommit?.(job, tx);
    return { outcome, pushes };
  });
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
  jobs: jobsRepo.ClaimedJob[],
  instanceId: string,
  markerId: number,
  beforeCommit?: (job: jobsRepo.ClaimedJob, tx: detectionDb.Db) => Promise<void>,
): Promise<jobsRepo.ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const inputs = await writesRepo.lockOwnResponseJobs(
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
    await writesRepo.writeResponseBatch(
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
  const id = await staffRepo.markerGenreId(db);
  if (id !== null) return id;
  await ensureReservedGenres(db);
  return (await staffRepo.markerGenreId(db))!;
}
