/**
 * `npm run eval:magic`: an offline evaluation of the MAGIC sort (docs/decisions/006).
 *
 * Builds the demo community (`npm run demo`'s planner and writer) on a fresh PGlite in a temporary
 * directory, then asks the real feed service for every sampled member's MAGIC ranking, all pages,
 * at one fixed time, and reports per member and overall (docs/decisions/055):
 *   match    share of the top 20 with a genre that is one of the member's favourites or a genre
 *            under one in the taxonomy (magic-genre-tree.ts): what the member would call theirs;
 *   broad    the same, also counting genres above a favourite ("Pop" for a "Dream Pop" fan);
 *   age      median and maximum age of the top 20, in days;
 *   genres   distinct genres among the top 20 (diversity);
 *   pool     matching requests of the last 14 days that can be shown (not hidden). A member is
 *            eligible with ≥ 1 favourite and a pool of ≥ 12, enough to fill 60 % of a top 20; the
 *            goal is that no eligible member's match is under 60 %;
 *   inverted requests older than 14 days ranked above a matching request younger than 3 days
 *            (anywhere in the ranking; goal: none).
 * Overall: the mean, the worst eligible member and the worst member of all; and the demo's fit, the
 * share of answers whose song is by an artist the request's text names or carries one of the
 * request's genres or a genre under one.
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
  GENRE_MATCH_WEIGHTS,
  genreAncestry,
  type GenreTreeNode,
} from '../server/modules/feed/magic-genre-tree';
import { dataFilePath } from '../server/lib/data-files';
import { compactKey } from '../server/setup/demo/demo-matchers';

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
const GOAL_MATCH = 0.6;
/** Matching requests a member needs before the goal applies: enough to fill 60 % of a top 20. */
const GOAL_POOL = Math.ceil(TOP * GOAL_MATCH);

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
  // The demo's fit: an answer by an artist its request names, or of a request genre or one under it.
  const under = new Map<number, Set<number>>();
  for (const { child, ancestor } of ancestry)
    under.set(ancestor, (under.get(ancestor) ?? new Set()).add(child));
  const answers = await rows<{
    request_id: number;
    artist: string;
    text: string;
    genres: number[];
  }>(
    sql`select x.request_id, x.song_data->>'artist' as artist, coalesce(r.content, '') as text,
          array(select genre_id from response_genres g where g.response_id = x.id) as genres
        from responses x join requests r on r.id = x.request_id`,
  );
  const fitting = answers.filter((a) => {
    const artist = compactKey(a.artist ?? '');
    if (artist.length >= 3 && compactKey(a.text).includes(artist)) return true;
    const asked = requestGenres.get(Number(a.request_id)) ?? [];
    return a.genres
      .map(Number)
      .some((g) => asked.includes(g) || asked.some((q) => under.get(q)?.has(g)));
  }).length;
  const demoFit = answers.length === 0 ? 0 : fitting / answers.length;

  const members = await rows<{ id: number; name: string; genres: number[] }>(
    sql`select u.id, u.display_name as name, array_agg(g.genre_id order by g.position) as genres
        from users u join user_genres g on g.user_id = u.id where u.role = 'member' group by u.id order by u.id`,
  );
  const wanted = args.members ? Math.min(members.length, Number(args.members)) : members.length;
  const sample = Array.from(
    { length: wanted },
    (_, i) => members[Math.floor((i * members.length) / wanted)]!,
  );

  const report: MemberReport[] = [];
  for (const member of sample) {
    const weights = favouriteGenreWeights(member.genres.map(Number), ancestry);
    const matches = (id: number) =>
      (requestGenres.get(id) ?? []).some((g) => (weights.get(g) ?? 0) > GENRE_MATCH_WEIGHTS.parent);
    const broadly = (id: number) => (requestGenres.get(id) ?? []).some((g) => weights.has(g));
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
      broadShare: top.length === 0 ? 0 : top.filter((r) => broadly(r.id)).length / top.length,
      medianAgeDays: ages.length === 0 ? 0 : ages[Math.floor(ages.length / 2)]!,
      maxAgeDays: ages.at(-1) ?? 0,
      distinctGenres: new Set(top.flatMap((r) => r.genres)).size,
      pool,
      eligible: member.genres.length > 0 && pool >= GOAL_POOL,
      inverted,
    });
  }

  const eligible = report.filter((r) => r.eligible);
  const worst = (list: typeof report) =>
    list.reduce<MemberReport | null>(
      (w, r) => (w === null || r.matchShare < w.matchShare ? r : w),
      null,
    );
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const summary = {
    members: report.length,
    meanMatchShare: mean(report.map((r) => r.matchShare)),
    eligibleMembers: eligible.length,
    eligibleMeanMatchShare: mean(eligible.map((r) => r.matchShare)),
    eligibleBelowGoal: eligible.filter((r) => r.matchShare < GOAL_MATCH).length,
    worstEligible: worst(eligible),
    worstMember: worst(report),
    meanBroadShare: mean(report.map((r) => r.broadShare)),
    demoAnswers: answers.length,
    demoFitShare: demoFit,
    meanMedianAgeDays: mean(report.map((r) => r.medianAgeDays)),
    meanDistinctGenres: mean(report.map((r) => r.distinctGenres)),
    membersWithInversions: report.filter((r) => r.inverted > 0).length,
  };
  if (args.json) console.log(JSON.stringify({ summary, report }, null, 2));
  else printReport(summary, report);
  if (summary.eligibleBelowGoal > 0 || summary.membersWithInversions > 0) process.exitCode = 1;
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}

type MemberReport = {
  member: string;
  favourites: string[];
  matchShare: number;
  broadShare: number;
  medianAgeDays: number;
  maxAgeDays: number;
  distinctGenres: number;
  pool: number;
  eligible: boolean;
  inverted: number;
};

/** The table, one line per member, then the summary lines. */
function printReport(
  summary: {
    members: number;
    meanMatchShare: number;
    meanBroadShare: number;
    eligibleMembers: number;
    eligibleMeanMatchShare: number;
    eligibleBelowGoal: number;
    worstEligible: MemberReport | null;
    worstMember: MemberReport | null;
    demoAnswers: number;
    demoFitShare: number;
    meanMedianAgeDays: number;
    meanDistinctGenres: number;
    membersWithInversions: number;
  },
  report: MemberReport[],
) {
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`.padStart(5);
  const who = (r: MemberReport | null) =>
    r === null
      ? 'none'
      : `${r.member} ${pct(r.matchShare).trim()} (pool ${r.pool}; ${r.favourites.join(', ')})`;
  console.log(
    'member            match  broad  median age  max age  genres  pool  eligible  inverted  favourites',
  );
  for (const r of report) {
    console.log(
      `${r.member.padEnd(16)}  ${pct(r.matchShare)}  ${pct(r.broadShare)}  ${r.medianAgeDays.toFixed(1).padStart(8)} d  ${r.maxAgeDays.toFixed(1).padStart(5)} d` +
        `  ${String(r.distinctGenres).padStart(6)}  ${String(r.pool).padStart(4)}  ${(r.eligible ? 'yes' : 'no').padStart(8)}` +
        `  ${String(r.inverted).padStart(8)}  ${r.favourites.join(', ')}`,
    );
  }
  console.log(
    `\n${summary.members} members: mean match ${pct(summary.meanMatchShare).trim()} (broad ${pct(summary.meanBroadShare).trim()}), ` +
      `median age ${summary.meanMedianAgeDays.toFixed(1)} d, ${summary.meanDistinctGenres.toFixed(1)} distinct genres in the top ${TOP}.` +
      `\nWorst member: ${who(summary.worstMember)}.` +
      `\nEligible (≥ 1 favourite, ≥ ${GOAL_POOL} matching open requests in ${WINDOW_DAYS} days): ${summary.eligibleMembers} members, ` +
      `mean match ${pct(summary.eligibleMeanMatchShare).trim()}, ${summary.eligibleBelowGoal} below ${pct(GOAL_MATCH).trim()}; ` +
      `worst ${who(summary.worstEligible)}.` +
      `\nMembers with a request older than ${WINDOW_DAYS} d above a matching one younger than ${YOUNG_DAYS} d: ${summary.membersWithInversions}.` +
      `\nDemo answers fitting their request (a named artist, or a request genre or one under it): ` +
      `${pct(summary.demoFitShare).trim()} of ${summary.demoAnswers}.`,
  );
}
