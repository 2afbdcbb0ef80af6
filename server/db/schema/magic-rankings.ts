/**
 * The MAGIC ranking cache shared by every app instance on one database (
 * docs/decisions/006-magic-score.md and 009-feed-performance.md). One row per member and filter
 * key: the ranked request ids with their score explanation, page 1's snapshot id and scoring time.
 * Freshness is judged on the database clock (`stored_at`), so instances agree on it. UNLOGGED
 * (migration *_magic_rankings_sql): a crash empties it, which only costs a recomputation.
 */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, cascadeRef } from './columns';
import { users } from './users';

export const magicRankings = pgTable(
  'magic_rankings',
  {
    viewerId: cascadeRef('viewer_id', () => users.id),
    /** Filter key: genre, unanswered flag and folded search (magicCacheKey). */
    filterKey: text('filter_key').notNull(),
    /** Newest request id when ranked; later pages ask for the ranking of their snapshot. */
    snapshot: integer('snapshot').notNull(),
    /** The time the scores were computed at. */
    rankedAt: timestamptz('ranked_at').notNull(),
    storedAt: timestamptz('stored_at').notNull().defaultNow(),
    /** Ranked request ids, best first. */
    ids: integer('ids').array().notNull(),
    /** The ranked requests the viewer has answered (they follow unanswered ones of equal score). */
    answered: integer('answered').array().notNull(),
    /** The score explanation of each ranked id, in the same order (a JSON array). */
    reasons: jsonb('reasons').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.filterKey] }),
    index('magic_rankings_stored_at_idx').on(t.storedAt),
  ],
);
