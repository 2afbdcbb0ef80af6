/**
 * SONG_PROVIDER=auto against a local fake of the iTunes Search API (server/test/fakes/fake-itunes.ts,
 * a node:http server on loopback speaking iTunes' documented JSON): a member finds a song the
 * catalogue lacks and answers with it over HTTP; the catalogue answers quickly with the fake down;
 * the shared 24 h cache serves a repeat without a call; the per-member online limit leaves
 * catalogue searches free; the circuit breaker opens after failures and closes again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SONG_SEARCH_CACHE_TTL_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import { and, eq } from 'drizzle-orm';
import { songSearchCache } from '../../db/schema/index';
import { createOutboundClient } from '../../lib/outbound';
import { SONG_SEARCH_NOTICE_HEADER } from '../../modules/songs/songs.routes';
import { caller, createRequest } from '../../test/factories';
import { FAKE_ITUNES_TRACKS, startFakeITunes, type FakeITunes } from '../../test/fakes/fake-itunes';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { createAutoProvider } from './auto-provider';
import { createCatalogProvider } from './catalog-provider';
import { createSongProvider } from './index';
import { createITunesClient } from './itunes-provider';

let fake: FakeITunes;
let ctx: TestContext;
let me: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  fake = await startFakeITunes();
  ctx = await createTestContext({
    SONG_PROVIDER: 'auto',
    ITUNES_BASE_URL: fake.url,
    ONLINE_SONG_SEARCH_DAILY_MAX: '4',
  });
  me = await signUp(ctx.app);
  other = await signUp(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const search = (who: SignedIn, query: string, app = ctx.app) =>
  app.inject({
    url: `/api/youtube/search?query=${encodeURIComponent(query)}`,
    headers: { cookie: who.cookie },
  });
const searchCalls = () => fake.calls.filter((u) => u.pathname === '/search').length;
const nightcall = FAKE_ITUNES_TRACKS.find((t) => t.trackName === 'Nightcall')!;

describe('auto provider through GET /api/youtube/search', () => {
  it('finds a song the catalogue lacks, with preview, link and artwork, and a member answers with it', async () => {
    const catalogOnly = await createCatalogProvider(ctx.handle.db).search('kavinsky nightcall', 15);
    expect(catalogOnly).toEqual([]);

    const res = await search(me, 'Kavinsky Nightcall');
    expect(res.statusCode).toBe(200);
    expect(res.headers[SONG_SEARCH_NOTICE_HEADER]).toBeUndefined();
    const [song] = res.json<SongData[]>();
    expect(song).toMatchObject({
      id: `itunes:${nightcall.trackId}`,
      name: 'Nightcall',
      artist: 'Kavinsky',
      albumName: 'OutRun',
      duration: nightcall.trackTimeMillis,
      source: 'itunes',
      isrc: null,
      videoId: null,
      playable: false,
    });
    expect(song!.previewUrl).toMatch(/^https:\/\/audio-ssl\.itunes\.apple\.com\/.+\.m4a$/);
    expect(song!.externalUrl).toMatch(
      new RegExp(`^https://music\\.apple\\.com/.+i=${nightcall.trackId}`),
    );
    expect(song!.thumbnail).toMatch(/^https:\/\/is1-ssl\.mzstatic\.com\/.+\/100x100bb\.jpg$/);
    expect(song!.albumArt).toMatch(/\/600x600bb\.jpg$/);
    expect(fake.calls.at(-1)!.searchParams.get('entity')).toBe('song');

    // The asker's request gets the iTunes song as an answer; it comes back with its preview and link.
    const requestId = await createRequest(ctx, other);
    const call = caller(ctx);
    const posted = await call(me, 'POST', `/api/requests/${requestId}/responses`, {
      songId: song!.id,
      songData: song,
      comment: 'Drive at night',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const list = await call(other, 'GET', `/api/requests/${requestId}/responses`);
    expect(list.json<{ songData: SongData }[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          songData: expect.objectContaining({
            id: song!.id,
            previewUrl: song!.previewUrl,
            externalUrl: song!.externalUrl,
            source: 'itunes',
          }),
        }),
      ]),
    );

    // Server-side lookups that need a video (plain search()) never ask iTunes.
    const callsBefore = fake.calls.length;
    expect(
      await createSongProvider(ctx.config, ctx.handle.db).search('kavinsky nightcall', 15),
    ).toEqual([]);
    expect(fake.calls).toHaveLength(callsBefore);

    // The song by id: iTunes' lookup.
    const one = await call(me, 'GET', `/api/youtube/videos/${song!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<SongData>()).toMatchObject({
      id: song!.id,
      name: 'Nightcall',
      previewUrl: song!.previewUrl,
    });
    expect((await call(me, 'GET', '/api/youtube/videos/itunes:999')).statusCode).toBe(404);
  });

  it('refuses a stored preview or link off the allowed hosts', async () => {
    const requestId = await createRequest(ctx, other);
    const call = caller(ctx);
    for (const bad of [
      { previewUrl: 'https://evil.example/x.m4a' },
      { externalUrl: 'javascript:alert(1)' },
      { source: 'napster' },
    ]) {
      const res = await call(me, 'POST', `/api/requests/${requestId}/responses`, {
        songId: 'itunes:1',
        songData: { id: 'itunes:1', name: 'x', ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('serves a repeat query from the shared cache without calling iTunes (any member, any spacing or case)', async () => {
    const first = await search(me, 'radiohead paranoid');
    expect(first.json<SongData[]>().map((s) => s.id)).toContain('itunes:1097861387');
    const before = searchCalls();
    const again = await search(other, '  Radiohead   PARANOID ');
    expect(again.json<SongData[]>()).toEqual(first.json<SongData[]>());
    expect(searchCalls()).toBe(before);
    const rows = await ctx.handle.db
      .select()
      .from(songSearchCache)
      .where(
        and(
          eq(songSearchCache.provider, 'itunes'),
          eq(songSearchCache.query, 'radiohead paranoid'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('puts playable catalogue songs first and keeps online ones beside them', async () => {
    // A seeded Harmonix song (it has a video) that the fake also knows under the same artist and title.
    const [catalogSong] = await createCatalogProvider(ctx.handle.db).search('queen', 1);
    expect(catalogSong?.playable).toBe(true);
    fake.tracks.push({
      trackId: 555,
      trackName: catalogSong!.name!,
      artistName: catalogSong!.artist!,
      collectionName: 'X',
      trackTimeMillis: 1000,
    });
    fake.tracks.push({
      trackId: 556,
      trackName: 'Queen of the Night',
      artistName: 'Whitney Houston',
      collectionName: 'The Bodyguard',
      trackTimeMillis: 1000,
    });
    const songs = (await search(me, 'queen')).json<SongData[]>();
    expect(songs[0]!.source).toBe('catalog');
    expect(songs.map((s) => s.id)).toContain('itunes:556');
    // The same (artist, title) is answered once, as the playable catalogue song.
    expect(songs.map((s) => s.id)).not.toContain('itunes:555');
  });

  it('limits online searches per member, says so in a header, and never limits catalogue or cached searches', async () => {
    const member = await signUp(ctx.app);
    // ONLINE_SONG_SEARCH_DAILY_MAX=4: four uncached queries reach iTunes.
    for (const q of ['limit one', 'limit two', 'limit three', 'limit four'])
      expect((await search(member, q)).headers[SONG_SEARCH_NOTICE_HEADER]).toBeUndefined();
    const before = searchCalls();
    // An uncached query the catalogue answers: a seeded song's own title.
    const [known] = await createCatalogProvider(ctx.handle.db).search('love', 1);
    const limited = await search(member, known!.name!);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers[SONG_SEARCH_NOTICE_HEADER]).toBe('online_limited');
    expect(limited.json<SongData[]>().every((s) => s.source === 'catalog')).toBe(true);
    expect(limited.json<SongData[]>().length).toBeGreaterThan(0);
    expect(searchCalls()).toBe(before);
    // Cached answers cost nothing: another member's earlier search still reaches this one.
    const cached = await search(member, 'radiohead paranoid');
    expect(cached.headers[SONG_SEARCH_NOTICE_HEADER]).toBeUndefined();
    expect(cached.json<SongData[]>().map((s) => s.id)).toContain('itunes:1097861387');
    for (let i = 0; i < 10; i++) expect((await search(member, `queen ${i}`)).statusCode).toBe(200);
  });
});

describe('auto provider offline', { timeout: 90_000 }, () => {
  it('answers from the catalogue at once when the iTunes fake is down', async () => {
    const gone = await startFakeITunes();
    await gone.close();
    const offline = await createTestContext({ SONG_PROVIDER: 'auto', ITUNES_BASE_URL: gone.url });
    try {
      const who = await signUp(offline.app);
      const times: number[] = [];
      for (const q of [
        'queen',
        'bohemian rhapsody',
        'take on me',
        'kavinsky',
        'beatles',
        'queen',
      ]) {
        const started = performance.now();
        const res = await search(who, q, offline.app);
        times.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        expect(res.headers[SONG_SEARCH_NOTICE_HEADER]).toBe('online_unavailable');
        expect(res.json<SongData[]>().every((s) => s.source === 'catalog' && s.playable)).toBe(
          true,
        );
      }
      console.info(`offline searches (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`);
      // Connection refused fails fast (one jittered retry of ≤ 400 ms); the circuit then skips the call.
      expect(Math.max(...times)).toBeLessThan(1500);
      expect(times.at(-1)!).toBeLessThan(200);
    } finally {
      await offline.close();
    }
  });
});

describe('auto provider resilience (provider level)', () => {
  it('answers from the catalogue within the wait when iTunes is slow, and caches the late answer', async () => {
    const slow = await startFakeITunes();
    slow.delayMs = 600;
    try {
      const provider = createAutoProvider({
        db: ctx.handle.db,
        catalog: createCatalogProvider(ctx.handle.db),
        itunes: createITunesClient({ baseUrl: slow.url }),
        waitMs: 150,
      });
      const started = performance.now();
      const first = await provider.answer('bad bunny titi', 15);
      const took = performance.now() - started;
      expect(first.notice).toBe('online_unavailable');
      expect(took).toBeLessThan(500);
      await new Promise((r) => setTimeout(r, 800));
      const second = await provider.answer('bad bunny titi', 15);
      expect(second.notice).toBeNull();
      expect(second.songs.map((s) => s.id)).toContain('itunes:1440841363');
      expect(provider.stats()).toMatchObject({ onlineCalls: 1, cacheHits: 1 });
    } finally {
      await slow.close();
    }
  });

  it('opens the circuit after consecutive failures, skips iTunes while open, and closes after a good trial call', async () => {
    const flaky = await startFakeITunes();
    flaky.down = true;
    const openMs = 400;
    try {
      const provider = createAutoProvider({
        db: ctx.handle.db,
        catalog: createCatalogProvider(ctx.handle.db),
        itunes: createITunesClient({
          baseUrl: flaky.url,
          outbound: createOutboundClient({ failuresToOpen: 3, openMs, retryDelayMs: 5 }),
        }),
      });
      for (let i = 0; i < 3; i++)
        expect((await provider.answer(`breaker ${i}`, 15)).notice).toBe('online_unavailable');
      // Each failed search is one call of the circuit: the first attempt and one retry.
      expect(flaky.calls).toHaveLength(6);
      const openedAt = performance.now();
      const skipped = await provider.answer('kavinsky', 15);
      expect(skipped.notice).toBe('online_unavailable');
      expect(flaky.calls).toHaveLength(6);
      expect(provider.stats().skippedOpenCircuit).toBe(1);

      flaky.down = false;
      while (performance.now() - openedAt < openMs + 50)
        await new Promise((r) => setTimeout(r, 50));
      const recovered = await provider.answer('kavinsky', 15);
      expect(recovered.notice).toBeNull();
      expect(recovered.songs.map((s) => s.id)).toContain(`itunes:${nightcall.trackId}`);
      expect(flaky.calls).toHaveLength(7);
    } finally {
      await flaky.close();
    }
  });

  it('expires cached answers after 24 hours', async () => {
    let clock = Date.now();
    const provider = createAutoProvider({
      db: ctx.handle.db,
      catalog: createCatalogProvider(ctx.handle.db),
      itunes: createITunesClient({ baseUrl: fake.url, now: () => clock }),
      now: () => clock,
    });
    await provider.answer('motorhead ace', 15);
    const before = searchCalls();
    clock += SONG_SEARCH_CACHE_TTL_MS - 1000;
    await provider.answer('motorhead ace', 15);
    expect(searchCalls()).toBe(before);
    clock += 2000;
    const fresh = await provider.answer('motorhead ace', 15);
    expect(searchCalls()).toBe(before + 1);
    expect(fresh.songs.map((s) => s.name)).toContain('Ace of Spades');
  });
});
