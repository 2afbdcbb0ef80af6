/**
 * The GIPHY adapter against a local fake speaking GIPHY's documented API
 * (GET /v1/gifs/search and /v1/gifs/trending: api_key, q, limit, offset, rating → data[].images.*).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GifProviderError } from './gif-provider';
import { GIPHY_RATING, createGiphyProvider } from './giphy-provider';

const KEY = 'giphy-test-key';
const BASE = 'https://api.giphy.com/';

/** A GIPHY result in the documented shape (sizes are strings, as GIPHY sends them). */
function giphyItem(n: number) {
  const media = (name: string, w: number, h: number) => ({
    url: `https://media${n % 4}.giphy.com/media/id${n}/${name}.gif?cid=abc&rid=${name}.gif&ct=g`,
    width: String(w),
    height: String(h),
    size: '12345',
  });
  return {
    type: 'gif',
    id: `id${n}`,
    url: `https://giphy.com/gifs/cat-${n}`,
    title: n === 3 ? '' : `Cat ${n} GIF by Hearsay`,
    alt_text: n === 1 ? 'A cat nodding to music' : '',
    rating: 'g',
    images: {
      original: media('giphy', 480, 360),
      downsized_medium: media('giphy-downsized-medium', 480, 360),
      fixed_width: media('200w', 200, 150),
      fixed_width_small: media('100w', 100, 75),
    },
  };
}

const TOTAL = 45;
const calls: URL[] = [];
function page(url: URL) {
  calls.push(url);
  if (url.searchParams.get('api_key') !== KEY)
    return HttpResponse.json({ meta: { status: 401, msg: 'Unauthorized' } }, { status: 401 });
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(offset, offset + limit);
  return HttpResponse.json({
    data: ids.map(giphyItem),
    pagination: { total_count: TOTAL, count: ids.length, offset },
    meta: { status: 200, msg: 'OK', response_id: 'r1' },
  });
}

const fake = setupServer(
  http.get(`${BASE}v1/gifs/search`, ({ request }) => page(new URL(request.url))),
  http.get(`${BASE}v1/gifs/trending`, ({ request }) => page(new URL(request.url))),
);
beforeAll(() => fake.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fake.resetHandlers();
  calls.length = 0;
});
afterAll(() => fake.close());

const giphy = createGiphyProvider({ apiKey: KEY, baseUrl: BASE });

describe('GIPHY adapter', () => {
  it('searches with the documented parameters and maps data[].images to our GIF shape', async () => {
    const gifs = await giphy.search('cats', { limit: 20, offset: 0 });
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.pathname).toBe('/v1/gifs/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      api_key: KEY,
      q: 'cats',
      limit: '20',
      offset: '0',
      rating: GIPHY_RATING,
      lang: 'en',
    });
    expect(gifs).toHaveLength(20);
    expect(gifs[0]).toEqual({
      id: 'id1',
      url: 'https://media1.giphy.com/media/id1/giphy-downsized-medium.gif?cid=abc&rid=giphy-downsized-medium.gif&ct=g',
      previewUrl: 'https://media1.giphy.com/media/id1/200w.gif?cid=abc&rid=200w.gif&ct=g',
      title: 'A cat nodding to music',
      width: 200,
      height: 150,
    });
    // alt_text first, then title, then "GIF": every GIF has alt text.
    expect(gifs[1]!.title).toBe('Cat 2 GIF by Hearsay');
    expect(gifs[2]!.title).toBe('GIF');
  });

  it('maps our offset paging one to one; a short last page means the end', async () => {
    const second = await giphy.search('cats', { limit: 20, offset: 20 });
    const third = await giphy.search('cats', { limit: 20, offset: 40 });
    expect(second.map((g) => g.id)).toEqual(Array.from({ length: 20 }, (_, i) => `id${21 + i}`));
    expect(third).toHaveLength(5);
    expect(calls.map((c) => c.searchParams.get('offset'))).toEqual(['20', '40']);
  });

  it('reads trending from /v1/gifs/trending without a query', async () => {
    const gifs = await giphy.trending({ limit: 20, offset: 0 });
    expect(gifs).toHaveLength(20);
    expect(calls[0]!.pathname).toBe('/v1/gifs/trending');
    expect(calls[0]!.searchParams.has('q')).toBe(false);
  });

  it('falls back to downsized/original and skips results without any image', async () => {
    fake.use(
      http.get(`${BASE}v1/gifs/search`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'a',
              title: 'Only original',
              images: {
                original: { url: 'https://media.giphy.com/a.gif', width: '300', height: '200' },
              },
            },
            { id: 'b', title: 'No images', images: {} },
          ],
        }),
      ),
    );
    expect(await giphy.search('x1', { limit: 20, offset: 0 })).toEqual([
      {
        id: 'a',
        url: 'https://media.giphy.com/a.gif',
        previewUrl: 'https://media.giphy.com/a.gif',
        title: 'Only original',
        width: undefined,
        height: undefined,
      },
    ]);
  });

  it('turns a bad key, rate limits, server errors and odd answers into GifProviderError', async () => {
    const wrongKey = createGiphyProvider({ apiKey: 'nope', baseUrl: BASE });
    await expect(wrongKey.search('cats', { limit: 20, offset: 0 })).rejects.toThrow(
      GifProviderError,
    );
    fake.use(
      http.get(`${BASE}v1/gifs/search`, () =>
        HttpResponse.json({ message: 'Too many' }, { status: 429 }),
      ),
    );
    await expect(giphy.search('cats', { limit: 20, offset: 0 })).rejects.toThrow(/HTTP 429/);
    fake.use(http.get(`${BASE}v1/gifs/search`, () => HttpResponse.text('<html>oops</html>')));
    await expect(giphy.search('cats', { limit: 20, offset: 0 })).rejects.toThrow(/invalid JSON/);
    fake.use(http.get(`${BASE}v1/gifs/search`, () => HttpResponse.json({ data: 'nope' })));
    await expect(giphy.search('cats', { limit: 20, offset: 0 })).rejects.toThrow(
      /unexpected shape/,
    );
    fake.use(http.get(`${BASE}v1/gifs/search`, () => HttpResponse.error()));
    await expect(giphy.search('cats', { limit: 20, offset: 0 })).rejects.toThrow(/request failed/);
  });

  it('uses a configured base URL (a local fake)', async () => {
    fake.use(
      http.get('http://127.0.0.1:4010/v1/gifs/trending', () =>
        HttpResponse.json({ data: [giphyItem(7)] }),
      ),
    );
    const local = createGiphyProvider({ apiKey: KEY, baseUrl: 'http://127.0.0.1:4010' });
    expect((await local.trending({ limit: 20, offset: 0 })).map((g) => g.id)).toEqual(['id7']);
  });
});
