/** Drizzle queries for requests: insert, one page of the feed, one by id, and viewer state. */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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

/** Per request of `requestIds`, how many of its responses meet `condition`; requests with none are absent. */
async function responseCountsWhere(
  db: Database,
  requestIds: number[],
  condition: SQL | undefined,
): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: responses.requestId, n: sql<number>`count(*)::int` })
    .from(responses)
    .where(and(inArray(responses.requestId, requestIds), condition))
    .groupBy(responses.requestId);
  return new Map(rows.map((r) => [r.requestId, Number(r.n)]));
}

/** How many responses `viewerId` wrote on each of `requestIds` (only those with at least one). */
export function responseCountsBy(
  db: Database,
  viewerId: number,
  requestIds: number[],
): Promise<Map<number, number>> {
  return responseCountsWhere(db, requestIds, eq(responses.userId, viewerId));
}

/**
 * Per request of `requestIds`, its visible answers written by members `viewerId` blocks (left out of
 * the viewer's lists, so out of the counts the viewer is shown); requests with none are
 * absent.
 */
export function blockedAnswerCounts(
  db: Database,
  viewerId: number,
  requestIds: number[],
): Promise<Map<number, number>> {
  const blockedByViewer = db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, viewerId));
  return responseCountsWhere(
    db,
    requestIds,
    and(isNull(responses.hiddenAt), inArray(responses.userId, blockedByViewer)),
  );
}

export async function requestExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.id, id))
    .limit(1);
  return rows.length > 0;
}
