/** Drizzle queries for requests: insert, one page of the feed, one by id, and viewer state. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, requestGenres, requests, responses, users } from '../../db/schema/index';
import { memberCardColumns } from '../auth/index';
import { idsMarkedBy } from '../../lib/sql';
import { visibleGenresOf } from '../genres/index';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;

export async function insertRequest(db: Database, values: NewRequestRow): Promise<RequestRow> {
  const rows = await db.insert(requests).values(values).returning();
  return rows[0]!;
}

export async function findRequestWithAuthor(db: Database, id: number) {
  const rows = await db
    .select({ request: requests, author: memberCardColumns })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Genres of many requests in one query, as requestId → [{id, name}]. */
export function genresByRequest(db: Database, requestIds: number[]) {
  return visibleGenresOf(db, requestGenres, requestGenres.requestId, requestIds);
}

/** Which of `requestIds` the viewer has answered, in one query. */
export function requestIdsRespondedBy(
  db: Database,
  viewerId: number,
  requestIds: number[],
): Promise<Set<number>> {
  return idsMarkedBy(
    db,
    responses,
    { userId: responses.userId, target: responses.requestId },
    viewerId,
    requestIds,
  );
}

/** How many responses `viewerId` wrote on each of `requestIds` (only those with at least one). */
export async function responseCountsBy(
  db: Database,
  viewerId: number,
  requestIds: number[],
): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: responses.requestId, n: sql<number>`count(*)::int` })
    .from(responses)
    .where(and(eq(responses.userId, viewerId), inArray(responses.requestId, requestIds)))
    .groupBy(responses.requestId);
  return new Map(rows.map((r) => [r.requestId, Number(r.n)]));
}

/**
 * Per request of `requestIds`, its visible answers written by members `viewerId` blocks (left out of
 * the viewer's lists, so out of the counts the viewer is shown); requests with none are
 * absent. One probe of blocks per answer of those requests.
 */
export async function blockedAnswerCounts(
  db: Database,
  viewerId: number,
  requestIds: number[],
): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: responses.requestId, n: sql<number>`count(*)::int` })
    .from(responses)
    .innerJoin(blocks, and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, responses.userId)))
    .where(and(inArray(responses.requestId, requestIds), isNull(responses.hiddenAt)))
    .groupBy(responses.requestId);
  return new Map(rows.map((r) => [r.requestId, Number(r.n)]));
}

export async function requestExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.id, id))
    .limit(1);
  return rows.length > 0;
}
