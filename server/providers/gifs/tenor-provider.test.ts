/**
 * The Tenor v2 adapter against a local fake speaking Tenor's documented API (GET /v2/search and
 * /v2/featured: key, q, limit, pos → results[].media_formats.*, next), including how our offset
 * paging is served from Tenor's opaque `pos` cursors.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GifProviderError } from './gif-provider';
import { TENOR_MAX_LIMIT, TenorCursors, createTenorProvider } from './tenor-provider';

const KEY = 'tenor-test-key';
const BASE = 'https://tenor.googleapis.com/';
const TOTAL = 45;
/** The fake never returns more than this per call, like Tenor after content filtering (default: no cap). */
let perCallCap = Infinity;

function tenorItem(n: number) {
  return {
    id: `t${n}`,
    title: n === 2 ? 'Dancing Cat' : '',
    content_description: n === 2 ? '' : `Cat dancing ${n}`,
    itemurl: `https://tenor.com/view/cat-${n}`,
    created: 1700000000,
    tags: ['cat'],
    flags: [],
    hasaudio: false,
    media_formats: {
      gif: {
        url: `https://media.tenor.com/t${n}AAAAC/cat.gif`,
        dims: [498, 374],
        duration: 1.2,
        size: 99999,
      },
      tinygif: {
        url: `https://media.tenor.com/t${n}AAAAM/cat.gif`,
        dims: [220, 165],
        duration: 1.2,
        size: 9999,
      },
    },
  };
}

// Opaque cursors: the fake encodes its position; the adapter must never compute them.
const encode = (n: number) => Buffer.from(`pos:${n}`).toString('base64url');
const decode = (pos: string | null) =>
  pos ? Number(Buffer.from(pos, 'base64url').toString().slice(4)) : 0;

const calls: URL[] = [];
function page(url: URL) {
  calls.push(url);
  if (url.searchParams.get('key') !== KEY)
    return HttpResponse.json(
      { error: { code: 400, message: 'API key not valid.' } },
      { status: 400 },
    );
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), TENOR_MAX_LIMIT, perCallCap);
  const start = decode(url.searchParams.get('pos'));
  const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(start, start + limit);
  const end = start + ids.length;
  return HttpResponse.json({ results: ids.map(tenorItem), next: end >= TOTAL ? '' : encode(end) });
}

const fake = setupServer(
  http.get(`${BASE}v2/search`, ({ request }) => page(new URL(request.url))),
  http.get(`${BASE}v2/featured`, ({ request }) => page(new URL(request.url))),
);
beforeAll(() => fake.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fake.resetHandlers();
  calls.length = 0;
  perCallCap = Infinity;
});
afterAll(() => fake.close());

const ids = (gifs: { id: string }[]) => gifs.map((g) => g.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `t${from + i}`);

describe('Tenor adapter', () => {
  it('searches with the documented parameters and maps media_formats to our GIF shape', async () => {
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    const gifs = await tenor.search('cat', { limit: 20, offset: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/v2/search');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      key: KEY,
      client_key: 'hearsay',
      q: 'cat',
      limit: '20',
      media_filter: 'gif,tinygif',
      contentfilter: 'medium',
    });
    expect(gifs[0]).toEqual({
      id: 't1',
      url: 'https://media.tenor.com/t1AAAAC/cat.gif',
      previewUrl: 'https://media.tenor.com/t1AAAAM/cat.gif',
      title: 'Cat dancing 1',
      width: 220,
      height: 165,
    });
    expect(gifs[1]!.title).toBe('Dancing Cat');
  });

  it('serves the next offset from the remembered cursor: one call per page, a short last page', async () => {
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    const p1 = await tenor.search('cat', { limit: 20, offset: 0 });
    const p2 = await tenor.search('cat', { limit: 20, offset: 20 });
    const p3 = await tenor.search('cat', { limit: 20, offset: 40 });
    expect([ids(p1), ids(p2), ids(p3)]).toEqual([range(1, 20), range(21, 40), range(41, 45)]);
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => c.searchParams.get('pos'))).toEqual([null, encode(20), encode(40)]);
    // Past the end: known from next === "", no call.
    expect(await tenor.search('cat', { limit: 20, offset: 45 })).toEqual([]);
    expect(calls).toHaveLength(3);
  });

  it('walks to an offset whose cursor it never saw (after a restart, or on another instance)', async () => {
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    const p3 = await tenor.search('cat', { limit: 20, offset: 40 });
    expect(ids(p3)).toEqual(range(41, 45));
    // One call skipping 40 results, one for the page.
    expect(calls.map((c) => [c.searchParams.get('limit'), c.searchParams.get('pos')])).toEqual([
      ['40', null],
      ['20', encode(40)],
    ]);
    const far = await tenor.search('cat', { limit: 20, offset: 120 });
    expect(far).toEqual([]);
  });

  it('tops up short pages so exactly `limit` results still means there may be more', async () => {
    perCallCap = 15;
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    const p1 = await tenor.search('cat', { limit: 20, offset: 0 });
    expect(ids(p1)).toEqual(range(1, 20));
    expect(calls.map((c) => c.searchParams.get('limit'))).toEqual(['20', '5']);
    const p2 = await tenor.search('cat', { limit: 20, offset: 20 });
    expect(ids(p2)).toEqual(range(21, 40));
  });

  it('keeps cursors per query and endpoint; trending uses /v2/featured without q', async () => {
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    await tenor.search('cat', { limit: 20, offset: 0 });
    const trending = await tenor.trending({ limit: 20, offset: 20 });
    expect(ids(trending)).toEqual(range(21, 40));
    const featured = calls.filter((c) => c.pathname === '/v2/featured');
    expect(featured.every((c) => !c.searchParams.has('q'))).toBe(true);
    // The search cursor at 20 was not reused for featured: featured walked from the start.
    expect(featured[0]!.searchParams.get('pos')).toBeNull();
  });

  it('turns HTTP errors, bad JSON and odd shapes into GifProviderError', async () => {
    const wrongKey = createTenorProvider({ apiKey: 'nope', baseUrl: BASE });
    await expect(wrongKey.search('cat', { limit: 20, offset: 0 })).rejects.toThrow(/HTTP 400/);
    const tenor = createTenorProvider({ apiKey: KEY, baseUrl: BASE });
    fake.use(
      http.get(`${BASE}v2/search`, () =>
        HttpResponse.json({ error: { code: 429 } }, { status: 429 }),
      ),
    );
    await expect(tenor.search('cat', { limit: 20, offset: 0 })).rejects.toThrow(GifProviderError);
    fake.use(http.get(`${BASE}v2/search`, () => HttpResponse.json({ results: [{ id: 1 }] })));
    await expect(tenor.search('cat', { limit: 20, offset: 0 })).rejects.toThrow(/unexpected shape/);
  });
});

describe('TenorCursors', () => {
  it('finds the nearest known cursor at or before an offset, forgets lists after the TTL and beyond the cap', () => {
    let now = 0;
    const cursors = new TenorCursors(2, 1000, () => now);
    cursors.set('a', 20, 'p20');
    cursors.set('a', 40, 'p40');
    expect(cursors.nearest('a', 39)).toEqual([20, 'p20']);
    expect(cursors.nearest('a', 60)).toEqual([40, 'p40']);
    expect(cursors.nearest('a', 10)).toEqual([0, undefined]);
    cursors.set('b', 20, 'b20');
    cursors.set('c', 20, 'c20');
    expect(cursors.nearest('a', 40)).toEqual([0, undefined]);
    expect(cursors.nearest('c', 40)).toEqual([20, 'c20']);
    now = 1001;
    expect(cursors.nearest('c', 40)).toEqual([0, undefined]);
  });
});
