/**
 * The activity query (spec 000 §2 "activity cards", §7): a UNION ALL over the tables that record
 * each entry type, every branch walking an index newest first and limited to the rows the page can
 * need, then one join for the request, the recommendation and the people involved. One query.
 *
 * | type                       | rows                                          | index                                      |
 * |----------------------------|-----------------------------------------------|--------------------------------------------|
 * | request_created            | requests by the member                        | requests_user_id_created_idx               |
 * | response_created           | responses by the member                       | responses_user_created_idx                 |
 * | song_saved                 | saved_songs by the member                     | saved_songs_user_created_idx               |
 * | response_saved_by_other    | saves by others of the member's responses     | saved_songs_response_user_created_idx      |
 * | request_upvoted_by_other   | upvotes by others of the member's requests    | upvoted_requests_request_user_created_idx  |
 * | response_upvoted_by_other  | upvotes by others of the member's responses   | upvoted_responses_response_user_created_idx |
 * | response_cosigned_by_other | co-signs by others of the member's responses  | response_cosigns_response_user_created_idx |
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ACTIVITY_TYPES, type ActivityFilter, type ActivityType } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { preparedRawOnce } from '../../db/prepared-statements';
import { displayedSongSql } from '../quality-review/index';

/** Which entry types each `activityType` filter lists. */
export const TYPES_OF_FILTER: Record<ActivityFilter, readonly ActivityType[]> = {
  all: ACTIVITY_TYPES,
  responses: ['response_created'],
  others: [
    'response_saved_by_other',
    'request_upvoted_by_other',
    'response_upvoted_by_other',
    'response_cosigned_by_other',
  ],
};

/**
 * Where each type's rows come from (SQL fragments, no input): `row` is the alias of the table
 * whose rows are the entries (their id and created_at are the entry's), `owner` the column that
 * must be the member, `actorId` the other member who acted (those rows exclude the member's own).
 * Others' actions are found by the author of what they act on (`response_user_id`,
 * `request_user_id`, copied onto each row by the database: migration 0023), so every branch reads
 * at most one page of one index, newest first, however many requests and responses the member
 * has. Before, those branches visited each of the member's responses (decision 009).
 */
const BRANCHES: Record<
  ActivityType,
  {
    row: string;
    from: string;
    owner: string;
    requestId: string;
    responseId?: string;
    actorId?: string;
  }
> = {
  request_created: { row: 'r', from: 'requests r', owner: 'r.user_id', requestId: 'r.id' },
  response_created: {
    row: 'p',
    from: 'responses p',
    owner: 'p.user_id',
    requestId: 'p.request_id',
    responseId: 'p.id',
  },
  song_saved: {
    row: 's',
    from: 'saved_songs s',
    owner: 's.user_id',
    requestId: 's.request_id',
    responseId: 's.response_id',
  },
  response_saved_by_other: {
    row: 's',
    from: 'saved_songs s',
    owner: 's.response_user_id',
    requestId: 's.request_id',
    responseId: 's.response_id',
    actorId: 's.user_id',
  },
  request_upvoted_by_other: {
    row: 'u',
    from: 'upvoted_requests u',
    owner: 'u.request_user_id',
    requestId: 'u.request_id',
    actorId: 'u.user_id',
  },
  response_upvoted_by_other: {
    row: 'u',
    from: 'upvoted_responses u join responses p on p.id = u.response_id',
    owner: 'u.response_user_id',
    requestId: 'p.request_id',
    responseId: 'u.response_id',
    actorId: 'u.user_id',
  },
  response_cosigned_by_other: {
    row: 'c',
    from: 'response_cosigns c join responses p on p.id = c.response_id',
    owner: 'c.response_user_id',
    requestId: 'p.request_id',
    responseId: 'c.response_id',
    actorId: 'c.user_id',
  },
};

/**
 * One branch per type: `(type, row_id, ts, request_id, response_id, actor_id)`, newest first,
 * at most `n` rows. `actor_id` is the other member who saved or upvoted.
 */
function branch(type: ActivityType, userId: Placeholder, n: Placeholder): SQL {
  const { row, from, owner, requestId, responseId = 'null', actorId } = BRANCHES[type];
  // Every branch names its columns: the first branch of a UNION decides them, and which type comes
  // first depends on the filter.
  const select = sql.raw(
    `select '${type}'::text as type, ${row}.id as row_id, ${row}.created_at as ts, ${requestId} as request_id, ` +
      `${responseId}::integer as response_id, ${actorId ?? 'null'}::integer as actor_id from ${from}`,
  );
  const notOwn = actorId ? sql` and ${sql.raw(actorId)} <> ${userId}` : sql``;
  // A co-sign is words under the member's answer: not from someone they block.
  const notBlocked =
    type === 'response_cosigned_by_other'
      ? sql` and not exists (select 1 from blocks b where b.blocker_id = ${userId} and b.blocked_id = c.user_id)`
      : sql``;
  return sql`(${select} where ${sql.raw(owner)} = ${userId}${notOwn}${notBlocked}
    order by ${sql.raw(row)}.created_at desc, ${sql.raw(row)}.id desc limit ${n})`;
}

/** A raw row of the activity query; snake_case columns straight from SQL. */
export interface ActivityRow {
  type: ActivityType;
  row_id: number;
  ts: Date | string;
  request_id: number;
  r_type: 'text' | 'gif' | 'slts';
  r_content: string | null;
  r_gif_url: string | null;
  r_song_data: unknown;
  r_responses: number;
  ru_id: number;
  ru_name: string;
  ru_slug: string;
  ru_picture: string | null;
  p_id: number | null;
  p_song_data: unknown;
  p_comment: string | null;
  p_upvotes: number | null;
  p_saves: number | null;
  p_created_at: Date | string | null;
  pu_id: number | null;
  pu_name: string | null;
  pu_slug: string | null;
  pu_picture: string | null;
  au_id: number | null;
  au_name: string | null;
  au_slug: string | null;
  au_picture: string | null;
}

/**
 * Entries `offset … offset + limit` (plus one, to tell whether more exist) of `userId`'s activity
 * of the given types, newest first; ties broken by type then row id so pages never overlap. Each
 * branch keeps only its newest `offset + limit + 1` rows: no row beyond that can reach the page.
 * The page is cut before the joins, which then fetch its rows only (not every branch's).
 */
export async function listActivity(
  db: Database,
  userId: number,
  types: readonly ActivityType[],
  offset: number,
  limit: number,
): Promise<ActivityRow[]> {
  // One statement per list of branches (the only thing that shapes the text), built once per
  // handle, its values placeholders; the name is short enough for PostgreSQL's 63-byte names: the
  // types' positions in ACTIVITY_TYPES, in union order.
  const name = `activity_${types.map((t) => ACTIVITY_TYPES.indexOf(t)).join('')}`;
  const statement = preparedRawOnce<ActivityRow>(db, name, () => {
    const union = sql.join(
      types.map((t) => branch(t, sql.placeholder('user'), sql.placeholder('perBranch'))),
      sql` union all `,
    );
    return sql`
    with a as materialized (select * from (${union}) b order by ts desc, type asc, row_id desc offset ${sql.placeholder('offset')} limit ${sql.placeholder('rows')})
    select a.type, a.row_id, a.ts, a.request_id,
      r.type as r_type, r.content as r_content, r.gif_url as r_gif_url, r.song_data as r_song_data, r.responses as r_responses,
      ru.id as ru_id, ru.display_name as ru_name, ru.slug as ru_slug, ru.profile_picture as ru_picture,
      p.id as p_id, ${displayedSongSql('p')} as p_song_data, p.comment as p_comment, p.upvotes as p_upvotes, p.saves as p_saves,
      p.created_at as p_created_at,
      pu.id as pu_id, pu.display_name as pu_name, pu.slug as pu_slug, pu.profile_picture as pu_picture,
      au.id as au_id, au.display_name as au_name, au.slug as au_slug, au.profile_picture as au_picture
    from a
      join requests r on r.id = a.request_id
      join users ru on ru.id = r.user_id
      left join responses p on p.id = a.response_id
      left join users pu on pu.id = p.user_id
      left join users au on au.id = a.actor_id
    order by a.ts desc, a.type asc, a.row_id desc
  `;
  });
  return statement({ user: userId, perBranch: offset + limit + 1, offset, rows: limit + 1 });
}
