/** GIF routes (spec 000 §7 "GIF search") on the offline `local` provider, and the bundled files. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gif } from '../../../common/schemas';
import { LOCAL_GIFS } from '../../providers/gifs/local-catalog';
import { useTestApp } from '../../test/factories';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { LOCAL_GIF_DIR } from './gifs.routes';

const t = useTestApp({ seed: false, members: ['me'] });

const get = async (url: string, who: SignedIn | null = t.me) =>
  t.ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/gifs/search (local)', () => {
  it('finds GIFs by tag and by title words, with alt-text titles and served URLs', async () => {
    const byTag = await get('/api/gifs/search?query=vinyl&limit=20&offset=0');
    expect(byTag.statusCode).toBe(200);
    const gifs: Gif[] = byTag.json();
    expect(gifs[0]).toEqual({
      id: 'local-vinyl-spin',
      url: '/gifs/vinyl-spin.gif',
      previewUrl: '/gifs/vinyl-spin.gif',
      title: 'Vinyl record spinning on a turntable',
      width: 200,
      height: 200,
    });
    const byTitle: Gif[] = (await get('/api/gifs/search?query=Spinning%20Turntable')).json();
    expect(byTitle.map((g) => g.id)).toContain('local-vinyl-spin');
    // "dancing" meets the tag "dance"; every result carries a title for its alt text.
    const dancing: Gif[] = (await get('/api/gifs/search?query=dancing')).json();
    expect(dancing.map((g) => g.id)).toEqual(
      expect.arrayContaining(['local-dance-floor', 'local-disco-ball']),
    );
    expect(dancing.every((g) => g.title.length > 0)).toBe(true);
  });

  it('answers [] for fewer than 2 characters and for no match', async () => {
    expect((await get('/api/gifs/search?query=%20a%20')).json()).toEqual([]);
    expect((await get('/api/gifs/search?query=zzqqxx')).json()).toEqual([]);
  });

  it('pages by limit and offset', async () => {
    const all: Gif[] = (await get('/api/gifs/search?query=party&limit=50')).json();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first: Gif[] = (await get('/api/gifs/search?query=party&limit=2&offset=0')).json();
    const second: Gif[] = (await get('/api/gifs/search?query=party&limit=2&offset=2')).json();
    expect([...first, ...second].map((g) => g.id)).toEqual(all.slice(0, 4).map((g) => g.id));
  });

  it('validates limit and offset, and needs a session', async () => {
    expect((await get('/api/gifs/search?query=rain&limit=0')).statusCode).toBe(400);
    expect((await get('/api/gifs/search?query=rain&limit=51')).statusCode).toBe(400);
    expect((await get('/api/gifs/search?query=rain&offset=-1')).statusCode).toBe(400);
    expect((await get('/api/gifs/search?query=rain&offset=5000')).statusCode).toBe(400);
    const anonymous = await get('/api/gifs/search?query=rain', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('unauthorized');
  });
});

describe('GET /api/gifs/trending (local)', () => {
  it('pages through the whole bundled set: 20, then the rest, then nothing', async () => {
    const page1: Gif[] = (await get('/api/gifs/trending?limit=20&offset=0')).json();
    const page2: Gif[] = (await get('/api/gifs/trending?limit=20&offset=20')).json();
    const page3: Gif[] = (await get('/api/gifs/trending?limit=20&offset=40')).json();
    expect(page1).toHaveLength(20);
    expect(page2).toHaveLength(LOCAL_GIFS.length - 20);
    expect(page3).toEqual([]);
    expect(new Set([...page1, ...page2].map((g) => g.id)).size).toBe(LOCAL_GIFS.length);
    expect((await get('/api/gifs/trending')).json()).toHaveLength(20);
    expect((await get('/api/gifs/trending', null)).statusCode).toBe(401);
  });
});

describe('bundled GIF files', () => {
  it('has at least 24 small animated GIFs, one per catalogue entry, of the stated size', () => {
    expect(LOCAL_GIFS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(LOCAL_GIFS.map((g) => g.id)).size).toBe(LOCAL_GIFS.length);
    for (const gif of LOCAL_GIFS) {
      const file = join(LOCAL_GIF_DIR, `${gif.id}.gif`);
      expect(statSync(file).size, gif.id).toBeLessThanOrEqual(40 * 1024);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect(bytes.readUInt16LE(6)).toBe(gif.width);
      expect(bytes.readUInt16LE(8)).toBe(gif.height);
      expect(gif.width).toBeGreaterThanOrEqual(160);
      expect(Math.max(gif.width, gif.height)).toBeLessThanOrEqual(240);
      // Animated: more than one image descriptor after the header.
      expect(bytes.toString('latin1').split('\x00\x2c').length, gif.id).toBeGreaterThan(2);
      expect(gif.tags.length).toBeGreaterThan(0);
    }
  });

  it('serves them publicly under /gifs/ as image/gif, and 404 for unknown names', async () => {
    const res = await get('/gifs/vinyl-spin.gif', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const missing = await get('/gifs/nope.gif', null);
    expect(missing.statusCode).toBe(404);
    expect((await get('/gifs/../gifs.routes.ts', null)).statusCode).toBe(404);
  });
});

describe('provider failures', () => {
  const fake = setupServer(
    http.get('https://api.giphy.com/v1/gifs/search', () =>
      HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
    ),
    http.get('https://api.giphy.com/v1/gifs/trending', () =>
      HttpResponse.json({ message: 'Internal' }, { status: 500 }),
    ),
  );
  let giphyCtx: TestContext;
  let member: SignedIn;
  beforeAll(async () => {
    fake.listen({ onUnhandledRequest: 'error' });
    giphyCtx = await createTestContext({ GIPHY_API_KEY: 'test-key' }, { seed: false });
    member = await signUp(giphyCtx.app);
  });
  afterAll(async () => {
    fake.close();
    await giphyCtx.close();
  });

  it('answer 502 with the spec message (spec 000 §8)', async () => {
    for (const url of ['/api/gifs/search?query=cats', '/api/gifs/trending']) {
      const res = await giphyCtx.app.inject({ url, headers: { cookie: member.cookie } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'gif_search_failed',
        message: 'Failed to search for GIFs. Please try again.',
      });
    }
  });
});
