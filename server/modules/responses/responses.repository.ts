/** Drizzle queries for recommendations (responses) of a request. */
import { and, asc, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { ResponseOrder } from '../../../common/schemas/cosigns-and-verdicts';
import type { Database } from '../../db/client';
import { cteName, cteRef, moreCtes, type CteRef, type WriteEffects } from '../../lib/write-effects';
import type { NotificationPush } from '../notifications/index';
import { preparedOnce } from '../../db/prepared-statements';
import {
  blocks,
  requests,
  responseGenres,
  responses,
  savedSongs,
  upvotedResponses,
  users,
} from '../../db/schema/index';
import { memberCardColumns } from '../auth/index';
import { visibleGenresOf } from '../genres/index';
import { visibleReplyCountSql } from '../replies/index';
import { favouriteGenreCountSql, sharedGenresSql } from '../profiles/index';

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
 * Co-signs between the viewer and a member either of them blocks are left out both ways:
 * two primary-key probes of blocks per co-sign. Each answer also carries how many of its replies
 * the viewer sees, counted by the thread's own rules.
 * Order "oldest" is spec 000's (index responses_request_created_idx); "loved" puts the asker's
 * "Loved it" answers first, then oldest first. Runs as a named prepared statement per
 * order and audience, so PostgreSQL plans its subqueries once per connection (decision 009).
 */
export async function listResponsesOfRequest(
  db: Database,
  requestId: number,
  viewerId: number,
  order: ResponseOrder = 'oldest',
  includeHidden = false,
) {
  const name = `request_responses_${order}${includeHidden ? '_staff' : ''}`;
  const prepared = preparedOnce(db, name, () =>
    responsesOfRequestQuery(
      db,
      sql.placeholder('request'),
      sql.placeholder('viewer'),
      order,
      includeHidden,
    ).prepare(name),
  );
  return prepared.execute({ request: requestId, viewer: viewerId });
}

/** The query of listResponsesOfRequest over placeholders for the request and the viewer. */
function responsesOfRequestQuery(
  db: Database,
  requestId: Placeholder,
  viewerId: Placeholder,
  order: ResponseOrder,
  includeHidden: boolean,
) {
  const cosignList = sql<CosignJson[]>`(select coalesce(json_agg(json_build_object(
      'id', c.id, 'comment', c.comment, 'createdAt', c.created_at,
      'user', json_build_object('id', cu.id, 'displayName', cu.display_name, 'slug', cu.slug)) order by c.created_at, c.id), '[]'::json)
    from response_cosigns c join users cu on cu.id = c.user_id where c.response_id = ${responses.id}
      and not exists (select 1 from ${blocks} cb where (cb.blocker_id = ${viewerId} and cb.blocked_id = c.user_id)
        or (cb.blocker_id = c.user_id and cb.blocked_id = ${viewerId})))`;
  const lovedFirst = sql`coalesce(${responses.verdict} = 'loved', false)`;
  return db
    .select({
      response: responses,
      author: memberCardColumns,
      upvoteId: upvotedResponses.id,
      savedId: savedSongs.id,
      cosignList,
      replyCount: visibleReplyCountSql(responses.id, viewerId),
      sharedGenres: sharedGenresSql(viewerId, responses.userId),
      favouriteGenres: favouriteGenreCountSql(viewerId),
    })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .leftJoin(
      upvotedResponses,
      and(eq(upvotedResponses.responseId, responses.id), eq(upvotedResponses.userId, viewerId)),
    )
    .leftJoin(
      savedSongs,
      and(eq(savedSongs.responseId, responses.id), eq(savedSongs.userId, viewerId)),
    )
    .where(
      and(
        eq(responses.requestId, requestId),
        // Answers staff hid after a report are shown to staff only, marked.
        ...(includeHidden ? [] : [isNull(responses.hiddenAt)]),
        // Answers of members the viewer blocks are left out.
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${responses.userId})`,
      ),
    )
    .orderBy(
      ...(order === 'loved' ? [desc(lovedFirst)] : []),
      asc(responses.createdAt),
      asc(responses.id),
    );
}

/** Genres of many responses in one query, as responseId → [{id, name}]. */
export function genresByResponse(db: Database, responseIds: number[]) {
  return visibleGenresOf(db, responseGenres, responseGenres.responseId, responseIds);
}

/** What an answer's insert found: the row it created, or why it created none. */
export type ResponseInsert =
  | { outcome: 'created'; row: ResponseRow; pushes: NotificationPush[] }
  | { outcome: 'not_found' }
  | { outcome: 'blocked' }
  | { outcome: 'duplicate' };

/** A fresh response as json_build_object returns it (timestamps in JSON's ISO text). */
type ResponseJson = Omit<ResponseRow, 'createdAt' | 'editedAt' | 'verdictAt' | 'hiddenAt'> & {
  createdAt: string;
  editedAt: string | null;
  verdictAt: string | null;
  hiddenAt: string | null;
};

/** Columns of the inserted answer's CTE that other parts of the write read. */
export type ResponseColumn = 'id' | 'request_id' | 'user_id' | 'song_id';

/** The inserted answer's CTE in insertResponse's statement (no row when nothing was inserted). */
const NEW_RESPONSE = cteRef<ResponseColumn>('new_response');

/**
 * Inserts an answer to request `values.requestId` in ONE statement (one round trip, atomic without
 * a transaction): it checks the request exists and its asker does not block the answerer, inserts
 * the response unless the song was already recommended there (unique key request_id + song_id),
 * bumps the request's `responses` counter, and runs the parts `effects` builds over the inserted
 * answer's CTE (columns of responses; no row when nothing was inserted), e.g. notifications and jobs — so they
 * commit exactly when the answer does. Returns the outcome; nothing is written unless 'created',
 * which also carries the notifications written (to push after the commit).
 */
export async function insertResponse(
  db: Database,
  values: NewResponseRow,
  effectsOf: (newResponse: CteRef<ResponseColumn>) => WriteEffects,
): Promise<ResponseInsert> {
  const effects = effectsOf(NEW_RESPONSE);
  const result = await db.execute(sql`with target as (
      select q.id, exists (select 1 from ${blocks} b where b.blocker_id = q.user_id and b.blocked_id = ${values.userId}) as blocked
      from ${requests} q where q.id = ${values.requestId}),
    ${cteName(NEW_RESPONSE)} as (
      insert into ${responses} (request_id, user_id, song_id, song_data, comment)
      select t.id, ${values.userId}, ${values.songId}, ${JSON.stringify(values.songData)}::jsonb, ${values.comment ?? null}
      from target t where not t.blocked
      on conflict do nothing returning *),
    counted as (update ${requests} set responses = responses + 1 where id = ${values.requestId} and exists (select 1 from ${cteName(NEW_RESPONSE)}))
    ${moreCtes(effects.ctes)}
    select t.blocked, ${effects.pushes} as pushes, case when a.id is null then null else json_build_object(
      'id', a.id, 'requestId', a.request_id, 'userId', a.user_id, 'songId', a.song_id, 'songData', a.song_data,
      'comment', a.comment, 'derivedTitle', a.derived_title, 'derivedArtist', a.derived_artist, 'upvotes', a.upvotes,
      'saves', a.saves, 'plays', a.plays, 'cosigns', a.cosigns, 'verdict', a.verdict, 'verdictAt', a.verdict_at,
      'createdAt', a.created_at, 'editedAt', a.edited_at, 'hiddenAt', a.hidden_at) end as answer
    from (select 1) one left join target t on true left join ${cteName(NEW_RESPONSE)} a on true`);
  const [found] = (
    result as unknown as {
      rows: { blocked: boolean | null; answer: ResponseJson | null; pushes: NotificationPush[] }[];
    }
  ).rows;
  if (!found || found.blocked === null) return { outcome: 'not_found' };
  if (found.blocked) return { outcome: 'blocked' };
  if (!found.answer) return { outcome: 'duplicate' };
  const { createdAt, editedAt, verdictAt, hiddenAt, ...rest } = found.answer;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    outcome: 'created',
    row: {
      ...rest,
      createdAt: new Date(createdAt),
      editedAt: date(editedAt),
      verdictAt: date(verdictAt),
      hiddenAt: date(hiddenAt),
    },
    pushes: found.pushes,
  };
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
