/** Drizzle queries for recorded plays of recommendations. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { responsePlays, responses } from '../../db/schema/index';

/**
 * Records one play of a response by `userId` and bumps `responses.plays` in the same transaction,
 * so the counter always equals the rows (our rule for every stored counter). The counter update comes first: it locks
 * the response row, so concurrent plays serialise on it. Returns the new count, or null (and
 * changes nothing) when the response does not exist.
 */
export async function insertPlayCounted(
  db: Database,
  responseId: number,
  userId: number,
  source: 'youtube' | 'spotify' = 'youtube',
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(responses)
      .set({ plays: sql`${responses.plays} + 1` })
      .where(eq(responses.id, responseId))
      .returning({ plays: responses.plays });
    const row = updated[0];
    if (!row) return null;
    await tx.insert(responsePlays).values({ responseId, userId, source });
    return row.plays;
  });
}
