/**
 * Drizzle queries for upvotes of requests and responses (spec 001 §3 upvoted_requests,
 * upvoted_responses: one row per member and target, created_at = when). Every change of a row and
 * of the target's `upvotes` counter happens in one transaction, so the counter equals the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requests, responses, upvotedRequests, upvotedResponses } from '../../db/schema/index';
import { idsMarkedBy } from '../../lib/sql';

/** The state after a change: whether the member's upvote exists, and the target's counter. */
export interface UpvoteState {
  upvoted: boolean;
  upvotes: number;
}

/**
 * Wanted state of an upvote: true = exists, false = absent, 'toggle' = the opposite of now.
 * 'toggle' is the spec's contract; the explicit states are idempotent under retries and races.
 */
export type UpvoteIntent = boolean | 'toggle';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The shared algorithm, over one row table and one counter. Insert ON CONFLICT DO NOTHING
 * RETURNING tells whether this call created the row; only a toggle that created nothing deletes.
 * A concurrent identical "set true" waits on the unique key and then inserts nothing, so
 * 50 parallel upvotes leave one row and a counter of 1.
 */
async function applyIntent(
  intent: UpvoteIntent,
  insert: () => Promise<unknown[]>,
  remove: () => Promise<unknown[]>,
  bump: (delta: number) => Promise<number | undefined>,
): Promise<UpvoteState> {
  let delta = 0;
  let upvoted = false;
  if (intent !== false) {
    const inserted = await insert();
    if (inserted.length > 0) {
      delta = 1;
      upvoted = true;
    } else if (intent === true) {
      upvoted = true;
    }
  }
  if (intent === false || (intent === 'toggle' && delta === 0)) {
    const deleted = await remove();
    delta = -deleted.length;
    upvoted = false;
  }
  const upvotes = await bump(delta);
  return { upvoted, upvotes: upvotes ?? 0 };
}

/**
 * An upvotable kind: the target table with its `upvotes` counter, and the table of upvote rows with
 * its column naming the target (unique with user_id).
 */
interface Upvotable {
  target: typeof requests | typeof responses;
  rows: typeof upvotedRequests | typeof upvotedResponses;
  targetColumn: typeof upvotedRequests.requestId | typeof upvotedResponses.responseId;
  /** The upvote row of a member and a target. */
  newRow: (userId: number, id: number) => typeof upvotedRequests.$inferInsert | typeof upvotedResponses.$inferInsert;
}

/** Sets or toggles `userId`'s upvote of target `id` in one transaction (applyIntent). Null when the target does not exist. */
async function changeUpvote(
  db: Database,
  { target, rows, targetColumn, newRow }: Upvotable,
  userId: number,
  id: number,
  intent: UpvoteIntent,
): Promise<UpvoteState | null> {
  return db.transaction(async (tx: Tx) => {
    const found = await tx.select({ id: target.id }).from(target).where(eq(target.id, id));
    if (found.length === 0) return null;
    const mine = and(eq(rows.userId, userId), eq(targetColumn, id));
    return applyIntent(
      intent,
      () => tx.insert(rows).values(newRow(userId, id)).onConflictDoNothing().returning({ id: rows.id }),
      () => tx.delete(rows).where(mine).returning({ id: rows.id }),
      async (delta) => {
        // Unchanged: read again, since a concurrent call may have committed after our first read.
        if (delta === 0) return (await tx.select({ upvotes: target.upvotes }).from(target).where(eq(target.id, id)))[0]?.upvotes;
        const [row] = await tx
          .update(target)
          .set({ upvotes: sql`${target.upvotes} + ${delta}` })
          .where(eq(target.id, id))
          .returning({ upvotes: target.upvotes });
        return row?.upvotes;
      },
    );
  });
}

const REQUEST_UPVOTES: Upvotable = {
  target: requests,
  rows: upvotedRequests,
  targetColumn: upvotedRequests.requestId,
  newRow: (userId, requestId) => ({ userId, requestId }),
};
const RESPONSE_UPVOTES: Upvotable = {
  target: responses,
  rows: upvotedResponses,
  targetColumn: upvotedResponses.responseId,
  newRow: (userId, responseId) => ({ userId, responseId }),
};

/** Sets or toggles `userId`'s upvote of a request. Returns null when the request does not exist. */
export function changeRequestUpvote(db: Database, userId: number, requestId: number, intent: UpvoteIntent): Promise<UpvoteState | null> {
  return changeUpvote(db, REQUEST_UPVOTES, userId, requestId, intent);
}

/** Sets or toggles `userId`'s upvote of a response. Returns null when the response does not exist. */
export function changeResponseUpvote(db: Database, userId: number, responseId: number, intent: UpvoteIntent): Promise<UpvoteState | null> {
  return changeUpvote(db, RESPONSE_UPVOTES, userId, responseId, intent);
}

/**
 * Whether `userId` upvoted a request, in one query; null when the request does not exist
 * (left join on the unique key upvoted_requests_user_request_unique).
 */
export async function findRequestUpvote(db: Database, userId: number, requestId: number): Promise<boolean | null> {
  const rows = await db
    .select({ upvoteId: upvotedRequests.id })
    .from(requests)
    .leftJoin(upvotedRequests, and(eq(upvotedRequests.requestId, requests.id), eq(upvotedRequests.userId, userId)))
    .where(eq(requests.id, requestId));
  if (rows.length === 0) return null;
  return rows[0]!.upvoteId !== null;
}

/**
 * Which of `requestIds` the member upvoted, in one query (for the feed and the detail view's
 * `viewer.upvoted`). Uses the unique (user_id, request_id) index.
 */
export function requestIdsUpvotedBy(db: Database, userId: number, requestIds: number[]): Promise<Set<number>> {
  return idsMarkedBy(db, upvotedRequests, { userId: upvotedRequests.userId, target: upvotedRequests.requestId }, userId, requestIds);
}
