/**
 * SQL of reading a member's notifications: the grouped page, the unread count, marking
 * groups read and the newest id for the live stream.
 */
import { sql } from 'drizzle-orm';
import { REQUEST_GROUPED_TYPES, type NotificationType } from '../../../common/notification-text';
import type { NotificationGroup } from '../../../common/schemas/notifications';
import type { ReportReason } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import { intArrayLiteral, rowsOf } from '../../lib/sql';

/**
 * The bell's grouping (one expression for pages, counts and marking read): per request for the
 * answer types, per genre for watched_genre_request, per answer otherwise.
 */
const groupTarget = sql`case when n.type = 'watched_genre_request' then n.genre_id else n.request_id end`;
const groupAnswer = sql`case when n.type in ('response_to_your_request', 'followed_request_answered', 'watched_genre_request') then 0 else n.response_id end`;

interface GroupRow {
  type: NotificationType;
  request_id: number;
  response_id: number | null;
  genre_id: number | null;
  genre_name: string | null;
  item_count: number;
  actor_id: number;
  actor_name: string;
  actor_count: number;
  request_text: string | null;
  song_title: string | null;
  verdict: NotificationGroup['verdict'];
  reason: ReportReason | null;
  reply_id: number | null;
  unread: boolean;
  latest_at: string | Date;
}

/**
 * One page of a member's notification groups, newest first: grouped per request for the answer
 * types, per genre for watched genres and per answer otherwise, with the latest actor's name, the number of distinct actors and
 * the target's words, in one statement (index notifications_recipient_id_idx).
 */
export async function groupPage(
  db: Database,
  recipientId: number,
  limit: number,
  offset: number,
): Promise<NotificationGroup[]> {
  const result = await db.execute(sql`
    with g as (
      select n.type,
             (array_agg(n.request_id order by n.id desc))[1] as request_id,
             (array_agg(n.response_id order by n.id desc))[1] as response_id,
             max(n.genre_id) as genre_id,
             (array_agg(n.reason order by n.id desc))[1] as reason,
             (array_agg(n.reply_id order by n.id desc))[1] as reply_id,
             (array_agg(n.actor_id order by n.id desc))[1] as actor_id,
             count(distinct n.actor_id)::int as actor_count,
             count(*)::int as item_count,
             bool_or(n.read_at is null) as unread,
             max(n.id) as latest_id,
             max(n.created_at) as latest_at
      from notifications n
      where n.recipient_id = ${recipientId}
      group by n.type, ${groupTarget}, ${groupAnswer}
      order by max(n.id) desc
      limit ${limit} offset ${offset})
    select g.type, g.request_id, g.response_id, g.genre_id, g.reason, g.reply_id, gn.name as genre_name, g.item_count, g.actor_id, u.display_name as actor_name, g.actor_count, g.unread, g.latest_at,
           coalesce(q.content, q.song_data->>'name') as request_text,
           coalesce(r.derived_title, r.song_data->>'name') as song_title,
           r.verdict
    from g
    join users u on u.id = g.actor_id
    join requests q on q.id = g.request_id
    left join responses r on r.id = g.response_id
    left join genres gn on gn.id = g.genre_id
    order by g.latest_id desc`);
  return rowsOf<GroupRow>(result).map((row) => ({
    type: row.type,
    requestId: row.request_id,
    responseId: row.response_id,
    genre:
      row.genre_id === null || row.genre_name === null
        ? null
        : { id: row.genre_id, name: row.genre_name },
    count: Number(row.item_count),
    latestActor: { id: row.actor_id, displayName: row.actor_name },
    actorCount: Number(row.actor_count),
    requestText: row.request_text,
    songTitle: row.song_title,
    verdict: row.verdict ?? null,
    reason: row.reason ?? null,
    replyId: row.reply_id ?? null,
    unread: row.unread,
    latestAt: new Date(row.latest_at).toISOString(),
  }));
}

/** Unread groups of a member (what the badge counts), from the partial index of unread rows. */
export async function unreadGroupCount(db: Database, recipientId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (
    select 1 from notifications n
    where n.recipient_id = ${recipientId} and n.read_at is null
    group by n.type, ${groupTarget}, ${groupAnswer}) g`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Marks one group read (the grouping of groupPage): per request, per genre or per answer. The
 * target of the group is `requestId`, `genreId` or `responseId` according to its type.
 */
export async function markGroupRead(
  db: Database,
  recipientId: number,
  group: {
    type: NotificationType;
    requestId: number;
    responseId: number | null;
    genreId?: number | null;
  },
): Promise<void> {
  const target =
    group.type === 'watched_genre_request'
      ? sql`n.genre_id = ${group.genreId ?? null}`
      : REQUEST_GROUPED_TYPES.includes(group.type)
        ? sql`n.request_id = ${group.requestId}`
        : sql`n.request_id = ${group.requestId} and n.response_id = ${group.responseId ?? null}`;
  await db.execute(sql`update notifications n set read_at = now()
    where n.recipient_id = ${recipientId} and n.type = ${group.type} and ${target} and n.read_at is null`);
}

/** Marks every notification of a member read. */
export async function markAllRead(db: Database, recipientId: number): Promise<void> {
  await db.execute(
    sql`update notifications set read_at = now() where recipient_id = ${recipientId} and read_at is null`,
  );
}

/** The newest notification id of a member (the stream's event id), 0 when none. */
export async function latestId(db: Database, recipientId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max(id), 0)::int as id from notifications where recipient_id = ${recipientId}`,
  );
  return Number(rowsOf<{ id: number }>(result)[0]?.id ?? 0);
}

/**
 * The live streams' state of several members in one statement: per recipient id, the unread group
 * count (as unreadGroupCount) and the newest notification id (as latestId, 0 when none). Members
 * absent from the answer have neither.
 */
export async function streamStates(
  db: Database,
  recipientIds: number[],
): Promise<Map<number, { unread: number; latestId: number }>> {
  const states = new Map<number, { unread: number; latestId: number }>();
  if (recipientIds.length === 0) return states;
  const result = await db.execute(sql`select m.id,
      (select count(*)::int from (
        select 1 from notifications n where n.recipient_id = m.id and n.read_at is null
        group by n.type, ${groupTarget}, ${groupAnswer}) g) as unread,
      (select coalesce(max(x.id), 0)::int from notifications x where x.recipient_id = m.id) as latest_id
    from unnest(${intArrayLiteral(recipientIds)}::int[]) as m(id)`);
  for (const row of (
    result as unknown as { rows: { id: number; unread: number; latest_id: number }[] }
  ).rows)
    states.set(Number(row.id), { unread: Number(row.unread), latestId: Number(row.latest_id) });
  return states;
}
