/**
 * A route's read that travels in the session lookup's own statement (decision 057): the session
 * and the route's rows in one round trip. The rows are keyed on the session's user id inside the
 * statement, so they are the session user's by construction; the hook still decides whether the
 * session is live (session-plugin.ts) and hands the rows to the route only then.
 *
 * A companion may offer what it made of its rows earlier for the same session, with the database
 * snapshot they were read under (decision 061). When the statement runs under that same snapshot,
 * nothing has committed anywhere since, so the rows would be the same: the statement skips them (a
 * one-time filter) and the hook hands back the earlier result instead.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { prepareMapped, preparedOnce } from '../../db/prepared-statements';
import { sessions, users } from '../../db/schema/index';
import { dbSnapshotSql } from '../../db/snapshot';
import { userColumns, type UserRow } from './auth.repository';
import type { SessionRow } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the companion read with a live session (CompanionRead), else null. */
    sessionCompanion: CompanionRead | null;
  }
  interface FastifyInstance {
    /** Companion reads by route method and path (addSessionCompanion). */
    sessionCompanions: Map<string, SessionCompanion>;
  }
}

/** What a companion reads for one request: the statement's key and its placeholder values. */
export interface CompanionPick {
  /** Says everything that shapes the companion's SQL (one key, one statement text). */
  key: string;
  values: Record<string, unknown>;
  /** The companion's earlier result for this session and the snapshot its rows were read under. */
  earlier?: EarlierRead | undefined;
}

/** A companion's result from an earlier read, valid while the database snapshot is `dbSnapshot`. */
export interface EarlierRead {
  dbSnapshot: string;
  result: unknown;
}

/** What the session hook hands the route of its companion's read. */
export interface CompanionRead {
  key: string;
  /** The rows' values in `ord` order; empty when `earlier` stands for them. */
  rows: unknown[][];
  /** The statement's database snapshot (db/snapshot.ts), null inside a writing transaction. */
  dbSnapshot: string | null;
  /** The pick's earlier result when the statement ran under its snapshot, else undefined. */
  earlier: unknown;
}

/** A route's read that can run with the session lookup. */
export interface SessionCompanion {
  /**
   * The read this request needs, from its raw query string, or null for the session alone.
   * `tokenHash` names the session (not yet checked) whose earlier read the pick may offer.
   */
  pick(request: FastifyRequest, tokenHash: string): CompanionPick | null;
  /**
   * The rows' SELECT for `key`, the viewer's id given as `viewer` (an SQL expression over the
   * session row). Its last column must be `ord`, the rows' order from 1: the statement returns
   * them in that order.
   */
  build(key: string, viewer: SQL): SQL;
}

/** Lets the session hook read `companion` with the session on `route` (its method and path as registered). */
export function addSessionCompanion(
  app: FastifyInstance,
  route: { method: string; path: string },
  companion: SessionCompanion,
): void {
  app.sessionCompanions.set(companionKey(route.method, route.path), companion);
}

/** The key of a route's companion: its method and its path as registered. */
export function companionKey(method: string, path: string): string {
  return `${method} ${path}`;
}

const sessionColumns = {
  tokenHash: sessions.tokenHash,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  mfaPassedAt: sessions.mfaPassedAt,
};
const userEntries = Object.entries(userColumns);
const sessionEntries = Object.entries(sessionColumns);
/** Values of the session part of each row: the user's, the session's, then the snapshot. */
const SESSION_VALUES = userEntries.length + sessionEntries.length + 1;

/** A value as Drizzle's own mapping would give it (the column's or the SQL's decoder). */
function decode(column: unknown, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const decoder =
    (column as { decoder?: { mapFromDriverValue(v: unknown): unknown } }).decoder ??
    (column as { mapFromDriverValue?(v: unknown): unknown });
  return typeof decoder.mapFromDriverValue === 'function'
    ? decoder.mapFromDriverValue(value)
    : value;
}

function objectFromValues(entries: [string, unknown][], values: unknown[], at: number) {
  return Object.fromEntries(
    entries.map(([key, column], i) => [key, decode(column, values[at + i])]),
  );
}

/**
 * The session lookup of findSessionWithUser (the same conditions) and the companion's rows for its
 * user, in one statement prepared once per key: the session row once, then the companion's rows
 * (as their values, in `ord` order), or none of them when the pick's earlier read is still exact.
 * Null when the token has no session.
 */
export async function findSessionWithCompanion(
  db: Database,
  tokenHash: string,
  now: Date,
  companion: SessionCompanion,
  pick: CompanionPick,
): Promise<{ user: UserRow; session: SessionRow; read: CompanionRead } | null> {
  const name = `session_with_${pick.key}`;
  const statement = preparedOnce(db, name, () =>
    prepareMapped(
      db,
      combinedQuery(db, companion.build(pick.key, sql`vs.viewer_id`)),
      name,
      (v) => v,
    ),
  );
  const rows = await statement.execute({
    ...pick.values,
    tokenHash,
    now: now.toISOString(),
    knownSnapshot: pick.earlier?.dbSnapshot ?? null,
  });
  const first = rows[0];
  if (!first) return null;
  const dbSnapshot = (first[SESSION_VALUES - 1] as string | null) ?? null;
  const unchanged = dbSnapshot !== null && dbSnapshot === pick.earlier?.dbSnapshot;
  return {
    user: objectFromValues(userEntries, first, 0) as unknown as UserRow,
    session: objectFromValues(sessionEntries, first, userEntries.length) as unknown as SessionRow,
    read: {
      key: pick.key,
      // A session without companion rows still gives its one row, its companion values null.
      rows: rows.filter((row) => row.at(-1) !== null).map((row) => row.slice(SESSION_VALUES, -1)),
      dbSnapshot,
      earlier: unchanged ? pick.earlier!.result : undefined,
    },
  };
}

/**
 * `with vs as (the session row and the snapshot) select <the session's values on the first row
 * only>, c.* from vs left join lateral (the companion, unless the snapshot is the known one) c on
 * true order by c.ord`.
 */
function combinedQuery(db: Database, companion: SQL): SQL {
  const columns = [...userEntries, ...sessionEntries].map(([, column]) => column as SQL);
  const session = db
    .select({
      ...Object.fromEntries(columns.map((column, i) => [`s${i}`, sql`${column}`.as(`s${i}`)])),
      dbSnapshot: sql<string | null>`${dbSnapshotSql}`.as('db_snapshot'),
      viewerId: sql<number>`${users.id}`.as('viewer_id'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  // Later rows repeat nothing of the session: nulls cost the driver next to nothing.
  const once = [...columns.map((_, i) => `s${i}`), 'db_snapshot'].map(
    (name) => sql`case when coalesce(c.ord, 1) = 1 then vs.${sql.identifier(name)} end`,
  );
  // The condition names only the outer row, so PostgreSQL plans it as a one-time filter above the
  // companion (`offset 0` keeps the subquery from being flattened into a join filter): when the
  // snapshot is the known one, the companion's plan is never started.
  return sql`with vs as materialized (${session})
    select ${sql.join(once, sql`, `)}, c.*
    from vs left join lateral (
      select * from (${companion}) c0
      where not coalesce(vs.db_snapshot = ${sql.placeholder('knownSnapshot')}::text, false)
      offset 0
    ) c on true
    order by c.ord`;
}
