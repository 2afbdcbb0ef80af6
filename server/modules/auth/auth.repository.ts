/** Drizzle queries for users, sessions and account tokens used by the auth module and the session hook. */
import { and, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../../common/constants';
import type { Database } from '../../db/client';
import {
  accountTokens,
  auditEvents,
  genres,
  recoveryCodes,
  securityKeys,
  sessions,
  userGenres,
  users,
} from '../../db/schema/index';
import { memberAccountColumns } from '../../lib/member-columns';
import { preparedOnce } from '../../db/prepared-statements';
import { nameSkeletonColumns } from '../../lib/display-names';

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
}

export const userColumns = {
  ...memberAccountColumns,
  emailVerifiedAt: users.emailVerifiedAt,
  totpEnabledAt: users.totpEnabledAt,
  // "users"."id" spelled out: drizzle writes a column of a one-table select unqualified, and a
  // bare "id" inside the subquery would be the key's own id.
  hasSecurityKey:
    sql<boolean>`exists (select 1 from ${securityKeys} sk where sk.user_id = "users"."id")`.mapWith(
      Boolean,
    ),
};

/** The session row as the session hook needs it. */
export interface SessionRow {
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  mfaPassedAt: Date | null;
}

/**
 * The user owning a session token hash (not yet absolutely expired, the account not suspended) with
 * the session row, and with `withGenres` also the user's favourite genres in their order (what
 * GET /api/auth/me answers), so that route needs no second round trip. One query.
 */
export async function findSessionWithUser(
  db: Database,
  tokenHash: string,
  now: Date,
  withGenres = false,
): Promise<{
  user: UserRow;
  session: SessionRow;
  genres: { id: number; name: string }[] | null;
} | null> {
  const rows = await sessionWithUserStatement(db, withGenres).execute({
    tokenHash,
    now: now.toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  const list =
    typeof row.genres === 'string'
      ? (JSON.parse(row.genres) as { id: number; name: string }[])
      : row.genres;
  return { user: row.user, session: row.session, genres: list };
}

/**
 * The statement behind findSessionWithUser, prepared once per database (every signed-in API call
 * runs it: on PostgreSQL planned once per connection instead of per call, decision 009).
 */
function sessionWithUserStatement(db: Database, withGenres: boolean) {
  const name = withGenres ? 'session_with_user_genres' : 'session_with_user';
  return preparedOnce(db, name, () => {
    const genresColumn = withGenres
      ? sql<{ id: number; name: string }[] | string>`(
          select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by ug.position, ug.genre_id), '[]'::json)
          from ${userGenres} ug join ${genres} g on g.id = ug.genre_id
          where ug.user_id = ${users.id})`
      : sql<null>`null`;
    return db
      .select({
        user: userColumns,
        session: {
          tokenHash: sessions.tokenHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          mfaPassedAt: sessions.mfaPassedAt,
        },
        genres: genresColumn,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
          // A suspended account's sessions count as none, even one created as the suspension committed.
          isNull(users.suspendedAt),
        ),
      )
      .limit(1)
      .prepare(name);
  });
}

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
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

export async function updatePassword(db: Database, userId: number, password: string) {
  await db.update(users).set({ password }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string;
    userId: number;
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    mfaPassedAt?: Date | null;
  },
) {
  await db.insert(sessions).values({ ...values, lastSeenAt: values.createdAt });
}

export async function touchSession(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function markSessionMfaPassed(db: Database, tokenHash: string, now: Date) {
  await db.update(sessions).set({ mfaPassedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `keepTokenHash`. Returns how many ended. */
export async function deleteSessionsOfUser(
  db: Database,
  userId: number,
  keepTokenHash?: string,
): Promise<number> {
  const where = keepTokenHash
    ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepTokenHash}`)
    : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

export async function listSessionsOfUser(db: Database, userId: number) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/**
 * Removes sessions past their absolute expiry or idle window (members' idle everywhere, the
 * shorter staff idle for staff and admins), used and expired account tokens, and audit events past
 * their retention.
 */
export async function purgeExpired(
  db: Database,
  now: Date,
  limits: { memberIdleMs: number; staffIdleMs: number; auditMaxAgeMs: number },
): Promise<void> {
  const memberIdleBefore = new Date(now.getTime() - limits.memberIdleMs);
  const staffIdleBefore = new Date(now.getTime() - limits.staffIdleMs);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, memberIdleBefore)));
  await db.delete(sessions).where(
    and(
      lt(sessions.lastSeenAt, staffIdleBefore),
      inArray(
        sessions.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.role, ['staff', 'admin'])),
      ),
    ),
  );
  await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, now), sql`${accountTokens.usedAt} is not null`));
  await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, new Date(now.getTime() - limits.auditMaxAgeMs)));
}

export async function insertAccountToken(
  db: Database,
  values: {
    userId: number;
    purpose: 'verify_email' | 'reset_password';
    tokenHash: string;
    email: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(accountTokens).values(values);
}

/** Marks a live, unused token used and returns it; null when unknown, used, expired or of another purpose. */
export async function consumeAccountToken(
  db: Database,
  purpose: 'verify_email' | 'reset_password',
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return rows[0] ?? null;
}

/** A live, unused token's owner without using it up (to check a new password before spending the link). */
export async function findLiveAccountToken(
  db: Database,
  purpose: 'verify_email' | 'reset_password',
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Invalidates a user's unused tokens of one purpose (after a reset, the other reset links die). */
export async function invalidateTokensOfUser(
  db: Database,
  userId: number,
  purpose: 'verify_email' | 'reset_password',
  now: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Marks the address verified only if it never was (one statement, so of two racing links exactly
 * one sees the first verification). Null when it was already verified or the address changed.
 */
export async function setEmailFirstVerified(
  db: Database,
  userId: number,
  email: string,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning(userColumns);
  return rows[0] ?? null;
}

/**
 * Takes an account back for the owner of its mailbox (issue 35 item 1): the password becomes one
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

export async function setEmailVerified(
  db: Database,
  userId: number,
  email: string,
  now: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning(userColumns);
  return rows[0] ?? null;
}
