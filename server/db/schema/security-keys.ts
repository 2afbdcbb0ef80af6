/**
 * Security keys (WebAuthn) as a second factor (docs/decisions/039): the public
 * half of each credential a member registered, and the one pending WebAuthn challenge of a session.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtNow, serialId, timestamptz } from './columns';
import { sessions, users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One registered credential: never a secret (the private key stays in the authenticator). */
export const securityKeys = pgTable(
  'security_keys',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    /** The credential id as the browser reports it (base64url); unique across every account. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE-encoded public key, as verifyRegistrationResponse returns it. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (unsigned 32-bit, hence bigint); 0 when it keeps none. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** Transports the browser reported ('usb', 'nfc', 'ble', 'internal', 'hybrid'…), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** The member's name for the key, 1–50 characters. */
    nickname: text('nickname').notNull(),
    createdAt: createdAtNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('security_keys_user_id_idx').on(t.userId)],
);

/**
 * The WebAuthn challenge a session was last given (registration or sign-in): one row per session,
 * replaced by each new options call, deleted by the verify that reads it (single use), useless
 * after `expires_at` (5 minutes) and gone with its session.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    sessionTokenHash: text('session_token_hash')
      .primaryKey()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
    /** base64url, as sent to the browser in the options. */
    challenge: text('challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('register', 'authenticate')`),
  ],
);
