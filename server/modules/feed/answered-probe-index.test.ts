/**
 * A feed page asks, per row, whether the viewer answered the request (pageQuery's `responded`:
 * `exists (… responses where request_id = row and user_id = viewer)`). Migration 0025 put user_id
 * in responses_request_created_idx, so the probe is an index-only scan: no heap scan per row
 * (decision 009). Without it, PostgreSQL chose a bitmap heap scan per row.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/factories';

const t = useTestApp({ seed: false, members: ['ann', 'ben'] });

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, relation: string): PlanNode[] {
  const own = node['Relation Name'] === relation ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, relation))];
}

it('the "already answered" probe of a page reads the index only', async () => {
  const db = t.ctx.handle.db;
  const [ann, ben] = [t.ann.user.id, t.ben.user.id];
  // 2,000 requests with one to three answers each, by either member, as the feed sees them.
  await db.execute(sql`insert into requests (user_id, type, content, search_text)
    select ${ann}, 'text', 'Songs ' || g, 'songs ' || g from generate_series(1, 2000) g`);
  await db.execute(sql`insert into responses (request_id, user_id, song_id, song_data)
    select r.id, case when (r.id + k) % 2 = 0 then ${ann}::int else ${ben}::int end, 'song-' || r.id || '-' || k, '{}'::jsonb
    from requests r cross join generate_series(1, 3) k where k <= 1 + r.id % 3`);
  await db.execute(sql`vacuum analyze requests`);
  await db.execute(sql`vacuum analyze responses`);
  const page = sql`select r.id, exists (select 1 from responses where responses.request_id = r.id and responses.user_id = ${ben}) as responded
    from requests r where r.id = any(array(select id from requests order by created_at desc, id desc limit 21))`;
  const result = (await db.execute(sql`explain (analyze, format json) ${page}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const json = Object.values(result.rows[0]!)[0];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const scans = scansOf(plan[0]!.Plan, 'responses');
  expect(scans.map((s) => [s['Node Type'], s['Index Name']])).toEqual([
    ['Index Only Scan', 'responses_request_created_idx'],
  ]);
  expect(scans[0]!['Heap Fetches']).toBe(0);
  // And the answer is right: ben answered some of these requests and not others.
  const flags = (
    (await db.execute(page)) as unknown as { rows: { responded: boolean }[] }
  ).rows.map((r) => r.responded);
  expect(flags).toContain(true);
  expect(flags).toContain(false);
});
