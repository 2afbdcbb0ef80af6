/**
 * Reads the session cookie on every API call and sets `request.user` (or null). The session, not
 * the body, decides who the caller is (handbook, Security). A session past its idle or absolute
 * limit for the owner's current role counts as none and is deleted; a live one has its last-seen
 * time moved at most once a minute (docs/decisions/011-accounts-and-sessions.md). A route may add
 * its own read to the lookup's statement (session-companion.ts, decision 057). Also writes and
 * clears the cookie: HttpOnly, SameSite=Lax, Path=/, and Secure when the request came over HTTPS or
 * PUBLIC_URL is https (then also `__Host-`-prefixed).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../common/api-routes';
import type { Database } from '../../db/client';
import { API_PREFIX } from '../../lib/route-table';
import type { UserRow } from './auth.repository';
import {
  deleteSession,
  findSessionsForCheck,
  findSessionWithUser,
  touchSession,
  type SessionRow,
} from './sessions.repository';
import { SESSION_COOKIE, hashSessionToken } from './session-token';
import { companionKey, findSessionWithCompanion } from './session-companion';
import { isSessionLive, shouldTouch, type SessionConfig } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionTokenHash: string | null;
    /** The live session row of `user` (creation, last seen, two-factor state). */
    authSession: SessionRow | null;
    /**
     * The user's favourite genres, read with the session on routes that answer them
     * (SESSION_GENRE_ROUTES), else null.
     */
    sessionGenres: { id: number; name: string }[] | null;
  }
  interface FastifyInstance {
    /** The session cookie's name and whether it is always Secure (sessionCookieSettings). */
    sessionCookie: SessionCookieSettings;
  }
}

export interface SessionCookieSettings {
  name: string;
  /** Always Secure (the public URL is https); otherwise Secure only on HTTPS requests. */
  secure: boolean;
}

/**
 * With an https PUBLIC_URL the cookie is `__Host-hearsay_session` and always Secure: the prefix
 * makes browsers refuse it without Secure, with a Domain, or from a sibling subdomain.
 */
export function sessionCookieSettings(publicUrl: string | undefined): SessionCookieSettings {
  const https = publicUrl?.startsWith('https://') ?? false;
  return { name: https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, secure: https };
}

/**
 * Routes whose answer includes the member's genres: the session lookup reads them in the same
 * statement (one round trip for GET /api/auth/me instead of two).
 */
const SESSION_GENRE_ROUTES = new Set<string>([API_ROUTES.getAuthMe.path]);

export function registerSession(
  app: FastifyInstance,
  db: Database,
  config: SessionConfig,
  cookie: SessionCookieSettings = sessionCookieSettings(undefined),
): void {
  app.decorate('sessionCookie', cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('sessionGenres', null);
  app.decorateRequest('sessionCompanion', null);
  app.decorate('sessionCompanions', new Map());
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const token = request.cookies[cookie.name];
    if (!token || token.length > 100) return;
    const tokenHash = hashSessionToken(token);
    const now = new Date();
    const route = request.routeOptions.url ?? '';
    // A route's companion read runs in the lookup's statement; its rows are kept only below,
    // once the session is known to be live (decision 057).
    const companion = app.sessionCompanions.get(companionKey(request.method, route));
    const pick = companion?.pick(request, tokenHash) ?? null;
    const found =
      companion && pick
        ? await findSessionWithCompanion(db, tokenHash, now, companion, pick)
        : await findSessionWithUser(db, tokenHash, now, SESSION_GENRE_ROUTES.has(route));
    if (!found) return;
    if (!isSessionLive(config, found.user.role, found.session, now)) {
      await deleteSession(db, tokenHash);
      return;
    }
    if (shouldTouch(found.session.lastSeenAt, now)) {
      await touchSession(db, tokenHash, now);
      found.session.lastSeenAt = now;
    }
    request.user = found.user;
    request.sessionTokenHash = tokenHash;
    request.authSession = found.session;
    request.sessionGenres = 'genres' in found ? found.genres : null;
    if ('read' in found) request.sessionCompanion = found.read;
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  const { name, secure } = request.server.sessionCookie;
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure || request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { name, secure } = request.server.sessionCookie;
  reply.clearCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secure || request.protocol === 'https',
  });
}

/**
 * Which of these token hashes still belong to live sessions (existing, within their idle and
 * absolute limits for the owner's current role), in one statement whatever their number, without
 * touching them: the notification streams' heartbeat checks every open stream of the instance.
 */
export async function liveSessionHashes(
  db: Database,
  config: SessionConfig,
  tokenHashes: string[],
): Promise<Set<string>> {
  const now = new Date();
  const rows = await findSessionsForCheck(db, [...new Set(tokenHashes)], now);
  return new Set(
    rows.filter((row) => isSessionLive(config, row.role, row, now)).map((row) => row.tokenHash),
  );
}
