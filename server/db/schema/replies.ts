/**
 * Replies under an answer (docs/decisions/031-replies-and-mentions.md): one level of
 * short texts. Staff hide a reported reply like an answer (`hidden_at`).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef } from './columns';
import { responses } from './requests';
import { users } from './users';

export const responseReplies = pgTable(
  'response_replies',
  {
    id: serialId(),
    /** The answer replied under; its replies go with it. */
    responseId: cascadeRef('response_id', () => responses.id),
    userId: cascadeRef('user_id', () => users.id),
    /** Trimmed text, 1–500 characters (REPLY_MAX_LENGTH, counted in code points by the app). */
    body: text('body').notNull(),
    createdAt: createdAtNow(),
    editedAt: timestamptz('edited_at'),
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [
    // A generous guard in UTF-16 units; the app enforces the limit in code points.
    check('response_replies_body_length', sql`char_length(${t.body}) between 1 and 1000`),
    // A thread's pages, oldest first.
    index('response_replies_response_id_idx').on(t.responseId, t.id),
    // Account deletion and a member's data export.
    index('response_replies_user_id_idx').on(t.userId),
  ],
);
