/**
 * Serving the built SPA (decisions 019 and 042): hashed assets with long caching and precompressed
 * copies, and index.html for every other GET, in the visitor's language, with a signed-in member's
 * first screen rendered in it when the build has the server render and `serverRender` is on
 * (server/lib/first-screen.ts). Unknown /api paths get the JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { App } from './app-types';
import {
  loadFirstScreenRenderer,
  renderFor,
  withFirstScreen,
  type RenderFirstScreen,
} from './lib/first-screen';
import { compressPage } from './lib/compressed-page';
import { routePreloadsOf } from './lib/route-preloads';
import { pageLocale, withPageLocale } from './lib/page-locale';
import { DOCUMENT_ONLY_HEADERS, withScriptNonce } from './plugins/security-headers';
import { isRenderLocale } from '../common/i18n/locales';

/** What buildApp's options say about pages (BuildAppOptions in app.ts). */
interface SpaOptions {
  renderFirstScreen?: RenderFirstScreen | null;
  firstScreenBudgetMs?: number;
}

/** Registers the static assets and the page answer of the build in `clientDist`, if there is one. */
export async function registerSpa(
  app: App,
  clientDist: string,
  serverRender: boolean,
  options: SpaOptions,
) {
  const root = resolve(clientDist);
  const hasClient = existsSync(resolve(root, 'index.html'));
  const indexHtml = hasClient ? readFileSync(resolve(root, 'index.html'), 'utf8') : null;
  const renderFirstScreen =
    hasClient && serverRender
      ? (options.renderFirstScreen ?? (await loadFirstScreenRenderer(root)))
      : null;
  if (hasClient) await registerAssets(app, root);
  const pageFor =
    indexHtml === null
      ? null
      : pageBuilder(app, indexHtml, renderFirstScreen, routePreloadsOf(root), options);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({
        error: 'not_found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (pageFor && (request.method === 'GET' || request.method === 'HEAD')) {
      // Each page gets its own script nonce (the CSP allows scripts by nonce, plugins/security-headers.ts).
      const page = await compressPage(
        request.headers['accept-encoding'],
        withScriptNonce(await pageFor(request), reply.issueScriptNonce()),
      );
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    return reply
      .status(404)
      .send({ error: 'not_found', message: 'Not found. Run `npm run build` to serve the app.' });
  });
}

/** The build's files: hashed assets cached for a year, the few others revalidated. */
async function registerAssets(app: App, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes brotli and gzip copies (scripts/build/precompress.ts, decision 042); the
    // compression plugin leaves an answer that is encoded already as it is.
    preCompressed: true,
    // The ETag already revalidates the few unhashed files; a second validator is bytes on every asset.
    lastModified: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A CSP governs documents and workers, not the scripts and styles they load; the other
      // document-only headers go too (decision 042); nosniff and CORP stay.
      if (path.includes('/assets/'))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
}

/**
 * index.html for one page request: in the visitor's language, and with the signed-in member's first
 * screen (and the route's chunks preloaded) when it renders in time; else the plain page.
 */
function pageBuilder(
  app: App,
  indexHtml: string,
  renderFirstScreen: RenderFirstScreen | null,
  preloadsFor: (path: string) => string[],
  options: SpaOptions,
) {
  return async (request: FastifyRequest): Promise<string> => {
    const locale = pageLocale(request);
    const plain = withPageLocale(indexHtml, locale);
    if (!renderFirstScreen || request.method !== 'GET' || !request.cookies[app.sessionCookie.name])
      return plain;
    const screen = await renderFor(
      app,
      renderFirstScreen,
      request,
      options.firstScreenBudgetMs,
      locale,
    ).catch((err: unknown) => {
      request.log.warn({ err }, 'first screen render failed; serving the plain page');
      return null;
    });
    if (!screen) return plain;
    const rendered = isRenderLocale(screen.locale) ? screen.locale : locale;
    return withFirstScreen(
      withPageLocale(indexHtml, rendered),
      screen,
      preloadsFor(request.url.split('?')[0]!),
    );
  };
}
