/**
 * Drizzle queries of co-signs: the row and the answer's `cosigns` counter change in
 * one transaction (the caller's), so the counter equals the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, requests, responseCosigns, responses } from '../../db/schema/index';

/**
 * The answer a co-sign targets: its author, request, whether staff hid it, and whether the
 * answer's author or the request's asker blocks `memberId` (a block covers co-signs);
 * undefined when there is none. One statement: two primary-key probes of blocks.
 */
export async function findTarget(db: Database, responseId: number, memberId: number) {
  const rows = await db
    .select({
      id: responses.id,
      userId: responses.userId,
      requestId: responses.requestId,
      hidden: sql<boolean>`${responses.hiddenAt} is not null`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} b where b.blocked_id = ${memberId}
        and (b.blocker_id = ${responses.userId} or b.blocker_id = ${requests.userId}))`,
    })
    .from(responses)
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .where(eq(responses.id, responseId));
  return rows[0];
}

/**
 * Inserts the co-sign and bumps the counter. Returns null (and changes nothing) when the member
 * already co-signed this answer (unique response_cosigns_response_user_unique).
 */
export async function insertCosignCounted(
  db: Database,
  values: { responseId: number; userId: number; comment: string | null },
) {
  const [row] = await db.insert(responseCosigns).values(values).onConflictDoNothing().returning();
  if (!row) return null;
  const [counter] = await db
    .update(responses)
    .set({ cosigns: sql`${responses.cosigns} + 1` })
    .where(eq(responses.id, values.responseId))
    .returning({ cosigns: responses.cosigns });
  return { row, cosigns: counter!.cosigns };
}

/** Removes the member's co-sign of an answer and lowers the counter; false when there was none. */
export async function deleteCosignCounted(
  db: Database,
  responseId: number,
  userId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(responseCosigns)
    .where(and(eq(responseCosigns.responseId, responseId), eq(responseCosigns.userId, userId)))
    .returning({ id: responseCosigns.id });
  if (deleted.length === 0) return false;
  await db
    .update(responses)
    .set({ cosigns: sql`${responses.cosigns} - 1` })
    .where(eq(responses.id, responseId));
  return true;
}
