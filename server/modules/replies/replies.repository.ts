/** SQL of replies under an answer (docs/decisions/031-replies-and-mentions.md). */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, requests, responseReplies, responses, users } from '../../db/schema/index';
import { memberCardColumns } from '../auth/index';

/**
 * The answer a reply goes under: its author, request and asker, whether staff hid it, and whether
 * the answer's author or the asker blocks `memberId`; undefined when there is no such answer.
 * One statement: two primary-key probes of blocks.
 */
export async function findThread(db: Database, responseId: number, memberId: number) {
  const [row] = await db
    .select({
      id: responses.id,
      userId: responses.userId,
      requestId: responses.requestId,
      askerId: requests.userId,
      hidden: sql<boolean>`${responses.hiddenAt} is not null`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} b where b.blocked_id = ${memberId}
        and (b.blocker_id = ${responses.userId} or b.blocker_id = ${requests.userId}))`,
    })
    .from(responses)
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .where(eq(responses.id, responseId));
  return row;
}

/**
 * Replies `viewerId` may see: not hidden (unless `includeHidden`, for staff) and not across a
 * block either way (two primary-key probes of blocks per reply, as for co-signs, decision 025).
 */
function visibleTo(viewerId: number, includeHidden: boolean): SQL {
  return and(
    ...(includeHidden ? [] : [isNull(responseReplies.hiddenAt)]),
    sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${responseReplies.userId})
      or (b.blocker_id = ${responseReplies.userId} and b.blocked_id = ${viewerId}))`,
  )!;
}

/** One page of answer `responseId`'s replies, oldest first, with their authors (index response_replies_response_id_idx). */
export function replyPage(
  db: Database,
  responseId: number,
  viewerId: number,
  includeHidden: boolean,
  limit: number,
  offset: number,
) {
  return db
    .select({ reply: responseReplies, author: memberCardColumns })
    .from(responseReplies)
    .innerJoin(users, eq(users.id, responseReplies.userId))
    .where(and(eq(responseReplies.responseId, responseId), visibleTo(viewerId, includeHidden)))
    .orderBy(asc(responseReplies.id))
    .limit(limit)
    .offset(offset);
}

/** How many replies of answer `responseId` the viewer sees (the same filter as replyPage). */
export async function visibleReplyCount(
  db: Database,
  responseId: number,
  viewerId: number,
  includeHidden: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(responseReplies)
    .where(and(eq(responseReplies.responseId, responseId), visibleTo(viewerId, includeHidden)));
  return row?.n ?? 0;
}

/** Members by slug (the mentions of a page or of a new reply), in one query on the unique slug. */
export function membersBySlug(db: Database, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, slug: users.slug, displayName: users.displayName })
    .from(users)
    .where(inArray(users.slug, slugs));
}

export async function insertReply(
  db: Database,
  values: { responseId: number; userId: number; body: string },
) {
  const [row] = await db.insert(responseReplies).values(values).returning();
  return row!;
}

/** Reply `id`, or undefined. */
export async function findReply(db: Database, id: number) {
  const [row] = await db.select().from(responseReplies).where(eq(responseReplies.id, id));
  return row;
}

export async function updateReplyBody(db: Database, id: number, body: string, editedAt: Date) {
  await db.update(responseReplies).set({ body, editedAt }).where(eq(responseReplies.id, id));
}

/** Deletes the author's reply (its notifications and open reports' target go with it); false when none of theirs. */
export async function deleteOwnReply(db: Database, id: number, authorId: number): Promise<boolean> {
  const gone = await db
    .delete(responseReplies)
    .where(and(eq(responseReplies.id, id), eq(responseReplies.userId, authorId)))
    .returning({ id: responseReplies.id });
  return gone.length > 0;
}
