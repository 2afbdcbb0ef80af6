/** Operator-side entities (spec 001 §3): feedback, processing jobs, quality review, fix history. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { responses } from './requests';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['bug', 'feedback', 'problem_user'] }).notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['unread', 'in-progress', 'fixed', 'tabled'] })
      .notNull()
      .default('unread'),
    screen: text('screen'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical'] })
      .notNull()
      .default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_type_check', sql`${t.type} in ('bug', 'feedback', 'problem_user')`),
    check('feedback_status_check', sql`${t.status} in ('unread', 'in-progress', 'fixed', 'tabled')`),
    check('feedback_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    index('feedback_user_id_idx').on(t.userId),
    index('feedback_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const processingStatus = pgTable('processing_status', {
  id: serial('id').primaryKey(),
  jobType: text('job_type').notNull().unique(),
  isRunning: boolean('is_running').notNull().default(false),
  totalItems: integer('total_items').notNull().default(0),
  processedItems: integer('processed_items').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  instanceId: text('instance_id'),
  lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }),
});

export const qualityReviewRuns = pgTable(
  'quality_review_runs',
  {
    id: serial('id').primaryKey(),
    /** running | completed | failed (spec 001 leaves the values open). */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    totalReviewed: integer('total_reviewed').notNull().default(0),
    issuesFound: integer('issues_found').notNull().default(0),
    /** Responses to review, fixed when the run starts (progress = totalReviewed / totalItems). */
    totalItems: integer('total_items').notNull().default(0),
    /** Which reviewer produced the results: offline, or llm (with offline fallback per batch). */
    reviewer: text('reviewer').notNull().default('offline'),
    /** Failure reason of a failed run. */
    error: text('error'),
    /** Bumped by the scanning process; a running run without a recent heartbeat is dead (docs/decisions/012-quality-review.md). */
    lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quality_review_runs_started_idx').on(t.startedAt, t.id),
    // One scan at a time across every app instance: a second 'running' row violates this index.
    uniqueIndex('quality_review_runs_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    check('quality_review_runs_status_check', sql`${t.status} in ('running', 'completed', 'failed')`),
  ],
);

export const qualityReviewResults = pgTable(
  'quality_review_results',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => qualityReviewRuns.id, { onDelete: 'cascade' }),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    issues: jsonb('issues').$type<string[]>().notNull().default([]),
    isCompilation: boolean('is_compilation').notNull().default(false),
    likelyYtOnly: boolean('likely_yt_only').notNull().default(false),
    suggestedTitle: text('suggested_title'),
    suggestedArtist: text('suggested_artist'),
    suggestedGenres: jsonb('suggested_genres').$type<string[]>(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    oldTitle: text('old_title'),
    oldArtist: text('old_artist'),
    oldGenres: jsonb('old_genres').$type<string[]>(),
    newTitle: text('new_title'),
    newArtist: text('new_artist'),
    newGenres: jsonb('new_genres').$type<string[]>(),
    fixType: text('fix_type', { enum: ['manual', 'accepted_suggestion', 'rejected'] }).notNull(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fixed_responses_fix_type_check', sql`${t.fixType} in ('manual', 'accepted_suggestion', 'rejected')`),
    index('fixed_responses_response_id_idx').on(t.responseId),
    index('fixed_responses_admin_user_id_idx').on(t.adminUserId),
    index('fixed_responses_fixed_at_idx').on(t.fixedAt, t.id),
  ],
);
