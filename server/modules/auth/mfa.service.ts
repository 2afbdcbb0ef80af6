/**
 * Two-factor authentication: TOTP (RFC 6238, 6 digits, 30 s, SHA-1 as authenticator
 * apps expect; otplib) enrolled with a QR code, and 10 single-use recovery codes stored as SHA-256
 * hashes (each has 50 random bits, so a slow hash adds nothing). Failed code tries are limited to 5
 * per 15 minutes per account, counted before the check.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema/index';
import { HttpError, badRequest, conflict } from '../../lib/http-errors';
import { secretBox } from '../../lib/secrets-at-rest';
import { TOTP_LIMIT, giveBackAttempt, takeAttempt } from './attempts';
import { findUserWithPasswordById } from './auth.repository';
import { rowsOf } from '../../lib/sql';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Hearsay';
export const INVALID_CODE = 'That code is not correct. Please try again.';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code: 10 base32 characters shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => BASE32[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Normalises what a person typed (case, spaces, dashes) before hashing. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ''))
    .digest('hex');
}

/**
 * The RFC 6238 time step `code` belongs to when it is a current TOTP of `secret` (±1 step for clock
 * drift) and newer than `afterStep`; null otherwise.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(afterStep == null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as the member's last accepted TOTP step, only if it is newer than the one stored
 * (one statement, so two requests racing with the same code cannot both win). False on a replay.
 */
async function claimTotpStep(
  db: Pick<Database, 'execute'>,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db.execute(sql`update users set totp_last_step = ${step}
    where id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning id`);
  return rowsOf<unknown>(result).length > 0;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** PNG data URL of the otpauth URL as a QR code. */
  qrCodeDataUrl: string;
}

/** What a TOTP secret is sealed for (server/lib/secrets-at-rest.ts): its own member's row only. */
export const totpContext = (userId: number) => `totp:user:${userId}`;

/** Starts (or restarts) enrolment: stores a new secret, not yet enabled. 409 when already on. */
export async function startTotpSetup(db: Database, userId: number): Promise<TotpSetup> {
  const user = await findUserWithPasswordById(db, userId);
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  if (user.totpEnabledAt)
    throw conflict('Two-factor authentication is already on.', 'mfa_already_enabled');
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecret: secretBox().seal(secret, totpContext(userId)), totpLastStep: null })
    .where(eq(users.id, userId));
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }),
  };
}

/** Confirms enrolment with a first code; turns two-factor on and returns the recovery codes (shown once). */
export async function enableTotp(db: Database, userId: number, code: string): Promise<string[]> {
  const user = await findUserWithPasswordById(db, userId);
  if (!user?.totpSecret) throw badRequest('Start the set-up first.', 'mfa_not_started');
  if (user.totpEnabledAt)
    throw conflict('Two-factor authentication is already on.', 'mfa_already_enabled');
  await takeAttempt(db, [`user:${userId}`], TOTP_LIMIT);
  const step = await checkTotp(secretBox().open(user.totpSecret, totpContext(userId)), code);
  if (step === null || !(await claimTotpStep(db, userId, step)))
    throw badRequest(INVALID_CODE, 'invalid_code');
  await giveBackAttempt(db, [`user:${userId}`], TOTP_LIMIT);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  });
  return codes;
}

/**
 * Checks a TOTP code or an unused recovery code (which is then used up). A TOTP code is accepted
 * once: the same code (or an older one) again within its window is refused (RFC 6238 §5.2, ASVS
 * 6.5.1). Counts the try first, so the sixth try in 15 minutes is refused with 429 whatever the code.
 */
export async function verifySecondFactor(
  db: Database,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery'> {
  const user = await findUserWithPasswordById(db, userId);
  if (!user?.totpEnabledAt || !user.totpSecret)
    throw badRequest('Two-factor authentication is not on.', 'mfa_not_enabled');
  await takeAttempt(db, [`user:${userId}`], TOTP_LIMIT);
  const step = await checkTotp(
    secretBox().open(user.totpSecret, totpContext(userId)),
    code,
    user.totpLastStep,
  );
  if (step !== null && (await claimTotpStep(db, userId, step))) {
    // A success gives its try back: only failures use up the budget.
    await giveBackAttempt(db, [`user:${userId}`], TOTP_LIMIT);
    return 'totp';
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length > 0) {
    await giveBackAttempt(db, [`user:${userId}`], TOTP_LIMIT);
    return 'recovery';
  }
  throw badRequest(INVALID_CODE, 'invalid_code');
}

/** Turns two-factor off and deletes the recovery codes. */
export async function disableTotp(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: null, totpSecret: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
