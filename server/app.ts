/**
 * buildApp(deps) → a ready Fastify instance serving the API under /api and the built SPA for every
 * other path. Used by server.ts and by every integration test (through `app.inject`).
 */
import Fastify, { LogController } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps, RouteDeps } from './app-types';
import { useSecretsKey } from './lib/secrets-at-rest';
import { createProviders } from './providers/index';
import { registerAccessControl, type RouteRecord } from './plugins/access';
import { registerCsrfGuard } from './plugins/csrf';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerInputGuard, strictValidatorCompiler } from './plugins/input-guard';
import { registerSession, sessionCookieSettings } from './modules/auth/session-plugin';
import {
  loggerOptions,
  registerAccessLog,
  registerAuditLog,
  requestIdOptions,
} from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { registerIdempotency } from './plugins/idempotency';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness } from './lib/readiness';
import { proxyTrust } from './lib/proxy-trust';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createLimitStores, registerRateLimits } from './plugins/rate-limits';
import { registerOpenApi } from './plugins/openapi';
import { authRoutes } from './modules/auth/auth.routes';
import { genreRoutes } from './modules/genres/genres.routes';
import { requestRoutes } from './modules/requests/requests.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { responseRoutes } from './modules/responses/responses.routes';
import { savedSongRoutes } from './modules/saved-songs/saved-songs.routes';
import { upvoteRoutes } from './modules/upvotes/upvotes.routes';
import { cosignRoutes } from './modules/cosigns/cosigns.routes';
import { verdictRoutes } from './modules/verdicts/verdicts.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { songRoutes } from './modules/songs/songs.routes';
import { gifRoutes } from './modules/gifs/gifs.routes';
import { requestGenreRoutes } from './modules/request-genres/request-genres.routes';
import { playerRoutes } from './modules/player/player.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { memberHandleRoutes } from './modules/member-handles/member-handles.routes';
import { memberSearchRoutes } from './modules/member-search/member-search.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { adminDataRoutes } from './modules/admin-data/admin-data.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { genreDetectionRoutes } from './modules/genre-detection/genre-detection.routes';
import { qualityReviewRoutes } from './modules/quality-review/quality-review.routes';
import { spotifyRoutes } from './modules/spotify/spotify.routes';
import { spotifyCspSources } from './modules/spotify/spotify-csp';
import { allowPreviewOrigin } from '../common/media-hosts';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { profileEditRoutes } from './modules/profile-edit/profile-edit.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { pushRoutes } from './modules/push/push.routes';
import { emailDigestRoutes } from './modules/email-digests/email-digests.routes';
import { replyRoutes } from './modules/replies/replies.routes';
import { userFollowRoutes } from './modules/user-follows/user-follows.routes';
import { federationRoutes } from './modules/federation/federation.routes';
import { type RenderFirstScreen } from './lib/first-screen';
import { registerSpa } from './spa';
import { createResponseSerializerCompiler } from './lib/response-serializer';

/** API body limit in bytes (64 KiB): JSON bodies are small; a profile picture has its own limit. */
export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access policy, in registration order. */
    apiRoutes: RouteRecord[];
  }
}

export interface BuildAppOptions {
  /** pino logger options, or false to silence (tests). Default: plugins/logging.ts at LOG_LEVEL. */
  logger?: boolean | Record<string, unknown>;
  /** Where the default logger writes (tests capture lines); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** The first-screen render (tests pass client/entry-server.tsx); default: the build's, if any. */
  renderFirstScreen?: RenderFirstScreen | null;
  /** How long a first screen may take before the plain page is sent (ms); default FIRST_SCREEN_BUDGET_MS. */
  firstScreenBudgetMs?: number;
}

/** Fastify with the server's timeouts, proxy trust, request ids, logging and zod compilers. */
function createFastify(config: AppDeps['config'], options: BuildAppOptions): App {
  const trust = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    // Fastify's two lines per request are replaced by registerAccessLog's one (ACCESS_LOG).
    logController: new LogController({ disableRequestLogging: true }),
    ...requestIdOptions(trust),
    bodyLimit: BODY_LIMIT_BYTES,
    // Bounded waits: a slow or silent client cannot hold a socket (SECURITY.md). Node checks the
    // request timeout every connectionsCheckingInterval, so that is kept short.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    // Longer than the proxy's upstream keepalive, so the proxy closes idle sockets first and never
    // sends a request on one we are closing (docs/deploy.md).
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    // A request already on its way when close() begins (a connection the proxy opened a moment
    // before we stopped listening) is answered, not refused: a proxy cannot retry a refused POST.
    // Those answers carry `Connection: close` (modules/health), and the grace period still bounds
    // how long close() waits (lib/shutdown.ts).
    return503OnClosing: false,
    // A hop count or proxy addresses (never `true`, config.ts), as a trust function (lib/proxy-trust.ts).
    trustProxy: trust === false ? false : trust,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictValidatorCompiler);
  // Compiled serialisers; outside production each body is also checked against zod's (response-serializer.ts).
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ verify: config.NODE_ENV !== 'production' }),
  );
  // JSON only: without a text/plain parser, form and text bodies get 415 (no CORS-simple POST; see plugins/csrf.ts).
  app.removeContentTypeParser(['text/plain']);

  return app;
}

/** The cross-cutting plugins, in order: errors, metrics, access, input guard, cookies, security headers, session, idempotency, compression, CSRF, audit, limits, OpenAPI. */
async function registerPlugins(app: App, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const routes: RouteRecord[] = [];
  app.decorate('apiRoutes', routes);
  registerErrorHandling(app);
  registerMetrics(app, { processMetrics: Boolean(config.METRICS_TOKEN || config.METRICS_PORT) });
  registerAccessLog(app, config.ACCESS_LOG);
  registerAccessControl(app, routes, config);
  registerInputGuard(app);

  await app.register(cookie);
  // The schemas accept previews from the origin the CSP's media-src allows.
  allowPreviewOrigin(config.PREVIEW_AUDIO_ORIGIN);
  await registerSecurityHeaders(app, config, spotifyCspSources(config));
  registerSession(app, deps.db, config, sessionCookieSettings(config.PUBLIC_URL));
  // Its onSend stores the JSON text, so it is added before compression's.
  registerIdempotency(app, deps.db);
  await app.register(compress, { global: true, threshold: 1024 });
  registerCsrfGuard(app);
  registerAuditLog(app);
  registerRateLimits(app, config, createLimitStores(config, deps.db));
  // Before the routes: it documents them as they register.
  await registerOpenApi(app, config);
}

/** Every module's routes, each given the app's deps with the providers built. */
async function registerModuleRoutes(app: App, routeDeps: RouteDeps): Promise<void> {
  await authRoutes(app, routeDeps);
  await genreRoutes(app, routeDeps);
  await requestRoutes(app, routeDeps);
  await feedRoutes(app, routeDeps);
  await responseRoutes(app, routeDeps);
  await upvoteRoutes(app, routeDeps);
  await cosignRoutes(app, routeDeps);
  await verdictRoutes(app, routeDeps);
  await notificationRoutes(app, routeDeps);
  await reportRoutes(app, routeDeps);
  await savedSongRoutes(app, routeDeps);
  await songRoutes(app, routeDeps);
  await gifRoutes(app, routeDeps);
  await requestGenreRoutes(app, routeDeps);
  await playerRoutes(app, routeDeps);
  await profileRoutes(app, routeDeps);
  await memberHandleRoutes(app, routeDeps);
  await memberSearchRoutes(app, routeDeps);
  await activityRoutes(app, routeDeps);
  await feedbackRoutes(app, routeDeps);
  await adminDataRoutes(app, routeDeps);
  await auditLogRoutes(app, routeDeps);
  await genreDetectionRoutes(app, routeDeps);
  await qualityReviewRoutes(app, routeDeps);
  await spotifyRoutes(app, routeDeps);
  await accountDataRoutes(app, routeDeps);
  await profileEditRoutes(app, routeDeps);
  await moderationRoutes(app, routeDeps);
  await pushRoutes(app, routeDeps);
  await emailDigestRoutes(app, routeDeps);
  await replyRoutes(app, routeDeps);
  await userFollowRoutes(app, routeDeps);
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const { config } = deps;
  // The key that seals secrets at rest (decision 041): SECRETS_KEY, else the key file in DATA_DIR.
  useSecretsKey(config);
  const app = createFastify(config, options);
  await registerPlugins(app, deps);
  // Providers are built once here; modules receive them and never build one (server/providers).
  const routeDeps: RouteDeps = { ...deps, ...createProviders(config, app.log, deps) };
  // FEDERATION=on only, and before the modules so its hooks see their writes (decision 046).
  await federationRoutes(app, routeDeps);
  await registerModuleRoutes(app, routeDeps);
  await healthRoutes(app, routeDeps, deps.readiness ?? createReadiness());

  await registerSpa(app, config.CLIENT_DIST, config.SERVER_RENDER, options);
  return app;
}
