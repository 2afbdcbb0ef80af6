/**
 * API shapes of the processing dashboard (spec 001 §3 "Processing stats", "Admin stats", "Quality
 * review result payload", "Fixed response record"; §7 "Processing"): zod schemas for what the
 * server validates, TypeScript types for what both sides exchange.
 */
import { z } from 'zod';
import type { GenreRef } from './schemas';

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
  genreIds: z.array(z.number().int().positive()).max(50, 'At most 50 genres.'),
  derivedTitle: z.string().max(300, 'Title must be at most 300 characters.').nullish(),
  derivedArtist: z.string().max(300, 'Artist must be at most 300 characters.').nullish(),
  fixType: z.enum(FIX_TYPES),
});
export type UpdateResponseGenresBody = z.infer<typeof updateResponseGenresBodySchema>;

export type QualityReviewRunStatus = 'running' | 'completed' | 'failed';

export interface QualityReviewRun {
  id: number;
  status: QualityReviewRunStatus;
  startedAt: string;
  completedAt: string | null;
  totalReviewed: number;
  issuesFound: number;
  /** Responses the run set out to review. */
  totalItems: number;
  reviewer: 'offline' | 'llm';
}

export interface QualityReviewResult {
  id: number;
  /** Response id. */
  responseId: number;
  requestId: number;
  /** Video id. */
  songId: string;
  title: string | null;
  artist: string | null;
  genres: GenreRef[];
  issues: string[];
  suggestedTitle: string | null;
  suggestedArtist: string | null;
  suggestedGenres: GenreRef[];
  likelyYtOnly: boolean;
  isCompilation: boolean;
}

/** GET /api/admin/quality-review-results. */
export interface QualityReviewResultsPage {
  /** The latest completed run (null when no scan ever completed). */
  run: QualityReviewRun | null;
  /** A scan in progress, if any. */
  running: QualityReviewRun | null;
  results: QualityReviewResult[];
  total: number;
  page: number;
  limit: number;
  /** Open findings of the latest run: non-compilation issues and compilations. */
  counts: { issues: number; compilations: number };
  /** For the scan dialog: responses a new scan would review, and the estimate from measured throughput. */
  nextScan: { responses: number; estimatedSeconds: number; reviewer: 'offline' | 'llm' };
}

export interface FixedResponseRecord {
  id: number;
  responseId: number;
  requestId: number;
  songId: string;
  fixType: FixType;
  adminName: string | null;
  fixedAt: string;
  oldTitle: string | null;
  oldArtist: string | null;
  oldGenres: string[];
  newTitle: string | null;
  newArtist: string | null;
  newGenres: string[];
}

export interface FixedResponsesPage {
  items: FixedResponseRecord[];
  total: number;
  page: number;
  limit: number;
}

/** Answer of POST /api/admin/update-response-genres/{responseId}. */
export interface UpdateResponseGenresResult {
  responseId: number;
  title: string | null;
  artist: string | null;
  genres: GenreRef[];
  fix: FixedResponseRecord;
}

// Shapes of the genre-detection endpoints (built by the genre-detection module; spec 001 §3, §7).

export interface ProcessingDashboardStats {
  requests: { unprocessed: number; noGenreDetected: number; processing: boolean };
  responses: { unprocessed: number; processing: boolean };
}

export interface NoGenreRequest {
  id: number;
  type: 'text' | 'gif' | 'slts';
  content: string | null;
  userId: number;
  authorName: string;
  createdAt: string;
}

export interface NoGenreResponse {
  id: number;
  requestId: number;
  songId: string;
  title: string | null;
  artist: string | null;
  comment: string | null;
  authorName: string;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Automatic tagging box (spec 001 §3 "Admin stats"). */
export interface TaggingStats {
  totalRequests: number;
  totalResponses: number;
  requestsProcessed: number;
  requestsRemaining: number;
  genreProcessed: number;
  genreRemaining: number;
  reprocessRequestsTotal: number;
  reprocessRequestsProgress: number;
  reprocessResponsesTotal: number;
  reprocessResponsesProgress: number;
  lastUpdated: string | null;
}
