/**
 * The server's side of a member's first screen (decision 019): loads the render built
 * from client/entry-server.tsx, answers its API calls in process as the visitor, and writes the
 * result into index.html. Any failure, or a render slower than FIRST_SCREEN_BUDGET_MS, serves the
 * plain page, which the browser renders as before.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_STATE_ID, PREFS_COOKIE } from '../../common/first-screen';

/** How long the server waits for a first screen before sending the plain page (ms). */
export const FIRST_SCREEN_BUDGET_MS = 250;

interface FirstScreen {
  html: string;
  /** The language it was rendered in (decision 047); absent from older renders. */
  locale?: string;
  state: unknown;
}

/** The built render's entry point (client/entry-server.tsx). */
export type RenderFirstScreen = (input: {
  url: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  rendered: Record<string, string>;
  signal: AbortSignal;
  /** The page's language (server/lib/page-locale.ts). */
  locale: string;
}) => Promise<FirstScreen | null>;

/**
 * Loads `dist/server/entry-server.js` beside `clientDist` and the pages' code it renders (so the
 * first visitor's render is not the one that pays for loading it); null when it was not built.
 */
export async function loadFirstScreenRenderer(
  clientDist: string,
): Promise<RenderFirstScreen | null> {
  const entry = resolve(clientDist, '../server/entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderFirstScreen: RenderFirstScreen;
    warmFirstScreens: () => Promise<void>;
  };
  await module.warmFirstScreens();
  return module.renderFirstScreen;
}

/** The visitor's preference mirror cookie as parameters (at most 20, each value at most 100 characters). */
export function readPrefsCookie(value: string | undefined): Record<string, string> {
  const rendered: Record<string, string> = {};
  if (!value || value.length > 2000) return rendered;
  let count = 0;
  for (const [key, item] of new URLSearchParams(value)) {
    if (++count > 20) break;
    if (item.length <= 100) rendered[key] = item;
  }
  return rendered;
}

/**
 * Renders the first screen of `request`'s page as its visitor, through `app.inject` for every API
 * call (the visitor's cookie and address, so sessions, permissions and rate limits are the API's
 * own), in `locale`. Null when there is none or it took longer than `budgetMs`.
 */
export async function renderFor(
  app: FastifyInstance,
  render: RenderFirstScreen,
  request: FastifyRequest,
  budgetMs = FIRST_SCREEN_BUDGET_MS,
  locale = 'en',
): Promise<FirstScreen | null> {
  const controller = new AbortController();
  const cookie = request.headers.cookie;
  const fetchAsVisitor = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: request.ip,
    });
    // A Response may not carry a body with these statuses.
    const body =
      answer.statusCode === 204 || answer.statusCode === 304
        ? null
        : new Uint8Array(answer.rawPayload);
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => {
      controller.abort();
      done(null);
    }, budgetMs);
  });
  try {
    const rendering = render({
      url: request.url,
      fetch: fetchAsVisitor,
      rendered: readPrefsCookie(request.cookies[PREFS_COOKIE]),
      signal: controller.signal,
      locale,
    });
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON safe inside a `<script>` element: no `</script>`, `<!--` or line separators can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with a first screen: the state first in `<head>` (index.html's inline script then skips
 * its early session check), the markup in `#root`, and the app's code requested once the browser
 * reports the first contentful paint (decision 059): the entry module and its static imports (the
 * page's `modulepreload` links) are taken out of the document, and a small script adds them back
 * and imports the entry after that paint. The server's markup then paints with only the HTML and
 * the CSS on the wire (on a slow network the app's 130 KiB would otherwise share the bandwidth with
 * the CSS); the app becomes interactive about one round trip later than if its download had started
 * with the document, and a repeat visit takes the code from the service worker's cache. Until the
 * page has hydrated, a click on a button is kept and replayed then, and form fields are read-only
 * (choices disabled).
 * Decision 019 has the figures.
 * `routePreloads` (route-preloads.ts) adds the page's route chunks to those preloads.
 * Without an entry `<script type="module">` the page gets the state and markup only.
 */
export function withFirstScreen(
  indexHtml: string,
  screen: FirstScreen,
  routePreloads: readonly string[] = [],
): string {
  const state = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson(screen.state)}</script>`;
  let html = indexHtml
    .replace('<head>', `<head>${state}`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>`);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  html = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  for (const href of routePreloads) if (!preloads.includes(href)) preloads.push(href);
  const start =
    `<script>(function(){var nonce=document.currentScript.nonce,entry=${JSON.stringify(entry[1])},preloads=${JSON.stringify(preloads)},clicks=[],held=[];` +
    // Until the app has hydrated the page (its first page effect calls __hearsayHydrated), a click
    // on a control is kept and given again then, and form fields wait (read-only, or disabled for
    // choices) so nothing typed is lost; links work as links meanwhile.
    `function keep(e){var t=e.target.closest&&e.target.closest('button,[role=button],input[type=checkbox],input[type=radio]');if(t){e.preventDefault();e.stopPropagation();clicks.push(t)}}` +
    `document.addEventListener('click',keep,true);` +
    `document.querySelectorAll('#root input,#root textarea,#root select').forEach(function(f){var p=f.tagName==='SELECT'||f.type==='checkbox'||f.type==='radio'?'disabled':'readOnly';if(!f[p]){f[p]=true;held.push([f,p])}});` +
    `window.__hearsayHydrated=function(){window.__hearsayHydrated=undefined;document.removeEventListener('click',keep,true);` +
    `held.forEach(function(h){h[0][h[1]]=false});clicks.forEach(function(t){if(t.isConnected)t.click()})};` +
    `function start(){preloads.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;l.nonce=nonce;document.head.appendChild(l)});import(entry)}` +
    // After the first contentful paint as the browser reports it (a frame callback runs before
    // that paint, so code asked for there shares the network with it); a browser without paint
    // timing waits one frame, and a page that never reports its paint starts after 3 s anyway.
    `function painted(){var done=false,go=function(){if(!done){done=true;start()}},types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(go,0)});return}` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}` +
    `if(document.visibilityState==='hidden'){start()}else{painted()}})()</script>`;
  return html.replace('</body>', `${start}</body>`);
}
