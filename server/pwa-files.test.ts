/**
 * The installable app's files as the server answers them from the built client: the
 * service worker is revalidated on every load (never kept by the HTTP cache, or an old worker
 * would outlive a deploy), the manifest has its media type, and the CSP lets the page register a
 * same-origin worker and read the manifest.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { App } from './app-types';
import { createSongProvider } from './providers/songs/index';
import { createTestContext, type TestContext } from './test/harness';

let ctx: TestContext;
let app: App;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  const dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
  cpSync(join(import.meta.dirname, '../client/public'), dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script type="module" src="/assets/index-abc.js"></script></head></html>',
  );
  writeFileSync(join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});");
  const config = { ...ctx.config, CLIENT_DIST: dist };
  app = await buildApp(
    { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db) },
    { logger: false },
  );
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('installable app files', () => {
  it('serves the service worker as JavaScript, revalidated on every load', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its fields and reachable icons', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    }>();
    expect(manifest).toMatchObject({
      name: 'Hearsay',
      short_name: 'Hearsay',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await app.inject({ url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
    }
  });

  it('serves the offline page, and the CSP allows a same-origin worker and manifest', async () => {
    const res = await app.inject({ url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are offline');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('hashed assets', () => {
  it('are cached for a year and carry no CSP (it applies to documents and workers only)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'pwa-assets-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html></html>');
    writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log(1);');
    writeFileSync(join(dist, 'sw.js'), '');
    const config = { ...ctx.config, CLIENT_DIST: dist };
    const other = await buildApp(
      { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db) },
      { logger: false },
    );
    try {
      const asset = await other.inject({ url: '/assets/index-abc.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      const worker = await other.inject({ url: '/sw.js' });
      expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
      const page = await other.inject({ url: '/' });
      expect(page.headers['content-security-policy']).toContain('nonce-');
    } finally {
      await other.close();
    }
  });
});
