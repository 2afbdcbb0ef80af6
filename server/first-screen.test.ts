/**
 * A member's first screen rendered by the server (decision 019), through the real HTTP
 * app and the real render (client/entry-server.tsx, from source): what a signed-in member's page
 * carries, when the plain page is served instead, and that nothing in a member's text can break
 * out of the page's state script.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { App } from './app-types';
import { FIRST_SCREEN_STATE_ID } from '../common/first-screen';
import type { RenderFirstScreen } from './lib/first-screen';
import { createSongProvider } from './providers/songs/index';
import { createTestContext, signUp, type SignedIn, type TestContext } from './test/harness';
import { createRequest, createResponse } from './test/factories';
import { renderFirstScreen, warmFirstScreens } from '../client/entry-server';

// The shape of Vite's built index.html: the entry module and its static imports in <head>.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script>/* theme, session check */</script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-abc.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

let ctx: TestContext;
let dist: string;
let asker: SignedIn;
let answerer: SignedIn;
let requestId: number;
const apps: App[] = [];

/** An app serving `dist` with `render`; renders from source in a test take longer than the production budget. */
async function appWith(
  render: RenderFirstScreen | null,
  env: Partial<TestContext['config']> = {},
  firstScreenBudgetMs = 10_000,
): Promise<App> {
  const config = { ...ctx.config, CLIENT_DIST: dist, ...env };
  const songs = createSongProvider(config, ctx.handle.db);
  const app = await buildApp(
    { db: ctx.handle.db, config, songs },
    { logger: false, renderFirstScreen: render, firstScreenBudgetMs },
  );
  apps.push(app);
  return app;
}

async function chooseGenres(who: SignedIn, genres: string[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${who.user.id}/genres`,
    headers: { cookie: who.cookie },
    payload: { genres },
  });
  expect(res.statusCode).toBe(200);
}

/** The page's state script, parsed. */
function stateOf(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  rendered: Record<string, string>;
} {
  const match = new RegExp(`<script[^>]*id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`).exec(html);
  expect(match, 'state script').not.toBeNull();
  return JSON.parse(match![1]!);
}

let app: App;
beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(join(tmpdir(), 'hearsay-first-screen-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  asker = await signUp(ctx.app);
  answerer = await signUp(ctx.app);
  await chooseGenres(asker, ['Jazz']);
  requestId = await createRequest(
    ctx,
    asker,
    'Songs for a rainy Sunday </script><script>alert(1)</script> <!-- morning',
  );
  await createResponse(ctx, answerer, requestId, { comment: 'Try this one' });
  await warmFirstScreens();
  app = await appWith(renderFirstScreen as RenderFirstScreen);
  // Transforming the pages' source for the render takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  for (const a of apps) await a.close();
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a signed-in member’s first screen', () => {
  it('carries the feed, rendered and as state, and loads the app after the first paint', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: asker.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    // The member's text is in the markup, escaped, and cannot end a script element.
    expect(html).toContain(
      'Songs for a rainy Sunday &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- morning',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const state = stateOf(html);
    const feed = state.queries.queries.find((q) => q.queryKey[0] === '/api/requests');
    expect(JSON.stringify(feed?.state.data)).toContain(
      'Songs for a rainy Sunday </script><script>alert(1)</script> <!-- morning',
    );
    const session = state.queries.queries.find((q) => q.queryKey[0] === '/api/auth/me');
    expect(session?.state.data).toMatchObject({ id: asker.user.id });
    // The entry is no longer a parser-inserted module: the start script asks for it after a frame.
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*shared-abc/);
    expect(html).toContain('import(entry)');
    expect(html).toContain('"/assets/shared-abc.js"');
    // Every script carries the page's nonce (the CSP allows nothing else).
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('starts the feed in the sort the member stored (the preference mirror cookie)', async () => {
    const prefs = encodeURIComponent('hearsay-feed-sort=responses&theme=dark');
    const res = await app.inject({
      url: '/',
      headers: { cookie: `${asker.cookie}; hearsay-prefs=${prefs}` },
    });
    const state = stateOf(res.body);
    const feed = state.queries.queries.find((q) => q.queryKey[0] === '/api/requests');
    expect(feed?.queryKey[1]).toMatchObject({ sort: 'responses' });
    expect(state.rendered).toMatchObject({ theme: 'dark' });
    // The columns are media queries (decision 042): the same HTML is right at any width.
    expect(res.body).toContain('min-[1025px]:grid-cols-3');
  });

  it('renders a request with its recommendations', async () => {
    const res = await app.inject({
      url: `/requests/${requestId}`,
      headers: { cookie: answerer.cookie },
    });
    expect(res.body).toContain('Try this one');
    expect(res.body).toContain(`id="${FIRST_SCREEN_STATE_ID}"`);
    expect(stateOf(res.body).queries.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['/api/auth/me', `/api/requests/${requestId}`, 'responses']),
    );
  });
});

describe('the plain page instead', () => {
  const plain = (html: string) =>
    html.includes('<div id="root"></div>') &&
    !html.includes(FIRST_SCREEN_STATE_ID) &&
    /<script[^>]* type="module"/.test(html);

  it('for a visitor without a session, or with one that is not valid', async () => {
    expect(plain((await app.inject({ url: '/' })).body)).toBe(true);
    expect(
      plain(
        (await app.inject({ url: '/', headers: { cookie: 'hearsay_session=not-a-session' } })).body,
      ),
    ).toBe(true);
  });

  it('for a member who has not chosen genres yet (the feed sends them to onboarding)', async () => {
    expect(plain((await app.inject({ url: '/', headers: { cookie: answerer.cookie } })).body)).toBe(
      true,
    );
  });

  it('when the page’s data is not there (an unknown request) or the page is not a first screen', async () => {
    expect(
      plain(
        (await app.inject({ url: '/requests/999999', headers: { cookie: asker.cookie } })).body,
      ),
    ).toBe(true);
    expect(
      plain((await app.inject({ url: '/profile', headers: { cookie: asker.cookie } })).body),
    ).toBe(true);
  });

  it('when the render fails or is too slow, and when SERVER_RENDER is false', async () => {
    const failing = await appWith(async () => {
      throw new Error('render broke');
    });
    const failed = await failing.inject({ url: '/', headers: { cookie: asker.cookie } });
    expect(failed.statusCode).toBe(200);
    expect(plain(failed.body)).toBe(true);

    const slow = await appWith(
      () =>
        new Promise((done) => setTimeout(() => done({ html: '<p>late</p>', state: {} }), 2_000)),
      {},
      250,
    );
    const started = Date.now();
    const late = await slow.inject({ url: '/', headers: { cookie: asker.cookie } });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(plain(late.body)).toBe(true);

    const off = await appWith(renderFirstScreen as RenderFirstScreen, { SERVER_RENDER: false });
    expect(plain((await off.inject({ url: '/', headers: { cookie: asker.cookie } })).body)).toBe(
      true,
    );
  });
});
