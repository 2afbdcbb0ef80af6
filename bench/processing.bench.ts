/**
 * `npx tsx bench/processing.bench.ts [--rows 100000] [--tag 2000] [--database-url postgres://…]`
 *
 * Automatic genre detection at scale: seeds `rows` requests and responses (set-based SQL;
 * a tenth of each tagged `__no_genre_detected__`, the rest with a genre) on PGlite, or PostgreSQL
 * with --database-url (a database that is created and dropped), then
 *  - times the staff endpoints' service calls: dashboard stats, tagging-box stats, the first and a
 *    deep page of each no-genre list;
 *  - times the worker tagging `tag` freshly queued requests and responses (items per second);
 *  - times an intelligent reprocess over all rows (the md5 input-hash comparison).
 */
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/setup/seed';
import {
  dashboardStats,
  intelligentReprocess,
  noGenreRequests,
  noGenreResponses,
  processingStats,
} from '../server/modules/genre-detection/genre-detection-staff.service';
import { requireMarker } from '../server/modules/genre-detection/genre-detection.service';
import * as staffRepo from '../server/modules/genre-detection/genre-detection-staff.repository';
import * as jobsRepo from '../server/modules/genre-detection/genre-detection-jobs.repository';
import { GenreDetectionWorker } from '../server/modules/genre-detection/genre-detection.worker';
import { createScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    tag: { type: 'string', default: '2000' },
    'database-url': { type: 'string' },
  },
});
const N = Number(args.rows);
const TAG = Number(args.tag);
const SKIP_WORKER = TAG === 0;

let drop: (() => Promise<void>) | null = null;
let databaseUrl: string | undefined;
if (args['database-url']) {
  const scratch = await createScratchDatabase(args['database-url'], 'hearsay_processing_bench');
  databaseUrl = scratch.url;
  drop = scratch.drop;
}

const handle = await openDatabase({ databaseUrl });
await handle.migrate();
await seedDatabase(handle.db);
const db = handle.db;
const time = async <T>(label: string, fn: () => Promise<T>) => {
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  console.log(`  ${label.padEnd(44)} ${ms.toFixed(1).padStart(9)} ms`);
  return { result, ms };
};

try {
  console.log(`Processing bench on ${handle.engine}: ${N} requests and responses`);
  const marker = await requireMarker(db);
  await time('seed', async () => {
    await db.execute(
      sql`insert into users (display_name, slug, email, password) select 'Member ' || g, 'member-' || g, 'member-' || g || '@example.com', 'x' from generate_series(1, 100) g`,
    );
    await db.execute(sql`insert into requests (user_id, type, content, created_at)
      select (select min(id) from users) + g % 100, 'text', 'Songs like number ' || g, now() - make_interval(mins => ${N} - g) from generate_series(1, ${N}) g`);
    await db.execute(sql`insert into responses (request_id, user_id, song_id, song_data, created_at)
      select r.id, r.user_id, 'vid-' || r.id, jsonb_build_object('id', 'vid-' || r.id, 'name', 'Band ' || (r.id % 991) || ' - Track ' || r.id), r.created_at from requests r`);
    for (const [table, column] of [
      ['request', 'request_id'],
      ['response', 'response_id'],
    ] as const) {
      const t = sql.raw(table === 'request' ? 'requests' : 'responses');
      await db.execute(sql`insert into ${sql.raw(`${table}_genres`)} (${sql.raw(column)}, genre_id, automatic)
        select id, case when id % 10 = 0 then ${marker} else 1 + id % 400 end, true from ${t}`);
      await db.execute(
        sql`insert into ${sql.raw(`${table}_genre_detections`)} (${sql.raw(column)}, input_hash) select id, 'seeded' from ${t}`,
      );
    }
    await db.execute(sql`analyze`);
  });

  await time('  of which: table counts', () => staffRepo.tableCounts(db));
  await time('  of which: no-genre counts', () => staffRepo.noGenreCounts(db, marker));
  await time('  of which: queued counts', () => jobsRepo.queuedCounts(db));
  await time('  of which: no-genre requests page 1 rows', () =>
    staffRepo.noGenreRequestsPage(db, marker, 0, 50),
  );
  await time('GET processing-dashboard-stats', () => dashboardStats(db));
  await time('GET processing-stats', () => processingStats(db));
  await time('GET no-genre-requests page 1 (50)', () =>
    noGenreRequests(db, { page: 1, limit: 50 }),
  );
  const deep = Math.max(1, Math.floor(N / 10 / 50));
  await time(`GET no-genre-requests page ${deep} (last)`, () =>
    noGenreRequests(db, { page: deep, limit: 50 }),
  );
  await time('GET no-genre-responses page 1 (50)', () =>
    noGenreResponses(db, { page: 1, limit: 50 }),
  );
  await time(`GET no-genre-responses page ${deep} (last)`, () =>
    noGenreResponses(db, { page: deep, limit: 50 }),
  );

  if (!SKIP_WORKER) await tagAndReprocess();
} finally {
  await handle.close();
  await drop?.();
}

async function tagAndReprocess() {
  await db.execute(
    sql`insert into genre_detection_jobs (item_type, item_id) select 'request', id from requests order by id desc limit ${TAG / 2}`,
  );
  await db.execute(
    sql`insert into genre_detection_jobs (item_type, item_id) select 'response', id from responses order by id desc limit ${TAG / 2}`,
  );
  const worker = new GenreDetectionWorker(db, { instanceId: 'bench' });
  const { ms } = await time(`worker tags ${TAG} items`, () => worker.drain());
  console.log(`  → ${((TAG / ms) * 1000).toFixed(0)} items/s`);
  const { result } = await time('POST intelligent-reprocess-requests', () =>
    intelligentReprocess(db, 'request'),
  );
  console.log(`  → ${result} requests queued (inputs changed since the seeded hash)`);
}
