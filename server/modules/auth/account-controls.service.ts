/**
 * Staff account controls (docs/decisions/034): suspend and unsuspend an account,
 * end all its sessions, reset its two-factor. Each change and its audit event are one transaction.
 *
 * Who may act on whom: nobody on their own account; staff on members only; admins on members and
 * staff; nobody on an admin (admins are changed with `npm run user:role`). A suspension ends every
 * session at once and refuses sign-in until lifted; what the member posted stays visible.
 */
import type { Role } from '../../../common/constants';
import type { StaffAccount } from '../../../common/schemas/account-controls';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError, notFound } from '../../lib/http-errors';
import { recordAuditEvent, type AuditSource } from '../audit-log/index';
import * as repo from './account-controls.repository';

/** The sign-in refusal of a suspended account (403 `account_suspended`). */
export const ACCOUNT_SUSPENDED =
  'This account is suspended. Contact the Hearsay team if you think this is a mistake.';

export const NOT_ON_YOURSELF = 'You cannot do this to your own account.';
export const NOT_ON_STAFF = 'Only an admin can do this to a staff account.';
export const NOT_ON_ADMIN = 'Admin accounts cannot be changed here.';

/** The staff member acting: their id and role. */
export interface Actor {
  id: number;
  role: Role;
}

function toStaffAccount(row: repo.AccountRow): StaffAccount {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    twoFactorEnabled: !!row.totpEnabledAt || row.securityKeys > 0,
    sessions: row.sessions,
  };
}

/** The account named by `query`: an e-mail address, or an id (`42` or `#42`). 404 when none. */
export async function lookUpAccount(db: Database, query: string): Promise<StaffAccount> {
  const id = /^#?(\d{1,10})$/.exec(query.trim())?.[1];
  const row =
    id !== undefined && Number(id) <= 2_147_483_647
      ? await repo.findAccount(db, { id: Number(id) })
      : await repo.findAccount(db, { email: query.trim().toLowerCase() });
  if (!row) throw notFound('No account has that email address or id.');
  return toStaffAccount(row);
}

/** Throws 403 `cannot_act_on_account` unless `actor` may change `target` (see the module comment). */
export function assertMayActOn(actor: Actor, target: { id: number; role: Role }): void {
  const refuse = (message: string) => new HttpError(403, 'cannot_act_on_account', message);
  if (actor.id === target.id) throw refuse(NOT_ON_YOURSELF);
  if (target.role === 'admin') throw refuse(NOT_ON_ADMIN);
  if (target.role === 'staff' && actor.role !== 'admin') throw refuse(NOT_ON_STAFF);
}

/**
 * Runs `change` on account `targetId` in one transaction after the permission check, then answers
 * the account's state. 404 when the account does not exist.
 */
async function act(
  db: Database,
  actor: Actor,
  targetId: number,
  change: (tx: Database, target: repo.AccountRow) => Promise<void>,
): Promise<StaffAccount> {
  const target = await repo.findAccount(db, { id: targetId });
  if (!target) throw notFound('No such account.');
  assertMayActOn(actor, target);
  await inTransaction(db, (tx) => change(tx, target));
  return toStaffAccount((await repo.findAccount(db, { id: targetId }))!);
}

/** Suspends the account and ends its sessions; already suspended is left as it is (no new event). */
export function suspendAccount(
  db: Database,
  source: AuditSource,
  actor: Actor,
  targetId: number,
  reason: string,
): Promise<StaffAccount> {
  return act(db, actor, targetId, async (tx) => {
    if (!(await repo.setSuspension(tx, targetId, { at: new Date(), reason }))) return;
    const ended = await repo.endSessions(tx, targetId);
    await recordAuditEvent(tx, source, 'account_suspended', targetId, {
      reason,
      sessionsEnded: ended,
    });
  });
}

/** Lifts a suspension (the member signs in again themselves); not suspended is left as it is. */
export function unsuspendAccount(
  db: Database,
  source: AuditSource,
  actor: Actor,
  targetId: number,
): Promise<StaffAccount> {
  return act(db, actor, targetId, async (tx) => {
    if (await repo.setSuspension(tx, targetId, null))
      await recordAuditEvent(tx, source, 'account_unsuspended', targetId);
  });
}

/** Ends every session of the account; answers how many live ones ended. */
export async function endAllSessions(
  db: Database,
  source: AuditSource,
  actor: Actor,
  targetId: number,
): Promise<{ ended: number; account: StaffAccount }> {
  let ended = 0;
  const account = await act(db, actor, targetId, async (tx) => {
    ended = await repo.endSessions(tx, targetId);
    await recordAuditEvent(tx, source, 'sessions_ended', targetId, { sessionsEnded: ended });
  });
  return { ended, account };
}

/**
 * Removes the account's two-factor (secret and recovery codes) and ends its sessions, so the owner
 * signs in with the password alone and enrols again (staff must, before any staff screen).
 */
export function resetTwoFactor(
  db: Database,
  source: AuditSource,
  actor: Actor,
  targetId: number,
): Promise<StaffAccount> {
  return act(db, actor, targetId, async (tx) => {
    const wasOn = await repo.clearTwoFactor(tx, targetId);
    const ended = await repo.endSessions(tx, targetId);
    await recordAuditEvent(tx, source, 'mfa_reset', targetId, { wasOn, sessionsEnded: ended });
  });
}

/** Throws 403 `account_suspended` when account `userId` is suspended (sign-in, after the password matched). */
export async function assertNotSuspended(db: Database, userId: number): Promise<void> {
  if (await repo.isSuspended(db, userId))
    throw new HttpError(403, 'account_suspended', ACCOUNT_SUSPENDED);
}
