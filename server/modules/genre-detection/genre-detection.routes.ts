/**
 * Staff HTTP routes of automatic genre detection (spec 001 §7 "Processing"): the dashboard and
 * tagging-box stats, the no-genre lists, staff genre assignment for a request, and the reprocess
 * actions. Every route is staff-only (401 anonymous, 403 members). Shapes: docs/decisions/010-processing.md.
 */
import type { App, AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { registerRoute } from '../../lib/route-table';
import {
  clearAndReprocessAll,
  dashboardStats,
  intelligentReprocess,
  noGenreRequests,
  noGenreResponses,
  processingStats,
  updateRequestGenres,
} from './genre-detection-staff.service';

export async function genreDetectionRoutes(app: App, { db }: AppDeps) {
  statsRoutes(app, db);
  reprocessRoutes(app, db);
}

/** What the processing dashboard reads (staff): the counters and the pages without a genre. */
function statsRoutes(app: App, db: Database) {
  registerRoute(app, 'getAdminProcessingDashboardStats', async () => dashboardStats(db));

  registerRoute(app, 'getAdminProcessingStats', async () => processingStats(db));

  registerRoute(app, 'getAdminNoGenreRequests', async (request) =>
    noGenreRequests(db, request.query),
  );

  registerRoute(app, 'getAdminNoGenreResponses', async (request) =>
    noGenreResponses(db, request.query),
  );
}

/** What staff do to the tagging: set a request's genres by hand, queue work again. */
function reprocessRoutes(app: App, db: Database) {
  registerRoute(app, 'postAdminUpdateRequestGenres', async (request) =>
    updateRequestGenres(db, request.params.requestId, request.body.genreIds),
  );

  registerRoute(app, 'postAdminIntelligentReprocessRequests', async () => ({
    totalRequests: await intelligentReprocess(db, 'request'),
  }));

  registerRoute(app, 'postAdminIntelligentReprocessResponses', async () => ({
    totalResponses: await intelligentReprocess(db, 'response'),
  }));

  registerRoute(app, 'postAdminClearAndReprocessAll', async () => clearAndReprocessAll(db));
}
