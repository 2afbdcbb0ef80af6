/**
 * Every rate limit of the API. Each route's definition (common/api-definitions/) names the limit it
 * is held to (common/rate-limits.ts, numbers and sources in docs/decisions/002-rate-limits.md);
 * `limitRulesOf` turns it into counted rules with the settings' numbers, and the same function
 * feeds the OpenAPI document (openapi.ts), so what it documents is what answers 429 (decision 048).
 *
 * - global: every /api request but liveness, per member (GLOBAL_RATE_LIMIT_MEMBER / 5 min) or,
 *   anonymous, per client address (GLOBAL_RATE_LIMIT_ANONYMOUS / 5 min);
 * - auth: per client address whatever cookie is sent. Credential checks (`auth-failures`: sign-in,
 *   links, two-factor) count only their failures: AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS
 *   and AUTH_FAILURES_HOURLY_MAX per hour; `auth` counts each call (AUTH_RATE_LIMIT_MAX per window,
 *   AUTH_RATE_LIMIT_HOURLY_MAX per hour); `signup` adds SIGNUP_RATE_LIMIT_MAX / 30 min. Sign-in's
 *   per-account and per address+account limits are taken by the sign-in route itself
 *   (modules/auth/signin-guard.ts) on `app.limitStore`;
 * - writes: an action budget (scaled by ACTION_RATE_LIMIT_SCALE unless `unscaled`), or `writes`:
 *   WRITE_RATE_LIMIT_MAX / min; per member (per address when anonymous);
 * - searches: song and GIF searches per member per day.
 *
 * A route registered without a definition (not converted yet) gets `writes` for a write method and
 * only the global limit otherwise.
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
import { API_PREFIX } from '../lib/route-table';
import type { RouteLimit } from '../../common/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exact counters (atomic steps), for limits a route counts itself (sign-in). */
    limitStore: ExactLimitStore;
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

/** The counted rules of one route, by when they are checked and whom they count. */
export interface RouteLimits {
  /** Checked at onRequest (before the body is parsed), per client address: auth routes. */
  early: LimitRule[];
  /** Checked at preHandler (after access and validation), per member: action limits. */
  late: LimitRule[];
  /** Reserved at onRequest and given back at a 2xx/3xx answer, per address: failures only. */
  failures: LimitRule[];
  /** False for the liveness check: not even the global limit. */
  global: boolean;
}

/** The reserved failure keys of a request, given back when it succeeds. */
const reserved = new WeakMap<FastifyRequest, string[]>();

const rule = (name: string, max: number, windowMs: number): LimitRule => ({ name, max, windowMs });

/**
 * The rules of a route held to `limit` (its definition's; undefined for a route without one, which
 * gets the default of its `method`), with the numbers of `config`. Pure: the OpenAPI document calls
 * it too.
 */
export function limitRulesOf(
  limit: RouteLimit | undefined,
  method: string,
  config: Config,
): RouteLimits {
  const limits: RouteLimits = { early: [], late: [], failures: [], global: limit !== 'none' };
  const kind = limit ?? (WRITE_METHODS.has(method) ? 'writes' : 'global');
  const authWindow = (name: string) =>
    rule(name, config.AUTH_RATE_LIMIT_MAX, config.AUTH_RATE_LIMIT_WINDOW_MS);
  if (typeof kind === 'object') {
    const max = kind.unscaled
      ? kind.max
      : Math.max(1, Math.round(kind.max * config.ACTION_RATE_LIMIT_SCALE));
    limits.late.push(rule(kind.name, max, kind.windowMs));
  } else if (kind === 'auth-failures') {
    limits.failures.push(
      authWindow('auth-failures-window'),
      rule('auth-failures-hour', config.AUTH_FAILURES_HOURLY_MAX, HOUR),
    );
  } else if (kind === 'auth' || kind === 'signup') {
    limits.early.push(
      authWindow('auth-window'),
      rule('auth-hour', config.AUTH_RATE_LIMIT_HOURLY_MAX, HOUR),
    );
    if (kind === 'signup')
      limits.early.push(rule('signup', config.SIGNUP_RATE_LIMIT_MAX, 30 * MINUTE));
  } else if (kind === 'writes') {
    limits.late.push(rule('writes', config.WRITE_RATE_LIMIT_MAX, MINUTE));
  } else if (kind === 'song-searches') {
    // Only the YouTube-only provider spends quota on every search; auto limits its online cache misses itself (decision 028).
    if (config.SONG_PROVIDER === 'youtube')
      limits.late.push(rule('song-searches', config.SONG_SEARCH_DAILY_MAX, DAY));
  } else if (kind === 'gif-searches') {
    limits.late.push(rule('gif-searches', config.GIF_SEARCH_DAILY_MAX, DAY));
  }
  return limits;
}

/** The global limit's rule for a member or an anonymous caller. */
export function globalRuleOf(config: Config, member: boolean): LimitRule {
  const max = member ? config.GLOBAL_RATE_LIMIT_MEMBER : config.GLOBAL_RATE_LIMIT_ANONYMOUS;
  return rule('global', max, 5 * MINUTE);
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
  const globalMember = globalRuleOf(config, true);
  const globalAnonymous = globalRuleOf(config, false);
  app.decorate('limitStore', store);
  const cache = new Map<string, RouteLimits>();
  const limitsOf = (request: FastifyRequest): RouteLimits => {
    const id = `${request.method} ${request.routeOptions.url ?? ''}`;
    let limits = cache.get(id);
    if (!limits) {
      // No route matched (a 404): only the global limit.
      const limit = request.routeOptions.url ? request.routeOptions.config.limit : 'global';
      limits = limitRulesOf(limit, request.method, config);
      cache.set(id, limits);
    }
    return limits;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const limits = limitsOf(request);
    if (!limits.global) return;
    const global = request.user ? globalMember : globalAnonymous;
    await enforce(globalStore, request, reply, [global], subjectOf(request));
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
    if (!request.url.startsWith(API_PREFIX)) return;
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
