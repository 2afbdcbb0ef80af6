/**
 * SQL of notifications (issue 14). Writes insert the rows and `pg_notify` the recipients in the
 * same statement, so the push is delivered when (and only if) the caller's transaction commits.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationGroup, NotificationType } from '../../../common/schemas/notifications';
import type { Database } from '../../db/client';
import { notifications, requestFollows } from '../../db/schema/index';

/** The LISTEN/NOTIFY channel of new notifications; payload `{"recipientId":…,"id":…}`. */
export const NOTIFY_CHANNEL = 'hearsay_notifications';

const notifyInserted = sql`select pg_notify(${NOTIFY_CHANNEL}, json_build_object('recipientId', recipient_id, 'id', id)::text) from ins`;

/**
 * Notifies the author of answer `responseId` that `actorId` did `type` to it (never the author
 * themself; once per actor, type and answer).
 */
export async function notifyAnswerAuthor(db: Database, type: NotificationType, actorId: number, responseId: number): Promise<void> {
  await db.execute(sql`with ins as (
    insert into notifications (recipient_id, actor_id, type, request_id, response_id)
    select r.user_id, ${actorId}, ${type}, r.request_id, r.id from responses r where r.id = ${responseId} and r.user_id <> ${actorId}
    on conflict do nothing returning recipient_id, id)
  ${notifyInserted}`);
}

/**
 * Notifies every follower of the request of a new answer (the asker as "answered your request",
 * others as "answered a request you follow"), never the answerer.
 */
export async function notifyFollowers(db: Database, actorId: number, requestId: number, responseId: number): Promise<void> {
  await db.execute(sql`with ins as (
    insert into notifications (recipient_id, actor_id, type, request_id, response_id)
    select f.user_id, ${actorId},
           case when f.user_id = q.user_id then 'response_to_your_request' else 'followed_request_answered' end,
           q.id, ${responseId}
    from request_follows f join requests q on q.id = f.request_id
    where f.request_id = ${requestId} and f.user_id <> ${actorId}
    on conflict do nothing returning recipient_id, id)
  ${notifyInserted}`);
}

interface GroupRow {
  type: NotificationType;
  request_id: number;
  response_id: number;
  actor_id: number;
  actor_name: string;
  actor_count: number;
  request_text: string | null;
  song_title: string | null;
  verdict: NotificationGroup['verdict'];
  unread: boolean;
  latest_at: string | Date;
}

/**
 * One page of a member's notification groups, newest first: grouped per request for the answer
 * types and per answer otherwise, with the latest actor's name, the number of distinct actors and
 * the target's words, in one statement (index notifications_recipient_id_idx).
 */
export async function groupPage(db: Database, recipientId: number, limit: number, offset: number): Promise<NotificationGroup[]> {
  const result = await db.execute(sql`
    with g as (
      select n.type, n.request_id,
             (array_agg(n.response_id order by n.id desc))[1] as response_id,
             (array_agg(n.actor_id order by n.id desc))[1] as actor_id,
             count(distinct n.actor_id)::int as actor_count,
             bool_or(n.read_at is null) as unread,
             max(n.id) as latest_id,
             max(n.created_at) as latest_at
      from notifications n
      where n.recipient_id = ${recipientId}
      group by n.type, n.request_id,
               case when n.type in ('response_to_your_request', 'followed_request_answered') then 0 else n.response_id end
      order by max(n.id) desc
      limit ${limit} offset ${offset})
    select g.type, g.request_id, g.response_id, g.actor_id, u.display_name as actor_name, g.actor_count, g.unread, g.latest_at,
           coalesce(q.content, q.song_data->>'name') as request_text,
           coalesce(r.derived_title, r.song_data->>'name') as song_title,
           r.verdict
    from g
    join users u on u.id = g.actor_id
    join requests q on q.id = g.request_id
    join responses r on r.id = g.response_id
    order by g.latest_id desc`);
  return (result as unknown as { rows: GroupRow[] }).rows.map((row) => ({
    type: row.type,
    requestId: row.request_id,
    responseId: row.response_id,
    latestActor: { id: row.actor_id, displayName: row.actor_name },
    actorCount: Number(row.actor_count),
    requestText: row.request_text,
    songTitle: row.song_title,
    verdict: row.verdict ?? null,
    unread: row.unread,
    latestAt: new Date(row.latest_at).toISOString(),
  }));
}

/** Unread groups of a member (what the badge counts), from the partial index of unread rows. */
export async function unreadGroupCount(db: Database, recipientId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (
    select 1 from notifications
    where recipient_id = ${recipientId} and read_at is null
    group by type, request_id, case when type in ('response_to_your_request', 'followed_request_answered') then 0 else response_id end) g`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Marks one group read (the same grouping as groupPage). */
export async function markGroupRead(db: Database, recipientId: number, type: NotificationType, requestId: number, responseId: number): Promise<void> {
  const perRequest = type === 'response_to_your_request' || type === 'followed_request_answered';
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.type, type),
        eq(notifications.requestId, requestId),
        ...(perRequest ? [] : [eq(notifications.responseId, responseId)]),
        isNull(notifications.readAt),
      ),
    );
}

/** Marks every notification of a member read. */
export async function markAllRead(db: Database, recipientId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
}

/** Whether the request exists (null: it does not) and the member follows it. */
export async function followState(db: Database, userId: number, requestId: number): Promise<boolean | null> {
  const result = await db.execute(sql`select exists (select 1 from request_follows where user_id = ${userId} and request_id = q.id) as following
    from requests q where q.id = ${requestId}`);
  const row = (result as unknown as { rows: { following: boolean }[] }).rows[0];
  return row ? row.following : null;
}

export async function follow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.insert(requestFollows).values({ userId, requestId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.delete(requestFollows).where(and(eq(requestFollows.userId, userId), eq(requestFollows.requestId, requestId)));
}

/** The newest notification id of a member (the stream's event id), 0 when none. */
export async function latestId(db: Database, recipientId: number): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0)::int as id from notifications where recipient_id = ${recipientId}`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
}
