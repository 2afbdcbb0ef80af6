/** Operator-side entities (spec 001 §3): feedback, processing jobs, quality review, fix history. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef, setNullRef } from './columns';
import { responses } from './requests';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    userId: setNullRef('user_id', () => users.id),
    type: text('type', { enum: ['bug', 'feedback', 'problem_user'] }).notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['unread', 'in-progress', 'fixed', 'tabled'] })
      .notNull()
      .default('unread'),
    screen: text('screen'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical'] })
      .notNull()
      .default('medium'),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('feedback_type_check', sql`${t.type} in ('bug', 'feedback', 'problem_user')`),
    check(
      'feedback_status_check',
      sql`${t.status} in ('unread', 'in-progress', 'fixed', 'tabled')`,
    ),
    check('feedback_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    index('feedback_user_id_idx').on(t.userId),
    index('feedback_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const processingStatus = pgTable('processing_status', {
  id: serialId(),
  jobType: text('job_type').notNull().unique(),
  isRunning: boolean('is_running').notNull().default(false),
  totalItems: integer('total_items').notNull().default(0),
  processedItems: integer('processed_items').notNull().default(0),
  startedAt: timestamptz('started_at'),
  completedAt: timestamptz('completed_at'),
  instanceId: text('instance_id'),
  lastHeartbeat: timestamptz('last_heartbeat'),
});

export const qualityReviewRuns = pgTable(
  'quality_review_runs',
  {
    id: serialId(),
    /** running | completed | failed (spec 001 leaves the values open). */
    status: text('status').notNull().default('running'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    totalReviewed: integer('total_reviewed').notNull().default(0),
    issuesFound: integer('issues_found').notNull().default(0),
    /** Responses to review, fixed when the run starts (progress = totalReviewed / totalItems). */
    totalItems: integer('total_items').notNull().default(0),
    /** Which reviewer produced the results: offline, or llm (with offline fallback per batch). */
    reviewer: text('reviewer').notNull().default('offline'),
    /** Failure reason of a failed run. */
    error: text('error'),
    /** Bumped by the scanning process; a running run without a recent heartbeat is dead (docs/decisions/012-quality-review.md). */
    lastHeartbeat: timestamptz('last_heartbeat').notNull().defaultNow(),
  },
  (t) => [
    index('quality_review_runs_started_idx').on(t.startedAt, t.id),
    // One scan at a time across every app instance: a second 'running' row violates this index.
    uniqueIndex('quality_review_runs_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    check(
      'quality_review_runs_status_check',
      sql`${t.status} in ('running', 'completed', 'failed')`,
    ),
  ],
);

export const qualityReviewResults = pgTable(
  'quality_review_results',
  {
    id: serialId(),
    runId: cascadeRef('run_id', () => qualityReviewRuns.id),
    responseId: cascadeRef('response_id', () => responses.id),
    issues: jsonb('issues').$type<string[]>().notNull().default([]),
    isCompilation: boolean('is_compilation').notNull().default(false),
    likelyYtOnly: boolean('likely_yt_only').notNull().default(false),
    suggestedTitle: text('suggested_title'),
    suggestedArtist: text('suggested_artist'),
    suggestedGenres: jsonb('suggested_genres').$type<string[]>(),
    detectedAt: timestamptz('detected_at').notNull().defaultNow(),
  },
  (t) => [
    index('qrr_run_id_idx').on(t.runId, t.id),
    index('qrr_response_id_idx').on(t.responseId),
    // The dashboard's pages: one run's findings of one kind, newest response first.
    index('qrr_run_kind_response_idx').on(t.runId, t.isCompilation, t.responseId),
  ],
);

export const fixedResponses = pgTable(
  'fixed_responses',
  {
    id: serialId(),
    responseId: cascadeRef('response_id', () => responses.id),
    adminUserId: setNullRef('admin_user_id', () => users.id),
    oldTitle: text('old_title'),
    oldArtist: text('old_artist'),
    oldGenres: jsonb('old_genres').$type<string[]>(),
    newTitle: text('new_title'),
    newArtist: text('new_artist'),
    newGenres: jsonb('new_genres').$type<string[]>(),
    fixType: text('fix_type', { enum: ['manual', 'accepted_suggestion', 'rejected'] }).notNull(),
    fixedAt: timestamptz('fixed_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'fixed_responses_fix_type_check',
      sql`${t.fixType} in ('manual', 'accepted_suggestion', 'rejected')`,
    ),
    index('fixed_responses_response_id_idx').on(t.responseId),
    index('fixed_responses_admin_user_id_idx').on(t.adminUserId),
    index('fixed_responses_fixed_at_idx').on(t.fixedAt, t.id),
  ],
);
