/**
 * Staff HTTP routes of automatic genre detection (spec 001 §7 "Processing"): the dashboard and
 * tagging-box stats, the no-genre lists, staff genre assignment for a request, and the reprocess
 * actions. Every route is staff-only (401 anonymous, 403 members). Shapes: docs/decisions/010-processing.md.
 */
import {
  allQueuedSchema,
  noGenreRequestsPageSchema,
  noGenreResponsesPageSchema,
  processingDashboardStatsSchema,
  reprocessBodySchema,
  requestGenreIdsBodySchema,
  requestGenresUpdatedSchema,
  requestsQueuedSchema,
  responsesQueuedSchema,
  taggingStatsSchema,
} from '../../../common/processing';
import { z } from 'zod';
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

/** Largest `limit` of the no-genre lists. */
export const NO_GENRE_PAGE_MAX = 100;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(NO_GENRE_PAGE_MAX).default(50),
});
const requestIdParams = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function genreDetectionRoutes(app: App, { db }: AppDeps) {
  statsRoutes(app, db);
  reprocessRoutes(app, db);
}

/** What the processing dashboard reads (staff): the counters and the pages without a genre. */
function statsRoutes(app: App, db: Database) {
  const staff = { access: 'staff' as const };
  registerRoute(
    app,
    'getAdminProcessingDashboardStats',
    { config: staff, schema: { response: { 200: processingDashboardStatsSchema } } },
    async () => dashboardStats(db),
  );

  registerRoute(
    app,
    'getAdminProcessingStats',
    { config: staff, schema: { response: { 200: taggingStatsSchema } } },
    async () => processingStats(db),
  );

  registerRoute(
    app,
    'getAdminNoGenreRequests',
    {
      config: staff,
      schema: { querystring: pageQuery, response: { 200: noGenreRequestsPageSchema } },
    },
    async (request) => noGenreRequests(db, request.query),
  );

  registerRoute(
    app,
    'getAdminNoGenreResponses',
    {
      config: staff,
      schema: { querystring: pageQuery, response: { 200: noGenreResponsesPageSchema } },
    },
    async (request) => noGenreResponses(db, request.query),
  );
}

/** What staff do to the tagging: set a request's genres by hand, queue work again. */
function reprocessRoutes(app: App, db: Database) {
  const staff = { access: 'staff' as const };
  registerRoute(
    app,
    'postAdminUpdateRequestGenres',
    {
      config: staff,
      schema: {
        params: requestIdParams,
        body: requestGenreIdsBodySchema,
        response: { 200: requestGenresUpdatedSchema },
      },
    },
    async (request) => updateRequestGenres(db, request.params.requestId, request.body.genreIds),
  );

  registerRoute(
    app,
    'postAdminIntelligentReprocessRequests',
    {
      config: staff,
      schema: { body: reprocessBodySchema, response: { 200: requestsQueuedSchema } },
    },
    async () => ({
      totalRequests: await intelligentReprocess(db, 'request'),
    }),
  );

  registerRoute(
    app,
    'postAdminIntelligentReprocessResponses',
    {
      config: staff,
      schema: { body: reprocessBodySchema, response: { 200: responsesQueuedSchema } },
    },
    async () => ({
      totalResponses: await intelligentReprocess(db, 'response'),
    }),
  );

  registerRoute(
    app,
    'postAdminClearAndReprocessAll',
    {
      config: staff,
      schema: {
        body: reprocessBodySchema,
        response: { 200: allQueuedSchema },
      },
    },
    async () => clearAndReprocessAll(db),
  );
}
