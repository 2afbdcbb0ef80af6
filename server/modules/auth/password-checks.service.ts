/**
 * Password rules and checks of signed-in members: the common-password check, the spec 000 §5 length
 * rule with the longer floor for staff and admin accounts (decision 023), checking a member's
 * current password under PASSWORD_CHECK_LIMIT (changing a password, confirming a sensitive action
 * in this and other modules), and changing it. Hashing itself lives in passwords.ts.
 */
import { validateRegistration } from '../../../common/validation';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { PASSWORD_CHECK_LIMIT, giveBackAttempt, takeAttempt } from './attempts';
import * as repo from './auth.repository';
import { hashPassword, passwordStrengthProblem, verifyPassword } from './passwords';
import { roleForEmail } from './roles.service';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** Throws 400 with the common-password message when `password` is guessable. */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  const problem = passwordStrengthProblem(password, userInputs);
  if (problem) throw badRequest(problem, 'validation_error');
}

/** Minimum password length of staff and admin accounts (NIST SP 800-63B; decision 023). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Staff and admin passwords must be at least ${STAFF_PASSWORD_MIN} characters.`;

/** True when `user` holds a staff role or its address is listed for one (the role it will get). */
export function staffFloorApplies(
  config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>,
  user: { role: string; email: string },
): boolean {
  return user.role !== 'member' || roleForEmail(config, user.email) !== 'member';
}

/**
 * Spec 000 §5 length rule (6, its exact message), then for staff and admin accounts 12 characters,
 * then the common-password check. Throws 400 `validation_error`.
 */
export function checkNewPassword(password: string, userInputs: string[], staff = false): void {
  const problem = validateRegistration({ email: 'x@y.zz', displayName: 'Member', password });
  if (problem) throw badRequest(problem, 'validation_error');
  if (staff && password.length < STAFF_PASSWORD_MIN)
    throw badRequest(STAFF_PASSWORD_TOO_SHORT, 'validation_error');
  assertStrongPassword(password, userInputs);
}

/**
 * Checks a signed-in member's password (`phc` is their stored hash) under PASSWORD_CHECK_LIMIT: the
 * try is counted before argon2 runs and given back when it matches. Throws 429, or 400
 * `wrong_password` with WRONG_CURRENT_PASSWORD.
 */
export async function checkOwnPassword(
  db: Database,
  userId: number,
  phc: string | null,
  password: string,
): Promise<void> {
  await takeAttempt(db, [`user:${userId}`], PASSWORD_CHECK_LIMIT);
  if (!phc || !(await verifyPassword(phc, password)))
    throw badRequest(WRONG_CURRENT_PASSWORD, 'wrong_password');
  await giveBackAttempt(db, [`user:${userId}`], PASSWORD_CHECK_LIMIT);
}

/** Changes the password after checking the current one; 400 `wrong_password` when it does not match. */
export async function changePassword(
  deps: { db: Database; config: Config },
  userId: number,
  current: string,
  next: string,
): Promise<void> {
  const user = await repo.findUserWithPasswordById(deps.db, userId);
  await checkOwnPassword(deps.db, userId, user?.password ?? null, current);
  checkNewPassword(next, [user!.email, user!.displayName], staffFloorApplies(deps.config, user!));
  await repo.updatePassword(deps.db, userId, await hashPassword(deps.config, next));
}

/**
 * Checks `password` against member `userId`'s current password (deleting an account, other
 * modules' confirmations), counted under PASSWORD_CHECK_LIMIT. Throws 429, or 400 `wrong_password`
 * with WRONG_CURRENT_PASSWORD when it does not match or the member is gone.
 */
export async function confirmPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<void> {
  const row = await repo.findUserWithPasswordById(db, userId);
  await checkOwnPassword(db, userId, row?.password ?? null, password);
}
