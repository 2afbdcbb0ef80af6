/**
 * Automatic genre detection through the real HTTP app: background tagging of new requests and
 * responses, every staff endpoint and role, reprocess actions, and the worker's takeover of a
 * stopped instance's claims. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NO_GENRE_DETECTED } from '../../../common/constants';
import { caller, type Method } from '../../test/factories';
import {
  createTestContext,
  signUp,
  signUpStaff,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { GenreDetectionWorker } from './genre-detection.worker';
import * as detectionDb from './genre-detection.db';
import * as jobsRepo from './genre-detection-jobs.repository';
import * as statusRepo from './genre-detection-status.repository';
import { DetectorCache, processResponseJobs, requireMarker } from './genre-detection.service';

let ctx: TestContext;
let member: SignedIn;
let staff: SignedIn;
let worker: GenreDetectionWorker;
let genreId: (name: string) => Promise<number>;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await signUp(ctx.app);
  staff = await signUpStaff(ctx);
  worker = new GenreDetectionWorker(ctx.handle.db, { instanceId: 'test-worker' });
  genreId = async (name) =>
    (await q<{ id: number }>(sql`select id from genres where name = ${name}`))[0]!.id;
});
afterAll(async () => {
  await worker?.stop();
  await ctx?.close();
});

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx)(...args);

async function newRequest(body: Record<string, unknown>): Promise<number> {
  const res = await call(member, 'POST', '/api/requests', body);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
let songCounter = 0;
async function newResponse(
  requestId: number,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const songId = `song${++songCounter}`;
  const res = await call(member, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData: { id: songId, name, ...extra },
    comment: 'listen',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function genresOf(table: 'request' | 'response', id: number) {
  const rows =
    table === 'request'
      ? await q<{ name: string; automatic: boolean }>(
          sql`select g.name, x.automatic from request_genres x join genres g on g.id = x.genre_id where x.request_id = ${id} order by g.name`,
        )
      : await q<{ name: string; automatic: boolean }>(
          sql`select g.name, x.automatic from response_genres x join genres g on g.id = x.genre_id where x.response_id = ${id} order by g.name`,
        );
  return rows.map((r) => `${r.name}${r.automatic ? '' : ' (manual)'}`);
}

const STAFF_ROUTES: [Method, string, unknown?][] = [
  ['GET', '/api/admin/processing-dashboard-stats'],
  ['GET', '/api/admin/no-genre-requests'],
  ['GET', '/api/admin/no-genre-responses'],
  ['GET', '/api/admin/processing-stats'],
  ['POST', '/api/admin/update-request-genres/1', { genreIds: [1] }],
  ['POST', '/api/admin/intelligent-reprocess-requests', {}],
  ['POST', '/api/admin/intelligent-reprocess-responses', {}],
  ['POST', '/api/admin/clear-and-reprocess-all', {}],
];

describe('access', () => {
  it('answers 401 to anonymous callers and 403 to members on every processing route', async () => {
    for (const [method, url, body] of STAFF_ROUTES) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(member, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
  });
});

describe('background tagging', () => {
  it('queues new requests and responses and tags them only when the worker runs', async () => {
    const grunge = await newRequest({ type: 'text', content: 'Need more grunge for the weekend' });
    const likeNirvana = await newRequest({ type: 'text', content: 'Songs like Nirvana please' });
    const nothing = await newRequest({ type: 'text', content: 'Something for a rainy afternoon' });
    const known = await newResponse(grunge, 'Nirvana - Come As You Are (Official Music Video)');
    const unknown = await newResponse(grunge, 'Zzyzx Quartet - Untitled Jam 7');

    // Nothing is tagged in the request path: the items wait in the queue.
    expect(await genresOf('request', grunge)).toEqual([]);
    const queued = await q<{ n: number }>(
      sql`select count(*)::int as n from genre_detection_jobs where (item_type = 'request' and item_id in (${grunge}, ${likeNirvana}, ${nothing})) or (item_type = 'response' and item_id in (${known}, ${unknown}))`,
    );
    expect(queued[0]!.n).toBe(5);

    expect(await worker.drain()).toBeGreaterThanOrEqual(5);
    expect(await genresOf('request', grunge)).toEqual(['Grunge']);
    expect(await genresOf('request', likeNirvana)).toEqual(['Grunge']);
    expect(await genresOf('request', nothing)).toEqual([NO_GENRE_DETECTED]);
    expect(await genresOf('response', known)).toEqual(['Grunge']);
    expect(await genresOf('response', unknown)).toEqual([NO_GENRE_DETECTED]);
    expect((await q(sql`select 1 from genre_detection_jobs`)).length).toBe(0);
  });

  it('notifies watchers of a genre it detects, and nobody of the no-genre marker', async () => {
    const watcher = await signUp(ctx.app);
    await call(watcher, 'PUT', '/api/notifications/settings', {
      watchedGenreIds: [await genreId('Grunge')],
    });
    const grunge = await newRequest({ type: 'text', content: 'Grunge deep cuts wanted' });
    await newRequest({ type: 'text', content: 'Something for folding laundry' });
    await worker.drain();
    const bell = (await call(watcher, 'GET', '/api/notifications')).json().data as {
      type: string;
      requestId: number;
      genre: { name: string };
    }[];
    expect(bell.map((g) => [g.type, g.requestId, g.genre.name])).toEqual([
      ['watched_genre_request', grunge, 'Grunge'],
    ]);
  });

  it('hides the no-genre marker from members', async () => {
    const id = await newRequest({ type: 'text', content: 'Something for a quiet evening' });
    const responseId = await newResponse(id, 'Qwerty Collective - Asdf');
    await worker.drain();
    expect(await genresOf('request', id)).toEqual([NO_GENRE_DETECTED]);
    expect((await call(member, 'GET', `/api/requests/${id}`)).json().genres).toEqual([]);
    const list = (await call(member, 'GET', '/api/requests?sort=recent')).json();
    expect(list.data.find((r: { id: number }) => r.id === id).genres).toEqual([]);
    const responses = (await call(member, 'GET', `/api/requests/${id}/responses`)).json();
    expect(responses.find((r: { id: number }) => r.id === responseId).genres).toEqual([]);
  });

  it('never overrides genres a member chose, and counts unknown genre words as suggestions', async () => {
    const id = await newRequest({
      type: 'text',
      content: 'Some yacht rock and bedroom pop, like Nirvana',
    });
    const jazz = await genreId('Jazz');
    expect(
      (await call(member, 'POST', `/api/requests/${id}/genres`, { genreIds: [jazz] })).statusCode,
    ).toBe(200);
    await worker.drain();
    expect(await genresOf('request', id)).toEqual(['Jazz (manual)']);
    const suggested = await q<{ name: string; detected_count: number }>(
      sql`select name, detected_count from suggested_genres where name in ('yacht rock', 'bedroom pop') order by name`,
    );
    expect(suggested).toEqual([
      { name: 'bedroom pop', detected_count: 1 },
      { name: 'yacht rock', detected_count: 1 },
    ]);
  });
});

describe('GET /api/admin/processing-dashboard-stats and no-genre lists', () => {
  it('counts unprocessed and no-genre items and pages the no-genre lists', async () => {
    await worker.drain();
    const before = (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json();
    const a = await newRequest({ type: 'text', content: 'zzq one' });
    const b = await newRequest({ type: 'gif', gifUrl: '/gifs/vinyl-spin.gif', content: null });
    await newResponse(a, 'Plmokn - Qazwsx');
    const pending = (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json();
    expect(pending).toEqual({
      requests: {
        unprocessed: 2,
        noGenreDetected: before.requests.noGenreDetected,
        processing: false,
      },
      responses: { unprocessed: 1, processing: false },
    });

    await worker.drain();
    const after = (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json();
    expect(after).toEqual({
      requests: {
        unprocessed: 0,
        noGenreDetected: before.requests.noGenreDetected + 2,
        processing: false,
      },
      responses: { unprocessed: 0, processing: false },
    });

    const page1 = (await call(staff, 'GET', '/api/admin/no-genre-requests?page=1&limit=1')).json();
    expect(page1).toMatchObject({ total: after.requests.noGenreDetected, page: 1, limit: 1 });
    expect(page1.items).toEqual([
      {
        id: b,
        type: 'gif',
        content: null,
        userId: member.user.id,
        authorName: member.user.displayName,
        createdAt: expect.any(String),
      },
    ]);
    const page2 = (await call(staff, 'GET', '/api/admin/no-genre-requests?page=2&limit=1')).json();
    expect(page2.items[0]).toMatchObject({ id: a, type: 'text', content: 'zzq one' });

    const responses = (await call(staff, 'GET', '/api/admin/no-genre-responses?limit=100')).json();
    expect(responses.limit).toBe(100);
    expect(responses.items[0]).toEqual({
      id: expect.any(Number),
      requestId: a,
      songId: expect.any(String),
      title: 'Plmokn - Qazwsx',
      artist: null,
      comment: 'listen',
      authorName: member.user.displayName,
      createdAt: expect.any(String),
    });
    expect(responses.total).toBeGreaterThanOrEqual(1);
  });

  it('rejects bad paging', async () => {
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc']) {
      const res = await call(staff, 'GET', `/api/admin/no-genre-requests?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });
});

describe('POST /api/admin/update-request-genres/{requestId}', () => {
  it('replaces the genres, removing the no-genre marker, in one transaction', async () => {
    const id = await newRequest({ type: 'text', content: 'qqq www eee' });
    await worker.drain();
    expect(await genresOf('request', id)).toEqual([NO_GENRE_DETECTED]);
    const [soul, funk] = [await genreId('Soul'), await genreId('Funk')];
    const res = await call(staff, 'POST', `/api/admin/update-request-genres/${id}`, {
      genreIds: [soul, funk, soul],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      requestId: id,
      genres: [
        { id: funk, name: 'Funk' },
        { id: soul, name: 'Soul' },
      ],
    });
    expect(await genresOf('request', id)).toEqual(['Funk (manual)', 'Soul (manual)']);
    const list = (await call(staff, 'GET', '/api/admin/no-genre-requests?limit=100')).json();
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers 400 for no, unknown or reserved genres and 404 for an unknown request', async () => {
    const id = await newRequest({ type: 'text', content: 'rrr ttt' });
    const marker = await genreId(NO_GENRE_DETECTED);
    for (const body of [
      { genreIds: [] },
      { genreIds: [99999999] },
      { genreIds: [marker] },
      {},
      { genreIds: ['x'] },
    ]) {
      const res = await call(staff, 'POST', `/api/admin/update-request-genres/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const missing = await call(staff, 'POST', '/api/admin/update-request-genres/999999', {
      genreIds: [await genreId('Soul')],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Request not found.');
  });
});

describe('reprocess actions and GET /api/admin/processing-stats', () => {
  it('reports every field and requeues only changed or untagged items', async () => {
    await worker.drain();
    const stats = (await call(staff, 'GET', '/api/admin/processing-stats')).json();
    const totals = await q<{ r: number; p: number }>(
      sql`select (select count(*)::int from requests) as r, (select count(*)::int from responses) as p`,
    );
    expect(stats).toMatchObject({
      totalRequests: totals[0]!.r,
      totalResponses: totals[0]!.p,
      requestsProcessed: totals[0]!.r,
      requestsRemaining: 0,
      genreProcessed: totals[0]!.p,
      genreRemaining: 0,
    });
    expect(Object.keys(stats).sort()).toEqual(
      [
        'totalRequests',
        'totalResponses',
        'requestsProcessed',
        'requestsRemaining',
        'genreProcessed',
        'genreRemaining',
        'reprocessRequestsTotal',
        'reprocessRequestsProgress',
        'reprocessResponsesTotal',
        'reprocessResponsesProgress',
        'lastUpdated',
      ].sort(),
    );
    expect(typeof stats.lastUpdated).toBe('string');

    // A tagged request whose text changes, plus every request still without a genre, are requeued.
    const tagged = await newRequest({ type: 'text', content: 'Reggae for the beach' });
    await worker.drain();
    expect(await genresOf('request', tagged)).toEqual(['Reggae']);
    await ctx.handle.db.execute(
      sql`update requests set content = 'Bluegrass for the porch' where id = ${tagged}`,
    );
    const noGenre = (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json()
      .requests.noGenreDetected;

    const res = await call(staff, 'POST', '/api/admin/intelligent-reprocess-requests', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalRequests: noGenre + 1 });
    const queuedStats = (await call(staff, 'GET', '/api/admin/processing-stats')).json();
    expect(queuedStats).toMatchObject({
      reprocessRequestsTotal: noGenre + 1,
      reprocessRequestsProgress: 0,
      requestsRemaining: noGenre + 1,
    });

    await worker.drain();
    expect(await genresOf('request', tagged)).toEqual(['Bluegrass']);
    expect((await call(staff, 'GET', '/api/admin/processing-stats')).json()).toMatchObject({
      reprocessRequestsTotal: noGenre + 1,
      reprocessRequestsProgress: noGenre + 1,
      requestsRemaining: 0,
    });

    const responses = await call(staff, 'POST', '/api/admin/intelligent-reprocess-responses', {});
    const noGenreResponses = (await call(staff, 'GET', '/api/admin/no-genre-responses')).json()
      .total;
    expect(responses.json()).toEqual({ totalResponses: noGenreResponses });
    await worker.drain();
  });

  it('clears automatic genres and requeues everything, keeping chosen genres', async () => {
    const chosen = await newRequest({ type: 'text', content: 'Jazz please' });
    const jazz = await genreId('Jazz');
    await call(member, 'POST', `/api/requests/${chosen}/genres`, { genreIds: [jazz] });
    const automatic = await newRequest({ type: 'text', content: 'Some disco and funk music' });
    await worker.drain();
    expect(await genresOf('request', automatic)).toEqual(['Disco', 'Funk']);

    const totals = await q<{ r: number; p: number }>(
      sql`select (select count(*)::int from requests) as r, (select count(*)::int from responses) as p`,
    );
    const res = await call(staff, 'POST', '/api/admin/clear-and-reprocess-all', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalRequests: totals[0]!.r, totalResponses: totals[0]!.p });
    expect(await genresOf('request', automatic)).toEqual([]);
    expect(await genresOf('request', chosen)).toEqual(['Jazz (manual)']);
    expect((await call(staff, 'GET', '/api/admin/processing-stats')).json()).toMatchObject({
      requestsRemaining: totals[0]!.r,
      genreRemaining: totals[0]!.p,
      reprocessRequestsTotal: totals[0]!.r,
      reprocessRequestsProgress: 0,
    });

    await worker.drain();
    expect(await genresOf('request', automatic)).toEqual(['Disco', 'Funk']);
    expect(await genresOf('request', chosen)).toEqual(['Jazz (manual)']);
    expect((await call(staff, 'GET', '/api/admin/processing-stats')).json()).toMatchObject({
      requestsRemaining: 0,
      genreRemaining: 0,
      reprocessRequestsProgress: totals[0]!.r,
      reprocessResponsesProgress: totals[0]!.p,
    });
  });
});

describe('the worker', () => {
  it('takes over the claims of an instance that stopped heart-beating, and leaves live claims alone', async () => {
    await worker.drain();
    const id = await newRequest({ type: 'text', content: 'Dubstep for the gym' });
    // A "dead" instance claimed the job and its run, then stopped heart-beating.
    const claimed = await jobsRepo.claimJobs(ctx.handle.db, 'dead-instance', 10, 60);
    expect(claimed.map((j) => j.itemId)).toEqual([id]);
    await statusRepo.markRunning(ctx.handle.db, detectionDb.STATUS.requests, 'dead-instance', 1);

    // While its claim is fresh, nobody else takes it.
    expect(await worker.runOnce()).toBe(0);
    expect(
      (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json().requests,
    ).toMatchObject({ unprocessed: 1, processing: true });

    await ctx.handle.db.execute(
      sql`update genre_detection_jobs set claimed_at = now() - interval '5 minutes' where claimed_by = 'dead-instance'`,
    );
    await ctx.handle.db.execute(
      sql`update processing_status set last_heartbeat = now() - interval '5 minutes' where instance_id = 'dead-instance'`,
    );
    expect(
      (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json().requests
        .processing,
    ).toBe(false);

    expect(await worker.runOnce()).toBe(1);
    expect(await genresOf('request', id)).toEqual(['Dubstep']);
    const status = await q<{ instance_id: string; processed_items: number }>(
      sql`select instance_id, processed_items from processing_status where job_type = ${detectionDb.STATUS.requests}`,
    );
    expect(status[0]).toMatchObject({ instance_id: 'test-worker', processed_items: 1 });
    await worker.drain();
    expect(
      (await call(staff, 'GET', '/api/admin/processing-dashboard-stats')).json().requests,
    ).toMatchObject({ unprocessed: 0, processing: false });
  });

  it("tags a batch of answers in four statements, keeping chosen genres, finishing deleted answers' jobs and leaving taken-over ones", async () => {
    await worker.drain();
    const requestId = await newRequest({ type: 'text', content: 'Anything loud' });
    await worker.drain();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(await newResponse(requestId, `Nirvana - Lithium take ${i}`));
    const [chosen, deleted, takenOver, ...plain] = answers as [number, number, number, ...number[]];
    const soul = await genreId('Soul');
    await ctx.handle.db.execute(
      sql`insert into response_genres (response_id, genre_id, automatic) values (${chosen}, ${soul}, false)`,
    );
    await ctx.handle.db.execute(sql`delete from responses where id = ${deleted}`);
    const [job] = await q<{ id: number }>(
      sql`select id from genre_detection_jobs where item_type = 'response' and item_id = ${takenOver}`,
    );

    const processed: number[] = [];
    const batch = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'batch-worker',
      onProcessed: (j) => processed.push(j.itemId),
    });
    const claimed = await jobsRepo.claimJobs(ctx.handle.db, 'batch-worker', 25, 60);
    expect(claimed.map((j) => j.itemId).sort()).toEqual([...answers].sort());
    // Another instance takes one job over between this worker's claim and its transaction.
    await ctx.handle.db.execute(
      sql`update genre_detection_jobs set claimed_by = 'other-instance' where id = ${job!.id}`,
    );
    const detector = await new DetectorCache().get(ctx.handle.db);
    const marker = await requireMarker(ctx.handle.db);
    ctx.resetQueryCount();
    const done = await processResponseJobs(
      ctx.handle.db,
      detector,
      claimed,
      'batch-worker',
      marker,
    );
    // BEGIN, lock and read, drop earlier automatic genres, write everything, COMMIT.
    expect(ctx.queryCount()).toBeLessThanOrEqual(5);
    expect(done.map((j) => j.itemId).sort()).toEqual([chosen, deleted, ...plain].sort());
    for (const id of plain) expect(await genresOf('response', id)).toEqual(['Grunge']);
    expect(await genresOf('response', chosen)).toEqual(['Soul (manual)']);
    expect(await genresOf('response', takenOver)).toEqual([]);
    const left = await q<{ item_id: number; claimed_by: string }>(
      sql`select item_id, claimed_by from genre_detection_jobs where item_type = 'response'`,
    );
    expect(left).toEqual([{ item_id: takenOver, claimed_by: 'other-instance' }]);
    const detected = await q<{ n: number }>(
      sql`select count(*)::int as n from response_genre_detections where response_id in (${sql.join(answers, sql`, `)})`,
    );
    expect(detected[0]!.n).toBe(plain.length + 1);
    await ctx.handle.db.execute(
      sql`update genre_detection_jobs set claimed_by = null, claimed_at = null where id = ${job!.id}`,
    );
    await batch.drain();
    expect(processed).toEqual([takenOver]);
    expect(await genresOf('response', takenOver)).toEqual(['Grunge']);
  });

  it('rolls a failed batch of answers back and tags its items one by one', async () => {
    await worker.drain();
    const requestId = await newRequest({ type: 'text', content: 'Anything at all' });
    await worker.drain();
    const answers = [
      await newResponse(requestId, 'Nirvana - Breed'),
      await newResponse(requestId, 'Nirvana - Polly'),
    ];
    let failures = 0;
    const processed: number[] = [];
    const flaky = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'flaky',
      onProcessed: (j) => processed.push(j.itemId),
      // The batch's transaction fails once; the items then go one at a time.
      beforeCommit: async () => {
        if (failures++ === 0) throw new Error('lost connection');
      },
    });
    expect(await flaky.runOnce()).toBe(2);
    expect(processed.sort()).toEqual([...answers].sort());
    for (const id of answers) expect(await genresOf('response', id)).toEqual(['Grunge']);
    expect((await q(sql`select 1 from genre_detection_jobs`)).length).toBe(0);
  });

  it("commits its items without waiting for the WAL flush, in the item's transaction only", async () => {
    await worker.drain();
    const requestId = await newRequest({ type: 'text', content: 'Grunge for a rainy day' });
    await newResponse(requestId, 'Nirvana - Lithium');
    const settings: string[] = [];
    const setting = async (tx: detectionDb.Db) =>
      (
        (await tx.execute(
          sql`select current_setting('synchronous_commit') as value`,
        )) as unknown as { rows: { value: string }[] }
      ).rows[0]!.value;
    const observed = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'observed',
      beforeCommit: async (_job, tx) => void settings.push(await setting(tx)),
    });
    expect(await observed.runOnce()).toBe(2);
    // The request's own transaction and the batch of answers both commit without the flush.
    expect(settings).toEqual(['off', 'off']);
    expect(await setting(ctx.handle.db)).toBe('on');
  });

  it('loses nothing and tags once when killed mid-item (the transaction rolls back)', async () => {
    const id = await newRequest({ type: 'text', content: 'Polka music for grandma' });
    const crashing = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'crashing',
      beforeCommit: async () => {
        throw new Error('killed');
      },
    });
    await crashing.runOnce();
    expect(await genresOf('request', id)).toEqual([]);
    expect(
      (await q(sql`select 1 from request_genre_detections where request_id = ${id}`)).length,
    ).toBe(0);
    expect(
      (
        await q(
          sql`select 1 from genre_detection_jobs where item_type = 'request' and item_id = ${id}`,
        )
      ).length,
    ).toBe(1);

    const processed: number[] = [];
    const healthy = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'healthy',
      onProcessed: (job) => processed.push(job.itemId),
    });
    await healthy.drain();
    expect(processed.filter((x) => x === id)).toEqual([id]);
    expect(await genresOf('request', id)).toEqual(['Polka']);
  });

  it('lets other work in between items of a batch (PGlite answers within one turn of the event loop)', async () => {
    for (let i = 0; i < 12; i++)
      await newRequest({ type: 'text', content: `Jazz for a quiet evening, take ${i}` });
    let processed = 0;
    const yielding = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'yielding',
      onProcessed: () => processed++,
    });
    // A request arriving while the worker drains is served by the next turn of the event loop.
    let processedWhenServed = -1;
    setImmediate(() => (processedWhenServed = processed));
    await yielding.drain();
    expect(processed).toBeGreaterThanOrEqual(12);
    expect(processedWhenServed).toBeGreaterThanOrEqual(0);
    expect(processedWhenServed).toBeLessThanOrEqual(1);
  });

  it('runs in the background once started, woken by new work, and stops cleanly', async () => {
    const background = new GenreDetectionWorker(ctx.handle.db, {
      instanceId: 'background',
      pollMs: 60_000,
    });
    background.start();
    const id = await newRequest({ type: 'text', content: 'Some bossa nova' });
    const deadline = Date.now() + 10_000;
    while ((await genresOf('request', id)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await genresOf('request', id)).toEqual(['Bossa Nova']);
    await background.stop();
    expect(
      (await q(sql`select 1 from genre_detection_jobs where claimed_by = 'background'`)).length,
    ).toBe(0);
  });
});
