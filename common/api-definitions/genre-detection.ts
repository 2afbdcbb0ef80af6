/** The routes of genre-detection/genre-detection.routes: schemas, summary, access and enforced limit, by route name. */
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
} from '../processing';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

/** Largest `limit` of the no-genre lists. */
export const NO_GENRE_PAGE_MAX = 100;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(NO_GENRE_PAGE_MAX).default(50),
});
const requestIdParams = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const genreDetectionDefinitions = {
  getAdminProcessingDashboardStats: {
    summary: 'Processing dashboard counts: unprocessed, no genre detected, running',
    access: 'staff',
    limit: 'global',
    answer: { 200: processingDashboardStatsSchema },
  },
  getAdminProcessingStats: {
    summary: 'Automatic tagging progress',
    access: 'staff',
    limit: 'global',
    answer: { 200: taggingStatsSchema },
  },
  getAdminNoGenreRequests: {
    summary: 'Requests with no genre detected, paged',
    access: 'staff',
    limit: 'global',
    query: pageQuery,
    answer: { 200: noGenreRequestsPageSchema },
  },
  getAdminNoGenreResponses: {
    summary: 'Responses with no genre detected, paged',
    access: 'staff',
    limit: 'global',
    query: pageQuery,
    answer: { 200: noGenreResponsesPageSchema },
  },
  postAdminUpdateRequestGenres: {
    summary: "Set a request's genres (staff)",
    access: 'staff',
    limit: 'writes',
    params: requestIdParams,
    body: requestGenreIdsBodySchema,
    answer: { 200: requestGenresUpdatedSchema },
    errors: [404],
  },
  postAdminIntelligentReprocessRequests: {
    summary: 'Re-tag requests whose inputs changed or that have no genre',
    access: 'staff',
    limit: 'writes',
    body: reprocessBodySchema,
    answer: { 200: requestsQueuedSchema },
  },
  postAdminIntelligentReprocessResponses: {
    summary: 'Re-tag responses whose inputs changed or that have no genre',
    access: 'staff',
    limit: 'writes',
    body: reprocessBodySchema,
    answer: { 200: responsesQueuedSchema },
  },
  postAdminClearAndReprocessAll: {
    summary: 'Clear automatic genres and re-tag everything',
    access: 'staff',
    limit: 'writes',
    body: reprocessBodySchema,
    answer: { 200: allQueuedSchema },
  },
} as const satisfies RouteDefinitions;
