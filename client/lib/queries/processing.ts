import { apiPath } from '@common/api-routes';
/**
 * Query keys of the processing dashboard (spec 001 §7 "Processing"): the only place they are
 * written; client/features/genre-detection and quality-review build their queries on them.
 */
export const processingKeys = {
  dashboardStats: [apiPath('getAdminProcessingDashboardStats')] as const,
  noGenreRequests: (page: number) => [apiPath('getAdminNoGenreRequests'), page] as const,
  noGenreResponses: (page: number) => [apiPath('getAdminNoGenreResponses'), page] as const,
  results: (kind: 'issues' | 'compilations', page: number) =>
    [apiPath('getAdminQualityReviewResults'), kind, page] as const,
  fixed: (page: number) => [apiPath('getAdminFixedResponses'), page] as const,
  taggingStats: [apiPath('getAdminProcessingStats')] as const,
  genres: [apiPath('getGenres'), 'pick-list'] as const,
  /** Every scan result page. */
  resultsPrefix: [apiPath('getAdminQualityReviewResults')] as const,
  /** Every list and count a fix or a refresh makes stale. */
  listPrefixes: [
    [apiPath('getAdminProcessingDashboardStats')],
    [apiPath('getAdminNoGenreRequests')],
    [apiPath('getAdminNoGenreResponses')],
    [apiPath('getAdminQualityReviewResults')],
    [apiPath('getAdminFixedResponses')],
  ] as const,
};
