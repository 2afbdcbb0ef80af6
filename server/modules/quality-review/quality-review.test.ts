/**
 * Quality review endpoints through the real app: roles, a scan over messy titles, one scan at a
 * time (also across a race and with a dead run), fixes in one transaction, the fix history, and
 * members seeing the cleaned title everywhere.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FixedResponsesPage,
  QualityReviewResultsPage,
  UpdateResponseGenresResult,
} from '../../../common/processing';
import {
  fixedResponses,
  genres,
  qualityReviewResults,
  qualityReviewRuns,
  responses,
} from '../../db/schema/index';
import { buildApp } from '../../app';
import { createSongProvider } from '../../providers/songs/index';
import { createOfflineReviewer } from './offline-reviewer';
import { startScan } from './quality-review.service';
import { useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({
  staff: { displayName: 'Quinn Staff' },
  members: { member: 'Mia Member', other: 'Otto Other' },
});
const { call } = t;
let requestId: number;
const ids: Record<string, number> = {};

async function respond(key: string, songId: string, songData: Record<string, unknown>) {
  const res = await call(t.other, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData: { id: songId, ...songData },
    comment: key,
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  ids[key] = res.json().id;
}

async function scanToCompletion(): Promise<QualityReviewResultsPage> {
  const start = await call(t.staff, 'POST', '/api/admin/quality-review-run');
  expect(start.statusCode).toBe(202);
  const runId = start.json().run.id as number;
  for (let i = 0; i < 200; i++) {
    const page = (
      await call(t.staff, 'GET', '/api/admin/quality-review-results?limit=100')
    ).json() as QualityReviewResultsPage;
    if (page.run?.id === runId) return page;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('scan did not complete');
}

beforeAll(async () => {
  const req = await call(t.member, 'POST', '/api/requests', {
    type: 'text',
    content: 'Songs for a rainy afternoon',
  });
  requestId = req.json().id;
  await respond('packaged', 'vid-pack001', {
    name: 'Radiohead - Creep (Official Video) [HD]',
    channelName: 'Radiohead',
  });
  await respond('vevo', 'vid-vevo001', {
    name: 'Shake It Off',
    artist: 'TaylorSwiftVEVO',
    channelName: 'TaylorSwiftVEVO',
  });
  await respond('swapped', 'vid-swap001', {
    name: 'Yellow - Coldplay',
    channelName: 'rainy day uploads',
  });
  await respond('capitals', 'vid-caps001', {
    name: 'KARMA POLICE',
    artist: 'Radiohead',
    channelName: 'Radiohead - Topic',
  });
  await respond('album', 'vid-albm001', {
    name: 'Pink Floyd - The Dark Side of the Moon (Full Album)',
    channelName: 'prog archive',
    duration: 2_580_000,
  });
  await respond('clean', 'vid-clen001', {
    name: 'Creep',
    artist: 'Radiohead',
    channelName: 'Radiohead - Topic',
  });
  // The clean one has the catalogue's genre: it must pass review.
  const [alt] = await t.ctx.handle.db
    .select()
    .from(genres)
    .where(eq(genres.name, 'Alternative Rock'));
  expect(alt).toBeDefined();
  await t.ctx.handle.db
    .insert((await import('../../db/schema/index')).responseGenres)
    .values({ responseId: ids.clean!, genreId: alt!.id });
});

describe('access', () => {
  it.each([
    ['GET', '/api/admin/quality-review-results'],
    ['GET', '/api/admin/fixed-responses'],
    ['POST', '/api/admin/quality-review-run'],
    ['POST', '/api/admin/update-response-genres/1'],
  ] as const)('%s %s: 401 signed out, 403 for members', async (method, url) => {
    const body =
      method === 'POST' && url.includes('update')
        ? { genreIds: [], fixType: 'rejected' }
        : undefined;
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    const res = await call(t.member, method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
  });
});

describe('before any scan', () => {
  it('answers no run, no results, and the real number of responses to review with an estimate', async () => {
    const res = await call(t.staff, 'GET', '/api/admin/quality-review-results');
    expect(res.statusCode).toBe(200);
    const page = res.json() as QualityReviewResultsPage;
    expect(page).toMatchObject({
      run: null,
      running: null,
      results: [],
      total: 0,
      page: 1,
      limit: 20,
      counts: { issues: 0, compilations: 0 },
    });
    expect(page.nextScan.responses).toBe(6);
    expect(page.nextScan.estimatedSeconds).toBeGreaterThanOrEqual(1);
  });

  it('rejects bad paging', async () => {
    expect(
      (await call(t.staff, 'GET', '/api/admin/quality-review-results?limit=1000')).statusCode,
    ).toBe(400);
    expect((await call(t.staff, 'GET', '/api/admin/fixed-responses?page=0')).statusCode).toBe(400);
  });
});

describe('a scan', () => {
  let page: QualityReviewResultsPage;
  beforeAll(async () => {
    page = await scanToCompletion();
  });

  it('reviews every response in the background and records what it found', async () => {
    expect(page.run).toMatchObject({
      status: 'completed',
      totalReviewed: 6,
      totalItems: 6,
      reviewer: 'offline',
    });
    expect(page.run!.issuesFound).toBe(page.counts.issues);
    const byResponse = new Map(page.results.map((r) => [r.responseId, r]));
    expect(byResponse.has(ids.clean!)).toBe(false);
    expect(byResponse.has(ids.album!)).toBe(false); // compilations are listed apart

    const packaged = byResponse.get(ids.packaged!)!;
    expect(packaged.issues.join(' ')).toMatch(/packaging/i);
    expect(packaged).toMatchObject({
      requestId,
      songId: 'vid-pack001',
      title: 'Radiohead - Creep (Official Video) [HD]',
      suggestedTitle: 'Creep',
      suggestedArtist: 'Radiohead',
    });
    expect(packaged.suggestedGenres.map((g) => g.name)).toEqual(['Alternative Rock']);

    const vevo = byResponse.get(ids.vevo!)!;
    expect(vevo.issues.join(' ')).toMatch(/channel name/);
    expect(vevo.suggestedArtist).toBe('Taylor Swift');

    const swapped = byResponse.get(ids.swapped!)!;
    expect(swapped.issues.join(' ')).toMatch(/swapped/);
    expect(swapped).toMatchObject({ suggestedTitle: 'Yellow', suggestedArtist: 'Coldplay' });

    expect(byResponse.get(ids.capitals!)!).toMatchObject({ suggestedTitle: 'Karma Police' });
  });

  it('lists compilations apart, paged', async () => {
    const res = await call(t.staff, 'GET', '/api/admin/quality-review-results?kind=compilations');
    const comp = res.json() as QualityReviewResultsPage;
    expect(comp.total).toBe(1);
    expect(comp.results[0]).toMatchObject({
      responseId: ids.album,
      isCompilation: true,
      likelyYtOnly: true,
    });
    const first = (
      await call(t.staff, 'GET', '/api/admin/quality-review-results?limit=2&page=1')
    ).json() as QualityReviewResultsPage;
    const second = (
      await call(t.staff, 'GET', '/api/admin/quality-review-results?limit=2&page=2')
    ).json() as QualityReviewResultsPage;
    expect(first.results).toHaveLength(2);
    expect(first.total).toBe(page.counts.issues);
    // Newest response first.
    expect(first.results[0]!.responseId).toBeGreaterThan(first.results[1]!.responseId);
    expect(second.results[0]!.responseId).toBeLessThan(first.results[1]!.responseId);
  });

  it('estimates the next scan from the measured throughput', async () => {
    expect(page.nextScan.responses).toBe(6);
    expect(page.nextScan.estimatedSeconds).toBeGreaterThanOrEqual(1);
  });
});

describe('one scan at a time', () => {
  it('lets exactly one of two simultaneous starts through (the other gets 409)', async () => {
    // Service level, so neither run can finish before the t.other starts: the race is real.
    const outcomes = await Promise.allSettled([
      startScan(t.ctx.handle.db, createOfflineReviewer()),
      startScan(t.ctx.handle.db, createOfflineReviewer()),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      statusCode: 409,
      code: 'scan_running',
      message: 'A quality review scan is already running.',
    });
    const running = await t.ctx.handle.db
      .select()
      .from(qualityReviewRuns)
      .where(eq(qualityReviewRuns.status, 'running'));
    expect(running).toHaveLength(1);
    // Every app instance on this database now refuses with 409 until that run ends.
    const second = await buildApp(
      {
        db: t.ctx.handle.db,
        config: t.ctx.config,
        songs: createSongProvider(t.ctx.config, t.ctx.handle.db),
      },
      { logger: false },
    );
    try {
      const [a, b] = await Promise.all([
        call(t.staff, 'POST', '/api/admin/quality-review-run'),
        second.inject({
          method: 'POST',
          url: '/api/admin/quality-review-run',
          headers: { cookie: t.staff.cookie },
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([409, 409]);
      expect(a.json()).toMatchObject({
        error: 'scan_running',
        message: 'A quality review scan is already running.',
      });
    } finally {
      await second.close();
    }
    await t.ctx.handle.db
      .update(qualityReviewRuns)
      .set({ status: 'failed' })
      .where(eq(qualityReviewRuns.id, running[0]!.id));
  });

  it('enforces it in the database: a second running row cannot exist', async () => {
    await t.ctx.handle.db.insert(qualityReviewRuns).values({ status: 'running' });
    await expect(
      t.ctx.handle.db.insert(qualityReviewRuns).values({ status: 'running' }),
    ).rejects.toThrow();
    expect((await call(t.staff, 'POST', '/api/admin/quality-review-run')).statusCode).toBe(409);
    // A run whose process died (no heartbeat for minutes) does not block forever.
    await t.ctx.handle.db
      .update(qualityReviewRuns)
      .set({ lastHeartbeat: new Date(Date.now() - 10 * 60_000) })
      .where(eq(qualityReviewRuns.status, 'running'));
    expect((await call(t.staff, 'POST', '/api/admin/quality-review-run')).statusCode).toBe(202);
    await waitForIdle();
    const failed = await t.ctx.handle.db
      .select()
      .from(qualityReviewRuns)
      .where(eq(qualityReviewRuns.status, 'failed'));
    expect(failed.length).toBeGreaterThanOrEqual(1);
  });

  it("replaces the previous run's results", async () => {
    const runIds = new Set(
      (
        await t.ctx.handle.db
          .select({ runId: qualityReviewResults.runId })
          .from(qualityReviewResults)
      ).map((r) => r.runId),
    );
    expect(runIds.size).toBe(1);
  });
});

async function waitForIdle() {
  for (let i = 0; i < 200; i++) {
    const page = (
      await call(t.staff, 'GET', '/api/admin/quality-review-results')
    ).json() as QualityReviewResultsPage;
    if (!page.running) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('scan still running');
}

describe('fixes', () => {
  let rockId: number;
  let popId: number;
  beforeAll(async () => {
    const rows = await t.ctx.handle.db.select().from(genres);
    rockId = rows.find((g) => g.name === 'Alternative Rock')!.id;
    popId = rows.find((g) => g.name === 'Pop')!.id;
  });

  const fix = (who: SignedIn, responseId: number, body: object) =>
    call(who, 'POST', `/api/admin/update-response-genres/${responseId}`, body);

  it('accepting a suggestion sets derived title, artist and genres and records the fix, in one go', async () => {
    const res = await fix(t.staff, ids.packaged!, {
      genreIds: [rockId],
      derivedTitle: '  Creep ',
      derivedArtist: 'Radiohead',
      fixType: 'accepted_suggestion',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UpdateResponseGenresResult;
    expect(body).toMatchObject({
      responseId: ids.packaged,
      title: 'Creep',
      artist: 'Radiohead',
      genres: [{ id: rockId, name: 'Alternative Rock' }],
    });
    expect(body.fix).toMatchObject({
      fixType: 'accepted_suggestion',
      adminName: 'Quinn Staff',
      oldTitle: 'Radiohead - Creep (Official Video) [HD]',
      oldArtist: 'Radiohead', // what members saw: the channel name stood in for the missing artist
      oldGenres: [],
      newTitle: 'Creep',
      newArtist: 'Radiohead',
      newGenres: ['Alternative Rock'],
      requestId,
      songId: 'vid-pack001',
    });
    const [row] = await t.ctx.handle.db
      .select()
      .from(responses)
      .where(eq(responses.id, ids.packaged!));
    expect(row).toMatchObject({ derivedTitle: 'Creep', derivedArtist: 'Radiohead' });
    expect(row!.songData.name).toBe('Radiohead - Creep (Official Video) [HD]'); // original kept
  });

  it('members then see the cleaned title and artist on the request page, in saved songs, activity and the data dashboard', async () => {
    const list = (await call(t.member, 'GET', `/api/requests/${requestId}/responses`)).json() as {
      id: number;
      songData: { name: string; artist: string };
    }[];
    expect(list.find((r) => r.id === ids.packaged)!.songData).toMatchObject({
      name: 'Creep',
      artist: 'Radiohead',
    });
    expect(
      (await call(t.member, 'POST', `/api/responses/${ids.packaged}/save`, {})).statusCode,
    ).toBeLessThan(300);
    const saved = (
      await call(t.member, 'GET', `/api/users/${t.member.user.id}/saved-songs`)
    ).json();
    expect(JSON.stringify(saved)).toContain('"name":"Creep"');
    const dashboard = (await call(t.staff, 'GET', '/api/admin/data/responses')).json();
    expect(JSON.stringify(dashboard)).toContain('"Creep"');
    const activity = (await call(t.other, 'GET', `/api/users/${t.other.user.id}/activity`)).json();
    expect(JSON.stringify(activity)).toContain('"name":"Creep"');
    expect(JSON.stringify(activity)).not.toContain('(Official Video) [HD]');
  });

  it('rejecting keeps everything and only records the review', async () => {
    const res = await fix(t.staff, ids.vevo!, {
      genreIds: [popId],
      derivedTitle: 'Whatever',
      fixType: 'rejected',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UpdateResponseGenresResult;
    expect(body.fix).toMatchObject({
      fixType: 'rejected',
      oldTitle: 'Shake It Off',
      newTitle: 'Shake It Off',
      oldArtist: 'TaylorSwiftVEVO',
      newArtist: 'TaylorSwiftVEVO',
      newGenres: [],
    });
    const [row] = await t.ctx.handle.db.select().from(responses).where(eq(responses.id, ids.vevo!));
    expect(row).toMatchObject({ derivedTitle: null, derivedArtist: null });
  });

  it('a manual edit with a blank title keeps the title; genres may be empty', async () => {
    const res = await fix(t.staff, ids.swapped!, {
      genreIds: [],
      derivedTitle: '   ',
      derivedArtist: 'Coldplay',
      fixType: 'manual',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Yellow - Coldplay',
      artist: 'Coldplay',
      genres: [],
    });
  });

  it('fixed responses leave the results and appear in the history, newest first, paged', async () => {
    const page = (
      await call(t.staff, 'GET', '/api/admin/quality-review-results?limit=100')
    ).json() as QualityReviewResultsPage;
    const open = page.results.map((r) => r.responseId);
    expect(open).not.toContain(ids.packaged);
    expect(open).not.toContain(ids.vevo);
    expect(open).not.toContain(ids.swapped);
    const history = (
      await call(t.staff, 'GET', '/api/admin/fixed-responses?limit=2')
    ).json() as FixedResponsesPage;
    expect(history.total).toBe(3);
    expect(history.items.map((i) => i.fixType)).toEqual(['manual', 'rejected']);
    const rest = (
      await call(t.staff, 'GET', '/api/admin/fixed-responses?limit=2&page=2')
    ).json() as FixedResponsesPage;
    expect(rest.items.map((i) => i.fixType)).toEqual(['accepted_suggestion']);
    // A reviewed response is not flagged again by the next scan.
    const next = await scanToCompletion();
    expect(next.run!.totalReviewed).toBe(3);
    expect(next.results.map((r) => r.responseId)).not.toContain(ids.vevo);
  });

  it('validates: unknown response 404, unknown genre 400, bad fix type 400, nothing written', async () => {
    expect((await fix(t.staff, 999_999, { genreIds: [], fixType: 'manual' })).statusCode).toBe(404);
    const unknown = await fix(t.staff, ids.capitals!, {
      genreIds: [rockId, 987_654],
      derivedTitle: 'X',
      fixType: 'manual',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown_genre' });
    const [reserved] = await t.ctx.handle.db
      .insert(genres)
      .values({ name: '__reserved_test__', slug: 'reserved-test', searchName: '__reserved_test__' })
      .returning();
    const refused = await fix(t.staff, ids.capitals!, {
      genreIds: [reserved!.id],
      fixType: 'manual',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'reserved_genre' });
    expect(
      (await fix(t.staff, ids.capitals!, { genreIds: [], fixType: 'approve' })).statusCode,
    ).toBe(400);
    expect(
      (await fix(t.staff, ids.capitals!, { genreIds: 'rock', fixType: 'manual' })).statusCode,
    ).toBe(400);
    expect(
      (
        await fix(t.staff, ids.capitals!, {
          genreIds: [],
          derivedTitle: 'x'.repeat(301),
          fixType: 'manual',
        })
      ).statusCode,
    ).toBe(400);
    const [row] = await t.ctx.handle.db
      .select()
      .from(responses)
      .where(eq(responses.id, ids.capitals!));
    expect(row!.derivedTitle).toBeNull();
    expect(
      await t.ctx.handle.db
        .select()
        .from(fixedResponses)
        .where(eq(fixedResponses.responseId, ids.capitals!)),
    ).toHaveLength(0);
  });
});
