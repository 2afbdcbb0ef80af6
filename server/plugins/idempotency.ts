/**
 * Idempotent writes, after the IETF draft "The Idempotency-Key HTTP Header Field": a
 * signed-in member's POST, PUT, PATCH or DELETE with `Idempotency-Key: <key>` is done once per
 * (member, key) for 24 h, so a repeated toggle (upvote, save, verdict, follow, settings) or a write
 * a proxy sent again to another instance gets the first answer. Never on /api/auth/* or the other
 * routes in NOT_STORED: their answers carry secrets (a 2FA secret, recovery codes, an OAuth state)
 * that must not sit in the database; there the header is ignored (decision 041).
 * - First time: the key is claimed (a row without an answer), the route runs, and a 2xx answer is
 *   stored with the key; any other answer releases the key, so the member may simply try again.
 * - Again with the same method, URL and body: the stored answer is sent as it was, with
 *   `Idempotent-Replayed: true`. While the first is still being worked on: 409
 *   `idempotency_key_in_use` with Retry-After: 1.
 * - Again with another request: 422 `idempotency_key_reused` (the draft's answer).
 * A claim left without an answer for CLAIM_ABANDONED_AFTER_S (its process died between the write
 * and storing the answer) may be claimed again: the member is then not stuck for a day, at the
 * cost of a second write in that rare case. Without the header nothing changes.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { API_ROUTES } from '../../common/api-routes';
import { HttpError } from '../lib/http-errors';
import { API_PREFIX } from '../lib/route-table';

declare module 'fastify' {
  interface FastifyRequest {
    /** The (member, key) this request claimed, until its answer is stored or released. */
    idempotencyClaim?: { userId: number; key: string };
  }
}

/** Routes whose answers are never stored (they may carry secrets); every /api/auth/* route is added by prefix. */
const NOT_STORED = new Set<string>([API_ROUTES.postSpotifyAuthorize.path]);
const AUTH_PREFIX = `${API_PREFIX}auth/`;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a write to the route template `url` may use an Idempotency-Key (its answer may be stored). */
export function idempotentRoute(url: string | undefined): boolean {
  return url !== undefined && !url.startsWith(AUTH_PREFIX) && !NOT_STORED.has(url);
}

/** How long a key is remembered (the draft suggests at least 24 h). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim without an answer this old (s) is abandoned: its request cannot still be running (REQUEST_TIMEOUT_MS is 15 s). */
export const CLAIM_ABANDONED_AFTER_S = 60;
/** Keys are opaque strings the client makes (a UUID is 36 characters); printable ASCII without spaces. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** SHA-256 of what makes two requests "the same": method, URL (path and query) and JSON body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The header's key, null when absent; throws 400 when malformed. The draft's key is a quoted sf-string; a bare token is taken too. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!KEY_PATTERN.test(key))
    throw new HttpError(
      400,
      'idempotency_key_invalid',
      'Idempotency-Key must be 1 to 255 printable characters without spaces.',
    );
  return key;
}

async function claim(
  db: Database,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** Before the route: claim the key, or answer from the stored first answer. */
async function beforeRoute(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!WRITE_METHODS.has(request.method) || !request.user) return undefined;
  if (!idempotentRoute(request.routeOptions.url)) return undefined;
  const key = parseIdempotencyKey(request.headers['idempotency-key']);
  if (key === null) return undefined;
  const userId = request.user.id;
  const fingerprint = requestFingerprint(request.method, request.url, request.body);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claim(db, userId, key, fingerprint)) {
      request.idempotencyClaim = { userId, key };
      return undefined;
    }
    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        abandoned: sql<boolean>`${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${CLAIM_ABANDONED_AFTER_S})`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) continue; // Released meanwhile: claim again.
    if (row.expired || row.abandoned) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      continue;
    }
    if (row.fingerprint !== fingerprint)
      throw new HttpError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    if (row.statusCode === null) {
      reply.header('retry-after', '1');
      throw new HttpError(
        409,
        'idempotency_key_in_use',
        'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
    return reply
      .code(row.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(row.responseBody ?? '');
  }
  throw new HttpError(
    409,
    'idempotency_key_in_use',
    'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
  );
}

/** After the route: keep a 2xx answer with its key, release the key otherwise. */
async function afterRoute(
  db: Database,
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
): Promise<void> {
  const held = request.idempotencyClaim;
  if (!held) return;
  request.idempotencyClaim = undefined;
  const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
  if (statusCode >= 200 && statusCode < 300) {
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : '';
    await db.update(idempotencyKeys).set({ statusCode, responseBody: body }).where(where);
  } else {
    await db.delete(idempotencyKeys).where(where);
  }
}

/** Deletes keys older than the TTL; returns how many. */
export async function pruneIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Registers the hooks (before compression, so the stored body is the JSON text) and an hourly prune.
 * Must be registered after the session plugin (it needs `request.user`).
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('preHandler', async (request, reply) => beforeRoute(db, request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    await afterRoute(db, request, reply.statusCode, payload);
    return payload;
  });
  // Safety net: a claim still held here never had its answer stored; release it rather than
  // replay an empty answer later.
  app.addHook('onResponse', async (request) => afterRoute(db, request, 0, null));
  const prune = setInterval(() => void pruneIdempotencyKeys(db).catch(() => {}), 60 * 60_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
