/**
 * Drizzle queries of co-signs: the row and the answer's `cosigns` counter change in
 * one transaction (the caller's), so the counter equals the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { responseCosigns, responses } from '../../db/schema/index';

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
