/**
 * Drizzle queries on the sessions table: the session hook's one-query lookup of a token's session
 * with its user (prepared once per database), creating, touching, listing and ending sessions, and
 * the periodic purge of expired sessions, used or expired account tokens and old audit events. The
 * user columns come from auth.repository.ts, which never imports this file.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountTokens,
  auditEvents,
  genres,
  sessions,
  userGenres,
  users,
} from '../../db/schema/index';
import { preparedOnce } from '../../db/prepared-statements';
import { textArrayLiteral } from '../../lib/sql';
import { userColumns, type UserRow } from './auth.repository';

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

/**
 * Of these token hashes, the sessions that still exist (not absolutely expired, the account not
 * suspended), with what the idle and absolute limits need: one statement for any number of hashes,
 * so the live streams' heartbeat checks all of an instance's sessions at once.
 */
export async function findSessionsForCheck(
  db: Database,
  tokenHashes: string[],
  now: Date,
): Promise<{ tokenHash: string; role: UserRow['role']; createdAt: Date; lastSeenAt: Date }[]> {
  if (tokenHashes.length === 0) return [];
  return db
    .select({
      tokenHash: sessions.tokenHash,
      role: users.role,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        // One array parameter: the same text (and plan) whatever the number of streams.
        sql`${sessions.tokenHash} = any(${textArrayLiteral(tokenHashes)}::text[])`,
        gt(sessions.expiresAt, now),
        isNull(users.suspendedAt),
      ),
    );
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
