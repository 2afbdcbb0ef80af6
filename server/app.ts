/**
 * buildApp(deps) → a ready Fastify instance serving the API under /api and the built SPA for every
 * other path. Used by server.ts and by every integration test (through `app.inject`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types';
import { registerAccessControl, type RouteRecord } from './plugins/access';
import { registerCsrfGuard } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSession } from './plugins/session';
import { authRoutes } from './modules/auth/auth.routes';
import { genreRoutes } from './modules/genres/genres.routes';
import { requestRoutes } from './modules/requests/requests.routes';
import { responseRoutes } from './modules/responses/responses.routes';
import { saveRoutes } from './modules/saves/saves.routes';
import { upvoteRoutes } from './modules/upvotes/upvotes.routes';
import { songRoutes } from './modules/songs/songs.routes';
import { gifRoutes } from './modules/gifs/gifs.routes';
import { requestGenreRoutes } from './modules/request-genres/request-genres.routes';
import { playRoutes } from './modules/plays/plays.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { savedListRoutes } from './modules/saved-list/saved-list.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { adminDataRoutes } from './modules/admin-data/admin-data.routes';

/** API body limit in bytes (design.md §7: 64 KiB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access policy, in registration order. */
    apiRoutes: RouteRecord[];
  }
}

export interface BuildAppOptions {
  /** pino logger options, or false to silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: without a text/plain parser, form and text bodies get 415 (design.md §7 CSRF).
  app.removeContentTypeParser(['text/plain']);

  const routes: RouteRecord[] = [];
  app.decorate('apiRoutes', routes);
  registerErrorHandling(app);
  registerAccessControl(app, routes);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Enforced in production. Elsewhere report-only, so developer tooling that injects scripts
      // (axe-core in the screenshot tool, browser extensions) keeps working; violations still show
      // in the console. docs/decisions/001-sessions-and-access.md.
      reportOnly: config.NODE_ENV !== 'production',
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://*.giphy.com', 'https://media.tenor.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });
  registerSession(app, deps.db);
  registerCsrfGuard(app);
  // Before the routes: it documents them as they register.
  await registerOpenApi(app);

  await authRoutes(app, deps);
  await genreRoutes(app, deps);
  await requestRoutes(app, deps);
  await responseRoutes(app, deps);
  await upvoteRoutes(app, deps);
  await saveRoutes(app, deps);
  await songRoutes(app, deps);
  await gifRoutes(app, deps);
  await requestGenreRoutes(app, deps);
  await playRoutes(app, deps);
  await profileRoutes(app, deps);
  await activityRoutes(app, deps);
  await savedListRoutes(app, deps);
  await feedbackRoutes(app, deps);
  await adminDataRoutes(app, deps);

  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  await registerSpa(app, config.CLIENT_DIST);
  return app;
}

/** Serves the built SPA: hashed assets with long caching, index.html for every other GET. */
async function registerSpa(app: App, clientDist: string) {
  const root = resolve(clientDist);
  const hasClient = existsSync(resolve(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ error: 'not_found', message: `No API route ${request.method} ${request.url.split('?')[0]}` });
    }
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'not_found', message: 'Not found. Run `npm run build` to serve the app.' });
  });
}
