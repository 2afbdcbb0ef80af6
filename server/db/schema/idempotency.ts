/**
 * Idempotency keys (IETF draft "The Idempotency-Key HTTP Header Field"): a member's POST
 * carrying `Idempotency-Key` claims (user, key) before its work and stores its answer after, so a
 * repeat (a double click, a retry after a timeout, a proxy's retry) gets the first answer instead
 * of writing twice. Rows live 24 h (plugins/idempotency.ts).
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtNow } from './columns';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: cascadeRef('user_id', () => users.id),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status; null while it is being worked on. */
    statusCode: integer('status_code'),
    /** The first answer's JSON body, as sent. */
    responseBody: text('response_body'),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
