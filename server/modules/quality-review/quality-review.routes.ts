/**
 * HTTP routes of the song-metadata quality review (spec 001 §7 "Processing"), all staff-only:
 * GET /api/admin/quality-review-results, GET /api/admin/fixed-responses,
 * POST /api/admin/update-response-genres/{responseId}, POST /api/admin/quality-review-run.
 * A scan runs in the background of the instance that started it; closing the app waits for it.
 */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { sharedITunesClient } from '../../providers/songs/index';
import {
  createSongReviewer,
  resultsPage,
  runScan,
  startScan,
  toRun,
} from './quality-review.service';
import { applyFix, fixedPage } from './quality-review-fixes.service';
import { createTitleResolver } from './title-resolver';

export async function qualityReviewRoutes(app: App, { db, config }: AppDeps) {
  const scans = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...scans]);
  });

  registerRoute(app, 'getAdminQualityReviewResults', async (request) =>
    resultsPage(db, request.query, config.QUALITY_REVIEWER),
  );

  registerRoute(app, 'getAdminFixedResponses', async (request) => fixedPage(db, request.query));

  registerRoute(app, 'postAdminUpdateResponseGenres', async (request) =>
    applyFix(db, request.params.id, request.body, request.user!.id),
  );

  registerRoute(app, 'postAdminQualityReviewRun', async (request, reply) => {
    const reviewer = createSongReviewer(config, (message) => request.log.warn(message));
    const run = await startScan(db, reviewer);
    // Online title resolution only where the keyless provider is in use (SONG_PROVIDER=auto).
    const resolver =
      config.SONG_PROVIDER === 'auto' ? createTitleResolver(sharedITunesClient(config)) : undefined;
    const scan = runScan(
      db,
      run,
      reviewer,
      (error) => app.log.error({ err: error, runId: run.id }, 'quality review scan failed'),
      resolver,
    ).finally(() => scans.delete(scan));
    scans.add(scan);
    return reply.status(202).send({ run: toRun(run) });
  });
}
