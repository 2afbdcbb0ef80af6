/**
 * Column builders the tables share, so a recurring column is written once. Each call returns a
 * fresh builder (drizzle builders are per table); the definitions are the ones the tables spelled
 * out before, so drizzle-kit generates the same SQL.
 */
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `id serial primary key`: the surrogate key of a table. */
export const serialId = () => serial('id').primaryKey();

/** A nullable `timestamp with time zone` column named `name` (every timestamp here keeps its zone). */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`: when the row was written. */
export const createdAtNow = () => timestamptz('created_at').notNull().defaultNow();

/** A not-null `integer` column `name` referencing `target`: the row belongs to it and is deleted with it. */
export const cascadeRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A nullable `integer` column `name` referencing `target`, set to null when that row is deleted (the row is kept). */
export const setNullRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/**
 * The author of the response or request a save, upvote or co-sign acts on, copied onto the row by
 * a trigger before each insert or update of the target id (`set_response_owner`,
 * `set_request_owner`: migration 0023), never by the app, so every writer (the app, the demo, the
 * bench, tests) gets it right. Authors never change, and deleting a member deletes their requests
 * and responses and with them, by cascade, these rows: the copy cannot go stale. It lets a
 * member's activity read others' saves, upvotes and co-signs of their songs newest first from one
 * index (`…_user_created_idx`) instead of visiting every one of the member's requests or responses
 * (decision 009). Nullable here only so inserts need not name it.
 */
export const ownerOfTarget = <N extends string>(name: N) => integer(name);
