/**
 * `npm run user:role -- <email> <role>`: gives an existing account the role member, staff or admin
 * in the configured database (DATABASE_URL, else the PGlite in DATA_DIR). The change is logged in
 * role_changes (who, when) and ends the account's sessions. Stop the app first
 * when it runs on PGlite (one process per data directory). STAFF_EMAILS and ADMIN_EMAILS are applied
 * again at every start, so remove an address there too when demoting it.
 */
import { ROLES, type Role } from '../../common/constants';
import { userInfo } from 'node:os';
import type { Database } from '../db/client';
import { findUserWithPasswordByEmail } from '../modules/auth/auth.repository';
import { changeRole } from '../modules/auth/roles.service';

export const USAGE = `Usage: npm run user:role -- <email> <${ROLES.join('|')}>`;

export interface CommandResult {
  /** Process exit code: 0 done, 1 no such account, 2 bad arguments. */
  code: 0 | 1 | 2;
  message: string;
}

/** Parses `[email, role]`; returns the normalised pair or the usage error. */
export function parseUserRoleArgs(
  args: readonly string[],
): { email: string; role: Role } | CommandResult {
  const [rawEmail, rawRole, ...rest] = args;
  const email = rawEmail?.trim().toLowerCase() ?? '';
  const role = rawRole?.trim().toLowerCase() ?? '';
  if (!email || !role || rest.length > 0) return { code: 2, message: USAGE };
  if (!email.includes('@'))
    return { code: 2, message: `Not an email address: ${rawEmail}\n${USAGE}` };
  if (!(ROLES as readonly string[]).includes(role))
    return { code: 2, message: `Unknown role "${rawRole}". Roles: ${ROLES.join(', ')}.` };
  return { email, role: role as Role };
}

function actor(): string {
  try {
    return process.env.SUDO_USER ?? userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Runs the command against `db`. */
export async function runUserRole(db: Database, args: readonly string[]): Promise<CommandResult> {
  const parsed = parseUserRoleArgs(args);
  if ('code' in parsed) return parsed;
  const user = await findUserWithPasswordByEmail(db, parsed.email);
  if (!user) return { code: 1, message: `No account with the email ${parsed.email}.` };
  // Logged in role_changes with the OS user; the account's sessions end so the next one carries the role.
  await changeRole(db, {
    userId: user.id,
    email: user.email,
    fromRole: user.role,
    toRole: parsed.role,
    source: 'cli',
    actor: `cli:${actor()}`,
  });
  return { code: 0, message: `${parsed.email} is now ${parsed.role}.` };
}
