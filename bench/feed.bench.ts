/**
 * `npm run bench [-- --requests 10000 --duration 5 --engines pglite,postgres]`
 *
 * Seeds a database per engine (bench/seed-bench-data.ts), starts the real server on it in a child
 * process, and measures with autocannon (10 connections): a one-primary-key endpoint as the floor
 * (GET /api/users/{id}), the feed page 1 in each sort, and a deep page of the recent feed. Prints
 * throughput, p50 and p99 latency and the ratios of design.md §8: feed vs floor (budget ≥ 0.5),
 * magic vs recent (≥ 0.67), deep vs page 1 (≥ 0.83), PGlite vs PostgreSQL (≥ 0.4).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/seed';
import { seedBenchData } from './seed-bench-data';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const requests = Number(args.requests);
const duration = Number(args.duration);
const users = Math.max(50, Math.round(requests / 20));
const root = new URL('..', import.meta.url).pathname;
const log = (msg: string) => console.log(`  ${msg}`);

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED: 'false', AUTH_RATE_LIMIT_MAX: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<{ cookie: string; userId: number }> {
  const email = `bench-viewer-${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, displayName: 'Bench Viewer', password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const user = (await res.json()) as { id: number };
  const genres = (await (await fetch(`${base}/api/genres?search=rock&active_only=true&limit=5`, { headers: { cookie } })).json()) as { name: string }[];
  await fetch(`${base}/api/users/${user.id}/genres`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ genres: genres.map((g) => g.name) }),
  });
  return { cookie, userId: user.id };
}

async function measure(name: string, url: string, cookie: string): Promise<Measure> {
  const result = await autocannon({ url, connections: 10, duration, headers: { cookie } });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function benchEngine(engine: 'pglite' | 'postgres', port: number): Promise<Measure[]> {
  console.log(`\n${engine}: seeding ${requests.toLocaleString()} requests, ${users.toLocaleString()} members…`);
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'hearsay-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    await handle.migrate();
    await seedDatabase(handle.db);
    await seedBenchData(handle.db, { requests, users }, log);
    await handle.close();
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `hearsay_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: args['postgres-url'] });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(args['postgres-url']!);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await seedDatabase(handle.db);
    await seedBenchData(handle.db, { requests, users }, log);
    await handle.close();
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: args['postgres-url'] });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { cookie, userId } = await signIn(base);
    const deepPage = Math.max(2, Math.min(500, Math.floor(requests / 20)));
    const results: Measure[] = [];
    const targets: [string, string][] = [
      ['floor: GET /api/users/{id}', `${base}/api/users/${userId}`],
      ['feed recent p1', `${base}/api/requests?sort=recent&limit=20&page=1`],
      ['feed responses p1', `${base}/api/requests?sort=responses&limit=20&page=1`],
      ['feed upvotes p1', `${base}/api/requests?sort=upvotes&limit=20&page=1`],
      ['feed magic p1', `${base}/api/requests?sort=magic&limit=20&page=1`],
      [`feed recent p${deepPage}`, `${base}/api/requests?sort=recent&limit=20&page=${deepPage}`],
      ['feed search "radiohead"', `${base}/api/requests?sort=recent&limit=20&search=radiohead`],
    ];
    for (const [name, url] of targets) {
      const m = await measure(name, url, cookie);
      results.push(m);
      console.log(`  ${name.padEnd(28)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms${m.errors ? `  errors ${m.errors}` : ''}`);
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

function report(engine: string, m: Measure[]) {
  const by = (prefix: string) => m.find((x) => x.name.startsWith(prefix))!;
  const floor = by('floor');
  const recent = by('feed recent p1');
  const deep = m.find((x) => x.name.startsWith('feed recent p') && x !== recent)!;
  console.log(`\n${engine} ratios (throughput):`);
  console.log(`  feed recent / floor      ${ratio(recent.rps, floor.rps)}   (budget ≥ 0.50)`);
  console.log(`  feed magic / recent      ${ratio(by('feed magic').rps, recent.rps)}   (budget ≥ 0.67)`);
  console.log(`  ${deep.name.replace('feed recent ', 'deep ')} / p1          ${ratio(deep.rps, recent.rps)}   (budget ≥ 0.83)`);
}

const engines = args.engines!.split(',').map((e) => e.trim()) as ('pglite' | 'postgres')[];
const all: Record<string, Measure[]> = {};
let port = 3900;
for (const engine of engines) all[engine] = await benchEngine(engine, port++);
for (const [engine, m] of Object.entries(all)) report(engine, m);
if (all.pglite && all.postgres) {
  console.log(`\nPGlite / PostgreSQL, feed recent p1: ${ratio(all.pglite[1]!.rps, all.postgres[1]!.rps)}   (budget ≥ 0.40)`);
}
