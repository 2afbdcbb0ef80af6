/**
 * Logs that answer "who did what" without leaking secrets:
 *
 * - every line carries UTC ISO `time`; request lines carry `reqId` (a server-made UUID, also
 *   sent as `X-Request-Id` and in 5xx bodies) and, once the session is known, `userId`;
 * - events: `signin_succeeded`, `signin_failed`, `signup`, `forbidden` (every 403),
 *   `staff_export` (CSV downloads by staff), `rate_limited` (plugins/rate-limits.ts);
 * - never logged: bodies, cookies, Authorization, Set-Cookie, query values of sensitive keys,
 *   SQL parameters and PostgreSQL's `detail` (they carry e-mails and token hashes), e-mail
 *   addresses anywhere in an error message.
 */
import { randomUUID } from 'node:crypto';
import { requestIdGenerator, type TrustFunction } from '../lib/proxy-trust';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

const SENSITIVE_QUERY_KEY = /token|code|secret|password|email|key|session/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** PostgreSQL quotes offending input values in its messages ("invalid input syntax …: "x""). */
const QUOTED = /"[^"\n]{1,500}"/g;

/** `url` with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...rest] = pair.split('=');
      if (!rest.length) return pair;
      if (SENSITIVE_QUERY_KEY.test(decodeSafe(key))) return `${key}=[redacted]`;
      return decodeSafe(rest.join('=').replace(/\+/g, ' ')).search(EMAIL) >= 0
        ? `${key}=[email]`
        : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`.replace(EMAIL, '[email]');
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Removes SQL parameters, PostgreSQL details and e-mail addresses from an error's text. */
export function scrubErrorText(text: string): string {
  const [own = '', ...causes] = text.split('\ncaused by: ');
  const scrubbed = [own, ...causes.map(scrubDatabaseText)].join('\ncaused by: ');
  return scrubbed
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, '\nparams: [redacted]')
    .replace(EMAIL, '[email]');
}

/** A database error's text: quoted values (input, keys) removed. */
function scrubDatabaseText(text: string): string {
  return text.replace(QUOTED, '"[redacted]"');
}

type SerializedError = Record<string, unknown> & {
  message?: string;
  stack?: string;
  cause?: unknown;
};

function serializeError(err: unknown): SerializedError {
  const out = pino.stdSerializers.err(err as Error) as SerializedError;
  return scrubSerialized(out, 0);
}

function scrubSerialized(value: SerializedError, depth: number): SerializedError {
  const out: SerializedError = {};
  for (const [key, v] of Object.entries(value)) {
    // PostgreSQL's detail/where/parameters repeat row values ("Key (email)=(…) already exists").
    if (['detail', 'where', 'params', 'parameters', 'query', 'internalQuery'].includes(key))
      continue;
    if (typeof v === 'string')
      out[key] = depth > 0 ? scrubDatabaseText(scrubErrorText(v)) : scrubErrorText(v);
    else if (key === 'cause' && v && typeof v === 'object' && depth < 3)
      out[key] = scrubSerialized(v as SerializedError, depth + 1);
    else if (typeof v !== 'object' || v === null) out[key] = v;
  }
  return out;
}

/** pino options for the app: UTC ISO time, redaction, safe serializers. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Record<string, unknown> {
  return {
    level: config.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        'email',
        'token',
        'to',
        '*.password',
        '*.email',
        '*.token',
        '*.to',
        'body',
        '*.body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        ip?: string;
        socket?: { remoteAddress?: string };
      }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      err: serializeError,
      error: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify options for request ids: ours, or a trusted proxy's X-Request-Id (server/lib/proxy-trust.ts);
 * a client that connects directly cannot choose one. Request lines carry it as `reqId`.
 */
export function requestIdOptions(trust: TrustFunction | false) {
  return { genReqId: requestIdGenerator(trust, randomUUID), requestIdHeader: false as const };
}

/**
 * One access line per answered request at `info` (Fastify's own pair of "incoming request" and
 * "request completed" lines is switched off in app.ts): method, route URL, client address, status
 * and time taken. `enabled: false` (ACCESS_LOG=false) leaves them out, for deployments whose proxy
 * already writes access logs.
 */
export function registerAccessLog(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}

function routeId(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}

/** Adds X-Request-Id, the userId on request lines, and the audit events. */
export function registerAuditLog(app: FastifyInstance): void {
  // Registered after the session hook (app.ts), so request.user is known: tag the request's lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!request.user) return;
    // request.log is already this request's own child logger (Fastify's, carrying reqId; reply.log
    // is the same object): bind the userId on it in place. A child of it per request cost ~2 % of a
    // signed-in answer's CPU (pino's child and setLevel, decision 009).
    // (With logging off, Fastify's no-op logger has no bindings to set.)
    (request.log as { setBindings?: (bindings: object) => void }).setBindings?.({
      userId: request.user.id,
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = routeId(request);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (
      (id === 'POST /api/auth/login' || id === 'POST /api/auth/register') &&
      ok &&
      typeof payload === 'string'
    ) {
      let userId: number | undefined;
      try {
        userId = (JSON.parse(payload) as { id?: number }).id;
      } catch {
        userId = undefined;
      }
      request.log.info(
        { event: id === 'POST /api/auth/login' ? 'signin_succeeded' : 'signup', userId },
        id === 'POST /api/auth/login' ? 'sign-in' : 'sign-up',
      );
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const id = routeId(request);
    if (id === 'POST /api/auth/login' && reply.statusCode === 401)
      request.log.warn({ event: 'signin_failed' }, 'sign-in failed');
    if (reply.statusCode === 403) request.log.warn({ event: 'forbidden', route: id }, 'forbidden');
    if (
      request.routeOptions.config.access === 'staff' &&
      reply.statusCode === 200 &&
      String(reply.getHeader('content-type') ?? '').startsWith('text/csv')
    ) {
      request.log.info({ event: 'staff_export', route: id }, 'staff export');
    }
  });
}
