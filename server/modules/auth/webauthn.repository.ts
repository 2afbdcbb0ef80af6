/** Drizzle queries of security keys (WebAuthn) and of the per-session WebAuthn challenge (decision 039). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityKeys, users, webauthnChallenges } from '../../db/schema/index';

export type ChallengePurpose = 'register' | 'authenticate';

/** A registered key as the service uses it (the public key only for verification). */
export interface SecurityKeyRow {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: Buffer;
  signCount: number;
  transports: string;
  nickname: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const keyColumns = {
  id: securityKeys.id,
  userId: securityKeys.userId,
  credentialId: securityKeys.credentialId,
  publicKey: securityKeys.publicKey,
  signCount: securityKeys.signCount,
  transports: securityKeys.transports,
  nickname: securityKeys.nickname,
  createdAt: securityKeys.createdAt,
  lastUsedAt: securityKeys.lastUsedAt,
};

/** The keys of `userId`, oldest first. */
export async function listKeysOf(db: Database, userId: number): Promise<SecurityKeyRow[]> {
  return db
    .select(keyColumns)
    .from(securityKeys)
    .where(eq(securityKeys.userId, userId))
    .orderBy(asc(securityKeys.createdAt), asc(securityKeys.id));
}

/** The key with credential id `credentialId` of account `userId`; null when none (or another account's). */
export async function findKeyOf(
  db: Database,
  userId: number,
  credentialId: string,
): Promise<SecurityKeyRow | null> {
  const rows = await db
    .select(keyColumns)
    .from(securityKeys)
    .where(and(eq(securityKeys.userId, userId), eq(securityKeys.credentialId, credentialId)))
    .limit(1);
  return rows[0] ?? null;
}

export type InsertKeyResult = 'inserted' | 'limit' | 'exists';

/**
 * Adds a key unless the account already has `max` (counted under a lock of the account's row, so
 * parallel registrations cannot pass the limit together) or the credential id is registered
 * anywhere already. One transaction.
 */
export async function insertKey(
  db: Database,
  key: Pick<
    SecurityKeyRow,
    'userId' | 'credentialId' | 'publicKey' | 'signCount' | 'transports'
  > & {
    nickname: string;
  },
  max: number,
): Promise<{ result: InsertKeyResult; id?: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${key.userId} for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(securityKeys)
      .where(eq(securityKeys.userId, key.userId));
    if (n >= max) return { result: 'limit' as const };
    const rows = await tx
      .insert(securityKeys)
      .values(key)
      .onConflictDoNothing({ target: securityKeys.credentialId })
      .returning({ id: securityKeys.id });
    return rows[0]
      ? { result: 'inserted' as const, id: rows[0].id }
      : { result: 'exists' as const };
  });
}

/** Deletes key `keyId` of `userId`; the deleted row's nickname, or null when there was none. */
export async function deleteKeyOf(
  db: Database,
  userId: number,
  keyId: number,
): Promise<{ nickname: string } | null> {
  const rows = await db
    .delete(securityKeys)
    .where(and(eq(securityKeys.userId, userId), eq(securityKeys.id, keyId)))
    .returning({ nickname: securityKeys.nickname });
  return rows[0] ?? null;
}

/**
 * Moves key `keyId`'s counter from `from` to `to` and stamps its use, only if it still reads
 * `from` (one statement: two sign-ins racing with the same counter cannot both pass). False when
 * it moved meanwhile.
 */
export async function advanceCounter(
  db: Database,
  keyId: number,
  from: number,
  to: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(securityKeys)
    .set({ signCount: to, lastUsedAt: now })
    .where(and(eq(securityKeys.id, keyId), eq(securityKeys.signCount, from)))
    .returning({ id: securityKeys.id });
  return rows.length > 0;
}

/** Stores `challenge` as the session's pending one (replacing any other), valid until `expiresAt`. */
export async function saveChallenge(
  db: Database,
  sessionTokenHash: string,
  purpose: ChallengePurpose,
  challenge: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(webauthnChallenges)
    .values({ sessionTokenHash, purpose, challenge, expiresAt })
    .onConflictDoUpdate({
      target: webauthnChallenges.sessionTokenHash,
      set: { purpose, challenge, expiresAt },
    });
}

/**
 * Takes (deletes and returns) the session's pending challenge of `purpose` if it is still live at
 * `now`: one statement, so a challenge is used at most once even by parallel requests. Null when
 * there is none, it expired, or it was issued for the other purpose (which is then kept).
 */
export async function takeChallenge(
  db: Database,
  sessionTokenHash: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.sessionTokenHash, sessionTokenHash),
        eq(webauthnChallenges.purpose, purpose),
      ),
    )
    .returning({
      challenge: webauthnChallenges.challenge,
      expiresAt: webauthnChallenges.expiresAt,
    });
  const row = rows[0];
  return row && row.expiresAt.getTime() > now.getTime() ? row.challenge : null;
}
