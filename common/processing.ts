/**
 * API shapes of the processing dashboard (spec 001 §3 "Processing stats", "Admin stats", "Quality
 * review result payload", "Fixed response record"; §7 "Processing"): zod schemas for what the
 * server validates, TypeScript types for what both sides exchange.
 */
import { z } from 'zod';
import { genreRefSchema } from './schemas';
import { int4Id } from './schemas/integers';

/** Page query of the processing lists: 1-based page, limit ≤ 100 (default 20). */
export const processingPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const qualityReviewResultsQuerySchema = processingPageQuerySchema.extend({
  /** issues: the Responses tab (non-compilation findings); compilations: the compilations card. */
  kind: z.enum(['issues', 'compilations']).default('issues'),
});

export const FIX_TYPES = ['manual', 'accepted_suggestion', 'rejected'] as const;
export type FixType = (typeof FIX_TYPES)[number];

/** Body of POST /api/admin/update-response-genres/{responseId} (spec 001 §5). */
export const updateResponseGenresBodySchema = z.object({
  genreIds: z.array(int4Id).max(50, 'At most 50 genres.'),
  derivedTitle: z.string().max(300, 'Title must be at most 300 characters.').nullish(),
  derivedArtist: z.string().max(300, 'Artist must be at most 300 characters.').nullish(),
  fixType: z.enum(FIX_TYPES),
});
export type UpdateResponseGenresBody = z.infer<typeof updateResponseGenresBodySchema>;

export const QUALITY_REVIEW_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type QualityReviewRunStatus = (typeof QUALITY_REVIEW_RUN_STATUSES)[number];
const reviewerSchema = z.enum(['offline', 'llm']);

export const qualityReviewRunSchema = z.object({
  id: z.number(),
  status: z.enum(QUALITY_REVIEW_RUN_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  totalReviewed: z.number(),
  issuesFound: z.number(),
  /** Responses the run set out to review. */
  totalItems: z.number(),
  reviewer: reviewerSchema,
});
export type QualityReviewRun = z.infer<typeof qualityReviewRunSchema>;

export const qualityReviewResultSchema = z.object({
  id: z.number(),
  /** Response id. */
  responseId: z.number(),
  requestId: z.number(),
  /** Video id. */
  songId: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  genres: z.array(genreRefSchema),
  issues: z.array(z.string()),
  suggestedTitle: z.string().nullable(),
  suggestedArtist: z.string().nullable(),
  suggestedGenres: z.array(genreRefSchema),
  likelyYtOnly: z.boolean(),
  isCompilation: z.boolean(),
});
export type QualityReviewResult = z.infer<typeof qualityReviewResultSchema>;

/** GET /api/admin/quality-review-results. */
export const qualityReviewResultsPageSchema = z.object({
  /** The latest completed run (null when no scan ever completed). */
  run: qualityReviewRunSchema.nullable(),
  /** A scan in progress, if any. */
  running: qualityReviewRunSchema.nullable(),
  results: z.array(qualityReviewResultSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Open findings of the latest run: non-compilation issues and compilations. */
  counts: z.object({ issues: z.number(), compilations: z.number() }),
  /** For the scan dialog: responses a new scan would review, and the estimate from measured throughput. */
  nextScan: z.object({
    responses: z.number(),
    estimatedSeconds: z.number(),
    reviewer: reviewerSchema,
  }),
});
export type QualityReviewResultsPage = z.infer<typeof qualityReviewResultsPageSchema>;

/** 202 of POST /api/admin/quality-review-run: the scan that started. */
export const qualityReviewRunStartedSchema = z.object({ run: qualityReviewRunSchema });

export const fixedResponseRecordSchema = z.object({
  id: z.number(),
  responseId: z.number(),
  requestId: z.number(),
  songId: z.string(),
  fixType: z.enum(FIX_TYPES),
  adminName: z.string().nullable(),
  fixedAt: z.string(),
  oldTitle: z.string().nullable(),
  oldArtist: z.string().nullable(),
  oldGenres: z.array(z.string()),
  newTitle: z.string().nullable(),
  newArtist: z.string().nullable(),
  newGenres: z.array(z.string()),
});
export type FixedResponseRecord = z.infer<typeof fixedResponseRecordSchema>;

/** `{ items, total, page, limit }`: the operator screens' paged lists (spec 001 §3). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const fixedResponsesPageSchema = pagedSchema(fixedResponseRecordSchema);
export type FixedResponsesPage = z.infer<typeof fixedResponsesPageSchema>;

/** Answer of POST /api/admin/update-response-genres/{responseId}. */
export const updateResponseGenresResultSchema = z.object({
  responseId: z.number(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  genres: z.array(genreRefSchema),
  fix: fixedResponseRecordSchema,
});
export type UpdateResponseGenresResult = z.infer<typeof updateResponseGenresResultSchema>;

// Shapes of the genre-detection endpoints (built by the genre-detection module; spec 001 §3, §7).

export const processingDashboardStatsSchema = z.object({
  requests: z.object({
    unprocessed: z.number(),
    noGenreDetected: z.number(),
    processing: z.boolean(),
  }),
  responses: z.object({ unprocessed: z.number(), processing: z.boolean() }),
});
export type ProcessingDashboardStats = z.infer<typeof processingDashboardStatsSchema>;

export const noGenreRequestSchema = z.object({
  id: z.number(),
  type: z.enum(['text', 'gif', 'slts']),
  content: z.string().nullable(),
  userId: z.number(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type NoGenreRequest = z.infer<typeof noGenreRequestSchema>;

export const noGenreResponseSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  songId: z.string(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  comment: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type NoGenreResponse = z.infer<typeof noGenreResponseSchema>;

/** 200 of GET /api/admin/no-genre-requests and /api/admin/no-genre-responses. */
export const noGenreRequestsPageSchema = pagedSchema(noGenreRequestSchema);
export const noGenreResponsesPageSchema = pagedSchema(noGenreResponseSchema);

/** POST /api/admin/update-request-genres/{requestId}: the staff-chosen genres (ids). */
export const requestGenreIdsBodySchema = z.object({
  genreIds: z.array(int4Id).min(1, 'Choose at least one genre.').max(50),
});
/** 200 of POST /api/admin/update-request-genres/{requestId}: the request's genres after it. */
export const requestGenresUpdatedSchema = z.object({
  requestId: z.number(),
  genres: z.array(genreRefSchema),
});

/** Body of the reprocess actions: nothing, or an empty object. */
export const reprocessBodySchema = z.object({}).optional();
/** 200 of POST /api/admin/intelligent-reprocess-requests: how many requests were queued. */
export const requestsQueuedSchema = z.object({ totalRequests: z.number() });
/** 200 of POST /api/admin/intelligent-reprocess-responses: how many responses were queued. */
export const responsesQueuedSchema = z.object({ totalResponses: z.number() });
/** 200 of POST /api/admin/clear-and-reprocess-all: how many of each were queued. */
export const allQueuedSchema = z.object({ totalRequests: z.number(), totalResponses: z.number() });

/** Automatic tagging box (spec 001 §3 "Admin stats"). */
export const taggingStatsSchema = z.object({
  totalRequests: z.number(),
  totalResponses: z.number(),
  requestsProcessed: z.number(),
  requestsRemaining: z.number(),
  genreProcessed: z.number(),
  genreRemaining: z.number(),
  reprocessRequestsTotal: z.number(),
  reprocessRequestsProgress: z.number(),
  reprocessResponsesTotal: z.number(),
  reprocessResponsesProgress: z.number(),
  lastUpdated: z.string().nullable(),
});
export type TaggingStats = z.infer<typeof taggingStatsSchema>;
