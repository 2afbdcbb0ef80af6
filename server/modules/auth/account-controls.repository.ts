/** Drizzle queries of the staff account controls. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, securityKeys, sessions, users } from '../../db/schema/index';

const accountColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  totpEnabledAt: users.totpEnabledAt,
  // "users"."id" spelled out: unqualified, "id" would be the key's own id inside the subquery.
  securityKeys: sql<number>`(select count(*)::int from ${securityKeys} k where k.user_id = "users"."id")`,
  sessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${users.id} and s.expires_at > now())`,
};

/** The account with id `id`, or with the (lower-cased) address `email`; null when none. */
export async function findAccount(db: Database, by: { id: number } | { email: string }) {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email))
    .limit(1);
  return rows[0] ?? null;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** Sets or clears the suspension; returns whether the row changed state. */
export async function setSuspension(
  db: Database,
  userId: number,
  suspension: { at: Date; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(
      suspension
        ? { suspendedAt: suspension.at, suspensionReason: suspension.reason }
        : { suspendedAt: null, suspensionReason: null },
    )
    .where(
      and(
        eq(users.id, userId),
        suspension ? sql`${users.suspendedAt} is null` : sql`${users.suspendedAt} is not null`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every session of the account; returns how many were live. */
export async function endSessions(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ expiresAt: sessions.expiresAt });
  const now = Date.now();
  return rows.filter((r) => r.expiresAt.getTime() > now).length;
}

/**
 * Removes two-factor (secret, replay step, recovery codes, and every security key: decision 039);
 * returns whether any of it was on or being set up.
 */
export async function clearTwoFactor(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabledAt: null, totpSecret: null, totpLastStep: null })
    .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
    .returning({ id: users.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const keys = await db
    .delete(securityKeys)
    .where(eq(securityKeys.userId, userId))
    .returning({ id: securityKeys.id });
  return rows.length > 0 || keys.length > 0;
}

/** True when the account is suspended (checked at sign-in). */
export async function isSuspended(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .limit(1);
  return rows.length > 0;
}
