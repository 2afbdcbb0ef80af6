/**
 * How many replies under an answer a viewer sees, as an SQL fragment for the answers
 * list: the rules of the thread itself (modules/replies), so "N replies" on an answer equals the
 * rows its thread lists — staff-hidden replies and replies across a block (either way) are not
 * counted. One index range of response_replies_response_id_idx and two primary-key probes of
 * blocks per reply.
 */
import { sql, type SQL } from 'drizzle-orm';

export function visibleReplyCountSql(responseId: unknown, viewerId: unknown): SQL<number> {
  return sql<number>`(select count(*)::int from response_replies rr where rr.response_id = ${responseId} and rr.hidden_at is null
    and not exists (select 1 from blocks rb where (rb.blocker_id = ${viewerId} and rb.blocked_id = rr.user_id)
      or (rb.blocker_id = rr.user_id and rb.blocked_id = ${viewerId})))`;
}
