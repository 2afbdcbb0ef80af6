/** HTTP routes of the session (spec 000 §7 "Session") and of account security (issue 11). */
import { loginBodySchema, registerBodySchema, sessionUserSchema } from '../../../common/schemas';
import { successSchema } from '../../../common/schemas/auth';
import type { App, AppDeps } from '../../app-types';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { createEmailSender } from '../../providers/email/index';
import { deleteSession, deleteSessionsOfUser } from './auth.repository';
import { login, register, type AccountDeps } from './auth.service';
import { accountRoutes } from './account.routes';
import { mfaRoutes } from './mfa.routes';
import { purgeExpiredSessions } from './sessions.service';
import { rotateSession, toSessionUser } from './session-user';

/** How often the purge of expired sessions, tokens and attempts runs. */
const PURGE_INTERVAL_MS = 15 * 60_000;

export async function authRoutes(app: App, deps: AppDeps) {
  const { db, config } = deps;
  const account: AccountDeps = { db, config, email: deps.email ?? createEmailSender(config, app.log), log: app.log };
  const authRateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
  };

  app.post(
    '/api/auth/register',
    { schema: { body: registerBodySchema, response: { 201: sessionUserSchema } }, config: { access: 'public', rateLimit: authRateLimit } },
    async (request, reply) => {
      // An address that already has an account gets a cookie of the same shape that opens nothing.
      const { user, created, session } = await register(account, request.body, request.headers['user-agent'] ?? null);
      if (created && request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send(await toSessionUser(db, user));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBodySchema, response: { 200: sessionUserSchema } }, config: { access: 'public', rateLimit: authRateLimit } },
    async (request, reply) => {
      const user = await login(account, request.body);
      // A new token at every sign-in; an older session of this browser is revoked.
      await rotateSession(account, request, reply, user);
      return toSessionUser(db, user, { mfaPassed: false });
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: successSchema } }, config: { access: 'public' } }, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.get('/api/auth/me', { schema: { response: { 200: sessionUserSchema } }, config: { access: 'member' } }, async (request) =>
    toSessionUser(db, request.user!, { mfaPassed: !!request.authSession?.mfaPassedAt }, request.sessionGenres),
  );

  await accountRoutes(app, account, authRateLimit);
  await mfaRoutes(app, account);

  // Periodic purge of expired sessions and tokens; unref'd so it never keeps the process alive.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredSessions(db, config).catch((err: unknown) => app.log.error({ err }, 'session purge failed'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export { deleteSessionsOfUser, rotateSession, toSessionUser };
