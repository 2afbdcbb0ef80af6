/** HTTP routes of the session (spec 000 §7 "Session") and of account security. */
import type { App, RouteDeps } from '../../app-types';
import { pageLocale } from '../../lib/page-locale';
import { registerRoute } from '../../lib/route-table';
import { clearSessionCookie, setSessionCookie } from './session-plugin';
import { deleteSession } from './sessions.repository';
import { INVALID_LINK, login, register, type AccountDeps } from './auth.service';
import { badRequest } from '../../lib/http-errors';
import { publicBaseUrl, unlockEmail } from './account-emails';
import { findUserWithPasswordById } from './auth.repository';
import {
  DEVICE_COOKIE,
  admitSignIn,
  checkUnlockToken,
  clearSignInLock,
  isKnownDevice,
  setDeviceCookie,
  type GuardDeps,
} from './signin-guard';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
import { accountControlRoutes } from './account-controls.routes';
import { assertNotSuspended } from './account-controls.service';
import { recordFailedSignIn, recordSignIn } from './signin-events';
import { accountRoutes } from './account.routes';
import { mfaRoutes } from './mfa.routes';
import { webauthnRoutes } from './webauthn.routes';
import { purgeExpiredSessions } from './sessions.service';
import { rotateSession, toSessionUser } from './session-user';
import { mustEnrolSecondFactor } from '../../plugins/operator-switches';

/** How often the purge of expired sessions, tokens and attempts runs. */
const PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * Registers every route of the auth module (session, account security, staff account controls,
 * two-factor, security keys) and the periodic purge of expired sessions. `deps` are the app's
 * route deps: the e-mail sender is the one buildApp built (server/providers).
 */
export async function authRoutes(app: App, deps: RouteDeps) {
  const { db, config } = deps;
  const account: AccountDeps = { db, config, email: deps.email, log: app.log };
  const guard: GuardDeps = {
    db,
    config,
    store: app.limitStore,
    sendUnlock: (to, link, locale) =>
      account.email
        .send(unlockEmail(publicBaseUrl(config), to, link, locale))
        .catch((err: unknown) => app.log.error({ err }, 'unlock e-mail could not be sent')),
  };

  signUpRoutes(app, account);
  signInRoutes(app, account, guard);
  sessionStateRoutes(app, account);
  await accountRoutes(app, account);
  await accountControlRoutes(app, db, app.limitStore);
  await mfaRoutes(app, account);
  await webauthnRoutes(app, account);

  // Periodic purge of expired sessions and tokens; unref'd so it never keeps the process alive.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredSessions(db, config).catch((err: unknown) =>
        app.log.error({ err }, 'session purge failed'),
      );
    }, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Sign-up: a new account and its first session (POST /api/auth/register). */
function signUpRoutes(app: App, account: AccountDeps) {
  const { db } = account;
  registerRoute(app, 'postAuthRegister', async (request, reply) => {
    // An address that already has an account gets a cookie of the same shape that opens nothing.
    const { user, created, session } = await register(
      account,
      request.body,
      request.headers['user-agent'] ?? null,
      pageLocale(request),
    );
    if (created && request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return reply.status(201).send(await toSessionUser(db, user));
  });
}

/**
 * Sign-in with a password, paced by the sign-in guard, and the e-mailed link that lifts
 * an account's sign-in pause (decision 023).
 */
function signInRoutes(app: App, account: AccountDeps, guard: GuardDeps) {
  const { db } = account;

  registerRoute(app, 'postAuthLogin', async (request, reply) => {
    // Counted before the password is checked (atomic).
    const admission = await admitSignIn(guard, request, reply, request.body.email);
    // Read before the password check, which may rehash the password and so re-key device cookies.
    const knownDevice = await isKnownDevice(db, request.body.email, request.cookies[DEVICE_COOKIE]);
    const user = await login(account, request.body).catch(async (err: unknown) => {
      await recordFailedSignIn(db, auditSourceOf(request), request.body.email, err);
      throw err;
    });
    await admission.succeeded();
    await assertNotSuspended(db, user.id).catch(async (err: unknown) => {
      await recordAuditEvent(db, { actorId: user.id, ip: request.ip }, 'signin_failed', user.id, {
        reason: 'suspended',
      });
      throw err;
    });
    // A new token at every sign-in; an older session of this browser is revoked.
    await rotateSession(account, request, reply, user);
    // This browser is now a known device: a guesser elsewhere cannot lock it out.
    const phc = await findUserWithPasswordById(db, user.id);
    if (phc) setDeviceCookie(request, reply, user.id, phc.password);
    await recordSignIn(account, request, user, knownDevice);
    return toSessionUser(db, user, { mfaPassed: false });
  });

  registerRoute(app, 'getAuthUnlock', async (request, reply) => {
    const userId = await checkUnlockToken(db, request.query.token);
    if (!userId) throw badRequest(INVALID_LINK, 'invalid_token');
    const user = await findUserWithPasswordById(db, userId);
    await clearSignInLock(app.limitStore, user!.email);
    setDeviceCookie(request, reply, user!.id, user!.password);
    return reply.redirect('/login', 303);
  });
}

/** The current session: who is signed in, and signing out. */
function sessionStateRoutes(app: App, account: AccountDeps) {
  const { db } = account;

  registerRoute(app, 'postAuthLogout', async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  registerRoute(app, 'getAuthMe', async (request) => {
    const user = await toSessionUser(
      db,
      request.user!,
      { mfaPassed: !!request.authSession?.mfaPassedAt },
      request.sessionGenres,
    );
    // The answer only changes while the operator switch is on (decision 049).
    if (account.config.REQUIRE_TWO_FACTOR === 'off') return user;
    return { ...user, twoFactorRequired: mustEnrolSecondFactor(account.config, request.user!) };
  });
}
