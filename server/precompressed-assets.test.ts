/**
 * The built app's files go out as the build compressed them (brotli or gzip copies beside each
 * file, scripts/build/precompress.ts, decision 042), chosen by the browser's Accept-Encoding;
 * API answers and pages are compressed as they are sent.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { App } from './app-types';
import { createSongProvider } from './providers/songs/index';
import { createTestContext, type TestContext } from './test/harness';
import { precompressDir } from '../scripts/build/precompress';

const JS = `export const text = ${JSON.stringify('recommendation '.repeat(300))};\n`;
let ctx: TestContext;
let dist: string;
let app: App;

beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(join(tmpdir(), 'hearsay-precompressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div><p>${'a request for songs '.repeat(100)}</p></body></html>`,
  );
  writeFileSync(join(dist, 'assets/app-abc.js'), JS);
  precompressDir(dist);
  const config = { ...ctx.config, CLIENT_DIST: dist, SERVER_RENDER: false };
  app = await buildApp(
    { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db) },
    { logger: false },
  );
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gz'],
  ])('Accept-Encoding %s gets the build’s .%s copy as it is', async (accept, ext) => {
    const res = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(ext === 'gz' ? 'gzip' : 'br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // A script obeys nosniff and CORP; the document-only headers are left off (bytes on every asset).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(res.headers[name]).toBeUndefined();
    expect(res.rawPayload.equals(readFileSync(join(dist, `assets/app-abc.js.${ext}`)))).toBe(true);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const res = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JS);
  });

  it('still compresses API answers as they are sent', async () => {
    const res = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a page for Accept-Encoding %s with %s', async (accept, encoding) => {
    const res = await app.inject({ url: '/saved', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
    expect(html).toContain('a request for songs');
    // The page's script nonce is written before compression and matches the CSP's.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('sends a page as it is to a client that takes no encoding', async () => {
    const res = await app.inject({ url: '/saved', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('a request for songs');
  });
});
