/** Drizzle queries of member moderation: own-item edits and deletes, and blocks. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, requests, responses, users } from '../../db/schema/index';
import { memberCardColumns } from '../auth/index';

/** The whole row of `table` with primary key `id`, or null: what an edit or delete checks first. */
async function findById<T extends typeof requests | typeof responses>(
  db: Database,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | null> {
  // Drizzle cannot type a select from a table union; each call site's T gives the row type back.
  const rows = await db
    .select()
    .from(table as typeof requests)
    .where(eq(table.id, id));
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/** Request `id`, or null when there is none. */
export const findRequest = (db: Database, id: number) => findById(db, requests, id);

/** Response (answer) `id`, or null when there is none. */
export const findResponse = (db: Database, id: number) => findById(db, responses, id);

export async function updateRequestContent(
  db: Database,
  id: number,
  content: string | null,
  searchText: string,
  editedAt: Date,
) {
  await db.update(requests).set({ content, searchText, editedAt }).where(eq(requests.id, id));
}

export async function updateResponseComment(
  db: Database,
  id: number,
  comment: string | null,
  editedAt: Date,
) {
  await db.update(responses).set({ comment, editedAt }).where(eq(responses.id, id));
}

/**
 * Deletes the author's request; its answers, upvotes, saves, plays and genres go with it through
 * ON DELETE CASCADE in the same statement (so in one transaction). Returns the number of answers
 * deleted, or null when no such request of that author exists.
 */
export async function deleteOwnRequest(
  db: Database,
  id: number,
  authorId: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(responses).where(eq(responses.requestId, id));
    const gone = await tx
      .delete(requests)
      .where(and(eq(requests.id, id), eq(requests.userId, authorId)))
      .returning({ id: requests.id });
    return gone.length ? n!.n : null;
  });
}

/**
 * Deletes the author's answer (its upvotes, saves, plays and genres cascade) and lowers the
 * request's `responses` counter in the same transaction. Returns false when no such answer of that
 * author exists.
 */
export async function deleteOwnResponse(
  db: Database,
  id: number,
  authorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(responses)
      .where(and(eq(responses.id, id), eq(responses.userId, authorId)))
      .returning({ requestId: responses.requestId, hiddenAt: responses.hiddenAt });
    if (!gone[0]) return false;
    // A hidden answer was already taken off the request's count when staff hid it.
    if (gone[0].hiddenAt === null)
      await tx
        .update(requests)
        .set({ responses: sql`greatest(${requests.responses} - 1, 0)` })
        .where(eq(requests.id, gone[0].requestId));
    return true;
  });
}

export async function insertBlock(db: Database, blockerId: number, blockedId: number) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function isBlocked(
  db: Database,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return rows.length > 0;
}

export function listBlocked(db: Database, blockerId: number) {
  return db
    .select({ ...memberCardColumns, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}
