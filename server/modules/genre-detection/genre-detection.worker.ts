/**
 * The background genre-detection worker: one per app instance, started by server/server.ts (tests
 * start their own). It claims batches of queued jobs with FOR UPDATE SKIP LOCKED, tags the batch's
 * responses in one transaction and each request in its own, heart-beats its claims and its
 * processing_status rows, and takes over claims whose instance stopped heart-beating. Idle, it
 * costs one claim query per poll.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { exitOnDiskFailure } from '../../db/disk-failure-guard';
import * as jobsRepo from './genre-detection-jobs.repository';
import * as statusRepo from './genre-detection-status.repository';
import * as detectionDb from './genre-detection.db';
import { onGenreWork } from './genre-detection.queue';
import {
  DEFAULT_STALE_SECONDS,
  DetectorCache,
  processJob,
  processResponseJobs,
  requireMarker,
} from './genre-detection.service';

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface GenreWorkerOptions {
  /** Unique per process; default host:pid:random. */
  instanceId?: string;
  /** Idle poll interval in ms (default 2000); queued work in this process wakes the worker at once. */
  pollMs?: number;
  /** Jobs claimed at a time (default 25). */
  batchSize?: number;
  /**
   * How long queued work in this process may gather before the worker wakes for it (ms, default
   * 500). A burst of answers then makes one batch, whose fixed statements (claim, status, release)
   * are paid once instead of per answer: on PGlite, whose one connection the worker shares with
   * the requests, waking at once per answer halved the answer throughput (decision 009).
   */
  gatherMs?: number;
  /** Claims older than this are taken over (default 60 s); heartbeats run every third of it. */
  staleSeconds?: number;
  /** A job failing this many times is dropped with an error log (default 5). */
  maxAttempts?: number;
  /** How often never-tagged items are swept into the queue (default 10 min; also at start). */
  sweepMs?: number;
  logger?: WorkerLogger;
  /** Test hook: runs inside each item's transaction just before it commits. */
  beforeCommit?: (job: jobsRepo.ClaimedJob, tx: detectionDb.Db) => Promise<void>;
  /** Test hook: called after each item's transaction committed. */
  onProcessed?: (job: jobsRepo.ClaimedJob) => void;
}

const silent: WorkerLogger = { info: () => {}, warn: () => {}, error: () => {} };

export class GenreDetectionWorker {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly gatherMs: number;
  private gatherTimer: NodeJS.Timeout | null = null;
  private readonly staleSeconds: number;
  private readonly maxAttempts: number;
  private readonly sweepMs: number;
  private readonly logger: WorkerLogger;
  private readonly detectors = new DetectorCache();
  private running = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pendingWake = false;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private busy = false;
  private lastSweep = 0;
  private lastPollWarning = 0;

  constructor(
    private readonly db: Database,
    private readonly options: GenreWorkerOptions = {},
  ) {
    this.instanceId =
      options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? 2000;
    this.batchSize = options.batchSize ?? 25;
    this.gatherMs = options.gatherMs ?? 500;
    this.staleSeconds = options.staleSeconds ?? DEFAULT_STALE_SECONDS;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.sweepMs = options.sweepMs ?? 10 * 60_000;
    this.logger = options.logger ?? silent;
  }

  /** Starts the loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.unsubscribe = onGenreWork(() => this.pokeAfterGathering());
    this.heartbeatTimer = setInterval(
      () => void this.beat(),
      Math.max(1000, (this.staleSeconds * 1000) / 3),
    );
    this.heartbeatTimer.unref();
    this.loop = this.run();
  }

  /** Stops after the item in progress, gives unprocessed claims back, and resolves when done. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.unsubscribe?.();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.gatherTimer) clearTimeout(this.gatherTimer);
    this.gatherTimer = null;
    this.poke();
    await this.loop;
    this.loop = null;
  }

  /** Sweeps never-tagged items into the queue. Returns how many were queued. */
  async sweep(): Promise<number> {
    this.lastSweep = Date.now();
    return (
      (await jobsRepo.enqueueUntagged(this.db, 'request')) +
      (await jobsRepo.enqueueUntagged(this.db, 'response'))
    );
  }

  /** Claims one batch and tags it. Returns how many jobs were claimed (0: nothing to do). */
  async runOnce(): Promise<number> {
    const jobs = await jobsRepo.claimJobs(
      this.db,
      this.instanceId,
      this.batchSize,
      this.staleSeconds,
    );
    if (jobs.length === 0) return 0;
    this.busy = true;
    try {
      const markerId = await requireMarker(this.db);
      const detector = await this.detectors.get(this.db);
      const queued = await jobsRepo.queuedCounts(this.db);
      for (const type of new Set(jobs.map((j) => j.itemType))) {
        await statusRepo.markRunning(
          this.db,
          detectionDb.detectionStatusType(type),
          this.instanceId,
          queued[type],
        );
      }
      // Response jobs (one per answer: most of the queue) are tagged as one batch; if the batch
      // fails they are tried one by one below, with their own retries.
      const oneByOne = jobs.filter((j) => j.itemType !== 'response');
      const responseJobs = jobs.filter((j) => j.itemType === 'response');
      if (responseJobs.length > 0) {
        await nextTurn();
        if (!this.stopping) {
          try {
            const done = await processResponseJobs(
              this.db,
              detector,
              responseJobs,
              this.instanceId,
              markerId,
              this.options.beforeCommit,
            );
            for (const job of done) this.options.onProcessed?.(job);
          } catch (err) {
            exitOnDiskFailure(err, 'genre-detection');
            this.logger.warn(
              { err, jobs: responseJobs.length },
              'genre detection batch failed; tagging its items one by one',
            );
            oneByOne.push(...responseJobs);
          }
        }
      }
      for (const job of oneByOne) {
        // Let waiting requests in between items: on PGlite every query resolves within the same
        // turn of the event loop, so a backlog drained without a break held every request for
        // whole batches (answers' p99 213 ms instead of 38 ms under a burst; decision 009).
        await nextTurn();
        // Stopping: the rest go back to the queue below.
        if (this.stopping) break;
        try {
          const outcome = await processJob(
            this.db,
            detector,
            job,
            this.instanceId,
            markerId,
            this.options.beforeCommit,
          );
          if (outcome !== 'lost') this.options.onProcessed?.(job);
        } catch (err) {
          exitOnDiskFailure(err, 'genre-detection');
          const drop = job.attempts >= this.maxAttempts;
          this.logger[drop ? 'error' : 'warn'](
            { err, job },
            drop ? 'genre detection failed; job dropped' : 'genre detection failed; will retry',
          );
          await jobsRepo.releaseJob(this.db, job.id, this.instanceId, drop).catch(() => {});
        }
      }
      return jobs.length;
    } finally {
      await jobsRepo.releaseClaimsOf(this.db, this.instanceId).catch(() => {});
      this.busy = false;
    }
  }

  /** Runs batches until the queue is empty (tests and benchmarks). Returns jobs claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.runOnce(); n > 0; n = await this.runOnce()) total += n;
    await statusRepo.markIdleWhenEmpty(this.db);
    return total;
  }

  private async run(): Promise<void> {
    let wasBusy = true;
    while (this.running) {
      let claimed = 0;
      try {
        if (Date.now() - this.lastSweep >= this.sweepMs) await this.sweep();
        claimed = await this.runOnce();
        if (claimed === 0 && wasBusy) await statusRepo.markIdleWhenEmpty(this.db);
      } catch (err) {
        exitOnDiskFailure(err, 'genre-detection');
        // Once a minute at most while the database is unreachable, not on every poll.
        if (Date.now() - this.lastPollWarning >= 60_000) {
          this.lastPollWarning = Date.now();
          this.logger.warn({ err }, 'genre detection worker: poll failed');
        }
      }
      wasBusy = claimed > 0;
      if (claimed === 0 && this.running) await this.sleep(this.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }

  /** Wakes the loop once `gatherMs` has passed since the first of a burst of new work. */
  private pokeAfterGathering() {
    if (this.gatherMs <= 0) return this.poke();
    if (this.gatherTimer) return;
    this.gatherTimer = setTimeout(() => {
      this.gatherTimer = null;
      this.poke();
    }, this.gatherMs);
    this.gatherTimer.unref();
  }

  private poke() {
    if (this.wake) this.wake();
    else this.pendingWake = true;
  }

  private async beat() {
    if (!this.busy) return;
    try {
      await jobsRepo.refreshClaims(this.db, this.instanceId);
      await statusRepo.heartbeat(this.db, this.instanceId);
    } catch (err) {
      exitOnDiskFailure(err, 'genre-detection');
      this.logger.warn({ err }, 'genre detection worker: heartbeat failed');
    }
  }
}
