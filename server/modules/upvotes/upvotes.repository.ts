/**
 * Drizzle queries for upvotes of requests and responses (spec 001 §3 upvoted_requests,
 * upvoted_responses: one row per member and target, created_at = when). Every change of a row and
 * of the target's `upvotes` counter happens in one statement, so the counter equals the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requests, responses, upvotedRequests, upvotedResponses } from '../../db/schema/index';
import { idsMarkedBy, rowsOf } from '../../lib/sql';
import {
  cteName,
  cteRef,
  moreCtes,
  NO_EFFECTS,
  type CteRef,
  type WriteEffects,
} from '../../lib/write-effects';
import type { NotificationPush } from '../notifications/index';

/** The state after a change: whether the member's upvote exists, and the target's counter. */
export interface UpvoteState {
  upvoted: boolean;
  upvotes: number;
}

/** An upvote's state and the notifications its statement wrote (to push after its commit). */
export interface UpvoteChange extends UpvoteState {
  pushes: NotificationPush[];
}

/** The upvote's wanted state in changeUpvote's statement: one row, column `upvoted`, when the target exists. */
const WANTED = cteRef<'upvoted'>('wanted');

/**
 * Wanted state of an upvote: true = exists, false = absent, 'toggle' = the opposite of now.
 * 'toggle' is the spec's contract; the explicit states are idempotent under retries and races.
 */
export type UpvoteIntent = boolean | 'toggle';

/**
 * An upvotable kind: the target table with its `upvotes` counter, and the table of upvote rows with
 * its column naming the target (unique with user_id).
 */
interface Upvotable {
  target: typeof requests | typeof responses;
  rows: typeof upvotedRequests | typeof upvotedResponses;
  targetColumn: typeof upvotedRequests.requestId | typeof upvotedResponses.responseId;
}

/**
 * Sets or toggles `userId`'s upvote of target `id` in ONE statement (one round trip, atomic
 * without a transaction). The wanted state is the intent, or for 'toggle' the opposite of the row
 * the statement's snapshot sees; INSERT ON CONFLICT DO NOTHING and DELETE RETURNING report what
 * this call changed, and the counter moves by exactly that, so it always equals the rows: 50
 * parallel "set true" calls leave one row and a counter of 1. `effectsOf` builds parts of the same
 * statement (e.g. the author's notification) that may test the wanted state's CTE (`upvoted`), and
 * the report of what they notified. Null when the target does not exist.
 */
async function changeUpvote(
  db: Database,
  { target, rows, targetColumn }: Upvotable,
  userId: number,
  id: number,
  intent: UpvoteIntent,
  effectsOf: (wanted: CteRef<'upvoted'>) => WriteEffects,
): Promise<UpvoteChange | null> {
  const effects = effectsOf(WANTED);
  const column = sql.identifier(targetColumn.name);
  const wanted =
    intent === 'toggle' ? sql`not exists (select 1 from mine)` : intent ? sql`true` : sql`false`;
  const result =
    await db.execute(sql`with found as (select id, upvotes from ${target} where id = ${id}),
    mine as (select id from ${rows} where user_id = ${userId} and ${column} = ${id}),
    ${cteName(WANTED)} as (select ${wanted} as upvoted from found),
    added as (
      insert into ${rows} (user_id, ${column}) select ${userId}, ${id} from ${cteName(WANTED)} where upvoted
      on conflict do nothing returning id),
    removed as (
      delete from ${rows} where user_id = ${userId} and ${column} = ${id} and exists (select 1 from ${cteName(WANTED)} where not upvoted)
      returning id),
    counted as (
      update ${target} set upvotes = upvotes + (select count(*) from added) - (select count(*) from removed)
      where id = ${id} and (exists (select 1 from added) or exists (select 1 from removed)) returning upvotes)
    ${moreCtes(effects.ctes)}
    select w.upvoted, coalesce((select upvotes from counted), f.upvotes) as upvotes,
      not exists (select 1 from added) and not exists (select 1 from removed) and w.upvoted <> exists (select 1 from mine) as raced,
      ${effects.pushes} as pushes
    from (select 1) one left join found f on true left join ${cteName(WANTED)} w on true`);
  type Row = {
    upvoted: boolean | null;
    upvotes: number | null;
    raced: boolean | null;
    pushes: NotificationPush[];
  };
  const [row] = rowsOf<Row>(result);
  if (!row || row.upvoted === null) return null;
  if (!row.raced) return { upvoted: row.upvoted, upvotes: row.upvotes ?? 0, pushes: row.pushes };
  // The same member's concurrent call made the wanted change after this statement's snapshot: the
  // state is as wanted, and its counter is read again now that the change is visible (rare).
  const [fresh] = await db
    .select({ upvotes: target.upvotes })
    .from(target)
    .where(eq(target.id, id));
  return { upvoted: row.upvoted, upvotes: fresh?.upvotes ?? 0, pushes: row.pushes };
}

const REQUEST_UPVOTES: Upvotable = {
  target: requests,
  rows: upvotedRequests,
  targetColumn: upvotedRequests.requestId,
};
const RESPONSE_UPVOTES: Upvotable = {
  target: responses,
  rows: upvotedResponses,
  targetColumn: upvotedResponses.responseId,
};

/** Sets or toggles `userId`'s upvote of a request. Returns null when the request does not exist. */
export async function changeRequestUpvote(
  db: Database,
  userId: number,
  requestId: number,
  intent: UpvoteIntent,
): Promise<UpvoteState | null> {
  const change = await changeUpvote(
    db,
    REQUEST_UPVOTES,
    userId,
    requestId,
    intent,
    () => NO_EFFECTS,
  );
  return change && { upvoted: change.upvoted, upvotes: change.upvotes };
}

/**
 * Sets or toggles `userId`'s upvote of a response, running the parts `effectsOf` builds (see
 * changeUpvote) in the same statement. Returns null when the response does not exist.
 */
export function changeResponseUpvote(
  db: Database,
  userId: number,
  responseId: number,
  intent: UpvoteIntent,
  effectsOf: (wanted: CteRef<'upvoted'>) => WriteEffects,
): Promise<UpvoteChange | null> {
  return changeUpvote(db, RESPONSE_UPVOTES, userId, responseId, intent, effectsOf);
}

/**
 * Whether `userId` upvoted a request, in one query; null when the request does not exist
 * (left join on the unique key upvoted_requests_user_request_unique).
 */
export async function findRequestUpvote(
  db: Database,
  userId: number,
  requestId: number,
): Promise<boolean | null> {
  const rows = await db
    .select({ upvoteId: upvotedRequests.id })
    .from(requests)
    .leftJoin(
      upvotedRequests,
      and(eq(upvotedRequests.requestId, requests.id), eq(upvotedRequests.userId, userId)),
    )
    .where(eq(requests.id, requestId));
  if (rows.length === 0) return null;
  return rows[0]!.upvoteId !== null;
}

/**
 * Which of `requestIds` the member upvoted, in one query (for the feed and the detail view's
 * `viewer.upvoted`). Uses the unique (user_id, request_id) index.
 */
export function requestIdsUpvotedBy(
  db: Database,
  userId: number,
  requestIds: number[],
): Promise<Set<number>> {
  return idsMarkedBy(
    db,
    upvotedRequests,
    { userId: upvotedRequests.userId, target: upvotedRequests.requestId },
    userId,
    requestIds,
  );
}
