/**
 * The one HTTP client of the SPA (spec 000 §7): same origin, cookies always sent, JSON bodies with
 * Content-Type only when a body exists. Non-OK answers throw ApiError whose message is the
 * server's `message`, else "{status}: {body text or status text}", and whose `code` is the server's
 * `error` code (common/error-codes.ts): branch on `code`, not on `status`.
 */
import { isErrorCode, type ErrorCode } from '@common/error-codes';
import type { ErrorBody } from '@common/schemas';
import { API_ROUTES, apiPath, type ApiPathParams } from '@common/api-routes';
// Types only: the contract's zod schemas never reach the production bundle.
import type { ApiAnswer, ContractedRouteName } from '@common/api-contract';
import type { ApiBody, ApiQuery } from '@common/api-bodies';
import { idempotencyKeyFor, settleIdempotencyKey } from './idempotency-keys';

export class ApiError extends Error {
  /** The server's error code; null when no API answer came (network failure, a proxy's HTML page). */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, when the server sent one. */
    readonly body: (ErrorBody & Record<string, unknown>) | null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = isErrorCode(body?.error) ? body.error : null;
  }
}

/** True when `err` is an API answer with error code `code` (one of `codes`). */
export function isApiError(err: unknown, ...codes: ErrorCode[]): err is ApiError {
  return err instanceof ApiError && err.code !== null && codes.includes(err.code);
}

type QueryValue = string | number | boolean | null | undefined;

/** Builds `path?query`, skipping null and undefined values (spec 000 §7). */
export function withQuery(path: string, params?: Record<string, QueryValue>): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Every write (POST, PUT, PATCH, DELETE) is sent with an Idempotency-Key that stays the same for
   * the same path and body until the server answers, so a double click or a retry writes once
   * (lib/idempotency-keys.ts, decision 044). `false` sends a write without one; GETs never carry one.
   */
  idempotent?: boolean;
}

/**
 * How api() reaches the server: the browser's fetch. The server's first-screen render
 * (entry-server.tsx) routes it to the app itself, with the visitor's cookie, for one render.
 */
export const apiTransport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = {
  fetch: (url, init) => fetch(url, init),
};

/** Answers of a proxy that reached no instance: a keyed write is retried once after them. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Wait before that retry (ms): long enough for the proxy to have marked a stopping instance down. */
export const IDEMPOTENT_RETRY_DELAY_MS = 300;

/** One fetch; a network failure is null when `quiet` (it will be retried), else ApiError status 0. Aborts rethrow. */
async function send(url: string, init: RequestInit, quiet: boolean): Promise<Response | null> {
  try {
    return await apiTransport.fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    if (quiet) return null;
    throw new ApiError(0, 'Network error: check your connection and try again.', null);
  }
}

/** The longest a JSON write waits for its answer (ms), its one retry included (decision 044). */
export const WRITE_DEADLINE_MS = 10_000;
/** The message of a write that got no answer within WRITE_DEADLINE_MS. */
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';

/** A signal that follows `signal` and also aborts after `ms`; `done` clears its timer. */
function deadlineSignal(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/**
 * Calls the API and parses JSON. Throws ApiError on non-OK answers and network failures. A JSON
 * write ends within WRITE_DEADLINE_MS: past it, ApiError status 0 with TIMEOUT_MESSAGE, and its
 * Idempotency-Key stays pending so the member's retry is the same write. Uploads (a Blob body)
 * have no deadline: a large file on a slow line may need longer.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET' || options.body instanceof Blob)
    return request<T>(path, options);
  const deadline = deadlineSignal(options.signal, WRITE_DEADLINE_MS);
  try {
    return await request<T>(path, { ...options, signal: deadline.signal });
  } catch (err) {
    if (deadline.expired()) throw new ApiError(0, TIMEOUT_MESSAGE, null);
    throw err;
  } finally {
    deadline.done();
  }
}

/** api() without the write deadline. */
async function request<T>(path: string, options: ApiOptions): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    signal: options.signal,
  };
  if (options.body instanceof Blob) {
    // A file goes as it is, with its own type (e.g. a profile picture upload).
    init.body = options.body;
    init.headers = { 'Content-Type': options.body.type || 'application/octet-stream' };
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const idempotent = options.idempotent !== false && init.method !== 'GET';
  if (idempotent)
    init.headers = { ...init.headers, 'Idempotency-Key': idempotencyKeyFor(path, options.body) };
  const url = withQuery(path, options.query);
  // A keyed write is retried once by itself when no instance answered it (a proxy's 502/503/504 or
  // a dropped connection, as during a rolling restart): the server answers a repeat of a write it
  // already did with the first answer, so the retry cannot write twice (decision 021).
  let res = await send(url, init, idempotent);
  if (idempotent && (res === null || RETRIED_STATUSES.has(res.status))) {
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAY_MS));
    res = await send(url, init, false);
  }
  if (res === null)
    throw new ApiError(0, 'Network error: check your connection and try again.', null);
  // An answer settles the submission; after a 5xx (a proxy's 502, say) the retry keeps its key.
  if (idempotent && res.status < 500) settleIdempotencyKey(path, options.body);
  try {
    return await readAnswer<T>(res, init.method ?? 'GET', url);
  } catch (err) {
    if (isApiError(err, 'unauthorized')) for (const listener of sessionLostListeners) listener(err);
    if (isApiError(err, 'two_factor_required', 'email_not_verified'))
      for (const listener of sessionOutdatedListeners) listener(err);
    throw err;
  }
}

/**
 * Called with every `unauthorized` answer: the session the page believed in has ended (expired,
 * signed out elsewhere). The auth feature registers the listener that signs the page out and asks
 * the member to sign in again (decision 044); lib/ cannot import it.
 */
export const sessionLostListeners = new Set<(err: ApiError) => void>();

/**
 * Called with every answer refusing a call for the account's state (operator switches, decision
 * 049: `two_factor_required`, `email_not_verified`): the session the page holds may be out of date,
 * so the auth feature asks the server again and the route guard and banners follow its answer.
 */
export const sessionOutdatedListeners = new Set<(err: ApiError) => void>();

/** True when route `N` has `:placeholders` to fill. */
type HasParams<N extends ContractedRouteName> = [keyof ApiPathParams<N>] extends [never]
  ? false
  : true;
/** True when route `N`'s body must be sent (its schema's input does not accept `undefined`). */
type BodyRequired<N extends ContractedRouteName> = [ApiBody<N>] extends [never]
  ? false
  : undefined extends ApiBody<N>
    ? false
    : true;

/**
 * callApi's options: api()'s without the method (the table's), the path's placeholder values, and
 * the body and query typed from the route's schemas (common/api-bodies.ts; none for a route
 * without one).
 */
export type CallOptions<N extends ContractedRouteName> = Omit<
  ApiOptions,
  'method' | 'body' | 'query'
> &
  (HasParams<N> extends true ? { params: ApiPathParams<N> } : { params?: never }) &
  (BodyRequired<N> extends true ? { body: ApiBody<N> } : { body?: ApiBody<N> }) & {
    query?: [ApiQuery<N>] extends [never] ? never : ApiQuery<N>;
  };

/**
 * Calls route `name` of the route table (decision 036): its method, its path filled from
 * `options.params`, `options.body` typed from the route's body schema; the answer typed by the
 * route's contract schema. Same errors as api().
 */
export function callApi<N extends ContractedRouteName>(
  name: N,
  ...[options]: HasParams<N> extends true
    ? [options: CallOptions<N>]
    : BodyRequired<N> extends true
      ? [options: CallOptions<N>]
      : [options?: CallOptions<N>]
): Promise<ApiAnswer<N>> {
  const { params, ...rest } = (options ?? {}) as Omit<ApiOptions, 'method'> & {
    params?: Record<string, string | number>;
  };
  const path = (apiPath as (n: N, p?: Record<string, string | number>) => string)(name, params);
  return api<ApiAnswer<N>>(path, { ...rest, method: API_ROUTES[name].method });
}

/**
 * Reads an API answer `res` of `method url` as api() does: the parsed JSON, or ApiError for a
 * non-OK status. For a fetch started elsewhere (index.html's early session check).
 */
export async function readAnswer<T>(res: Response, method: string, url: string): Promise<T> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body =
      json && typeof json === 'object' ? (json as ErrorBody & Record<string, unknown>) : null;
    const message =
      typeof body?.message === 'string' ? body.message : `${res.status}: ${text || res.statusText}`;
    throw new ApiError(res.status, message, body);
  }
  // Development and tests parse the answer with the server's own schema; the branch and
  // its chunk are dropped from production builds.
  if (import.meta.env.DEV && res.status !== 204) {
    const { checkAnswer } = await import('./dev-contract');
    checkAnswer(method, url, json);
  }
  return json as T;
}

/** The server's message of an error, else `fallback` (spec 000 §8 "server message, else …"). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body?.message) return err.body.message;
  return fallback;
}
