/**
 * A deep page's seek starts at its boundary, whatever else the feed's conditions say
 * (feedConditions): on PostgreSQL ≤ 17 the snapshot bound `id <= snapshot`, as an index condition
 * on the feed index's second column, made the backward seek `(key, id) <= (boundary)` start at the
 * end of the boundary's whole run of equal keys and read its way down to the boundary.
 * Measured by the index pages the seek reads (EXPLAIN ANALYZE, BUFFERS).
 */
import { expect, it } from 'vitest';
import { and, desc, sql } from 'drizzle-orm';
import { requests } from '../../db/schema/index';
import { useTestApp } from '../../test/factories';
import { feedConditions } from './feed-filter';

const t = useTestApp({ members: ['ann'] });

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

function findScan(node: PlanNode): PlanNode | undefined {
  if (node['Index Name'] === 'requests_visible_upvotes_idx') return node;
  for (const child of node.Plans ?? []) {
    const found = findScan(child);
    if (found) return found;
  }
  return undefined;
}

it('a seek inside 4,000 requests of one upvote count reads a few index pages, with the snapshot bound', async () => {
  const db = t.ctx.handle.db;
  await db.execute(sql`insert into requests (user_id, type, content, search_text, upvotes)
    select ${t.ann.user.id}, 'text', 'Run ' || g, 'run ' || g, 0 from generate_series(1, 4000) g`);
  await db.execute(sql`vacuum analyze requests`);
  // The boundary three quarters down the run: 3,000 index entries of the same key lie above it.
  const boundary = (
    (await db.execute(sql`select id from requests order by id offset 1000 limit 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  const seek = db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        feedConditions({ snapshotId: 2_147_483_647 }),
        sql`(${requests.upvotes}, ${requests.id}) <= (0, ${boundary}::int)`,
      ),
    )
    .orderBy(desc(requests.upvotes), desc(requests.id))
    .limit(22);
  const plan = await db.transaction(async (tx) => {
    // The feed's statements read this index in order (a bitmap scan would read every row below the boundary).
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(
      sql`explain (analyze, buffers, format json) ${seek}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const json = Object.values(result.rows[0]!)[0];
    return (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  });
  const scan = findScan(plan[0]!.Plan);
  expect(scan?.['Actual Rows']).toBe(22);
  // A descent to the boundary and a leaf or two: 2–4 pages. From the end of the run it was ≥ 10.
  expect(scan!['Shared Hit Blocks'] + scan!['Shared Read Blocks']).toBeLessThanOrEqual(5);
});
