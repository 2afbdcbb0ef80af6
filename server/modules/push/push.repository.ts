/** SQL of Web Push: subscriptions, per-type push mutes, and what a batch of notifications pushes. */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../common/notification-text';
import type { PushSubscriptionBody } from '../../../common/schemas/push';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** Browsers one member may have subscribed at once; the oldest beyond it is dropped. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * Stores the browser's subscription for `userId` (a browser another member subscribed moves to
 * this one, with its new keys) and drops the member's oldest beyond MAX_SUBSCRIPTIONS_PER_MEMBER.
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${userId}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth})
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`);
    await tx.execute(sql`delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by created_at desc, id desc limit ${MAX_SUBSCRIPTIONS_PER_MEMBER})`);
  });
}

/** Removes the member's subscription with `endpoint`; false when they had none there. */
export async function deleteSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(
        sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`,
      ),
    ).length > 0
  );
}

/** Removes subscriptions the push service says are gone (404/410). */
export async function deleteEndpoints(db: Database, endpoints: readonly string[]): Promise<void> {
  if (endpoints.length === 0) return;
  await db.execute(
    sql`delete from push_subscriptions where endpoint in (${sql.join(
      endpoints.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
}

/** Whether any member has subscribed a browser. */
export async function anySubscriptions(db: Database): Promise<boolean> {
  return (
    rowsOf<{ any: boolean }>(
      await db.execute(sql`select exists (select 1 from push_subscriptions) as any`),
    )[0]?.any ?? false
  );
}

/** The types the member turned off for pushes. */
export async function pushMutedTypes(db: Database, userId: number): Promise<Set<NotificationType>> {
  return new Set(
    rowsOf<{ type: NotificationType }>(
      await db.execute(sql`select type from notification_push_mutes where user_id = ${userId}`),
    ).map((r) => r.type),
  );
}

/** Turns pushes of the given types on or off, in one transaction. */
export async function setPushMuted(
  db: Database,
  userId: number,
  preferences: readonly { type: NotificationType; enabled: boolean }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { type, enabled } of preferences) {
      if (enabled)
        await tx.execute(
          sql`delete from notification_push_mutes where user_id = ${userId} and type = ${type}`,
        );
      else
        await tx.execute(
          sql`insert into notification_push_mutes (user_id, type) values (${userId}, ${type}) on conflict do nothing`,
        );
    }
  });
}

/** One push to send: a subscribed browser of the recipient and the words of the notification. */
export interface PushRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  type: NotificationType;
  requestId: number;
  responseId: number | null;
  genreId: number | null;
  genreName: string | null;
  actorName: string;
  verdict: string | null;
  reason: string | null;
  songTitle: string | null;
  requestText: string | null;
  /** The recipient's saved language (users.locale), for the push's words. */
  locale: string | null;
}

/**
 * A json expression: every (notification of `ids`, subscribed browser of its recipient) pair as
 * PushRow[], leaving out types the recipient turned off for pushes (indexes: notifications' primary
 * key, push_subscriptions_user_id_idx).
 */
export function pushRowsJson(ids: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth, 'type', n.type, 'requestId', n.request_id, 'responseId', n.response_id,
      'genreId', n.genre_id, 'genreName', g.name, 'actorName', u.display_name, 'verdict', r.verdict, 'reason', n.reason,
      'songTitle', coalesce(r.derived_title, r.song_data->>'name'), 'requestText', coalesce(q.content, q.song_data->>'name'), 'locale', rcpt.locale) order by n.id), '[]'::json)
    from notifications n
    join push_subscriptions s on s.user_id = n.recipient_id
    join users u on u.id = n.actor_id
    join users rcpt on rcpt.id = n.recipient_id
    join requests q on q.id = n.request_id
    left join responses r on r.id = n.response_id
    left join genres g on g.id = n.genre_id
    where n.id = any(${ids})
      and not exists (select 1 from notification_push_mutes m where m.user_id = n.recipient_id and m.type = n.type))`;
}
