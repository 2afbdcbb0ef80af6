/**
 * `npm run bench:floor [-- --requests 2000 --duration 3 --rounds 5 --port 3335 --cpu-prof DIR
 *   --commits-per-second N]`
 *
 * The feed against its floor on PostgreSQL (decision 057): seeds a fresh database
 * (bench/seed-bench-data.ts), starts bench/feed-floor-server.ts on it in a child process (the real
 * app plus GET /api/bench/feed-floor, which answers RECENT page 1's bytes from memory after the
 * same session lookup and hooks), signs the bench viewer in, and measures with autocannon
 * (10 connections) in interleaved rounds: the floor, GET /api/requests (RECENT page 1), the same
 * page read in a second statement after the session (`?snapshot=` the largest id) and
 * GET /api/auth/me. Prints each round and the medians over rounds of req/s and p50/p99 (ms), and
 * feed ÷ floor and feed ÷ /me from the medians. The database is dropped at the end.
 *
 * The feed's page 1 is kept per session while the database snapshot is unchanged (decision 061):
 * each feed run also prints the share of answers sent from that cache. `--commits-per-second N`
 * commits N empty transactions a second from another connection throughout every run (as other
 * members' writes, or another database on the same cluster, would), each of which moves the
 * snapshot and makes the next page read afresh.
 */
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { hashPassword } from '../server/modules/auth/passwords';
import { seedDatabase } from '../server/setup/seed';
import { BENCH_VIEWER, seedBenchData } from './seed-bench-data';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3335' },
    /** Measure only these targets (comma-separated names, e.g. `feed` to profile it alone). */
    only: { type: 'string' },
    /** Write the server's CPU profile (node --cpu-prof) into this folder when it stops. */
    'cpu-prof': { type: 'string' },
    /** Empty transactions committed per second from another connection during every run. */
    'commits-per-second': { type: 'string', default: '0' },
    'postgres-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const root = new URL('..', import.meta.url).pathname;
const base = `http://127.0.0.1:${args.port}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A fresh database seeded with `requests` requests; its URL and a cleanup that drops it. */
async function seed(requests: number) {
  const { url, drop } = await createScratchDatabase(args['postgres-url']!, 'hearsay_floor');
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  await seedDatabase(handle.db);
  const users = Math.max(50, Math.round(requests / 100));
  await seedBenchData(handle.db, { requests, users }, (m) => console.log(`  ${m}`));
  const hash = await hashPassword(
    loadConfig({ ...process.env, NODE_ENV: 'production' }),
    BENCH_VIEWER.password,
  );
  await handle.db.execute(
    `update users set password = '${hash.replace(/'/g, "''")}', email_verified_at = now() where email = '${BENCH_VIEWER.email}'`,
  );
  // The seed's requests and responses count as already detected, so the worker stays idle.
  await handle.db.execute(
    `insert into request_genre_detections (request_id, input_hash) select id, 'bench-seed' from requests on conflict do nothing`,
  );
  await handle.close();
  return { url, drop };
}

/** bench/feed-floor-server.ts on `databaseUrl`, once it answers /api/health. */
async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
      '--import',
      'tsx',
      join(root, 'bench/feed-floor-server.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: args.port,
        NODE_ENV: 'production',
        SEED: 'false',
        LOG_LEVEL: 'warn',
        // The bench measures the server, not the limits.
        AUTH_RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_HOURLY_MAX: '100000',
        SIGNIN_FAILURES_MAX: '100000',
        GLOBAL_RATE_LIMIT_ANONYMOUS: '100000000',
        GLOBAL_RATE_LIMIT_MEMBER: '100000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the floor server did not start');
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_VIEWER.email, password: BENCH_VIEWER.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The feed's page-1 cache counters in the server (FirstPageAnswers). */
async function answerCounts(cookie: string): Promise<{ reused: number; kept: number }> {
  return (await fetch(`${base}/api/bench/first-page-answers`, { headers: { cookie } })).json();
}

/**
 * Commits `perSecond` transactions a second on `url` (each takes an id, so each moves every later
 * statement's snapshot) until the returned stop is called.
 */
async function startCommits(url: string, perSecond: number): Promise<() => Promise<number>> {
  if (perSecond <= 0) return async () => 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let running = true;
  let commits = 0;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      await client.query('select pg_current_xact_id()');
      commits++;
      const due = started + (commits * 1000) / perSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return commits;
  };
}

async function measure(path: string, cookie: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    duration: Number(args.duration),
    headers: { cookie },
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const TARGETS = {
  floor: '/api/bench/feed-floor',
  feed: '/api/requests',
  // The same rows read after the session in a second statement (a snapshot is not page 1's plain
  // shape), so each round also shows what the one round trip saves.
  'feed, 2 trips': '/api/requests?snapshot=2147483647',
  me: '/api/auth/me',
} as const;
type Target = keyof typeof TARGETS;
const measured = (Object.keys(TARGETS) as Target[]).filter(
  (name) => !args.only || args.only.split(',').includes(name),
);

async function main() {
  const requests = Number(args.requests);
  console.log(`PostgreSQL: seeding ${requests.toLocaleString()} requests…`);
  const db = await seed(requests);
  let server: ChildProcess | undefined;
  try {
    server = await startServer(db.url);
    const cookie = await signIn();
    const feed = await fetch(`${base}${TARGETS.feed}`, { headers: { cookie } });
    const floor = await fetch(`${base}${TARGETS.floor}`, { headers: { cookie } });
    const [feedBody, floorBody] = [await feed.text(), await floor.text()];
    if (feedBody !== floorBody) throw new Error('the floor answers other bytes');
    console.log(`  RECENT page 1: ${feedBody.length.toLocaleString()} bytes`);
    const runs: Record<Target, { rps: number; p50: number; p99: number }[]> = {
      floor: [],
      feed: [],
      'feed, 2 trips': [],
      me: [],
    };
    const reuse: number[] = [];
    const commitsPerSecond = Number(args['commits-per-second']);
    if (commitsPerSecond > 0)
      console.log(`  ${commitsPerSecond} commits/s from another connection`);
    for (let round = 1; round <= Number(args.rounds); round++) {
      const line: string[] = [];
      for (const name of measured) {
        const before = await answerCounts(cookie);
        const stopCommits = await startCommits(db.url, commitsPerSecond);
        const m = await measure(TARGETS[name], cookie);
        await stopCommits();
        runs[name].push(m);
        line.push(`${name} ${Math.round(m.rps)} req/s`);
        if (name === 'feed') {
          const after = await answerCounts(cookie);
          const reused = after.reused - before.reused;
          const share = reused / (reused + after.kept - before.kept);
          reuse.push(share);
          line.push(`(${(share * 100).toFixed(1)} % from the kept answer)`);
        }
      }
      const last = (name: Target) => runs[name].at(-1)?.rps ?? NaN;
      console.log(
        `  round ${round}: ${line.join(', ')}; feed ÷ floor ${(last('feed') / last('floor')).toFixed(2)}`,
      );
    }
    const med = (name: Target, key: 'rps' | 'p50' | 'p99') =>
      runs[name].length ? median(runs[name].map((m) => m[key])) : NaN;
    console.log('\n  endpoint            req/s   p50 ms   p99 ms   (medians)');
    for (const name of measured) {
      console.log(
        `  ${name.padEnd(14)} ${String(Math.round(med(name, 'rps'))).padStart(7)} ${String(med(name, 'p50')).padStart(8)} ${String(med(name, 'p99')).padStart(8)}`,
      );
    }
    console.log(
      `\n  feed ÷ floor ${(med('feed', 'rps') / med('floor', 'rps')).toFixed(2)}, feed in 2 trips ÷ floor ${(med('feed, 2 trips', 'rps') / med('floor', 'rps')).toFixed(2)}, feed ÷ /api/auth/me ${(med('feed', 'rps') / med('me', 'rps')).toFixed(2)}`,
    );
    if (reuse.length)
      console.log(
        `  feed answers sent from the kept page: ${(median(reuse) * 100).toFixed(1)} % (median)`,
      );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
