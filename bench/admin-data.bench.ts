/**
 * `npx tsx bench/admin-data.bench.ts [--rows 100000] [--data-dir DIR]`
 *
 * Checks that the data dashboard stays usable at 100,000 rows per table: seeds that many
 * users, requests, responses and saves (plus genres on each) with set-based SQL on PGlite, then
 * through the real app measures, per table, the first page and a deep page of 5,000 rows (budget:
 * deep within 1.2× of first, as for the feed in decision 009), the SQL statements per page, and a full CSV export
 * (rows and seconds; the CSV is streamed batch by batch, so memory stays flat). With --data-dir the seeded database is kept, so the app can be
 * started on it (`DATA_DIR=DIR STAFF_EMAILS=bench-staff@example.com npm start`) and the dashboard
 * tried in a browser; sign in as bench-staff@example.com / bench-password.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/setup/seed';
import { createSongProvider } from '../server/providers/songs/index';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, 'data-dir': { type: 'string' } },
});
const N = Number(args.rows);
let queries = 0;
const handle = await openDatabase({ dataDir: args['data-dir'], onQuery: () => queries++ });
await handle.migrate();
await seedDatabase(handle.db);
const db = handle.db;
const time = async <T>(fn: () => Promise<T>) => {
  const start = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - start };
};

const existing = Number(
  (
    (await db.execute(sql`select count(*)::int as n from requests`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n,
);
if (existing < N) {
  const { ms } = await time(async () => {
    await db.execute(sql`insert into users (display_name, slug, email, password, youtube_connected, created_at)
      select 'Member ' || g, 'member-' || g, 'member-' || g || '@example.com', 'not-a-login', g % 7 = 0, now() - make_interval(mins => ${N} - g)
      from generate_series(1, ${N}) g`);
    await db.execute(sql`insert into requests (user_id, type, content, gif_url, song_data, created_at)
      select u.id, (array['text','gif','slts'])[1 + g % 3],
        case when g % 3 = 0 then null when g % 5 = 0 then '=cmd|'' /C calc''!A0 request ' || g else 'Songs like number ' || g end,
        case when g % 3 = 1 then 'https://media.giphy.com/media/x' || g || '/giphy.gif' end,
        case when g % 3 = 2 then jsonb_build_object('id', 'slts-' || g, 'name', 'Song ' || g, 'artist', 'Artist ' || (g % 997)) end,
        now() - make_interval(mins => ${N} - g)
      from generate_series(1, ${N}) g join users u on u.email = 'member-' || (1 + g % ${N}) || '@example.com'`);
    await db.execute(sql`insert into responses (request_id, user_id, song_id, song_data, comment, created_at)
      select r.id, r.user_id, 'vid-' || r.id,
        jsonb_build_object('id', 'vid-' || r.id, 'name', 'Track ' || r.id, 'artist', 'Band ' || (r.id % 991), 'channelName', case when r.id % 4 = 0 then 'Channel ' || (r.id % 37) end),
        case when r.id % 2 = 0 then 'Try this, number ' || r.id end, r.created_at
      from requests r order by r.id limit ${N}`);
    await db.execute(sql`insert into saved_songs (user_id, response_id, request_id, created_at)
      select p.user_id, p.id, p.request_id, p.created_at from responses p order by p.id limit ${N}`);
    await db.execute(sql`insert into user_genres (user_id, genre_id, position)
      select u.id, g.id, g.rn from users u join lateral (
        select id, row_number() over (order by id) as rn from genres where id % 97 = u.id % 97 limit 3) g on true`);
    await db.execute(
      sql`insert into request_genres (request_id, genre_id) select r.id, 1 + r.id % 400 from requests r`,
    );
    await db.execute(
      sql`insert into response_genres (response_id, genre_id) select p.id, 1 + p.id % 400 from responses p`,
    );
    await db.execute(
      sql`update requests r set responses = c.n from (select request_id, count(*)::int n from responses group by request_id) c where c.request_id = r.id`,
    );
    await db.execute(
      sql`update responses p set saves = c.n from (select response_id, count(*)::int n from saved_songs group by response_id) c where c.response_id = p.id`,
    );
    await db.execute(sql`analyze`);
  });
  console.log(`seeded ${N.toLocaleString()} rows per table in ${(ms / 1000).toFixed(1)} s`);
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  STAFF_EMAILS: 'bench-staff@example.com',
  CLIENT_DIST: '/nonexistent',
  WRITE_RATE_LIMIT_MAX: '1000',
  AUTH_RATE_LIMIT_MAX: '1000',
});
const app = await buildApp(
  { db, config, songs: createSongProvider(config, db) },
  { logger: false },
);
await app.ready();
const credentials = { email: 'bench-staff@example.com', password: 'bench-password' };
let auth = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
if (auth.statusCode !== 200)
  auth = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...credentials, displayName: 'Bench Staff' },
  });
const cookie = `hearsay_session=${auth.cookies.find((c) => c.name === 'hearsay_session')!.value}`;
const get = (url: string) => app.inject({ url, headers: { cookie } });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function measure(url: string) {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    queries = 0;
    const { result, ms } = await time(() => get(url));
    if (result.statusCode !== 200)
      throw new Error(`${url}: ${result.statusCode} ${result.body.slice(0, 200)}`);
    runs.push(ms);
  }
  return { ms: median(runs), queries };
}

console.log('\ntable      first page  deep page  deep/first  SQL/page   export rows   export s');
for (const table of ['users', 'requests', 'responses', 'saves'] as const) {
  const first = await measure(`/api/admin/data/${table}?limit=5000`);
  const firstPage = (await get(`/api/admin/data/${table}?limit=5000`)).json() as {
    data: { id: number }[];
  };
  const minId = Number(
    (
      (await db.execute(
        sql.raw(`select min(id)::int as n from ${table === 'saves' ? 'saved_songs' : table}`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
  const deep = await measure(`/api/admin/data/${table}?limit=5000&cursor=${minId + 5000}`);
  const exported = await time(() => get(`/api/admin/data/export/${table}`));
  const rows = (parse(exported.result.body, { bom: true }) as string[][]).length - 1;
  console.log(
    `${table.padEnd(10)} ${first.ms.toFixed(0).padStart(7)} ms ${deep.ms.toFixed(0).padStart(7)} ms ${(deep.ms / first.ms).toFixed(2).padStart(10)} ${String(first.queries).padStart(8)} ${rows.toLocaleString().padStart(13)} ${(exported.ms / 1000).toFixed(1).padStart(10)}`,
  );
  if (firstPage.data.length !== 5000)
    throw new Error(`${table}: first page has ${firstPage.data.length} rows`);
}
const stats = await measure('/api/admin/data/stats');
const genres = await measure('/api/admin/data/genres');
console.log(`\nstats ${stats.ms.toFixed(0)} ms, genres ${genres.ms.toFixed(0)} ms`);
await app.close();
await handle.close();
