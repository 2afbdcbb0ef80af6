/**
 * Drizzle queries on the users table for the auth module: the session-shaped user row
 * (`UserRow`, `userColumns`), lookups by address and id with the password hash, sign-up inserts
 * and slug lookups, password updates, and the address-verification updates (including taking an
 * account back for its mailbox owner). Sessions live in sessions.repository.ts and verification and
 * reset links in account-tokens.repository.ts.
 */
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Role } from '../../../common/constants';
import type { Database } from '../../db/client';
import { recoveryCodes, securityKeys, sessions, slugRedirects, users } from '../../db/schema/index';
import { memberAccountColumns } from './member-columns';
import { nameSkeletonColumns } from './display-names';
import { invalidateTokensOfUser } from './account-tokens.repository';
import { rowsOf } from '../../lib/sql';

export interface UserRow {
  id: number;
  displayName: string;
  slug: string;
  email: string;
  profilePicture: string | null;
  role: Role;
  emailVerifiedAt: Date | null;
  totpEnabledAt: Date | null;
  /** The account has at least one security key (WebAuthn), a second factor like TOTP. */
  hasSecurityKey: boolean;
  /** The member's language for e-mails and pushes (decision 047); null: not chosen. */
  locale: string | null;
}

export const userColumns = {
  ...memberAccountColumns,
  emailVerifiedAt: users.emailVerifiedAt,
  totpEnabledAt: users.totpEnabledAt,
  locale: users.locale,
  // "users"."id" spelled out: drizzle writes a column of a one-table select unqualified, and a
  // bare "id" inside the subquery would be the key's own id.
  hasSecurityKey:
    sql<boolean>`exists (select 1 from ${securityKeys} sk where sk.user_id = "users"."id")`.mapWith(
      Boolean,
    ),
};

export async function findUserWithPasswordByEmail(db: Database, email: string) {
  const rows = await db
    .select({ ...userColumns, password: users.password })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** The session-shaped row (userColumns) of user `id`, or null. */
export async function findUserRowById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserWithPasswordById(db: Database, id: number) {
  const rows = await db
    .select({
      ...userColumns,
      password: users.password,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Slugs already taken that equal `base` or start with `base-` (to pick the next free suffix): held
 * by a member, or kept as an old handle that redirects to one (decision 045).
 */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  const [held, redirected] = await Promise.all([
    db
      .select({ slug: users.slug })
      .from(users)
      .where(or(eq(users.slug, base), like(users.slug, `${base}-%`))),
    db
      .select({ slug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .where(or(eq(slugRedirects.oldSlug, base), like(slugRedirects.oldSlug, `${base}-%`))),
  ]);
  return [...held, ...redirected].map((r) => r.slug);
}

export async function insertUser(
  db: Database,
  values: {
    email: string;
    displayName: string;
    slug: string;
    password: string;
    role: Role;
    /** True when the slug was drawn, not derived: the member may choose one once. */
    handleChoosable?: boolean;
    locale?: string | null;
  },
): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...values, ...nameSkeletonColumns(values.displayName) })
    .onConflictDoNothing()
    .returning(userColumns);
  return rows[0] ?? null;
}

/** Takes the next users.id from its sequence without inserting (what a failed insert also costs). */
export async function takeNextUserId(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
  );
  return rowsOf<{ id: number }>(result)[0]!.id;
}

export async function updatePassword(db: Database, userId: number, password: string) {
  await db.update(users).set({ password }).where(eq(users.id, userId));
}

/**
 * Takes an account back for the owner of its mailbox: the password becomes one
 * no input matches (a non-PHC string fails every check), two-factor and its recovery codes are
 * removed (security keys too), and every session and unused reset link ends. Run inside the caller's transaction.
 */
export async function clearCredentials(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      password: `!cleared:${now.toISOString()}`,
      totpEnabledAt: null,
      totpSecret: null,
      totpLastStep: null,
    })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(securityKeys).where(eq(securityKeys.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await invalidateTokensOfUser(db, userId, 'reset_password', now);
}

/**
 * Marks the address verified; with `firstOnly`, only if it never was (one statement, so of two
 * racing links exactly one sees the first verification). Null when that did not hold or the address
 * changed.
 */
export async function setEmailVerified(
  db: Database,
  userId: number,
  email: string,
  now: Date,
  firstOnly = false,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.email, email),
        firstOnly ? isNull(users.emailVerifiedAt) : undefined,
      ),
    )
    .returning(userColumns);
  return rows[0] ?? null;
}
