/** The routes of quality-review/quality-review.routes: schemas, summary, access and enforced limit, by route name. */
import {
  fixedResponsesPageSchema,
  processingPageQuerySchema,
  qualityReviewResultsPageSchema,
  qualityReviewResultsQuerySchema,
  qualityReviewRunStartedSchema,
  updateResponseGenresBodySchema,
  updateResponseGenresResultSchema,
} from '../processing';
import { idParamsSchema } from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const qualityReviewDefinitions = {
  getAdminQualityReviewResults: {
    summary: 'Latest quality review scan and its findings, paged',
    access: 'staff',
    limit: 'global',
    query: qualityReviewResultsQuerySchema,
    answer: { 200: qualityReviewResultsPageSchema },
  },
  getAdminFixedResponses: {
    summary: 'Fixed responses history, paged',
    access: 'staff',
    limit: 'global',
    query: processingPageQuerySchema,
    answer: { 200: fixedResponsesPageSchema },
  },
  postAdminUpdateResponseGenres: {
    summary: "Fix a response's title, artist and genres (accept, reject or edit)",
    access: 'staff',
    limit: 'writes',
    params: idParamsSchema,
    body: updateResponseGenresBodySchema,
    answer: { 200: updateResponseGenresResultSchema },
    errors: [404],
  },
  postAdminQualityReviewRun: {
    summary: 'Start a quality review scan (one at a time)',
    access: 'staff',
    limit: 'writes',
    answer: { 202: qualityReviewRunStartedSchema },
    errors: [409],
  },
} as const satisfies RouteDefinitions;
