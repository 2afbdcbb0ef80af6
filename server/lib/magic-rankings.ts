/**
 * Dropping a member's cached MAGIC rankings (table `magic_rankings`, kept by the feed module's
 * magic-cache.ts). Every write that changes what a member's ranking would be — favourite genres,
 * a post, an answer, a follow, a block, a deleted account — drops it. It sits below the modules so
 * that those writers need not import the feed, which itself reads their requests.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { magicRankings } from '../db/schema/index';
import { defineCte, type Cte } from './write-effects';

/**
 * CTE `dropped_rankings`: invalidateMagicRankings inside a write composed into one statement —
 * forgets every ranking of `viewerId` when `when` (a boolean over the statement's other CTEs) holds.
 */
export function dropMagicRankingsCte(viewerId: number, when: SQL): Cte {
  return defineCte(
    'dropped_rankings',
    sql`delete from ${magicRankings} where viewer_id = ${viewerId} and ${when}`,
  );
}

/** Forgets every ranking of a member (their favourite genres changed, or they posted or answered). */
export async function invalidateMagicRankings(db: Database, viewerId: number): Promise<void> {
  await db.delete(magicRankings).where(eq(magicRankings.viewerId, viewerId));
}
