/**
 * `npx tsx bench/quality-review.bench.ts [--rows 20000]`
 *
 * Measures the offline quality review on PGlite: seeds N responses with messy YouTube-style titles
 * (packaging, swapped sides, VEVO artists, long mixes; real song titles from the demo catalogue),
 * runs a whole scan the way POST /api/admin/quality-review-run does, and prints the throughput
 * (responses/s) behind DEFAULT_ITEMS_PER_SECOND, plus the time of the dashboard's first results
 * page and count at that size.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/setup/seed';
import { createOfflineReviewer } from '../server/modules/quality-review/offline-reviewer';
import {
  countResponsesToReview,
  insertRun,
} from '../server/modules/quality-review/quality-review.repository';
import { resultsPage, runScan } from '../server/modules/quality-review/quality-review.service';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '20000' } } });
const N = Number(args.rows);
const handle = await openDatabase({});
await handle.migrate();
await seedDatabase(handle.db);
const db = handle.db;

await db.execute(
  sql`insert into users (display_name, slug, email, password) values ('Bench', 'bench', 'bench@example.com', 'x')`,
);
await db.execute(
  sql`insert into requests (user_id, type, content) select u.id, 'text', 'request ' || g from generate_series(1, ${Math.ceil(N / 10)}) g, users u`,
);
await db.execute(sql`
  insert into responses (request_id, user_id, song_id, song_data)
  select r.id, r.user_id, 'vid-' || g,
    case g % 5
      when 0 then jsonb_build_object('id', 'vid-' || g, 'name', s.artist || ' - ' || s.title || ' (Official Video) [HD]', 'channelName', s.artist)
      when 1 then jsonb_build_object('id', 'vid-' || g, 'name', s.title, 'artist', replace(s.artist, ' ', '') || 'VEVO', 'channelName', replace(s.artist, ' ', '') || 'VEVO')
      when 2 then jsonb_build_object('id', 'vid-' || g, 'name', s.title || ' - ' || s.artist, 'channelName', 'uploads ' || g % 50)
      when 3 then jsonb_build_object('id', 'vid-' || g, 'name', s.artist || ' - Greatest Hits (Full Album)', 'duration', 3600000)
      else jsonb_build_object('id', 'vid-' || g, 'name', s.title, 'artist', s.artist, 'channelName', s.artist || ' - Topic')
    end
  from generate_series(1, ${N}) g
  join requests r on r.id = 1 + (g % ${Math.ceil(N / 10)})
  join songs s on s.id = 1 + (g % (select count(*) from songs))`);

const reviewer = createOfflineReviewer();
const total = await countResponsesToReview(db);
const run = await insertRun(db, { totalItems: total, reviewer: reviewer.name });
const started = performance.now();
await runScan(db, run, reviewer, (e) => console.error(e));
const seconds = (performance.now() - started) / 1000;
const t0 = performance.now();
const page = await resultsPage(db, { page: 1, limit: 20, kind: 'issues' }, 'offline');
const pageMs = performance.now() - t0;
console.log(
  `responses: ${total}; scan: ${seconds.toFixed(1)} s = ${Math.round(total / seconds)} responses/s (offline reviewer, PGlite)`,
);
console.log(
  `findings: ${page.counts.issues} with issues, ${page.counts.compilations} compilations; first results page + counts: ${pageMs.toFixed(0)} ms`,
);
console.log(
  `next-scan estimate from this run: ${page.nextScan.estimatedSeconds} s for ${page.nextScan.responses} responses`,
);
await handle.close();
