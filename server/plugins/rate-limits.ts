/**
 * Every rate limit of the API, in one place, so routes added later are covered by default
 * (issue 12; numbers and sources in docs/decisions/002-rate-limits.md):
 *
 * - global: every /api request, per member (GLOBAL_RATE_LIMIT_MEMBER / 5 min) or, anonymous, per
 *   client address (GLOBAL_RATE_LIMIT_ANONYMOUS / 5 min);
 * - auth: per client address whatever cookie is sent. Credential checks (sign-in, links, two-factor)
 *   count only their failures: AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS and
 *   AUTH_FAILURES_HOURLY_MAX per hour; every other POST /api/auth/* but sign-out counts each call
 *   (AUTH_RATE_LIMIT_MAX per window, AUTH_RATE_LIMIT_HOURLY_MAX per hour); sign-up
 *   SIGNUP_RATE_LIMIT_MAX / 30 min. Sign-in's per-account and per address+account limits are taken
 *   by the sign-in route itself (modules/auth/signin-guard.ts) on `app.limitStore`;
 * - writes: the action's sized limit (ACTION_LIMITS), else the route's own `config.rateLimit`,
 *   else WRITE_RATE_LIMIT_MAX / min; per member (per address when anonymous);
 * - searches: song and GIF searches per member per day; member look-ups 300 per 5 min each;
 *
 * Over a limit: 429 `{ error: 'rate_limited', message }` with Retry-After in seconds.
 * Client addresses come from `request.ip` (TRUST_PROXY hops only); IPv6 counts per /64.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-errors';
import {
  DatabaseLimitStore,
  MemoryLimitStore,
  type ExactLimitStore,
  type LimitStore,
} from '../lib/limit-store';
import { BatchedDatabaseLimitStore } from '../lib/batched-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exact counters (atomic steps), for limits a route counts itself (sign-in, issue 35). */
    limitStore: ExactLimitStore;
  }
  interface FastifyContextConfig {
    /** A route's own write limit (used when ACTION_LIMITS has none for it); false = none. */
    rateLimit?: { max: number; timeWindow: number } | false;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One limit: at most `max` hits per `windowMs`. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

type ActionLimit = Omit<LimitRule, 'max'> & { max: number };

/** The budgets several routes share: defined once, so the routes cannot drift apart. */
const ANSWERS: ActionLimit = { name: 'responses', max: 10, windowMs: 10 * MINUTE };
const REACTIONS: ActionLimit = { name: 'reactions', max: 300, windowMs: 10 * MINUTE };
const GENRE_CHOICES: ActionLimit = { name: 'genre-choices', max: 30, windowMs: 10 * MINUTE };

/**
 * Sized limits of the member actions, per member (docs/decisions/002-rate-limits.md). Keyed by
 * `METHOD url` as registered; routes sharing a `name` share one budget.
 */
export const ACTION_LIMITS: Record<string, ActionLimit> = {
  'POST /api/requests': { name: 'requests', max: 6, windowMs: 10 * MINUTE },
  'POST /api/requests/:id/responses': ANSWERS,
  // A co-sign stands in for an answer (issue 14): it shares the answers' budget.
  'POST /api/responses/:id/cosigns': ANSWERS,
  // Reports: a handful is real use; a flood is abuse of the staff queue (issue 14).
  'POST /api/reports': { name: 'reports', max: 10, windowMs: 60 * MINUTE },
  'PUT /api/responses/:id/verdict': REACTIONS,
  'DELETE /api/responses/:id/verdict': REACTIONS,
  'POST /api/requests/:id/upvote': REACTIONS,
  'POST /api/responses/:id/upvote': REACTIONS,
  'POST /api/saved-songs': REACTIONS,
  'POST /api/responses/:id/save': REACTIONS,
  'DELETE /api/responses/:id/save': REACTIONS,
  'DELETE /api/saved-songs/:savedId': REACTIONS,
  'POST /api/genres/suggest': { name: 'genre-suggestions', max: 10, windowMs: HOUR },
  'POST /api/users/:id/genres': GENRE_CHOICES,
  'POST /api/requests/:id/genres': GENRE_CHOICES,
  'POST /api/responses/:id/play': { name: 'plays', max: 200, windowMs: 10 * MINUTE },
};

const AUTH_PREFIX = '/api/auth/';
const SIGN_UP = 'POST /api/auth/register';
/**
 * Auth routes that check a credential (password, link token, two-factor code): only their failures
 * count against the address (issue 32 item 2, OWASP Authentication Cheat Sheet), so people behind
 * one address who sign in, open links and pass two-factor all day are never refused. The attempt
 * is reserved before the work (one atomic step) and given back when it succeeds.
 */
const CREDENTIAL_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/verify-email',
  'POST /api/auth/2fa/verify',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/reset-password',
  // The reset page's link check (issue 32 item 11): a dead link counts, opening a live one does not.
  'POST /api/auth/reset-password/check',
  'GET /api/auth/unlock',
]);
const NOT_LIMITED_BY_ADDRESS = new Set(['POST /api/auth/logout']);
const SONG_SEARCH_ROUTES = new Set(['GET /api/youtube/search']);
const GIF_SEARCH_ROUTES = new Set(['GET /api/gifs/search', 'GET /api/gifs/trending']);
const LOOKUP_ROUTES = new Set(['GET /api/users/mentions', 'GET /api/users/search']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The subject a client address counts as: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its
 * /64 network (one customer gets a whole /64, so single addresses would be free to rotate).
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Sign-in account key: a hash, so counters and logs never hold an e-mail address. */
export function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** "45 seconds", "10 minutes", "2 hours": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Sets Retry-After (seconds) on `reply` and returns the 429 error to throw. */
export function rateLimited(
  reply: FastifyReply,
  resetInMs: number,
  what = 'Too many attempts.',
): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  return new HttpError(429, 'rate_limited', `${what} Please try again in ${waitText(resetInMs)}.`);
}

/** The counters of the limits: `exact` for every limit, `global` for the global one. */
export interface LimitStores {
  exact: ExactLimitStore;
  global: LimitStore;
}

/**
 * Chooses the stores: RATE_LIMIT_STORE, else database with DATABASE_URL, else memory. In the
 * database the global limit is counted in batches (BatchedDatabaseLimitStore): it is hit by every
 * API request, and one write per read would make every request a commit.
 */
export function createLimitStores(config: Config, db: Database): LimitStores {
  const kind = config.RATE_LIMIT_STORE ?? (config.DATABASE_URL ? 'database' : 'memory');
  if (kind === 'memory') {
    const memory = new MemoryLimitStore();
    return { exact: memory, global: memory };
  }
  return { exact: new DatabaseLimitStore(db), global: new BatchedDatabaseLimitStore(db) };
}

interface RouteLimits {
  /** Checked at onRequest (before the body is parsed): address limits of auth routes. */
  early: LimitRule[];
  /** Checked at preHandler (after access and validation): per-member action limits. */
  late: LimitRule[];
  /** Reserved at onRequest and given back at a 2xx/3xx answer: failures-only address limits. */
  failures: LimitRule[];
}

/** The reserved failure keys of a request, given back when it succeeds. */
const reserved = new WeakMap<FastifyRequest, string[]>();

const rule = (name: string, max: number, windowMs: number): LimitRule => ({ name, max, windowMs });

/** The limits of one route (`id` is "METHOD /path/:template"), as the module comment lists them. */
function routeLimits(request: FastifyRequest, id: string, config: Config): RouteLimits {
  const limits: RouteLimits = { early: [], late: [], failures: [] };
  const url = request.routeOptions.url ?? '';
  const scaled = (max: number) => Math.max(1, Math.round(max * config.ACTION_RATE_LIMIT_SCALE));
  if (CREDENTIAL_ROUTES.has(id)) {
    limits.failures.push(
      rule('auth-failures-window', config.AUTH_RATE_LIMIT_MAX, config.AUTH_RATE_LIMIT_WINDOW_MS),
      rule('auth-failures-hour', config.AUTH_FAILURES_HOURLY_MAX, HOUR),
    );
  } else if (
    request.method === 'POST' &&
    url.startsWith(AUTH_PREFIX) &&
    !NOT_LIMITED_BY_ADDRESS.has(id)
  ) {
    limits.early.push(
      rule('auth-window', config.AUTH_RATE_LIMIT_MAX, config.AUTH_RATE_LIMIT_WINDOW_MS),
      rule('auth-hour', config.AUTH_RATE_LIMIT_HOURLY_MAX, HOUR),
    );
    if (id === SIGN_UP)
      limits.early.push(rule('signup', config.SIGNUP_RATE_LIMIT_MAX, 30 * MINUTE));
  } else if (
    WRITE_METHODS.has(request.method) &&
    url.startsWith('/api/') &&
    !NOT_LIMITED_BY_ADDRESS.has(id)
  ) {
    const action = ACTION_LIMITS[id];
    const own = request.routeOptions.config.rateLimit;
    if (action) limits.late.push(rule(action.name, scaled(action.max), action.windowMs));
    else if (own) limits.late.push(rule(`route:${id}`, own.max, own.timeWindow));
    else if (own !== false) limits.late.push(rule('writes', config.WRITE_RATE_LIMIT_MAX, MINUTE));
  }
  // Only the YouTube-only provider spends quota on every search; auto limits its online cache misses itself (decision 028).
  if (SONG_SEARCH_ROUTES.has(id) && config.SONG_PROVIDER === 'youtube')
    limits.late.push(rule('song-searches', config.SONG_SEARCH_DAILY_MAX, DAY));
  if (GIF_SEARCH_ROUTES.has(id))
    limits.late.push(rule('gif-searches', config.GIF_SEARCH_DAILY_MAX, DAY));
  if (LOOKUP_ROUTES.has(id)) limits.late.push(rule('member-lookups', scaled(300), 5 * MINUTE));
  return limits;
}

/** Counts one hit of `subject` on each rule in `counters`; 429 (rateLimited) at the first over its max. */
async function enforce(
  counters: LimitStore,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: LimitRule[],
  subject: string,
): Promise<void> {
  for (const r of rules) {
    const count = await counters.hit(`${r.name}:${subject}`, r.windowMs);
    if (count.hits > r.max) {
      request.log.warn({ event: 'rate_limited', limit: r.name }, 'rate limit reached');
      throw rateLimited(reply, count.resetInMs);
    }
  }
}

const addressOf = (request: FastifyRequest) => `ip:${addressSubject(request.ip)}`;
const subjectOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : addressOf(request);

/** Registers the limits' hooks. Call after the session plugin (the global limit needs the user). */
export function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  { exact: store, global: globalStore }: LimitStores,
): void {
  const globalMember = rule('global', config.GLOBAL_RATE_LIMIT_MEMBER, 5 * MINUTE);
  const globalAnonymous = rule('global', config.GLOBAL_RATE_LIMIT_ANONYMOUS, 5 * MINUTE);
  app.decorate('limitStore', store);
  const cache = new Map<string, RouteLimits>();
  const limitsOf = (request: FastifyRequest): RouteLimits => {
    const id = `${request.method} ${request.routeOptions.url ?? ''}`;
    let limits = cache.get(id);
    if (!limits) cache.set(id, (limits = routeLimits(request, id, config)));
    return limits;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.url === '/api/health') return;
    const global = request.user ? globalMember : globalAnonymous;
    await enforce(globalStore, request, reply, [global], subjectOf(request));
    const limits = limitsOf(request);
    await enforce(store, request, reply, limits.early, addressOf(request));
    if (limits.failures.length) {
      reserved.set(
        request,
        limits.failures.map((r) => `${r.name}:${addressOf(request)}`),
      );
      await enforce(store, request, reply, limits.failures, addressOf(request));
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    await enforce(store, request, reply, limitsOf(request).late, subjectOf(request));
  });

  app.addHook('onClose', async () => {
    await globalStore.close?.();
  });

  // A credential check that succeeded gives its reserved address attempts back.
  app.addHook('onResponse', async (request, reply) => {
    const keys = reserved.get(request);
    if (!keys || reply.statusCode >= 400) return;
    for (const key of keys) await store.release(key);
  });
}
