/** Drizzle queries for recommendations (responses) of a request. */
import { and, asc, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { ResponseOrder } from '../../../common/schemas/answers';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared-statements';
import { blocks, requests, responseGenres, responses, savedSongs, upvotedResponses, users } from '../../db/schema/index';
import { memberCardColumns } from '../../lib/member-columns';
import { visibleGenresOf } from '../../lib/visible-genres';
import { favouriteGenreCountSql, sharedGenresSql } from '../../lib/taste-match-sql';

/** A co-sign as the list query returns it (json_agg: createdAt is PostgreSQL's text form). */
export interface CosignJson {
  id: number;
  user: { id: number; displayName: string; slug: string | null };
  comment: string | null;
  createdAt: string;
}

export type ResponseRow = typeof responses.$inferSelect;
export type NewResponseRow = typeof responses.$inferInsert;

/**
 * Responses of a request with, in the same statement: the viewer's upvote and save (unique
 * (user_id, response_id) keys), the co-signs of each answer (json_agg over
 * response_cosigns_response_user_unique) and the viewer's taste match with each recommender.
 * Order "oldest" is spec 000's (index responses_request_created_idx); "loved" puts the asker's
 * "Loved it" answers first, then oldest first (issue 14). Runs as a named prepared statement per
 * order and audience, so PostgreSQL plans its subqueries once per connection (decision 009).
 */
export async function listResponsesOfRequest(db: Database, requestId: number, viewerId: number, order: ResponseOrder = 'oldest', includeHidden = false) {
  const name = `request_responses_${order}${includeHidden ? '_staff' : ''}`;
  const prepared = preparedOnce(db, name, () =>
    responsesOfRequestQuery(db, sql.placeholder('request'), sql.placeholder('viewer'), order, includeHidden).prepare(name),
  );
  return prepared.execute({ request: requestId, viewer: viewerId });
}

/** The query of listResponsesOfRequest over placeholders for the request and the viewer. */
function responsesOfRequestQuery(db: Database, requestId: Placeholder, viewerId: Placeholder, order: ResponseOrder, includeHidden: boolean) {
  const cosignList = sql<CosignJson[]>`(select coalesce(json_agg(json_build_object(
      'id', c.id, 'comment', c.comment, 'createdAt', c.created_at,
      'user', json_build_object('id', cu.id, 'displayName', cu.display_name, 'slug', cu.slug)) order by c.created_at, c.id), '[]'::json)
    from response_cosigns c join users cu on cu.id = c.user_id where c.response_id = ${responses.id})`;
  const lovedFirst = sql`coalesce(${responses.verdict} = 'loved', false)`;
  return db
    .select({
      response: responses,
      author: memberCardColumns,
      upvoteId: upvotedResponses.id,
      savedId: savedSongs.id,
      cosignList,
      sharedGenres: sharedGenresSql(viewerId, responses.userId),
      favouriteGenres: favouriteGenreCountSql(viewerId),
    })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .leftJoin(upvotedResponses, and(eq(upvotedResponses.responseId, responses.id), eq(upvotedResponses.userId, viewerId)))
    .leftJoin(savedSongs, and(eq(savedSongs.responseId, responses.id), eq(savedSongs.userId, viewerId)))
    .where(
      and(
        eq(responses.requestId, requestId),
        // Answers staff hid after a report are shown to staff only, marked (issue 14).
        ...(includeHidden ? [] : [isNull(responses.hiddenAt)]),
        // Answers of members the viewer blocks are left out (issue 14).
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${responses.userId})`,
      ),
    )
    .orderBy(...(order === 'loved' ? [desc(lovedFirst)] : []), asc(responses.createdAt), asc(responses.id));
}

/** Genres of many responses in one query, as responseId → [{id, name}]. */
export function genresByResponse(db: Database, responseIds: number[]) {
  return visibleGenresOf(db, responseGenres, responseGenres.responseId, responseIds);
}

/**
 * Inserts a response and bumps the request's `responses` counter. Call it inside a transaction
 * (`tx`), so the counter always equals the rows; it opens none itself, as a nested one would cost
 * a savepoint and its release, two round trips per answer. Returns null (and changes nothing)
 * when the song was already recommended on that request (unique key request_id + song_id).
 */
export async function insertResponseCounted(tx: Database, values: NewResponseRow): Promise<ResponseRow | null> {
  const inserted = await tx.insert(responses).values(values).onConflictDoNothing().returning();
  const row = inserted[0];
  if (!row) return null;
  await tx
    .update(requests)
    .set({ responses: sql`${requests.responses} + 1` })
    .where(eq(requests.id, values.requestId));
  return row;
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
