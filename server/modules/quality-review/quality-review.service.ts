/**
 * Quality review rules (spec 001 §4, §7 "Processing"): choosing the reviewer, starting a
 * scan (one at a time across instances, 409 otherwise), running it in the background in keyset
 * batches with a heartbeat, estimating its duration, and the open results of the latest completed
 * run. The fix history and applying a fix are in quality-review-fixes.service.ts.
 */
import type { QualityReviewResultsPage, QualityReviewRun } from '../../../common/processing';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { createLlmReviewer } from './llm-reviewer';
import { createOfflineReviewer } from './offline-reviewer';
import * as repo from './quality-review.repository';
import * as resultsRepo from './quality-review-results.repository';
import { buildReviewCatalogue } from './review-catalogue';
import type { SongReviewer } from './reviewer';
import { resolveMissingArtists, withResolvedSongs, type TitleResolver } from './title-resolver';

/**
 * Items per second assumed before any scan of that reviewer completed. Offline: bench/quality-review.bench.ts
 * measured 886 responses/s on PGlite (20,000 responses, a heavily loaded 2-core machine), halved
 * for safety; LLM: 20 items per ~5 s call. Once a scan completed, its measured rate is used instead.
 */
export const DEFAULT_ITEMS_PER_SECOND = { offline: 500, llm: 4 } as const;

/** Heartbeat period of a running scan; well under repo.STALE_RUN_MS. */
const HEARTBEAT_MS = 20_000;

/** The reviewer the configuration asks for, fresh per scan (the LLM cap counts per scan). */
export function createSongReviewer(config: Config, log?: (message: string) => void): SongReviewer {
  if (config.QUALITY_REVIEWER === 'llm' && config.LLM_BASE_URL && config.LLM_MODEL) {
    return createLlmReviewer({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      maxRetries: config.LLM_MAX_RETRIES,
      backoffMs: 1000,
      batchSize: config.LLM_BATCH_SIZE,
      maxItemsPerScan: config.LLM_MAX_ITEMS_PER_SCAN,
      onFallback: (error, items) =>
        log?.(`LLM review of ${items} items failed (${error.message}); reviewed offline`),
    });
  }
  return createOfflineReviewer();
}

export function toRun(row: repo.RunRow): QualityReviewRun {
  return {
    id: row.id,
    status: row.status as QualityReviewRun['status'],
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    totalReviewed: row.totalReviewed,
    issuesFound: row.issuesFound,
    totalItems: row.totalItems,
    reviewer: row.reviewer === 'llm' ? 'llm' : 'offline',
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * Starts a scan: fails dead runs, inserts the running run (the partial unique index lets only one
 * exist), and returns it. The caller runs `runScan` in the background. 409 when a scan is running.
 */
export async function startScan(db: Database, reviewer: SongReviewer): Promise<repo.RunRow> {
  try {
    return await db.transaction(async (tx) => {
      await repo.failStaleRuns(tx);
      const totalItems = await repo.countResponsesToReview(tx);
      return repo.insertRun(tx, { totalItems, reviewer: reviewer.name });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('A quality review scan is already running.', 'scan_running');
    throw error;
  }
}

/**
 * Reviews every response without a fix record in keyset batches, storing findings as it goes and
 * beating the heart; completes (replacing the previous run's results) or fails the run. Never throws.
 * With a `resolver`, uploads the catalogue leaves without an artist are looked up online first
 * (decision 035); without one, or once it stops, the scan is offline.
 */
export async function runScan(
  db: Database,
  run: repo.RunRow,
  reviewer: SongReviewer,
  onError?: (error: Error) => void,
  resolver?: TitleResolver,
): Promise<void> {
  let reviewed = 0;
  let issues = 0;
  const timer = setInterval(() => {
    repo.heartbeat(db, run.id, reviewed, issues).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  try {
    const catalogue = buildReviewCatalogue(
      await repo.catalogueRows(db),
      await repo.taxonomyNames(db),
    );
    let afterId = 0;
    for (;;) {
      const items = await repo.responsesToReview(db, afterId, reviewer.batchSize);
      if (items.length === 0) break;
      afterId = items[items.length - 1]!.responseId;
      const resolved = resolver
        ? await resolveMissingArtists(
            items.map((i) => ({ title: i.title ?? '', channel: i.channel })),
            catalogue,
            resolver,
          )
        : new Map();
      const findings = await reviewer.review(items, withResolvedSongs(catalogue, resolved));
      await repo.insertFindings(db, run.id, findings);
      reviewed += items.length;
      issues += findings.filter((f) => !f.isCompilation).length;
      await repo.heartbeat(db, run.id, reviewed, issues);
    }
    await repo.completeRun(db, run.id, reviewed, issues);
  } catch (error) {
    onError?.(error as Error);
    await repo.failRun(db, run.id, (error as Error).message).catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
}

/** Seconds a scan of `responses` should take, from the measured throughput of recent runs. */
export async function estimateScanSeconds(
  db: Database,
  responses: number,
  reviewerName: SongReviewer['name'],
): Promise<number> {
  const runs = (await repo.recentCompletedRuns(db)).filter(
    (r) => r.reviewer === reviewerName && r.completedAt && r.totalReviewed >= 20,
  );
  const rates = runs.map(
    (r) =>
      r.totalReviewed / Math.max(0.001, (r.completedAt!.getTime() - r.startedAt.getTime()) / 1000),
  );
  const rate =
    rates.length > 0
      ? rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)]!
      : DEFAULT_ITEMS_PER_SECOND[reviewerName];
  return Math.max(1, Math.ceil(responses / rate));
}

/** GET /api/admin/quality-review-results: open findings of the latest completed run, paged. */
export async function resultsPage(
  db: Database,
  query: { page: number; limit: number; kind: 'issues' | 'compilations' },
  reviewerName: SongReviewer['name'],
): Promise<QualityReviewResultsPage> {
  await repo.failStaleRuns(db);
  const [run, running, toReview] = await Promise.all([
    repo.latestRun(db, 'completed'),
    repo.latestRun(db, 'running'),
    repo.countResponsesToReview(db),
  ]);
  const nextScan = {
    responses: toReview,
    estimatedSeconds: await estimateScanSeconds(db, toReview, reviewerName),
    reviewer: reviewerName,
  };
  const base = {
    page: query.page,
    limit: query.limit,
    running: running ? toRun(running) : null,
    nextScan,
  };
  if (!run)
    return { ...base, run: null, results: [], total: 0, counts: { issues: 0, compilations: 0 } };
  const compilations = query.kind === 'compilations';
  const [issueCount, compilationCount, rows] = await Promise.all([
    resultsRepo.countOpenResults(db, run.id, false),
    resultsRepo.countOpenResults(db, run.id, true),
    resultsRepo.openResultsPage(
      db,
      run.id,
      compilations,
      (query.page - 1) * query.limit,
      query.limit,
    ),
  ]);
  const genreMap = await repo.genreNamesOf(
    db,
    rows.map((r) => r.responseId),
  );
  const suggestedNames = [...new Set(rows.flatMap((r) => r.suggestedGenres ?? []))];
  const suggestedByName = new Map(
    (await resultsRepo.genresByName(db, suggestedNames)).map((g) => [g.name, g]),
  );
  return {
    ...base,
    run: toRun(run),
    total: compilations ? compilationCount : issueCount,
    counts: { issues: issueCount, compilations: compilationCount },
    results: rows.map((r) => ({
      id: r.id,
      responseId: r.responseId,
      requestId: r.requestId,
      songId: r.songId,
      title: r.derivedTitle ?? r.songData.name ?? r.songData.derivedTitle ?? null,
      artist:
        r.derivedArtist ??
        r.songData.artist ??
        r.songData.derivedArtist ??
        r.songData.channelName ??
        null,
      genres: genreMap.get(r.responseId) ?? [],
      issues: r.issues,
      suggestedTitle: r.suggestedTitle,
      suggestedArtist: r.suggestedArtist,
      suggestedGenres: (r.suggestedGenres ?? [])
        .map((n) => suggestedByName.get(n))
        .filter((g): g is { id: number; name: string } => g !== undefined),
      likelyYtOnly: r.likelyYtOnly,
      isCompilation: r.isCompilation,
    })),
  };
}
