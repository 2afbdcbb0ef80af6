/**
 * The YouTube Data API v3 song provider against a local fake of the API (search.list and
 * videos.list in Google's documented JSON shapes), through the app's song search route and
 * directly: mapping, the 24 h database cache, shared in-flight searches and error mapping.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SONG_SEARCH_CACHE_TTL_MS } from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import { songSearchCache } from '../../db/schema/index';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { createSongProvider } from './index';
import { SongProviderError } from './song-provider';
import { YOUTUBE_SEARCH_RESULTS, createYouTubeProvider } from './youtube-provider';

const KEY = 'yt-test-key';
const BASE = 'https://www.googleapis.com/youtube/v3/';

interface FakeVideo {
  id: string;
  title: string;
  channelTitle: string;
  duration: string;
  embeddable: boolean;
}

const VIDEOS: FakeVideo[] = [
  {
    id: 'djV11Xbc914',
    title: 'a-ha - Take On Me (Official Video) [Remastered in 4K]',
    channelTitle: 'a-ha',
    duration: 'PT4M4S',
    embeddable: true,
  },
  {
    id: 'Tk0nM3Tp1c0',
    title: 'Take On Me',
    channelTitle: 'a-ha - Topic',
    duration: 'PT3M46S',
    embeddable: false,
  },
  {
    id: 'W3ez3rBuddy',
    title: 'Weezer - Take On Me (Cover) | Live',
    channelTitle: 'Weezer',
    duration: 'PT3M39S',
    embeddable: true,
  },
];
/** Returned by search.list but gone (private/deleted) by the time videos.list runs. */
const GONE_ID = 'G0neG0neG0n';

const calls: { resource: string; url: URL }[] = [];
const count = (resource: string) => calls.filter((c) => c.resource === resource).length;

function thumbs(id: string) {
  return {
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  };
}

// search.list: https://developers.google.com/youtube/v3/docs/search/list
const searchList = http.get(`${BASE}search`, ({ request }) => {
  const url = new URL(request.url);
  calls.push({ resource: 'search', url });
  if (url.searchParams.get('key') !== KEY) {
    return HttpResponse.json(
      {
        error: {
          code: 400,
          message: 'API key not valid.',
          errors: [{ reason: 'keyInvalid', domain: 'usageLimits' }],
        },
      },
      { status: 400 },
    );
  }
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const found = q.includes('take on me')
    ? [...VIDEOS.map((v) => v.id).slice(0, 1), GONE_ID, ...VIDEOS.map((v) => v.id).slice(1)]
    : [];
  return HttpResponse.json({
    kind: 'youtube#searchListResponse',
    etag: 'e1',
    regionCode: 'US',
    pageInfo: { totalResults: found.length, resultsPerPage: found.length },
    items: found.map((id) => {
      const video = VIDEOS.find((v) => v.id === id);
      return {
        kind: 'youtube#searchResult',
        etag: `e-${id}`,
        id: { kind: 'youtube#video', videoId: id },
        snippet: {
          publishedAt: '2010-01-01T00:00:00Z',
          channelId: 'UC1',
          // search.list snippets arrive HTML-escaped.
          title: (video?.title ?? 'Gone').replace(/'/g, '&#39;'),
          description: '',
          thumbnails: thumbs(id),
          channelTitle: video?.channelTitle ?? 'Gone',
          liveBroadcastContent: 'none',
        },
      };
    }),
  });
});

// videos.list: https://developers.google.com/youtube/v3/docs/videos/list
const videosList = http.get(`${BASE}videos`, ({ request }) => {
  const url = new URL(request.url);
  calls.push({ resource: 'videos', url });
  const ids = (url.searchParams.get('id') ?? '').split(',');
  const items = VIDEOS.filter((v) => ids.includes(v.id)).map((v) => ({
    kind: 'youtube#video',
    etag: `v-${v.id}`,
    id: v.id,
    snippet: {
      publishedAt: '2010-01-01T00:00:00Z',
      channelId: 'UC1',
      title: v.title,
      description: '',
      thumbnails: thumbs(v.id),
      channelTitle: v.channelTitle,
      categoryId: '10',
    },
    contentDetails: {
      duration: v.duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: true,
      contentRating: {},
      projection: 'rectangular',
    },
    status: {
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: v.embeddable,
      publicStatsViewable: true,
      madeForKids: false,
    },
  }));
  return HttpResponse.json({
    kind: 'youtube#videoListResponse',
    etag: 'e2',
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
});

const fake = setupServer(searchList, videosList);
let ctx: TestContext;
let me: SignedIn;
beforeAll(async () => {
  fake.listen({ onUnhandledRequest: 'error' });
  ctx = await createTestContext(
    { SONG_PROVIDER: 'youtube', YOUTUBE_API_KEY: KEY },
    { seed: false },
  );
  me = await signUp(ctx.app);
});
afterEach(() => {
  fake.resetHandlers();
  calls.length = 0;
});
afterAll(async () => {
  fake.close();
  await ctx.close();
});

const search = (query: string) =>
  ctx.app.inject({
    url: `/api/youtube/search?query=${encodeURIComponent(query)}`,
    headers: { cookie: me.cookie },
  });

describe('YouTube provider through GET /api/youtube/search', () => {
  it('is chosen by SONG_PROVIDER=youtube', () => {
    expect(ctx.config.SONG_PROVIDER).toBe('youtube');
  });

  it('calls search.list then videos.list with the documented parameters and maps to SongData', async () => {
    const res = await search('take on me');
    expect(res.statusCode).toBe(200);
    expect(count('search')).toBe(1);
    expect(count('videos')).toBe(1);
    const s = calls.find((c) => c.resource === 'search')!.url.searchParams;
    expect(Object.fromEntries(s)).toEqual({
      part: 'snippet',
      type: 'video',
      videoCategoryId: '10',
      q: 'take on me',
      maxResults: String(YOUTUBE_SEARCH_RESULTS),
      key: KEY,
    });
    const v = calls.find((c) => c.resource === 'videos')!.url.searchParams;
    expect(v.get('part')).toBe('contentDetails,status,snippet');
    expect(v.get('id')).toBe(['djV11Xbc914', GONE_ID, 'Tk0nM3Tp1c0', 'W3ez3rBuddy'].join(','));

    const songs: SongData[] = res.json();
    // search.list order kept; the video gone in between is dropped.
    expect(songs.map((x) => x.id)).toEqual(['djV11Xbc914', 'Tk0nM3Tp1c0', 'W3ez3rBuddy']);
    expect(songs[0]).toEqual({
      id: 'djV11Xbc914',
      videoId: 'djV11Xbc914',
      name: 'Take On Me',
      artist: 'a-ha',
      channelName: 'a-ha',
      thumbnail: 'https://i.ytimg.com/vi/djV11Xbc914/mqdefault.jpg',
      duration: 244_000,
      playable: true,
      source: 'youtube',
    });
    expect(songs[1]).toMatchObject({
      name: 'Take On Me',
      artist: 'a-ha',
      channelName: 'a-ha - Topic',
      duration: 226_000,
      playable: false,
    });
    expect(songs[2]).toMatchObject({
      name: 'Take On Me (Cover)',
      artist: 'Weezer',
      playable: true,
    });
  });

  it('answers a second identical search (any case or spacing) from the database cache with no HTTP call', async () => {
    await search('take on me');
    calls.length = 0;
    const again = await search('  Take   ON me ');
    expect(again.statusCode).toBe(200);
    expect(again.json().map((x: SongData) => x.id)).toEqual([
      'djV11Xbc914',
      'Tk0nM3Tp1c0',
      'W3ez3rBuddy',
    ]);
    expect(calls).toHaveLength(0);
    const rows = await ctx.handle.db
      .select({ provider: songSearchCache.provider, query: songSearchCache.query })
      .from(songSearchCache);
    expect(rows).toContainEqual({ provider: 'youtube', query: 'take on me' });
  });

  it('caches empty answers too, and skips videos.list when nothing was found', async () => {
    expect((await search('zzqq nothing')).json()).toEqual([]);
    expect(count('search')).toBe(1);
    expect(count('videos')).toBe(0);
    await search('zzqq nothing');
    expect(count('search')).toBe(1);
  });

  it('maps quota and other API errors to 502 with the spec message', async () => {
    fake.use(
      http.get(`${BASE}search`, () =>
        HttpResponse.json(
          {
            error: {
              code: 403,
              message: 'The request cannot be completed because you have exceeded your quota.',
              errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
            },
          },
          { status: 403 },
        ),
      ),
    );
    const res = await search('quota please');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'song_search_failed',
      message: 'Failed to search for songs. Please try again.',
    });
    // A failure is not cached: the next search asks again.
    fake.resetHandlers();
    expect((await search('quota please')).statusCode).toBe(200);
  });

  it('fetches one video for GET /api/youtube/videos/{id}, 404 when unknown', async () => {
    const one = await ctx.app.inject({
      url: '/api/youtube/videos/djV11Xbc914',
      headers: { cookie: me.cookie },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 'djV11Xbc914', name: 'Take On Me', artist: 'a-ha' });
    expect(
      (
        await ctx.app.inject({
          url: `/api/youtube/videos/${GONE_ID}`,
          headers: { cookie: me.cookie },
        })
      ).statusCode,
    ).toBe(404);
    // Not a YouTube id (a catalogue song): no call at all.
    calls.length = 0;
    expect(
      (await ctx.app.inject({ url: '/api/youtube/videos/cat-12', headers: { cookie: me.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe('YouTube provider directly', () => {
  it('refreshes a cached query after 24 h', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const yt = createYouTubeProvider({
      apiKey: KEY,
      baseUrl: BASE,
      db: ctx.handle.db,
      now: () => now,
    });
    await yt.search('take on me fresh', 10);
    expect(count('search')).toBe(1);
    now += SONG_SEARCH_CACHE_TTL_MS - 1000;
    await yt.search('take on me fresh', 10);
    expect(count('search')).toBe(1);
    now += 2000;
    await yt.search('take on me fresh', 10);
    expect(count('search')).toBe(2);
  });

  it('shares one API call between identical searches in flight, and honours the limit', async () => {
    const yt = createYouTubeProvider({ apiKey: KEY, baseUrl: BASE, db: ctx.handle.db });
    const [a, b] = await Promise.all([
      yt.search('Take on me together', 2),
      yt.search('take on me  together', 10),
    ]);
    expect(count('search')).toBe(1);
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(3);
  });

  it('turns a bad key, network failures and unexpected answers into SongProviderError', async () => {
    const wrongKey = createYouTubeProvider({ apiKey: 'nope', baseUrl: BASE, db: ctx.handle.db });
    await expect(wrongKey.search('take on me bad key', 10)).rejects.toThrow(
      /HTTP 400 \(keyInvalid\)/,
    );
    const yt = createYouTubeProvider({ apiKey: KEY, baseUrl: BASE, db: ctx.handle.db });
    fake.use(http.get(`${BASE}search`, () => HttpResponse.error()));
    await expect(yt.search('take on me offline', 10)).rejects.toThrow(SongProviderError);
    fake.use(http.get(`${BASE}search`, () => HttpResponse.text('not json')));
    await expect(yt.search('take on me text', 10)).rejects.toThrow(/invalid JSON/);
    fake.use(http.get(`${BASE}search`, () => HttpResponse.json({ items: 'nope' })));
    await expect(yt.search('take on me shape', 10)).rejects.toThrow(/unexpected shape/);
  });

  it('is never implied (a key alone keeps auto, decision 029); SONG_PROVIDER=youtube without one refuses to start', async () => {
    const { loadConfig } = await import('../../config');
    expect(createSongProvider(loadConfig({}), ctx.handle.db).name).toBe('auto');
    expect(createSongProvider(loadConfig({ YOUTUBE_API_KEY: KEY }), ctx.handle.db).name).toBe(
      'auto',
    );
    expect(
      createSongProvider(
        loadConfig({ SONG_PROVIDER: 'catalog', YOUTUBE_API_KEY: KEY }),
        ctx.handle.db,
      ).name,
    ).toBe('catalog');
    expect(() => loadConfig({ SONG_PROVIDER: 'youtube' })).toThrow(
      /YOUTUBE_API_KEY: required by the chosen provider/,
    );
  });
});
