/**
 * Query keys of the processing dashboard (spec 001 §7 "Processing"): the only place they are
 * written; client/features/processing/api/processing-api.ts builds its queries on them.
 */
export const processingKeys = {
  dashboardStats: ['/api/admin/processing-dashboard-stats'] as const,
  noGenreRequests: (page: number) => ['/api/admin/no-genre-requests', page] as const,
  noGenreResponses: (page: number) => ['/api/admin/no-genre-responses', page] as const,
  results: (kind: 'issues' | 'compilations', page: number) =>
    ['/api/admin/quality-review-results', kind, page] as const,
  fixed: (page: number) => ['/api/admin/fixed-responses', page] as const,
  taggingStats: ['/api/admin/processing-stats'] as const,
  genres: ['/api/genres', 'pick-list'] as const,
  /** Every scan result page. */
  resultsPrefix: ['/api/admin/quality-review-results'] as const,
  /** Every list and count a fix or a refresh makes stale. */
  listPrefixes: [
    ['/api/admin/processing-dashboard-stats'],
    ['/api/admin/no-genre-requests'],
    ['/api/admin/no-genre-responses'],
    ['/api/admin/quality-review-results'],
    ['/api/admin/fixed-responses'],
  ] as const,
};
