/**
 * Upvote rules (spec 000 §4 "Upvote", §7): a toggle on requests and responses returning
 * {upvoted}; an explicit `upvoted` wish sets the state instead (idempotent, see
 * docs/decisions/004-product-decisions.md). Unknown targets answer 404.
 */
import type { UpvoteResult } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as repo from './upvotes.repository';
import {
  answerEventNotificationsCte,
  answerEventWithdrawalCte,
  pushesOf,
  pushNotifications,
  type NotificationPush,
} from '../notifications/index';
import { sql } from 'drizzle-orm';
import { cteName, NO_EFFECTS, type CteRef, type WriteEffects } from '../../lib/write-effects';

/** Toggles (wanted undefined) or sets the member's upvote of a request. Throws 404. */
export async function upvoteRequest(
  db: Database,
  userId: number,
  requestId: number,
  wanted?: boolean,
): Promise<UpvoteResult> {
  const state = await repo.changeRequestUpvote(db, userId, requestId, wanted ?? 'toggle');
  if (!state) throw notFound('Request not found.');
  return state;
}

/** Toggles (wanted undefined) or sets the member's upvote of a response. Throws 404. */
export async function upvoteResponse(
  db: Database,
  userId: number,
  responseId: number,
  wanted?: boolean,
): Promise<UpvoteResult> {
  const { pushes, ...state } = await writeResponseUpvote(db, userId, responseId, wanted);
  pushNotifications(db, pushes);
  return state;
}

/**
 * upvoteResponse's write without the push, for a caller's transaction (a co-sign): returns the
 * state and the author's notification, which the caller pushes after its commit. Throws 404.
 */
export async function writeResponseUpvote(
  db: Database,
  userId: number,
  responseId: number,
  wanted?: boolean,
  options: { notify?: boolean } = {},
): Promise<UpvoteResult & { pushes: NotificationPush[] }> {
  // The author hears of it in the upvote's own statement, and an un-upvote withdraws that
  // notification while it is unread and recent (decision 045), so the bell never reports an upvote
  // that is gone. A co-sign passes notify: false: its own "co-signed" notification says it, and a
  // second "upvoted" one for the same act was noise.
  const effectsOf = (wantedState: CteRef<'upvoted'>): WriteEffects => {
    if (options.notify === false) return NO_EFFECTS;
    const notified = answerEventNotificationsCte(
      'response_upvoted',
      userId,
      responseId,
      sql`exists (select 1 from ${cteName(wantedState)} where upvoted)`,
    );
    const withdrawn = answerEventWithdrawalCte(
      'response_upvoted',
      userId,
      responseId,
      sql`exists (select 1 from ${cteName(wantedState)} where not upvoted)`,
    );
    return { ctes: [notified, withdrawn], pushes: pushesOf(notified, withdrawn) };
  };
  const change = await repo.changeResponseUpvote(
    db,
    userId,
    responseId,
    wanted ?? 'toggle',
    effectsOf,
  );
  if (!change) throw notFound('Recommendation not found.');
  return change;
}

/** Whether the member upvoted a request (GET /api/requests/{id}/upvoted). Throws 404. */
export async function hasUpvotedRequest(
  db: Database,
  userId: number,
  requestId: number,
): Promise<{ upvoted: boolean }> {
  const upvoted = await repo.findRequestUpvote(db, userId, requestId);
  if (upvoted === null) throw notFound('Request not found.');
  return { upvoted };
}
