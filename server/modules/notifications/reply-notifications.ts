/**
 * Who hears of a new reply (docs/decisions/031-replies-and-mentions.md): the answer's
 * author, the asker and the members the reply @mentions, each at most once per reply (the first of
 * those roles that applies names the type), never the replier, not across a block either way, and
 * not for a type the member turned off.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { returningPush, type NotificationPush } from './notification-pushes';
import { rowsOf } from '../../lib/sql';

/** A reply just written, and the slugs it mentions (already capped). */
export interface NewReply {
  id: number;
  responseId: number;
  userId: number;
  mentionedSlugs: string[];
}

/**
 * Writes the notifications of `reply` in one statement; run it in the reply's transaction and
 * push the rows it returns once that has committed. The unique (recipient, reply) index keeps a
 * retried call from writing twice.
 */
export async function notifyReply(db: Database, reply: NewReply): Promise<NotificationPush[]> {
  const mentions = reply.mentionedSlugs.length
    ? sql`union all select u.id, 'reply_mention', 3 from users u where u.slug in (${sql.join(
        reply.mentionedSlugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`with answer as (
      select r.id, r.request_id, r.user_id as author_id, q.user_id as asker_id
      from responses r join requests q on q.id = r.request_id where r.id = ${reply.responseId}),
    candidates (user_id, type, rank) as (
      select a.author_id, 'reply_to_your_response', 1 from answer a
      union all select a.asker_id, 'reply_on_your_request', 2 from answer a
      ${mentions}),
    chosen as (
      select distinct on (c.user_id) c.user_id, c.type from candidates c
      where c.user_id <> ${reply.userId}
        and not exists (select 1 from notification_mutes m where m.user_id = c.user_id and m.type = c.type)
        and not exists (select 1 from blocks b where (b.blocker_id = c.user_id and b.blocked_id = ${reply.userId})
          or (b.blocker_id = ${reply.userId} and b.blocked_id = c.user_id))
      order by c.user_id, c.rank),
    ins as (
      insert into notifications (recipient_id, actor_id, type, request_id, response_id, reply_id)
      select ch.user_id, ${reply.userId}, ch.type, a.request_id, a.id, ${reply.id} from chosen ch cross join answer a
      on conflict do nothing ${returningPush})
    select recipient_id as "recipientId", id from ins`);
  return rowsOf<NotificationPush>(result);
}
