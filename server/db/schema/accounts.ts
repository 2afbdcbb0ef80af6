/**
 * Account security: single-use e-mail tokens, two-factor recovery codes, the log of role
 * changes, and the audit log of security events.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
 * The audit log of security-relevant events (docs/decisions/034): who did what to
 * which account, when and from which address. Kept when either account is deleted (ids set to
 * null); purged after AUDIT_RETENTION_DAYS by the periodic purge.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    /** One of AUDIT_EVENT_TYPES (common/schemas/audit.ts), e.g. 'account_suspended', 'signin_failed'. */
    type: text('type').notNull(),
    /** Who acted: the staff member, or the account owner for their own sign-in; null for start-up or a deleted account. */
    actorId: setNullRef('actor_id', () => users.id),
    /** The account acted on, when there is one. */
    targetUserId: setNullRef('target_user_id', () => users.id),
    /** The client address as the proxy settings see it; null for the CLI and start-up. */
    ip: text('ip'),
    /** Small JSON object with the event's particulars (reason, role from/to, table exported...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('audit_events_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_type_created_idx').on(t.type, t.createdAt.desc()),
    index('audit_events_target_created_idx').on(t.targetUserId, t.createdAt.desc()),
  ],
);
