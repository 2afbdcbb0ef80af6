/**
 * The browser only loads what we allow: CSP enforced by default with nonces and
 * 'strict-dynamic', allow-listed media hosts in the schemas and the policy, no-store on
 * authenticated answers, HSTS and a `__Host-` Secure session cookie with an https PUBLIC_URL.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { createSongProvider } from '../providers/songs/index';
import {
  createTestContext,
  newMember,
  signUp,
  type SignedIn,
  type TestContext,
} from '../test/harness';
import { isAllowedMediaUrl, isAllowedPreviewUrl } from '../../common/media-hosts';

let ctx: TestContext;
let member: SignedIn;
const extraApps: App[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  member = await signUp(ctx.app);
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

async function appWith(overrides: Partial<TestContext['config']>): Promise<App> {
  const config = { ...ctx.config, ...overrides };
  const app = await buildApp(
    { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db) },
    { logger: false },
  );
  extraApps.push(app);
  return app;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it('is enforced by default, with the hardening directives', async () => {
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    // Not a document that runs scripts: no nonce, so 'strict-dynamic' leaves CSP3 browsers no script to run.
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'strict-dynamic' 'self'/);
    expect(csp).not.toContain('nonce-');
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
    const img = directive(csp, 'img-src');
    expect(img).toContain('https://i.ytimg.com');
    expect(img).toContain('https://media.tenor.com');
    expect(img).toContain('https://i.scdn.co');
    expect(img).not.toMatch(/\*|https:(\s|$)|http:/);
    expect(directive(csp, 'frame-src')).toContain('https://sdk.scdn.co');
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.spotify.com https://accounts.spotify.com",
    );
  });

  it('serves index.html with a fresh nonce on every script tag, matching the header', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hardening-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><script>document.documentElement.classList.add("dark")</script><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/x.js"></head></html>',
    );
    const app = await appWith({ CLIENT_DIST: dist });
    const first = await app.inject({ url: '/feed' });
    const second = await app.inject({ url: '/feed' });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(
      first.body.match(new RegExp(`<script nonce="${nonce!.replace(/[+/=]/g, '\\$&')}"`, 'g')),
    ).toHaveLength(2);
    expect(first.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
    expect(first.headers['cache-control']).toBe('no-store');
    // The document's policy is every answer's policy with the nonce added to script-src, nothing else.
    const api = String(
      (await app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(String(first.headers['content-security-policy']).replace(`'nonce-${nonce}' `, '')).toBe(
      api,
    );
    expect(directive(String(first.headers['content-security-policy']), 'script-src')).toMatch(
      /^script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic' 'self'/,
    );
  });

  it("lets audio play from Apple's preview host only, plus a loopback PREVIEW_AUDIO_ORIGIN when set", async () => {
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'media-src')).toBe(
      "media-src 'self' blob: https://audio-ssl.itunes.apple.com",
    );
    const preview = 'http://127.0.0.1:4010/preview/1.wav';
    expect(isAllowedPreviewUrl(preview)).toBe(false);
    const app = await appWith({ PREVIEW_AUDIO_ORIGIN: 'http://127.0.0.1:4010' });
    const withFake = String(
      (await app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(directive(withFake, 'media-src')).toBe(
      "media-src 'self' blob: https://audio-ssl.itunes.apple.com http://127.0.0.1:4010",
    );
    // The same origin is accepted in song data; a look-alike is not.
    expect(isAllowedPreviewUrl(preview)).toBe(true);
    expect(isAllowedPreviewUrl('http://127.0.0.1:4011/preview/1.wav')).toBe(false);
    expect(isAllowedPreviewUrl('http://user@127.0.0.1:4010/preview/1.wav')).toBe(false);
    expect(
      isAllowedPreviewUrl('https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/x.m4a'),
    ).toBe(true);
    expect(isAllowedPreviewUrl('http://audio-ssl.itunes.apple.com/x.m4a')).toBe(false);
    // The apps of this file share the process: back to the default for the tests after this one.
    await appWith({});
    expect(isAllowedPreviewUrl(preview)).toBe(false);
  });

  it('can be switched to report-only to debug a policy', async () => {
    const app = await appWith({ CSP_REPORT_ONLY: true });
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy-report-only']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('media URLs in the API', () => {
  it('allows https URLs on allow-listed hosts only', () => {
    expect(isAllowedMediaUrl('https://i.ytimg.com/vi/abc/mqdefault.jpg')).toBe(true);
    expect(isAllowedMediaUrl('http://i.ytimg.com/vi/abc/mqdefault.jpg')).toBe(false);
    expect(isAllowedMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedMediaUrl('https://i.ytimg.com.evil.example/x.jpg')).toBe(false);
    expect(isAllowedMediaUrl('https://user@i.ytimg.com/x.jpg')).toBe(false);
    expect(isAllowedMediaUrl('https://i.ytimg.com:8443/x.jpg')).toBe(false);
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: member.cookie }, payload });

  it('refuses GIF requests whose GIF is not on a GIF provider host', async () => {
    for (const gifUrl of [
      'https://anything.example/pixel.gif',
      'http://media.giphy.com/media/x/giphy.gif',
      'javascript:alert(1)',
    ]) {
      const res = await post('/api/requests', { type: 'gif', gifUrl, content: 'this mood' });
      expect(res.statusCode, gifUrl).toBe(400);
      expect(res.json().message).toMatch(/gifUrl/);
    }
    expect(
      (
        await post('/api/requests', {
          type: 'gif',
          gifUrl: 'https://media.giphy.com/media/abc/giphy.gif',
          content: 'this mood',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses song thumbnails and album art off the allow-list, javascript: included', async () => {
    const song = (extra: Record<string, unknown>) => ({
      type: 'slts',
      songId: 'dQw4w9WgXcQ',
      songData: { id: 'dQw4w9WgXcQ', name: 'x', ...extra },
    });
    const js = await post('/api/requests', song({ thumbnail: 'javascript:alert(1)' }));
    expect(js.statusCode).toBe(400);
    expect(js.json().message).toMatch(/thumbnail/);
    expect(
      (await post('/api/requests', song({ thumbnail: 'https://tracker.example/p.gif' })))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/requests', song({ albumArt: 'https://tracker.example/p.gif' }))).statusCode,
    ).toBe(400);
    const ok = await post(
      '/api/requests',
      song({
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
        albumArt: 'https://i.scdn.co/image/ab67',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const response = await post(`/api/requests/${ok.json().id}/responses`, {
      songId: 'abc',
      songData: { id: 'abc', thumbnail: 'https://evil.example/x.jpg' },
      comment: 'try this',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('caching, HSTS and the session cookie', () => {
  it('marks authenticated API answers no-store', async () => {
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const feed = await ctx.app.inject({ url: '/api/requests', headers: { cookie: member.cookie } });
    expect(feed.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newMember(),
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over plain http without an https PUBLIC_URL', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('with an https PUBLIC_URL: HSTS, and a __Host- Secure session cookie that signs in', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://hearsay.example' });
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const input = newMember();
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === '__Host-hearsay_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect((cookie as { domain?: string }).domain).toBeUndefined();
    const me = await app.inject({
      url: '/api/auth/me',
      headers: { cookie: `__Host-hearsay_session=${cookie!.value}` },
    });
    expect(me.statusCode).toBe(200);
    // The unprefixed name is not read any more.
    expect(
      (
        await app.inject({
          url: '/api/auth/me',
          headers: { cookie: `hearsay_session=${cookie!.value}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
