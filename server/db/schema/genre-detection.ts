/**
 * Automatic genre detection (docs/decisions/010-processing.md): the work queue the
 * background worker claims from with `FOR UPDATE SKIP LOCKED`, and per item the input hash its
 * genres were detected from (so intelligent reprocessing only requeues items whose inputs changed).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns';
import { requests, responses } from './requests';

/**
 * One row per request or response waiting for genre detection. A worker claims rows by setting
 * `claimedBy`/`claimedAt` (its heartbeat keeps `claimedAt` fresh); a claim older than the stale
 * timeout is taken over. The row is deleted in the same transaction that writes the genres.
 */
export const genreDetectionJobs = pgTable(
  'genre_detection_jobs',
  {
    id: serialId(),
    itemType: text('item_type', { enum: ['request', 'response'] }).notNull(),
    itemId: integer('item_id').notNull(),
    /** new: created by a member; reprocess: queued by a staff reprocess action (counted in its progress). */
    reason: text('reason', { enum: ['new', 'reprocess'] })
      .notNull()
      .default('new'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimedAt: timestamptz('claimed_at'),
    enqueuedAt: timestamptz('enqueued_at').notNull().defaultNow(),
  },
  (t) => [
    unique('genre_detection_jobs_item_unique').on(t.itemType, t.itemId),
    check('genre_detection_jobs_item_type_check', sql`${t.itemType} in ('request', 'response')`),
    check('genre_detection_jobs_reason_check', sql`${t.reason} in ('new', 'reprocess')`),
    index('genre_detection_jobs_claimed_by_idx').on(t.claimedBy),
  ],
);

/** When and from which inputs a request's genres were last detected. */
export const requestGenreDetections = pgTable('request_genre_detections', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  /** sha-256 (hex) of the detector's inputs for this request; see genre-detection lib/inputs.ts. */
  inputHash: text('input_hash').notNull(),
  detectedAt: timestamptz('detected_at').notNull().defaultNow(),
});

/** When and from which inputs a response's genres were last detected. */
export const responseGenreDetections = pgTable('response_genre_detections', {
  responseId: integer('response_id')
    .primaryKey()
    .references(() => responses.id, { onDelete: 'cascade' }),
  inputHash: text('input_hash').notNull(),
  detectedAt: timestamptz('detected_at').notNull().defaultNow(),
});
