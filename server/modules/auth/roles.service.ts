/**
 * Role changes. STAFF_EMAILS / ADMIN_EMAILS grant their role only to a verified address,
 * from the moment it is verified (at verification, or at start-up for addresses verified earlier);
 * an unverified account holding a role for an env-listed address is demoted at start-up (the old
 * sign-up hole). Every change is written to role_changes with who and when, and ends the account's
 * sessions so the next one is issued under the new role.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../common/constants';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { roleChanges, sessions, users } from '../../db/schema/index';
import { recordAuditEvent } from '../audit-log/index';

/** The role an email gets from STAFF_EMAILS / ADMIN_EMAILS (admin wins), else member. */
export function roleForEmail(
  config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>,
  email: string,
): Role {
  const normalized = email.trim().toLowerCase();
  if (config.ADMIN_EMAILS.includes(normalized)) return 'admin';
  if (config.STAFF_EMAILS.includes(normalized)) return 'staff';
  return 'member';
}

export interface RoleChange {
  userId: number;
  email: string;
  fromRole: Role;
  toRole: Role;
  source: 'env' | 'cli';
  actor: string;
}

export interface RoleLog {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Sets a role and logs it in one transaction; ends every session of the account unless
 * `keepSessions` (the caller then issues a new one itself).
 */
export async function changeRole(
  db: Database,
  change: RoleChange,
  options: { keepSessions?: boolean; log?: RoleLog } = {},
): Promise<void> {
  if (change.fromRole === change.toRole) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: change.toRole }).where(eq(users.id, change.userId));
    await tx.insert(roleChanges).values(change);
    await recordAuditEvent(tx, { actorId: null, ip: null }, 'role_changed', change.userId, {
      from: change.fromRole,
      to: change.toRole,
      source: change.source,
      by: change.actor,
    });
    if (!options.keepSessions) await tx.delete(sessions).where(eq(sessions.userId, change.userId));
  });
  options.log?.info({ ...change }, 'role changed');
}

/** At verification: grants the env role of the just-verified address (no-op for other addresses). */
export async function grantEnvRoleOnVerification(
  db: Database,
  config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>,
  user: { id: number; email: string; role: Role },
  log?: RoleLog,
  /** True when the caller already ended every session that predates the verification. */
  options: { keepSessions?: boolean } = {},
): Promise<Role> {
  const role = roleForEmail(config, user.email);
  if (role === 'member' || role === user.role || user.role === 'admin') return user.role;
  await changeRole(
    db,
    {
      userId: user.id,
      email: user.email,
      fromRole: user.role,
      toRole: role,
      source: 'env',
      actor: role === 'admin' ? 'ADMIN_EMAILS' : 'STAFF_EMAILS',
    },
    { keepSessions: options.keepSessions ?? false, log },
  );
  return role;
}

/** At start-up: applies the env roles to verified accounts and demotes unverified holders. */
export async function applyRoleBootstrap(
  db: Database,
  config: Config,
  log?: RoleLog,
): Promise<void> {
  const emails = [...new Set([...config.STAFF_EMAILS, ...config.ADMIN_EMAILS])];
  for (const email of emails) {
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) continue;
    const target = roleForEmail(config, email);
    if (user.emailVerifiedAt) {
      if (user.role === 'member' || (user.role === 'staff' && target === 'admin')) {
        await changeRole(
          db,
          {
            userId: user.id,
            email,
            fromRole: user.role,
            toRole: target,
            source: 'env',
            actor: target === 'admin' ? 'ADMIN_EMAILS' : 'STAFF_EMAILS',
          },
          { log },
        );
      }
    } else if (user.role !== 'member') {
      log?.warn(
        { email },
        'unverified account holds a role for an address listed in STAFF_EMAILS/ADMIN_EMAILS: demoted until it is verified',
      );
      await changeRole(
        db,
        {
          userId: user.id,
          email,
          fromRole: user.role,
          toRole: 'member',
          source: 'env',
          actor: 'start-up: unverified address',
        },
        { log },
      );
    }
  }
}
