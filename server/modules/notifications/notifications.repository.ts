/**
 * SQL of notifications (issue 14). Writes insert the rows and return them (recipient and id), so
 * the writer pushes them once its transaction has committed (notification-pushes.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  FOLLOWED_MEMBER_DAILY_MAX,
  REQUEST_GROUPED_TYPES,
  WATCHED_GENRE_DAILY_MAX,
  type NotificationType,
} from '../../../common/notification-text';
import type { NotificationGroup } from '../../../common/schemas/notifications';
import type { ReportReason } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import { requestFollows } from '../../db/schema/index';
import { defineCte, cteName, type Cte, type CteRef } from '../../lib/write-effects';
import { returningPush, type NotificationPush, type PushColumn } from './notification-pushes';

/** True when `recipient` has not turned `type` off (both SQL expressions). */
const notMuted = (recipient: SQL, type: SQL) =>
  sql`not exists (select 1 from notification_mutes m where m.user_id = ${recipient} and m.type = ${type})`;

/**
 * The bell's grouping (one expression for pages, counts and marking read): per request for the
 * answer types, per genre for watched_genre_request, per answer otherwise.
 */
const groupTarget = sql`case when n.type = 'watched_genre_request' then n.genre_id else n.request_id end`;
const groupAnswer = sql`case when n.type in ('response_to_your_request', 'followed_request_answered', 'watched_genre_request') then 0 else n.response_id end`;

/**
 * CTE `answer_event_notifications` (an INSERT returning what to push, see pushesOf): notifies the
 * author of answer `responseId` that `actorId` did `type` to it when `when` holds (a boolean over
 * the statement's other CTEs; `true` alone), never the author themself, once per actor, type and
 * answer.
 */
export function answerEventNotificationsCte(
  type: NotificationType,
  actorId: number,
  responseId: number,
  when: SQL = sql`true`,
): Cte<PushColumn> {
  return defineCte(
    'answer_event_notifications',
    sql`insert into notifications (recipient_id, actor_id, type, request_id, response_id)
    select r.user_id, ${actorId}, ${type}, r.request_id, r.id from responses r
    where r.id = ${responseId} and r.user_id <> ${actorId} and ${notMuted(sql`r.user_id`, sql`${type}`)} and ${when}
    on conflict do nothing ${returningPush}`,
  );
}

/**
 * CTE `new_response_notifications` (an INSERT returning what to push, see pushesOf): for each new
 * answer of CTE `answers`, notifies its request's followers (the
 * asker as "answered your request", others as "answered a request you follow"), never the answerer.
 */
export function newResponseNotificationsCte(
  answers: CteRef<'id' | 'request_id' | 'user_id'>,
): Cte<PushColumn> {
  return defineCte(
    'new_response_notifications',
    sql`insert into notifications (recipient_id, actor_id, type, request_id, response_id)
    select t.user_id, a.user_id, t.type, a.request_id, a.id from ${cteName(answers)} a
    cross join lateral (
      select f.user_id, case when f.user_id = q.user_id then 'response_to_your_request' else 'followed_request_answered' end as type
      from request_follows f join requests q on q.id = f.request_id
      where f.request_id = a.request_id and f.user_id <> a.user_id) t
    where ${notMuted(sql`t.user_id`, sql`t.type`)}
    on conflict do nothing ${returningPush}`,
  );
}

/**
 * Notifies the author of answer `responseId` that `actorId` did `type` to it (never the author
 * themself; once per actor, type and answer). Returns the row written (none when the author
 * muted it, is the actor or already heard of it), for the caller to push after its commit.
 */
export async function notifyAnswerAuthor(
  db: Database,
  type: NotificationType,
  actorId: number,
  responseId: number,
): Promise<NotificationPush[]> {
  const notified = answerEventNotificationsCte(type, actorId, responseId);
  return pushRows(
    await db.execute(sql`with ${notified.definition}
      select recipient_id as "recipientId", id from ${cteName(notified)}`),
  );
}

/**
 * Tells the author of request, answer or reply `targetId` that staff member `staffId` hid it and
 * why (issue 32; replies issue 33), unless they turned content_hidden off. Returns the row written, for the caller to
 * push after its commit; none when the item does not exist.
 */
export async function notifyContentHidden(
  db: Database,
  staffId: number,
  target: { type: 'request' | 'response' | 'reply'; id: number },
  reason: ReportReason | null,
): Promise<NotificationPush[]> {
  const item =
    target.type === 'request'
      ? sql`select q.user_id, q.id as request_id, null::integer as response_id, null::integer as reply_id from requests q where q.id = ${target.id}`
      : target.type === 'response'
        ? sql`select r.user_id, r.request_id, r.id as response_id, null::integer as reply_id from responses r where r.id = ${target.id}`
        : sql`select p.user_id, r.request_id, p.response_id, p.id as reply_id from response_replies p join responses r on r.id = p.response_id where p.id = ${target.id}`;
  return pushRows(
    await db.execute(sql`with item as (${item}), hidden as (
        insert into notifications (recipient_id, actor_id, type, request_id, response_id, reply_id, reason)
        select i.user_id, ${staffId}, 'content_hidden', i.request_id, i.response_id, i.reply_id, ${reason} from item i
        where i.user_id <> ${staffId} and ${notMuted(sql`i.user_id`, sql`'content_hidden'`)}
        on conflict do nothing ${returningPush})
      select recipient_id as "recipientId", id from hidden`),
  );
}

/**
 * Notifies the members who watch one of request `requestId`'s genres (once per request, whichever
 * genre; never the asker; not across a block; not for a hidden request or one older than a day, so
 * re-tagging old requests stays quiet), each at most WATCHED_GENRE_DAILY_MAX times per rolling 24 h.
 * Run it in the transaction that wrote the request's genres; returns the rows written, to push
 * once that transaction has committed.
 */
export async function notifyGenreWatchers(
  db: Database,
  requestId: number,
): Promise<NotificationPush[]> {
  const result = await db.execute(sql`with candidates as (
      select distinct on (w.user_id) w.user_id, w.genre_id, q.user_id as asker_id
      from request_genres g
      join genre_watches w on w.genre_id = g.genre_id
      join requests q on q.id = g.request_id
      where g.request_id = ${requestId} and w.user_id <> q.user_id
        and q.hidden_at is null and q.created_at > now() - interval '1 day'
        and ${notMuted(sql`w.user_id`, sql`'watched_genre_request'`)}
        and not exists (select 1 from blocks b where (b.blocker_id = w.user_id and b.blocked_id = q.user_id) or (b.blocker_id = q.user_id and b.blocked_id = w.user_id))
        and (select count(*) from notifications n
             where n.recipient_id = w.user_id and n.type = 'watched_genre_request' and n.created_at > now() - interval '1 day') < ${WATCHED_GENRE_DAILY_MAX}
      order by w.user_id, w.genre_id),
    ins as (
      insert into notifications (recipient_id, actor_id, type, request_id, response_id, genre_id)
      select c.user_id, c.asker_id, 'watched_genre_request', ${requestId}, null, c.genre_id from candidates c
      on conflict do nothing ${returningPush})
    select recipient_id as "recipientId", id from ins`);
  return pushRows(result);
}

/**
 * Notifies the followers of request `requestId`'s asker that they asked (issue 33): once per
 * follower and request, not a follower who turned the type off, not across a block either way,
 * each at most FOLLOWED_MEMBER_DAILY_MAX times per rolling 24 h across everyone they follow. Fans
 * out over user_follows_followed_id_idx. Run it in the transaction that wrote the request; returns
 * the rows written, to push once that transaction has committed.
 */
export async function notifyMemberFollowers(
  db: Database,
  requestId: number,
): Promise<NotificationPush[]> {
  const result = await db.execute(sql`with ins as (
      insert into notifications (recipient_id, actor_id, type, request_id)
      select f.follower_id, q.user_id, 'followed_member_request', q.id
      from requests q join user_follows f on f.followed_id = q.user_id
      where q.id = ${requestId} and q.hidden_at is null
        and ${notMuted(sql`f.follower_id`, sql`'followed_member_request'`)}
        and not exists (select 1 from blocks b where (b.blocker_id = f.follower_id and b.blocked_id = q.user_id) or (b.blocker_id = q.user_id and b.blocked_id = f.follower_id))
        and (select count(*) from notifications n
             where n.recipient_id = f.follower_id and n.type = 'followed_member_request' and n.created_at > now() - interval '1 day') < ${FOLLOWED_MEMBER_DAILY_MAX}
      on conflict do nothing ${returningPush})
    select recipient_id as "recipientId", id from ins`);
  return pushRows(result);
}

/** The NotificationPush rows of a statement that selects `recipientId` and `id`. */
function pushRows(result: unknown): NotificationPush[] {
  return (result as { rows: NotificationPush[] }).rows;
}

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
  return (result as unknown as { rows: GroupRow[] }).rows.map((row) => ({
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
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
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

/** Whether the request exists (null: it does not) and the member follows it. */
export async function followState(
  db: Database,
  userId: number,
  requestId: number,
): Promise<boolean | null> {
  const result =
    await db.execute(sql`select exists (select 1 from request_follows where user_id = ${userId} and request_id = q.id) as following
    from requests q where q.id = ${requestId}`);
  const row = (result as unknown as { rows: { following: boolean }[] }).rows[0];
  return row ? row.following : null;
}

export async function follow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.insert(requestFollows).values({ userId, requestId }).onConflictDoNothing();
}

export async function unfollow(db: Database, userId: number, requestId: number): Promise<void> {
  await db.execute(
    sql`delete from request_follows where user_id = ${userId} and request_id = ${requestId}`,
  );
}

/** The newest notification id of a member (the stream's event id), 0 when none. */
export async function latestId(db: Database, recipientId: number): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max(id), 0)::int as id from notifications where recipient_id = ${recipientId}`,
  );
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
}

/** The types a member turned off. */
export async function mutedTypes(db: Database, userId: number): Promise<Set<NotificationType>> {
  const result = await db.execute(
    sql`select type from notification_mutes where user_id = ${userId}`,
  );
  return new Set(
    (result as unknown as { rows: { type: NotificationType }[] }).rows.map((r) => r.type),
  );
}

/** Turns one type off (`muted`) or back on. */
export async function setMuted(
  db: Database,
  userId: number,
  type: NotificationType,
  muted: boolean,
): Promise<void> {
  await db.execute(
    muted
      ? sql`insert into notification_mutes (user_id, type) values (${userId}, ${type}) on conflict do nothing`
      : sql`delete from notification_mutes where user_id = ${userId} and type = ${type}`,
  );
}

/** The genres a member watches, by name. */
export async function watchedGenres(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(
    sql`select g.id, g.name from genre_watches w join genres g on g.id = w.genre_id where w.user_id = ${userId} order by g.name`,
  );
  return (result as unknown as { rows: { id: number; name: string }[] }).rows;
}

/** Replaces the genres a member watches (run in a transaction). */
export async function replaceWatchedGenres(
  db: Database,
  userId: number,
  genreIds: number[],
): Promise<void> {
  await db.execute(sql`delete from genre_watches where user_id = ${userId}`);
  if (genreIds.length === 0) return;
  const values = sql.join(
    genreIds.map((id) => sql`(${userId}, ${id})`),
    sql`, `,
  );
  await db.execute(
    sql`insert into genre_watches (user_id, genre_id) values ${values} on conflict do nothing`,
  );
}
