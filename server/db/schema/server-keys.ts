/**
 * Keys the server makes for itself at first start and every instance shares: the VAPID
 * key pair of Web Push and the HMAC key that signs e-mail digest unsubscribe links. One row per key,
 * written once (`on conflict do nothing`), so instances starting together agree on the first one.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns';

export const serverKeys = pgTable('server_keys', {
  /** What the key is for, e.g. `vapid`, `digest_unsubscribe`. */
  name: text('name').primaryKey(),
  /** The key material (JSON for a key pair, base64url for a secret). */
  value: text('value').notNull(),
  createdAt: createdAtNow(),
});
