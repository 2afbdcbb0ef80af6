/** Drizzle queries for users and sessions used by sign-up, sign-in and the session hook. */
import { and, eq, gt, like, lt, or } from 'drizzle-orm';
import type { Role } from '../../../common/constants';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export interface UserRow {
  id: number;
  displayName: string;
  slug: string;
  email: string;
  profilePicture: string | null;
  role: Role;
}

const userColumns = {
  id: users.id,
  displayName: users.displayName,
  slug: users.slug,
  email: users.email,
  profilePicture: users.profilePicture,
  role: users.role,
};

/** The user owning a live session token hash, or null. One query. */
export async function findUserBySessionHash(db: Database, tokenHash: string, now: Date): Promise<UserRow | null> {
  const rows = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserWithPasswordByEmail(db: Database, email: string) {
  const rows = await db
    .select({ ...userColumns, password: users.password })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** Slugs already taken that equal `base` or start with `base-` (to pick the next free suffix). */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), like(users.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertUser(
  db: Database,
  values: { email: string; displayName: string; slug: string; password: string; role: Role },
): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return rows[0] ?? null;
}

export async function insertSession(db: Database, tokenHash: string, userId: number, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function setRoleByEmail(db: Database, email: string, role: Role): Promise<boolean> {
  const rows = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });
  return rows.length > 0;
}
