/**
 * Account security (issue 11): single-use e-mail tokens, two-factor recovery codes, the audit log of
 * role changes, and counted attempts for per-account / per-address limits.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef, setNullRef } from './columns';
import { users } from './users';

/** E-mail verification and password-reset tokens: only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the token was sent to: a verification only proves that address. */
    email: text('email').notNull(),
    createdAt: createdAtNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
    index('account_tokens_user_id_idx').on(t.userId),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** Two-factor recovery codes: ten per enrolment, argon2-free SHA-256 hashes (codes are 50+ bits random). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** Every role change, with who made it (env bootstrap, CLI) and when. Kept when the user is deleted. */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: serialId(),
    userId: setNullRef('user_id', () => users.id),
    email: text('email').notNull(),
    fromRole: text('from_role').notNull(),
    toRole: text('to_role').notNull(),
    /** 'env' (STAFF_EMAILS / ADMIN_EMAILS at verification or start-up) or 'cli'. */
    source: text('source').notNull(),
    /** Who: the OS user running the CLI, or the env variable name. */
    actor: text('actor').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('role_changes_user_id_idx').on(t.userId)],
);

/**
 * Counted attempts for limits that must hold per account or per address across IPs and restarts
 * (password-reset requests, verification resends, two-factor tries). Purged when old.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serialId(),
    /** e.g. 'reset:email:a@b.co', 'reset:ip:1.2.3.4', 'totp:user:7'. */
    key: text('key').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('auth_attempts_key_created_idx').on(t.key, t.createdAt)],
);
