/**
 * Rate-limit counters shared by every app instance on one PostgreSQL (RATE_LIMIT_STORE=database,
 * docs/decisions/002-rate-limits.md). One row per limit key and fixed window; rows whose window
 * ended are reset in place by the next hit, or pruned.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<rule>:<subject>`, e.g. `auth-minute:ip:203.0.113.7`; account keys are hashed. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
