/**
 * What a MAGIC page needs to know about its viewer, in one query (its page statements are MAGIC's
 * own, magic.repository.ts): which of the page's requests the viewer upvoted (the card's toggle,
 * decision 050), and how many visible answers of each come from members the viewer blocks (they
 * leave the lists, so they leave the cards' counts too; the same count as
 * requests.service `withViewerAnswerCounts`, which the stored sorts use).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, requests, responses, upvotedRequests } from '../../db/schema/index';
import { intArrayLiteral } from '../../lib/sql';

/** The viewer's upvotes and blocked-answer counts of requests `ids` (none read for an empty page). */
export async function viewerPageState(
  db: Database,
  viewerId: number,
  ids: number[],
): Promise<{ upvoted: Set<number>; blocked: Map<number, number> }> {
  if (ids.length === 0) return { upvoted: new Set(), blocked: new Map() };
  // The outer row as `q`: in a one-table select Drizzle writes columns unqualified, and a bare
  // "id" inside the subqueries would be their own table's.
  const rows = await db
    .select({
      id: sql<number>`q.id`,
      upvoted: sql<boolean>`exists (select 1 from ${upvotedRequests} u where u.user_id = ${viewerId} and u.request_id = q.id)`,
      blocked: sql<number>`case when q.responses = 0 then 0 else (select count(*)::int from ${responses} a join ${blocks} b on b.blocker_id = ${viewerId} and b.blocked_id = a.user_id where a.request_id = q.id and a.hidden_at is null) end`,
    })
    .from(sql`${requests} q`)
    .where(sql`q.id = any(${intArrayLiteral(ids)}::int[])`);
  return {
    upvoted: new Set(rows.filter((r) => r.upvoted).map((r) => r.id)),
    blocked: new Map(
      rows.filter((r) => Number(r.blocked) > 0).map((r) => [r.id, Number(r.blocked)]),
    ),
  };
}
