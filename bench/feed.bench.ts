/**
 * `npm run bench [-- --requests 10000 --duration 3 --rounds 2 --engines pglite,postgres
 *   --baseline /path/to/other/checkout --cpu-prof /tmp/profiles --only floor,saved]`
 *
 * Seeds a database per engine (bench/seed-bench-data.ts: requests/100 members, ≈1 upvote and 0.2
 * saves per request), starts the real server on it in a child process (ports 3315…), and measures
 * with autocannon (10 connections) every endpoint of the feed's first screen (decision 019), interleaved: each round runs every
 * endpoint once (and, with --baseline, the same endpoint on a server started from that checkout
 * right after it, on the same data seeded by that checkout's own code, so each side has the schema
 * and indexes it really had), so drift on the shared machine hits both alike.
 * Endpoints: a one-primary-key floor (GET /api/users/{id}), GET /api/auth/me signed in and
 * anonymous (401), the feed in each sort on page 1 and page 500, search, MAGIC, the You lists
 * (saved songs, activity), a request's responses, and writes (answer, upvote, save; unique
 * targets per call, made by a second member so the viewer's lists keep their seeded size). Prints req/s, p50 and p99 (ms), the ratios budgeted in decision 009, the seeding time
 * and the server's resident memory (RSS, MiB) after the run. Each figure is the median over rounds.
 * Before each run the bench waits (up to 30 s) for the machine to be quiet, so work a write leaves
 * behind (genre detection of new answers, autovacuum) is not measured as the next endpoint's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config';
import { hashPassword } from '../server/modules/auth/passwords';
import { BENCH_VIEWER, BENCH_WRITER } from './seed-bench-data';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    engines: { type: 'string', default: 'pglite,postgres' },
    baseline: { type: 'string' },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '3315' },
    'postgres-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const requests = Number(args.requests);
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const users = Math.max(50, Math.round(requests / 100));
const root = new URL('..', import.meta.url).pathname;
const baselineRoot = args.baseline ? resolve(args.baseline) : null;
const log = (msg: string) => console.log(`  ${msg}`);

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startServer(
  dir: string,
  env: Record<string, string>,
  port: number,
  profileDir?: string,
): Promise<ChildProcess> {
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', join(dir, 'server/server.ts')],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED: 'false',
        // The bench measures the server, not the limits: every limit far above what 10 connections reach.
        AUTH_RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_HOURLY_MAX: '100000',
        SIGNUP_RATE_LIMIT_MAX: '100000',
        SIGNIN_FAILURES_MAX: '100000',
        GLOBAL_RATE_LIMIT_ANONYMOUS: '100000000',
        GLOBAL_RATE_LIMIT_MEMBER: '100000000',
        WRITE_RATE_LIMIT_MAX: '100000000',
        ACTION_RATE_LIMIT_SCALE: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return (async () => {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    child.kill();
    throw new Error('server did not start');
  })();
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident set size of a process in MiB (Linux /proc). */
function rssMiB(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine so far, in clock ticks (Linux /proc/stat), or null. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: two windows of 300 ms in a row with under 15 % of its CPU busy,
 * at most `maxMs`. Writes leave work behind (the genre-detection worker's jobs, PostgreSQL's
 * autovacuum), which otherwise lands on whichever endpoint runs next, on either server. Returns
 * the ms waited.
 */
async function waitForQuiet(maxMs = 30_000): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let last = machineCpu();
  if (!last) return 0;
  while (quiet < 2 && Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 300));
    const now = machineCpu()!;
    const busy = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    quiet = busy < 0.15 ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

async function signIn(
  base: string,
  member: { email: string; password: string },
): Promise<{ cookie: string; userId: number }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const user = (await res.json()) as { id: number };
  return { cookie, userId: user.id };
}

interface Target {
  name: string;
  path: string | ((i: number) => string);
  method?: 'POST';
  body?: (i: number) => string;
  anonymous?: boolean;
}

/** Continues across rounds so writes never repeat a target (a repeated answer would be a 409). */
let writeCounter = 0;

/** `cookies.viewer` signs reads in, `cookies.writer` writes (see BENCH_WRITER). */
async function measure(
  base: string,
  target: Target,
  cookies: { viewer: string; writer: string },
): Promise<Omit<Measure, 'name'>> {
  const headers: Record<string, string> = target.anonymous
    ? {}
    : { cookie: target.method ? cookies.writer : cookies.viewer };
  if (target.method) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: base,
    connections: 10,
    duration,
    requests: [
      {
        method: target.method ?? 'GET',
        headers,
        setupRequest: (req: Record<string, unknown>) => {
          const i = ++writeCounter;
          return {
            ...req,
            path: typeof target.path === 'string' ? target.path : target.path(i),
            body: target.body?.(i),
          };
        },
      },
    ],
  });
  // The anonymous /me answers 401 by design; count only transport errors there.
  const errors = result.errors + (target.anonymous ? 0 : result.non2xx);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function targetsFor(
  userId: number,
  sample: { requestCount: number; responseCount: number },
  salt: number,
): Target[] {
  const deep = Math.max(2, Math.min(500, Math.floor(requests / 20)));
  const song = (i: number) => {
    const id = `bench${salt}x${i}`.slice(0, 64);
    return {
      id,
      name: `Bench song ${i}`,
      artist: 'Bench',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
      videoId: id,
    };
  };
  // Writes spread over every request/response so each call is a real insert, not a no-op.
  const requestId = (i: number) => 1 + ((i * 7919 + salt) % sample.requestCount);
  const responseId = (i: number) => 1 + ((i * 7919 + salt) % sample.responseCount);
  const targets: Target[] = [
    { name: 'floor: GET /api/users/{id}', path: `/api/users/${userId}` },
    { name: 'me (signed in)', path: '/api/auth/me' },
    { name: 'me (anonymous, 401)', path: '/api/auth/me', anonymous: true },
    { name: 'feed recent p1', path: '/api/requests?sort=recent&limit=20&page=1' },
    { name: `feed recent p${deep}`, path: `/api/requests?sort=recent&limit=20&page=${deep}` },
    { name: 'feed responses p1', path: '/api/requests?sort=responses&limit=20&page=1' },
    { name: `feed responses p${deep}`, path: `/api/requests?sort=responses&limit=20&page=${deep}` },
    { name: 'feed upvotes p1', path: '/api/requests?sort=upvotes&limit=20&page=1' },
    { name: `feed upvotes p${deep}`, path: `/api/requests?sort=upvotes&limit=20&page=${deep}` },
    { name: 'feed magic p1', path: '/api/requests?sort=magic&limit=20&page=1' },
    { name: 'feed search "love"', path: '/api/requests?sort=recent&limit=20&search=love' },
    { name: 'you: saved songs', path: `/api/users/${userId}/saved-songs` },
    { name: 'you: activity', path: `/api/users/${userId}/activity` },
    { name: "a request's responses", path: '/api/requests/2/responses' },
    {
      name: 'write: answer',
      method: 'POST',
      path: (i) => `/api/requests/${requestId(i)}/responses`,
      body: (i) =>
        JSON.stringify({ songId: song(i).id, songData: song(i), comment: 'Bench answer' }),
    },
    {
      name: 'write: upvote',
      method: 'POST',
      path: (i) => `/api/requests/${requestId(i)}/upvote`,
      body: () => '{"upvoted":true}',
    },
    {
      name: 'write: save',
      method: 'POST',
      path: (i) => `/api/responses/${responseId(i)}/save`,
      body: () => '{}',
    },
    // An answer's upvote also notifies its recommender (a request's does not).
    {
      name: 'write: upvote an answer',
      method: 'POST',
      path: (i) => `/api/responses/${responseId(i)}/upvote`,
      body: () => '{"upvoted":true}',
    },
  ];
  const only = args.only?.split(',').map((s) => s.trim());
  return targets.filter((t) => !only || only.some((s) => t.name.includes(s)));
}

interface EngineResult {
  current: Measure[];
  baseline: Measure[] | null;
  seedSeconds: number;
  rss: { current: number; baseline: number | null };
}

/**
 * SQL giving the viewer and the writer `hash` as password, verified. Plain text, not the checkout's
 * own `sql` tag, so it runs on a baseline's Drizzle too, whose seed may predate the writer.
 */
function signInAccounts(hash: string): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return `update users set password = ${quote(hash)}, email_verified_at = now() where email in (${quote(BENCH_VIEWER.email)}, ${quote(BENCH_WRITER.email)})`;
}

/**
 * SQL recording every seeded request and response as already seen by genre detection (the seed
 * gives them genres itself). Without it each server's worker sweeps the whole seed into its queue
 * at start and detects 25,000 items (10,000 requests) while the first rounds run, sharing PGlite's
 * one connection with the measured requests and delaying `/api/health` by minutes. Plain text, so it
 * runs on a baseline's schema too.
 */
const MARK_DETECTED = [
  `insert into request_genre_detections (request_id, input_hash) select id, 'bench-seed' from requests on conflict do nothing`,
  `insert into response_genre_detections (response_id, input_hash) select id, 'bench-seed' from responses on conflict do nothing`,
];

/**
 * Seeds one database of `engine` with the code at `codeRoot` (its migrations, built-in seed and
 * bench seed, imported from there) and returns the server environment for it, the seeded sizes and
 * a cleanup that removes it.
 */
async function seedFor(
  engine: 'pglite' | 'postgres',
  codeRoot: string,
  viewerHash: string,
): Promise<{
  env: Record<string, string>;
  sample: { requestCount: number; responseCount: number };
  cleanup: () => Promise<void>;
}> {
  const { openDatabase: open } = (await import(
    join(codeRoot, 'server/db/client.ts')
  )) as typeof import('../server/db/client');
  const { seedDatabase: seedBuiltIn } = (await import(
    join(codeRoot, 'server/setup/seed.ts')
  )) as typeof import('../server/setup/seed');
  const { seedBenchData: seedBench } = (await import(
    join(codeRoot, 'bench/seed-bench-data.ts')
  )) as typeof import('./seed-bench-data');
  const fill = async (handle: Awaited<ReturnType<typeof open>>) => {
    await handle.migrate();
    await seedBuiltIn(handle.db);
    const sample = await seedBench(handle.db, { requests, users }, log);
    await handle.db.execute(signInAccounts(viewerHash));
    for (const statement of MARK_DETECTED) await handle.db.execute(statement);
    await handle.close();
    return sample;
  };
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'hearsay-bench-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      sample: await fill(await open({ dataDir: dir })),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createScratchDatabase(args['postgres-url']!, 'hearsay_bench');
  return {
    env: { DATABASE_URL: url },
    sample: await fill(await open({ databaseUrl: url })),
    cleanup: drop,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres', port: number): Promise<EngineResult> {
  console.log(
    `\n${engine}: seeding ${requests.toLocaleString()} requests, ${users.toLocaleString()} members…`,
  );
  const started = Date.now();
  const viewerHash = await hashPassword(
    loadConfig({ ...process.env, NODE_ENV: 'production' }),
    BENCH_VIEWER.password,
  );
  // Each side runs on a database built by its own code (migrations, seed): a change of indexes or
  // tables is then measured against the schema the baseline really had, not against the new one.
  const seeded = [await seedFor(engine, root, viewerHash)];
  if (baselineRoot) seeded.push(await seedFor(engine, baselineRoot, viewerHash));
  const envs = seeded.map((x) => x.env);
  const sample = seeded[0]!.sample;
  const cleanup = async () => {
    for (const x of seeded) await x.cleanup();
  };
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  log(`seeded in ${seedSeconds} s`);
  const profileDir = args['cpu-prof'] ? resolve(args['cpu-prof'], engine) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const servers: {
    name: 'current' | 'baseline';
    child: ChildProcess;
    base: string;
    cookies: { viewer: string; writer: string };
    targets: Target[];
  }[] = [];
  try {
    const roots: ['current' | 'baseline', string][] = [['current', root]];
    if (baselineRoot) roots.push(['baseline', baselineRoot]);
    for (const [i, [name, dir]] of roots.entries()) {
      const child = await startServer(
        dir,
        envs[i]!,
        port + i,
        name === 'current' ? profileDir : undefined,
      );
      const base = `http://127.0.0.1:${port + i}`;
      const viewer = await signIn(base, BENCH_VIEWER);
      const writer = await signIn(base, BENCH_WRITER);
      servers.push({
        name,
        child,
        base,
        cookies: { viewer: viewer.cookie, writer: writer.cookie },
        targets: targetsFor(viewer.userId, sample, i),
      });
    }
    const runs = new Map<string, Omit<Measure, 'name'>[]>();
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round}/${rounds}`);
      for (let t = 0; t < servers[0]!.targets.length; t++) {
        for (const s of servers) {
          const target = s.targets[t]!;
          const waited = await waitForQuiet();
          if (waited > 2_000)
            console.log(`    (waited ${(waited / 1000).toFixed(1)} s for the machine to be quiet)`);
          const m = await measure(s.base, target, s.cookies);
          const key = `${s.name}\u0000${target.name}`;
          runs.set(key, [...(runs.get(key) ?? []), m]);
          console.log(
            `    ${s.name.padEnd(8)} ${target.name.padEnd(28)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms${m.errors ? `  errors ${m.errors}` : ''}`,
          );
        }
      }
    }
    const summarise = (name: string): Measure[] =>
      servers[0]!.targets.map((target) => {
        const ms = runs.get(`${name}\u0000${target.name}`)!;
        return {
          name: target.name,
          rps: median(ms.map((m) => m.rps)),
          p50: median(ms.map((m) => m.p50)),
          p99: median(ms.map((m) => m.p99)),
          errors: ms.reduce((a, m) => a + m.errors, 0),
        };
      });
    const rss = {
      current: rssMiB(servers[0]?.child.pid),
      baseline: servers[1] ? rssMiB(servers[1].child.pid) : null,
    };
    return {
      current: summarise('current'),
      baseline: servers[1] ? summarise('baseline') : null,
      seedSeconds,
      rss,
    };
  } finally {
    for (const s of servers) await stopServer(s.child);
    await cleanup();
  }
}

const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b ? (a / b).toFixed(2) : 'n/a';

function ratios(m: Measure[]): [string, string, string][] {
  const by = (name: string) => m.find((x) => x.name === name);
  const floor = by('floor: GET /api/users/{id}');
  const out: [string, string, string][] = [
    [
      `signed-in /me ÷ anonymous 401`,
      ratio(by('me (signed in)')?.rps, by('me (anonymous, 401)')?.rps),
      '> 0.26',
    ],
  ];
  for (const x of m.filter(
    (x) => !x.name.startsWith('floor') && !x.name.startsWith('me') && !x.name.startsWith('write'),
  )) {
    out.push([`${x.name} ÷ floor`, ratio(x.rps, floor?.rps), '≥ 0.60']);
  }
  for (const sort of ['recent', 'responses', 'upvotes']) {
    const p1 = by(`feed ${sort} p1`);
    const deep = m.find((x) => x.name.startsWith(`feed ${sort} p`) && x !== p1);
    if (p1 && deep) out.push([`${sort} p50 deep ÷ p1`, ratio(deep.p50, p1.p50), '≤ 1.20']);
  }
  out.push([
    'magic p50 ÷ recent p50',
    ratio(by('feed magic p1')?.p50, by('feed recent p1')?.p50),
    '≤ 1.50',
  ]);
  for (const x of m.filter((x) => x.name.startsWith('write')))
    out.push([`${x.name} ÷ floor`, ratio(x.rps, floor?.rps), '≥ 0.50']);
  return out;
}

function table(engine: string, r: EngineResult) {
  console.log(
    `\n### ${engine}, ${requests.toLocaleString()} requests (seeded in ${r.seedSeconds} s; RSS ${r.rss.current} MiB${r.rss.baseline !== null ? `, baseline ${r.rss.baseline} MiB` : ''})\n`,
  );
  const head = r.baseline
    ? '| endpoint | before req/s | after req/s | before p50/p99 ms | after p50/p99 ms |'
    : '| endpoint | req/s | p50 ms | p99 ms |';
  console.log(head);
  console.log(head.replace(/[^|]+/g, '---'));
  r.current.forEach((m, i) => {
    const b = r.baseline?.[i];
    const err = m.errors ? ` (${m.errors} errors)` : '';
    console.log(
      b
        ? `| ${m.name} | ${b.rps.toFixed(0)}${b.errors ? ` (${b.errors} errors)` : ''} | ${m.rps.toFixed(0)}${err} | ${b.p50} / ${b.p99} | ${m.p50} / ${m.p99} |`
        : `| ${m.name} | ${m.rps.toFixed(0)}${err} | ${m.p50} | ${m.p99} |`,
    );
  });
  const after = ratios(r.current);
  const before = r.baseline ? ratios(r.baseline) : null;
  console.log(`\n| ratio | ${before ? 'before | after' : 'value'} | budget |`);
  console.log(`|---|${before ? '---|---' : '---'}|---|`);
  after.forEach(([name, value, budget], i) =>
    console.log(`| ${name} | ${before ? `${before[i]?.[1]} | ` : ''}${value} | ${budget} |`),
  );
}

const engines = args.engines!.split(',').map((e) => e.trim()) as ('pglite' | 'postgres')[];
const all: Partial<Record<'pglite' | 'postgres', EngineResult>> = {};
let port = Number(args.port);
for (const engine of engines) {
  all[engine] = await benchEngine(engine, port);
  port += 2;
}
for (const [engine, r] of Object.entries(all)) table(engine, r);
if (all.pglite && all.postgres) {
  console.log('\n| PGlite ÷ PostgreSQL | req/s | p99 PGlite ÷ PostgreSQL |');
  console.log('|---|---|---|');
  all.pglite.current.forEach((m, i) => {
    const p = all.postgres!.current[i]!;
    console.log(`| ${m.name} | ${ratio(m.rps, p.rps)} | ${ratio(m.p99, p.p99)} |`);
  });
}
