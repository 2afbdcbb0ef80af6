/**
 * SQL of notifications. Writes insert the rows and return them (recipient and id), so
 * the writer pushes them once its transaction has committed (notification-pushes.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  FOLLOWED_MEMBER_DAILY_MAX,
  WATCHED_GENRE_DAILY_MAX,
  type NotificationType,
} from '../../../common/notification-text';
import type { ReportReason } from '../../../common/moderation-text';
import type { Database } from '../../db/client';
import { defineCte, cteName, type Cte, type CteRef } from '../../lib/write-effects';
import { returningPush, type NotificationPush, type PushColumn } from './notification-pushes';

/** True when `recipient` has not turned `type` off (both SQL expressions). */
const notMuted = (recipient: SQL, type: SQL) =>
  sql`not exists (select 1 from notification_mutes m where m.user_id = ${recipient} and m.type = ${type})`;

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
 * why (replies, decision 031), unless they turned content_hidden off. Returns the row written, for the caller to
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
 * Notifies the followers of request `requestId`'s asker that they asked: once per
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
