/**
 * `npm run bench:scale [-- --requests 1000000 --members 10000 --follows 1000 --samples 200
 *   --postgres-url postgres://…]`
 *
 * The "Following" feed at scale on PostgreSQL (decision 043): seeds a fresh database in bulk with
 * generate_series (members, requests, one answer per request; no genres, upvotes or saves, which
 * the RECENT page under "Following" does not read), makes the viewer follow `follows` members, and
 * times `GET /api/requests?following=true` pages 1, 10 and 100 through the real app over HTTP, one
 * call at a time, under page 1's snapshot. Prints the seeding time and p50/p99 (ms) per page, and
 * the same pages' ids through the previous query shape (every id the followed members asked or
 * answered, then the page) for comparison. Drops the database at the end.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { hashSessionToken } from '../server/modules/auth/session-token';
import { createSongProvider } from '../server/providers/songs/index';
import { FEED_PAGE_SIZE } from '../common/constants';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '10000' },
    follows: { type: 'string', default: '1000' },
    samples: { type: 'string', default: '200' },
    /** Keep the database (its name is printed) to look at plans afterwards. */
    keep: { type: 'boolean', default: false },
    'postgres-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const requests = Number(args.requests);
const members = Number(args.members);
const follows = Math.min(Number(args.follows), members - 1);
const samples = Number(args.samples);
const PAGES = [1, 10, 100];

async function timed(log: string, run: () => Promise<unknown>) {
  const started = Date.now();
  await run();
  console.log(`  ${log}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds members, requests and answers with set-based SQL; returns the viewer's id. */
async function seed(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  await timed(`${members} members`, () =>
    db.execute(sql`insert into users (display_name, slug, email, password, created_at)
      select 'Scale Member ' || g, 'scale-member-' || g, 'scale-' || g || '@example.com', 'not-a-login',
        now() - interval '5 years'
      from generate_series(1, ${members}) g`),
  );
  const base = Number(
    (
      (await db.execute(sql`select min(id)::int as id from users`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id,
  );
  // A request every 30 s back from now, asked by the members in turn.
  await timed(`${requests} requests`, () =>
    db.execute(sql`insert into requests (user_id, type, content, search_text, created_at)
      select ${base} + g % ${members}, 'text', 'Songs for a long night drive, number ' || g, '',
        now() - make_interval(secs => (${requests} - g) * 30)
      from generate_series(1, ${requests}) g`),
  );
  // One answer per request, ten minutes later, by a member other than the asker.
  await timed(`${requests} answers`, () =>
    db.execute(sql`insert into responses (request_id, user_id, song_id, song_data, created_at)
      select q.id, ${base} + (q.id * 7 + 1) % ${members}, 'scale-song',
        '{"id":"scale-song","name":"Night Drive","artist":"Bench Band","thumbnail":"","playable":false}'::jsonb,
        q.created_at + interval '10 minutes'
      from requests q`),
  );
  await db.execute(sql`update requests set responses = 1`);
  const viewer = base;
  // The follows last: their trigger fills the viewer's following_feed_items in one pass each.
  await timed(`${follows} follows`, () =>
    db.execute(sql`insert into user_follows (follower_id, followed_id)
      select ${viewer}, ${base} + g from generate_series(1, ${follows}) g`),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return viewer;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

/** Times each page through the app, one call at a time, under page 1's snapshot. */
async function timePages(baseUrl: string, cookie: string) {
  const get = async (query: string) => {
    const res = await fetch(`${baseUrl}/api/requests?following=true${query}`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as { data: unknown[]; pagination: { snapshot: number } };
  };
  const first = await get('');
  const snapshot = first.pagination.snapshot;
  for (const page of PAGES) {
    const query = page === 1 ? '' : `&page=${page}&snapshot=${snapshot}`;
    for (let i = 0; i < 10; i++) await get(query); // warm-up: named statements, caches
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      rows = (await get(query)).data.length;
      times.push(performance.now() - started);
    }
    console.log(`  page ${page} (${rows} rows): ${summary(times)}`);
  }
}

/** The previous statement shape's ids for a page (decision 030), timed in SQL for comparison. */
async function timePreviousShape(handle: DatabaseHandle, viewer: number) {
  for (const page of PAGES) {
    const times: number[] = [];
    for (let i = 0; i < Math.min(samples, 30); i++) {
      const started = performance.now();
      await handle.db.execute(sql`select q.id from requests q
        where q.hidden_at is null and q.id = any(array(
          select r.id from requests r where r.user_id = any(array(select followed_id from user_follows where follower_id = ${viewer}))
          union select x.request_id from responses x where x.user_id = any(array(select followed_id from user_follows where follower_id = ${viewer})) and x.hidden_at is null))
        order by q.created_at desc, q.id desc offset ${(page - 1) * FEED_PAGE_SIZE} limit ${FEED_PAGE_SIZE + 1}`);
      times.push(performance.now() - started);
    }
    console.log(`  previous shape, page ${page} ids only: ${summary(times)}`);
  }
}

async function main() {
  const { name, url, drop } = await createScratchDatabase(args['postgres-url']!, 'hearsay_scale');
  const handle = await openDatabase({ databaseUrl: url });
  try {
    console.log(`seeding ${requests} requests, ${members} members, ${follows} follows…`);
    const started = Date.now();
    await handle.migrate();
    const viewer = await seed(handle);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = randomBytes(24).toString('base64url');
    await handle.db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
      values (${hashSessionToken(token)}, ${viewer}, now() + interval '1 day')`);
    const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
    const app = await buildApp(
      { db: handle.db, config, songs: createSongProvider(config, handle.db) },
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as AddressInfo).port;
      console.log('GET /api/requests?following=true (RECENT), through the app:');
      await timePages(`http://127.0.0.1:${port}`, `hearsay_session=${token}`);
      await timePreviousShape(handle, viewer);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    if (args.keep) console.log(`kept database ${name}`);
    else await drop();
  }
}

await main();
