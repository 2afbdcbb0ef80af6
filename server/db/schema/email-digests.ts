/**
 * E-mail digests: members who asked for a daily or weekly e-mail of their unread
 * notifications. The job claims due rows and moves `next_due_at` on in one statement, so each
 * digest goes out once however many instances run it.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtNow, timestamptz } from './columns';
import { users } from './users';

export const emailDigests = pgTable(
  'email_digests',
  {
    userId: cascadeRef('user_id', () => users.id).primaryKey(),
    /** `daily` or `weekly`. */
    frequency: text('frequency').notNull(),
    /** When the next digest is due. */
    nextDueAt: timestamptz('next_due_at').notNull(),
    /** When the last digest was claimed for sending; it covers notifications after this. */
    lastSentAt: timestamptz('last_sent_at'),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('email_digests_frequency_check', sql`${t.frequency} IN ('daily', 'weekly')`),
    index('email_digests_next_due_at_idx').on(t.nextDueAt),
  ],
);
