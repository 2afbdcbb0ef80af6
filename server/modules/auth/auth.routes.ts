/** HTTP routes of the session (spec 000 §7 "Session"). */
import { loginBodySchema, registerBodySchema, type SessionUser } from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { getUserGenres } from '../genres/genres.service';
import type { UserRow } from './auth.repository';
import { deleteSession } from './auth.repository';
import { createSession, login, register } from './auth.service';
import type { Database } from '../../db/client';

/** The session user with their genres, as GET /api/auth/me answers (spec 000 §3). */
export async function toSessionUser(db: Database, user: UserRow): Promise<SessionUser> {
  const genres = await getUserGenres(db, user.id);
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    slug: user.slug,
    profilePicture: user.profilePicture,
    role: user.role,
    genres: genres.map((g) => ({ id: g.genreId, name: g.genreName })),
  };
}

export async function authRoutes(app: App, { db, config }: AppDeps) {
  const authRateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
  };

  app.post(
    '/api/auth/register',
    { schema: { body: registerBodySchema }, config: { access: 'public', rateLimit: authRateLimit } },
    async (request, reply) => {
      const user = await register(db, config, request.body);
      const session = await createSession(db, user.id, config.SESSION_DAYS);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send(await toSessionUser(db, user));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBodySchema }, config: { access: 'public', rateLimit: authRateLimit } },
    async (request, reply) => {
      const user = await login(db, request.body);
      // A new token at every sign-in; an older session of this browser is revoked.
      if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
      const session = await createSession(db, user.id, config.SESSION_DAYS);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return toSessionUser(db, user);
    },
  );

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.get('/api/auth/me', { config: { access: 'member' } }, async (request) => toSessionUser(db, request.user!));
}
