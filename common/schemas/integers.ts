/**
 * Integers a request may carry, bounded by the columns they meet. Ids and
 * counts are PostgreSQL `integer` (int4) columns; a larger number used to reach the database and
 * answer 500 instead of 400. server/test/request-integers.test.ts walks every route's schemas.
 */
import { z } from 'zod';

/** Largest value of an `integer` (int4) column: 2^31 − 1 (PostgreSQL manual, "Numeric Types"). */
export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive int4. */
export const int4Id = z.number().int().positive().max(INT4_MAX);
