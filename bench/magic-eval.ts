/**
 * `npm run eval:magic`: an offline evaluation of the MAGIC sort (docs/decisions/006).
 *
 * Builds the demo community (`npm run demo`'s planner and writer) on a fresh PGlite in a temporary
 * directory, then asks the real feed service for every sampled member's MAGIC ranking, all pages,
 * at one fixed time, and reports per member and overall:
 *   match    share of the top 20 whose own genres match the member's favourites or their parents
 *            or children in the taxonomy (magic-genre-tree.ts);
 *   age      median and maximum age of the top 20, in days;
 *   genres   distinct genres among the top 20 (diversity);
 *   pool     matching requests of the last 14 days that can be shown (not hidden) — the goal
 *            (≥ 80 % match) applies to members with ≥ 20 of them;
 *   inverted requests older than 14 days ranked above a matching request younger than 3 days
 *            (anywhere in the ranking; goal: none).
 *
 * Options: --members N (sampled evenly, default all), --seed N (demo seed, default the demo's),
 * --requests N, --days N, --json (one JSON document instead of the table). Exits 1 when a goal is
 * missed, so it can guard the ranking.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/setup/seed';
import { seedDemoCommunity } from '../server/setup/demo/demo-community';
import { DEFAULT_DEMO_COUNTS } from '../server/setup/demo/demo-plan';
import { listFeed } from '../server/modules/feed/feed.service';
import {
  favouriteGenreWeights,
  genreAncestry,
  type GenreTreeNode,
} from '../server/modules/feed/magic-genre-tree';
import { dataFilePath } from '../server/lib/data-files';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string' },
    seed: { type: 'string' },
    requests: { type: 'string' },
    days: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const DAY = 86_400_000;
const TOP = 20;
const WINDOW_DAYS = 14;
const YOUNG_DAYS = 3;
const GOAL_MATCH = 0.8;
const GOAL_POOL = 20;

const dir = mkdtempSync(join(tmpdir(), 'hearsay-magic-eval-'));
const handle = await openDatabase({ dataDir: join(dir, 'db') });
try {
  await handle.migrate();
  await seedDatabase(handle.db);
  const now = new Date();
  const counts = {
    ...DEFAULT_DEMO_COUNTS,
    ...(args.requests
      ? { requests: Number(args.requests), responses: Number(args.requests) * 3 }
      : {}),
    ...(args.days ? { days: Number(args.days) } : {}),
  };
  await seedDemoCommunity(handle.db, {
    now,
    counts,
    ...(args.seed ? { seed: Number(args.seed) } : {}),
  });
  const db = handle.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  // The taxonomy's relations, built the same way the ranking builds them.
  const genreRows = await rows<{ id: number; name: string }>(sql`select id, name from genres`);
  const categoryRows = await rows<{ name: string; ids: number[] }>(
    sql`select c.name, array_agg(r.genre_id) as ids from genre_categories c join genre_category_relationships r on r.category_id = c.id group by c.name`,
  );
  const tree = JSON.parse(
    readFileSync(dataFilePath('genres/beets_genre_tree.json'), 'utf8'),
  ) as GenreTreeNode[];
  const ancestry = genreAncestry(
    genreRows,
    categoryRows.map((c) => ({ name: c.name, genreIds: c.ids.map(Number) })),
    tree,
  );
  const genreName = new Map(genreRows.map((g) => [g.id, g.name]));

  const requestGenres = new Map<number, number[]>();
  for (const r of await rows<{ request_id: number; genre_id: number }>(
    sql`select request_id, genre_id from request_genres`,
  )) {
    requestGenres.set(Number(r.request_id), [
      ...(requestGenres.get(Number(r.request_id)) ?? []),
      Number(r.genre_id),
    ]);
  }
  const openRequests = await rows<{ id: number; created_at: string | Date }>(
    sql`select id, created_at from requests where hidden_at is null`,
  );
  const members = await rows<{ id: number; name: string; genres: number[] }>(
    sql`select u.id, u.display_name as name, array_agg(g.genre_id order by g.position) as genres
        from users u join user_genres g on g.user_id = u.id where u.role = 'member' group by u.id order by u.id`,
  );
  const wanted = args.members ? Math.min(members.length, Number(args.members)) : members.length;
  const sample = Array.from(
    { length: wanted },
    (_, i) => members[Math.floor((i * members.length) / wanted)]!,
  );

  const report = [];
  for (const member of sample) {
    const weights = favouriteGenreWeights(member.genres.map(Number), ancestry);
    const matches = (id: number) => (requestGenres.get(id) ?? []).some((g) => weights.has(g));
    const ageDays = (createdAt: string | Date) =>
      (now.getTime() - new Date(createdAt).getTime()) / DAY;
    const pool = openRequests.filter(
      (r) => ageDays(r.created_at) <= WINDOW_DAYS && matches(Number(r.id)),
    ).length;

    // The whole ranking, page by page, as the client pages it (page 1's snapshot and time).
    const ranking: { id: number; age: number; genres: number[] }[] = [];
    let snapshot: number | undefined;
    for (let page = 1; page <= 100; page++) {
      const result = await listFeed(db, member.id, {
        page,
        limit: TOP,
        sort: 'magic',
        snapshot,
        at: now,
      });
      snapshot = result.pagination.snapshot;
      for (const item of result.data)
        ranking.push({
          id: item.id,
          age: ageDays(item.createdAt),
          genres: item.genres.map((g) => g.id),
        });
      if (!result.pagination.hasMore) break;
    }
    const top = ranking.slice(0, TOP);
    const matched = top.filter((r) => matches(r.id)).length;
    const ages = top.map((r) => r.age).sort((a, b) => a - b);
    // An inversion: an old request placed above a young matching one.
    const lastYoungMatch = ranking.findLastIndex((r) => r.age < YOUNG_DAYS && matches(r.id));
    const inverted = ranking
      .slice(0, Math.max(0, lastYoungMatch))
      .filter((r) => r.age > WINDOW_DAYS).length;
    report.push({
      member: member.name,
      favourites: member.genres.map((g) => genreName.get(Number(g)) ?? String(g)),
      matchShare: top.length === 0 ? 0 : matched / top.length,
      medianAgeDays: ages.length === 0 ? 0 : ages[Math.floor(ages.length / 2)]!,
      maxAgeDays: ages.at(-1) ?? 0,
      distinctGenres: new Set(top.flatMap((r) => r.genres)).size,
      pool,
      inverted,
    });
  }

  const eligible = report.filter((r) => r.pool >= GOAL_POOL);
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const summary = {
    members: report.length,
    meanMatchShare: mean(report.map((r) => r.matchShare)),
    eligibleMembers: eligible.length,
    eligibleMeanMatchShare: mean(eligible.map((r) => r.matchShare)),
    eligibleBelowGoal: eligible.filter((r) => r.matchShare < GOAL_MATCH).length,
    meanMedianAgeDays: mean(report.map((r) => r.medianAgeDays)),
    meanDistinctGenres: mean(report.map((r) => r.distinctGenres)),
    membersWithInversions: report.filter((r) => r.inverted > 0).length,
  };
  if (args.json) {
    console.log(JSON.stringify({ summary, report }, null, 2));
  } else {
    const pct = (x: number) => `${(100 * x).toFixed(0)} %`.padStart(5);
    console.log('member            match  median age  max age  genres  pool  inverted  favourites');
    for (const r of report) {
      console.log(
        `${r.member.padEnd(16)}  ${pct(r.matchShare)}  ${r.medianAgeDays.toFixed(1).padStart(8)} d  ${r.maxAgeDays.toFixed(1).padStart(5)} d` +
          `  ${String(r.distinctGenres).padStart(6)}  ${String(r.pool).padStart(4)}  ${String(r.inverted).padStart(8)}  ${r.favourites.join(', ')}`,
      );
    }
    console.log(
      `\n${summary.members} members: mean match ${pct(summary.meanMatchShare).trim()}, median age ${summary.meanMedianAgeDays.toFixed(1)} d, ` +
        `${summary.meanDistinctGenres.toFixed(1)} distinct genres in the top ${TOP}.` +
        `\nWith ≥ ${GOAL_POOL} matching open requests in ${WINDOW_DAYS} days: ${summary.eligibleMembers} members, mean match ` +
        `${pct(summary.eligibleMeanMatchShare).trim()}, ${summary.eligibleBelowGoal} below ${pct(GOAL_MATCH).trim()}.` +
        `\nMembers with a request older than ${WINDOW_DAYS} d above a matching one younger than ${YOUNG_DAYS} d: ${summary.membersWithInversions}.`,
    );
  }
  if (summary.eligibleBelowGoal > 0 || summary.membersWithInversions > 0) process.exitCode = 1;
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
