/**
 * Seeds a benchmark database in bulk with set-based SQL (so 1,000,000 requests take minutes, not
 * hours): real request texts from data/requests/music_reco_queries.csv, real songs from
 * data/songs/harmonix_songs.csv, and users, genres, responses, upvotes and saves in
 * realistic proportions (per request ≈ 1.5 responses, 1 upvote, 1–2 genres, 0.2 saves, its asker's follow: at
 * 1,000,000 requests that is 1,000,000 upvotes and 200,000 saves). Counters are computed from the rows, as the app keeps them.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { dataFilePath } from '../server/lib/data-files';

export interface BenchSeed {
  requests: number;
  users: number;
}

/** The seeded member the bench reads as: author, answerer, saver and upvoter like the others. */
export const BENCH_VIEWER = {
  email: 'bench-1@example.com',
  password: 'bench-viewer-password-1',
} as const;

/**
 * The seeded member the write targets sign in as. Writes never run as BENCH_VIEWER, so the
 * viewer's own lists (saved songs, activity) keep their seeded size from the first round to the
 * last instead of growing by every save and answer the bench itself makes.
 */
export const BENCH_WRITER = {
  email: 'bench-2@example.com',
  password: BENCH_VIEWER.password,
} as const;

async function insertBatches(db: Database, table: string, columns: string, rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(
            row.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) values ${values}`);
  }
}

/**
 * Seeds `requests` requests by `users` members; returns how many requests and responses exist
 * (ids 1…n, so write benchmarks can spread over them).
 */
export async function seedBenchData(
  db: Database,
  { requests, users }: BenchSeed,
  log: (msg: string) => void = () => {},
): Promise<{ requestCount: number; responseCount: number }> {
  const texts = (
    parse(readFileSync(dataFilePath('requests/music_reco_queries.csv'), 'utf8'), {
      columns: true,
    }) as { query: string }[]
  )
    .map((r) => r.query.trim().slice(0, 240))
    .filter(Boolean);
  const songs = (
    parse(readFileSync(dataFilePath('songs/harmonix_songs.csv'), 'utf8'), {
      columns: true,
    }) as Record<string, string>[]
  )
    .filter((s) => s.youtube_id && s.title && s.artist)
    .map((s) => ({
      id: s.youtube_id!,
      name: s.title!,
      artist: s.artist!,
      thumbnail: `https://i.ytimg.com/vi/${s.youtube_id}/mqdefault.jpg`,
      videoId: s.youtube_id,
      playable: true,
    }));

  await db.execute(
    sql`create temporary table bench_texts (i int primary key, content text not null)`,
  );
  await db.execute(
    sql`create temporary table bench_songs (i int primary key, song_id text not null, data jsonb not null)`,
  );
  await insertBatches(
    db,
    'bench_texts',
    'i, content',
    texts.map((t, i) => [i, t]),
  );
  await insertBatches(
    db,
    'bench_songs',
    'i, song_id, data',
    songs.map((s, i) => [i, s.id, JSON.stringify(s)]),
  );
  await db.execute(sql`create temporary table bench_genres as
    select (row_number() over (order by id) - 1)::int as i, id from genres where name not like '\\_\\_%'`);
  log(`loaded ${texts.length} request texts, ${songs.length} songs`);

  // Members sign up one a minute before the first request, not all in one instant: with one shared
  // created_at the planner looked members up through users_created_at_id_idx, not the primary key.
  await db.execute(sql`insert into users (display_name, slug, email, password, created_at)
    select 'Bench Member ' || g, 'bench-member-' || g, 'bench-' || g || '@example.com', 'not-a-login',
      now() - make_interval(mins => ${requests + users}::int - g)
    from generate_series(1, ${users}) g`);
  await db.execute(sql`create temporary table bench_users as
    select (row_number() over (order by id) - 1)::int as i, id from users where email like 'bench-%@example.com'`);
  log(`${users} users`);

  const T = texts.length;
  const S = songs.length;
  await db.execute(sql`insert into requests (user_id, type, content, search_text, created_at)
    select u.id, 'text', t.content, lower(t.content), now() - make_interval(mins => ${requests} - g)
    from generate_series(1, ${requests}) g
    join bench_texts t on t.i = g % ${T}
    join bench_users u on u.i = g % ${users}`);
  log(`${requests} requests`);

  const G = sql`(select count(*) from bench_genres)`;
  await db.execute(sql`insert into request_genres (request_id, genre_id)
    select r.id, bg.id from requests r join bench_genres bg on bg.i = r.id % ${G}
    union
    select r.id, bg.id from requests r join bench_genres bg on bg.i = (r.id * 7 + 3) % ${G} where r.id % 2 = 0`);

  await db.execute(sql`insert into responses (request_id, user_id, song_id, song_data, comment, created_at)
    select r.id, u.id, s.song_id, s.data, 'Try this one', r.created_at + interval '5 minutes'
    from requests r join bench_songs s on s.i = r.id % ${S} join bench_users u on u.i = (r.id + 1) % ${users}
    union all
    select r.id, u.id, s.song_id, s.data, null, r.created_at + interval '9 minutes'
    from requests r join bench_songs s on s.i = (r.id + 17) % ${S} join bench_users u on u.i = (r.id + 2) % ${users}
    where r.id % 2 = 0`);
  await db.execute(sql`insert into response_genres (response_id, genre_id)
    select x.id, bg.id from responses x join bench_genres bg on bg.i = (x.id * 3) % ${G}`);
  log('responses and genres');

  await db.execute(sql`insert into upvoted_requests (user_id, request_id)
    select u.id, r.id from requests r cross join generate_series(0, 2) j
    join bench_users u on u.i = (r.id + j * 3) % ${users}
    where j < r.id % 3 on conflict do nothing`);
  await db.execute(sql`insert into saved_songs (user_id, response_id, request_id)
    select u.id, x.id, x.request_id from responses x join bench_users u on u.i = (x.id * 7) % ${users}
    where x.id % 15 < 2 on conflict do nothing`); // × 7 is coprime with the member count: saves spread over every member
  log('upvotes and saves');

  // Each asker follows their own request, as the app does from the start: an answer notifies them.
  await db.execute(
    sql`insert into request_follows (user_id, request_id) select user_id, id from requests on conflict do nothing`,
  );
  log('follows');

  await db.execute(sql`update requests r set
      responses = coalesce((select count(*) from responses x where x.request_id = r.id), 0),
      upvotes = coalesce((select count(*) from upvoted_requests v where v.request_id = r.id), 0)`);
  await db.execute(
    sql`update responses x set saves = coalesce((select count(*) from saved_songs s where s.response_id = x.id), 0)`,
  );
  // A live database is vacuumed by autovacuum; do it now so index-only scans see a set visibility map.
  await db.execute(sql`vacuum analyze`);
  log('counters, vacuum');
  const counts =
    (await db.execute(sql`select (select count(*) from requests)::int as requests, (select count(*) from responses)::int as responses,
    (select count(*) from upvoted_requests)::int as upvotes, (select count(*) from saved_songs)::int as saves`)) as unknown as {
      rows: { requests: number; responses: number; upvotes: number; saves: number }[];
    };
  const c = counts.rows[0]!;
  log(`${c.requests} requests, ${c.responses} responses, ${c.upvotes} upvotes, ${c.saves} saves`);
  return { requestCount: Number(c.requests), responseCount: Number(c.responses) };
}
