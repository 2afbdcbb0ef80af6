/**
 * Reads the session cookie on every API call and sets `request.user` (or null). The session, not
 * the body, decides who the caller is (handbook, Security). Also writes and clears the cookie:
 * HttpOnly, SameSite=Lax, Path=/, and Secure when the request came over HTTPS.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { findUserBySessionHash, type UserRow } from '../modules/auth/auth.repository';
import { SESSION_COOKIE, hashSessionToken } from '../modules/auth/session-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionTokenHash: string | null;
  }
}

export function registerSession(app: FastifyInstance, db: Database): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = hashSessionToken(token);
    request.user = await findUserBySessionHash(db, tokenHash, new Date());
    if (request.user) request.sessionTokenHash = tokenHash;
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
