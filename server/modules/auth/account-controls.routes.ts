/**
 * Staff routes over one account (docs/decisions/034): look it up, suspend,
 * unsuspend, end its sessions, reset its two-factor, and lift its sign-in pause (decision 023).
 */
import type { App } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ExactLimitStore } from '../../lib/limit-store';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
import {
  endAllSessions,
  lookUpAccount,
  resetTwoFactor,
  suspendAccount,
  unsuspendAccount,
} from './account-controls.service';
import { PASSWORD_CHECK_LIMIT, TOTP_LIMIT, clearAttemptsOf } from './attempts';
import { findUserWithPasswordById } from './auth.repository';
import { clearSignInLock } from './signin-guard';

/** The acting staff member of a staff route (the access hook ran, so a user is signed in). */
const actorOf = (request: { user: { id: number; role: 'member' | 'staff' | 'admin' } | null }) => ({
  id: request.user!.id,
  role: request.user!.role,
});

/** Registers the staff routes over one account; `store` holds the sign-in pause counters. */
export async function accountControlRoutes(app: App, db: Database, store: ExactLimitStore) {
  accountStatusRoutes(app, db);
  accountRecoveryRoutes(app, db, store);
}

/** Finding an account, and suspending or restoring it. */
function accountStatusRoutes(app: App, db: Database) {
  registerRoute(app, 'getAdminAccounts', async (request) => lookUpAccount(db, request.query.query));

  registerRoute(app, 'postAdminUserSuspend', async (request) =>
    suspendAccount(
      db,
      auditSourceOf(request),
      actorOf(request),
      request.params.id,
      request.body.reason,
    ),
  );

  registerRoute(app, 'postAdminUserUnsuspend', async (request) =>
    unsuspendAccount(db, auditSourceOf(request), actorOf(request), request.params.id),
  );
}

/** Helping a locked-out or taken-over account: end its sessions, reset its two-factor, unlock it. */
function accountRecoveryRoutes(app: App, db: Database, store: ExactLimitStore) {
  registerRoute(app, 'postAdminUserSessionsEnd', async (request) =>
    endAllSessions(db, auditSourceOf(request), actorOf(request), request.params.id),
  );

  registerRoute(app, 'postAdminUserTwoFactorReset', async (request) =>
    resetTwoFactor(db, auditSourceOf(request), actorOf(request), request.params.id),
  );

  registerRoute(app, 'postAdminUserUnlock', async (request) => {
    const user = await findUserWithPasswordById(db, request.params.id);
    if (!user) throw notFound('No such member.');
    await clearSignInLock(store, user.email);
    await clearAttemptsOf(db, `user:${user.id}`, TOTP_LIMIT);
    await clearAttemptsOf(db, `user:${user.id}`, PASSWORD_CHECK_LIMIT);
    await recordAuditEvent(db, auditSourceOf(request), 'signin_unlocked', user.id);
    return { success: true };
  });
}
