/**
 * Reads the session cookie on every API call and sets `request.user` (or null). The session, not
 * the body, decides who the caller is (handbook, Security). A session past its idle or absolute
 * limit for the owner's current role counts as none and is deleted; a live one has its last-seen
 * time moved at most once a minute (docs/decisions/011-accounts-and-sessions.md). Also writes and
 * clears the cookie: HttpOnly, SameSite=Lax, Path=/, and Secure when the request came over HTTPS.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { deleteSession, findSessionWithUser, touchSession, type SessionRow, type UserRow } from '../modules/auth/auth.repository';
import { SESSION_COOKIE, hashSessionToken } from '../modules/auth/session-token';
import { isSessionLive, shouldTouch, type SessionConfig } from '../modules/auth/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionTokenHash: string | null;
    /** The live session row of `user` (creation, last seen, two-factor state). */
    authSession: SessionRow | null;
  }
}

export function registerSession(app: FastifyInstance, db: Database, config: SessionConfig): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = hashSessionToken(token);
    const now = new Date();
    const found = await findSessionWithUser(db, tokenHash, now);
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
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}
