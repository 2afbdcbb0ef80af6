/** Drizzle queries for recommendations (responses) of a request. */
import { and, asc, eq, inArray, like, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genres, requests, responseGenres, responses, savedSongs, upvotedResponses, users } from '../../db/schema/index';
import { HIDDEN_GENRES_LIKE } from '../../lib/sql';

export type ResponseRow = typeof responses.$inferSelect;
export type NewResponseRow = typeof responses.$inferInsert;

const authorColumns = {
  id: users.id,
  displayName: users.displayName,
  slug: users.slug,
  profilePicture: users.profilePicture,
};

/**
 * Responses of a request, oldest first (index responses_request_created_idx), with the viewer's
 * upvote and save joined in the same query (unique (user_id, response_id) keys): the viewer state
 * of the whole list costs no extra query.
 */
export async function listResponsesOfRequest(db: Database, requestId: number, viewerId: number) {
  return db
    .select({ response: responses, author: authorColumns, upvoteId: upvotedResponses.id, savedId: savedSongs.id })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .leftJoin(upvotedResponses, and(eq(upvotedResponses.responseId, responses.id), eq(upvotedResponses.userId, viewerId)))
    .leftJoin(savedSongs, and(eq(savedSongs.responseId, responses.id), eq(savedSongs.userId, viewerId)))
    .where(eq(responses.requestId, requestId))
    .orderBy(asc(responses.createdAt), asc(responses.id));
}

/** Genres of many responses in one query, as responseId → [{id, name}]. */
export async function genresByResponse(db: Database, responseIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (responseIds.length === 0) return map;
  const rows = await db
    .select({ responseId: responseGenres.responseId, id: genres.id, name: genres.name })
    .from(responseGenres)
    .innerJoin(genres, eq(genres.id, responseGenres.genreId))
    .where(and(inArray(responseGenres.responseId, responseIds), not(like(genres.name, HIDDEN_GENRES_LIKE))))
    .orderBy(genres.name);
  for (const { responseId, ...genre } of rows) {
    const list = map.get(responseId) ?? [];
    list.push(genre);
    map.set(responseId, list);
  }
  return map;
}

/**
 * Inserts a response and bumps the request's `responses` counter in one transaction, so the
 * counter always equals the rows. Returns null (and changes nothing) when the song was already
 * recommended on that request (unique key request_id + song_id).
 */
export async function insertResponseCounted(db: Database, values: NewResponseRow): Promise<ResponseRow | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(responses).values(values).onConflictDoNothing().returning();
    const row = inserted[0];
    if (!row) return null;
    await tx
      .update(requests)
      .set({ responses: sql`${requests.responses} + 1` })
      .where(eq(requests.id, values.requestId));
    return row;
  });
}

/** The existing recommendation of `songId` on a request, with its author. */
export async function findDuplicate(db: Database, requestId: number, songId: string) {
  const rows = await db
    .select({ id: responses.id, userId: users.id, displayName: users.displayName })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .where(and(eq(responses.requestId, requestId), eq(responses.songId, songId)))
    .limit(1);
  return rows[0] ?? null;
}
