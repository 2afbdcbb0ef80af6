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
export const cascadeRef = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A nullable `integer` column `name` referencing `target`, set to null when that row is deleted (the row is kept). */
export const setNullRef = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'set null' });
