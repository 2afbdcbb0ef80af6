/**
 * Uploaded profile pictures: one resized WebP per member, stored in the database so it
 * works the same on PGlite and PostgreSQL and is covered by the same backups. `users.profile_picture`
 * holds the URL `/api/pictures/{hash}.webp`; the content hash makes the URL change with the image,
 * so it can be cached for a year.
 */
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const profilePictures = pgTable(
  'profile_pictures',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of `data`, hex, first 32 characters. */
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('profile_pictures_hash_idx').on(t.hash)],
);
