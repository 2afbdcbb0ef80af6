/**
 * Undo means undo (docs/decisions/045-people-handles-mentions-and-undo.md): when a member takes
 * back an upvote, save, co-sign or verdict, the unread notification that act wrote is withdrawn,
 * as long as it is younger than WITHDRAW_WINDOW_HOURS. A notification the recipient has already
 * read stays: it told them something that was true when they looked. Each withdrawal returns the
 * deleted rows as pushes, so the recipient's open streams recount at once (the Web Push hook reads
 * nothing for them: their ids no longer exist).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../common/notification-text';
import type { Database } from '../../db/client';
import { cteName, defineCte, type Cte } from '../../lib/write-effects';
import { returningPush, type NotificationPush, type PushColumn } from './notification-pushes';
import { rowsOf } from '../../lib/sql';

/** How long after it was written an unread notification is still withdrawn by an undo (hours). */
export const WITHDRAW_WINDOW_HOURS = 24;

/** The answer events an undo can withdraw. */
export type WithdrawableType = Extract<
  NotificationType,
  'response_upvoted' | 'response_saved' | 'response_cosigned' | 'response_rated'
>;

/** The DELETE of `actorId`'s unread `type` notification on answer `responseId` (notifications_response_id_idx). */
function withdrawal(
  type: WithdrawableType,
  actorId: number,
  responseId: number,
  when: SQL = sql`true`,
): SQL {
  return sql`delete from notifications
    where response_id = ${responseId} and actor_id = ${actorId} and type = ${type} and read_at is null
      and created_at > now() - make_interval(hours => ${WITHDRAW_WINDOW_HOURS}) and ${when}
    ${returningPush}`;
}

/**
 * CTE `answer_event_withdrawals` (a DELETE returning what to push, see pushesOf): withdraws
 * `actorId`'s unread `type` notification on answer `responseId` when `when` holds (a boolean over
 * the statement's other CTEs), for writes composed into one statement (upvotes).
 */
export function answerEventWithdrawalCte(
  type: WithdrawableType,
  actorId: number,
  responseId: number,
  when: SQL,
): Cte<PushColumn> {
  return defineCte('answer_event_withdrawals', withdrawal(type, actorId, responseId, when));
}

/**
 * Withdraws `actorId`'s unread `type` notification on answer `responseId`, inside the caller's
 * transaction or on its own. Returns the deleted rows, for the caller to push after its commit.
 */
export async function withdrawAnswerEvent(
  db: Database,
  type: WithdrawableType,
  actorId: number,
  responseId: number,
): Promise<NotificationPush[]> {
  const gone = defineCte('gone', withdrawal(type, actorId, responseId));
  const result = await db.execute(
    sql`with ${gone.definition} select recipient_id as "recipientId", id from ${cteName(gone)}`,
  );
  return rowsOf<NotificationPush>(result);
}
