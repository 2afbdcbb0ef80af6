/**
 * `npx tsx bench/streams.bench.ts [-- --streams 5000 --seconds 20 --port 4030 --root <checkout>
 *   --postgres-url …]`
 * (by hand, not in CI): live notification streams at scale on PostgreSQL (decision 043).
 *
 * Seeds a fresh database with one member and session per stream, starts the real server in a
 * child process, and from this process opens every stream (GET /api/notifications/stream). Then
 * it calls GET /api/auth/me one call at a time for `seconds` (longer than the 15 s heartbeat, so
 * at least one session check of every stream happens meanwhile) and reports its p50/p99/max, and
 * sends every member one NOTIFY in one statement and reports how long until every stream has
 * received its `unread` event. Drops the database at the end.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { hashSessionToken } from '../server/modules/auth/session-token';
import { NOTIFY_CHANNEL } from '../server/modules/notifications/notification-pushes';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4030' },
    /** Serve from another checkout (e.g. the previous commit) to compare on the same machine. */
    root: { type: 'string' },
    'postgres-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const count = Number(args.streams);
const port = Number(args.port);
const root = args.root ?? new URL('..', import.meta.url).pathname;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Seeds one member and one session per stream; returns the session tokens. */
async function seed(url: string): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  await handle.db.execute(sql`insert into users (display_name, slug, email, password)
    select 'Stream Member ' || g, 'stream-member-' || g, 'stream-' || g || '@example.com', 'not-a-login'
    from generate_series(1, ${count}) g`);
  const hashes = `{${tokens.map(hashSessionToken).join(',')}}`;
  await handle.db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    select h.hash, u.id, now() + interval '1 day'
    from unnest(${hashes}::text[]) with ordinality h(hash, n)
    join (select id, row_number() over (order by id) as n from users) u on u.n = h.n`);
  await handle.close();
  return tokens;
}

function startServer(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED: 'false',
      GLOBAL_RATE_LIMIT_MEMBER: '100000000',
      GLOBAL_RATE_LIMIT_ANONYMOUS: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Opens one stream; `events` counts its `unread` events. */
function openStream(token: string) {
  return new Promise<{ events: () => number; onEvent: (f: () => void) => void }>(
    (resolve, reject) => {
      let events = 0;
      let listener = () => {};
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/notifications/stream',
          agent,
          headers: { cookie: `hearsay_session=${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const n = chunk.split('event: unread').length - 1;
            if (n > 0) {
              events += n;
              listener();
            }
          });
          resolve({ events: () => events, onEvent: (f) => (listener = f) });
        },
      );
      req.on('error', reject);
    },
  );
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const { url, drop } = await createScratchDatabase(args['postgres-url']!, 'hearsay_streams');
  const server = startServer(url);
  try {
    const tokens = await seed(url);
    await waitUntilUp();
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < tokens.length; i += 200)
      streams.push(...(await Promise.all(tokens.slice(i, i + 200).map(openStream))));
    console.log(`${streams.length} streams open`);

    // /api/auth/me, one call at a time, across at least one heartbeat.
    const me = `http://127.0.0.1:${port}/api/auth/me`;
    const cookie = `hearsay_session=${tokens[0]}`;
    const times: number[] = [];
    const until = Date.now() + Number(args.seconds) * 1000;
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(me, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`auth/me ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/auth/me over ${args.seconds} s with ${streams.length} streams: ${times.length} calls, p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );

    // One event per member, all sent in one statement; time until every stream has it.
    const before = streams.map((s) => s.events());
    let waiting = streams.length;
    const allReached = new Promise<void>((resolve) =>
      streams.forEach((s, i) =>
        s.onEvent(() => {
          if (before[i] !== -1 && s.events() > before[i]!) {
            before[i] = -1;
            if (--waiting === 0) resolve();
          }
        }),
      ),
    );
    const notifier = new pg.Client({ connectionString: url });
    await notifier.connect();
    const sent = performance.now();
    await notifier.query(
      `select pg_notify($1, json_build_object('recipientId', id)::text) from users`,
      [NOTIFY_CHANNEL],
    );
    await allReached;
    console.log(
      `one event per member reached all ${streams.length} streams in ${(performance.now() - sent).toFixed(0)} ms`,
    );
    await notifier.end();
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop();
  }
}

await main();
