/** Drizzle queries for public profiles: one member by id or slug, with their counts, in one query. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { memberCardColumns } from '../auth/index';

export interface ProfileRow {
  id: number;
  displayName: string;
  slug: string;
  profilePicture: string | null;
  createdAt: Date;
  requestCount: number;
  responseCount: number;
  followerCount: number;
  followingCount: number;
  viewerFollows: boolean;
  remote: boolean;
  actorUri: string | null;
}

/**
 * One member and how many requests and recommendations they have made, their follower and
 * following counts and whether the viewer follows them. The counts are scalar subqueries answered
 * from requests_user_id_created_idx, responses_user_created_idx and user_follows' indexes. One query.
 */
async function findProfile(
  db: Database,
  where: SQL,
  viewerId?: number,
): Promise<ProfileRow | null> {
  // A member who blocks the viewer is not found for them: one probe of the blocks key.
  const visible =
    viewerId === undefined
      ? undefined
      : sql`not exists (select 1 from blocks b where b.blocker_id = "users"."id" and b.blocked_id = ${viewerId})`;
  const rows = await db
    .select({
      ...memberCardColumns,
      createdAt: users.createdAt,
      remote: users.remote,
      actorUri: users.actorUri,
      // Spelled out: inside a select list Drizzle renders columns unqualified, which would bind
      // `id` to the subquery's own table.
      requestCount: sql<number>`(select count(*)::int from requests rq where rq.user_id = "users"."id")`,
      responseCount: sql<number>`(select count(*)::int from responses rs where rs.user_id = "users"."id")`,
      // Index-only counts over user_follows' two indexes, and the viewer's own follow.
      followerCount: sql<number>`(select count(*)::int from user_follows uf where uf.followed_id = "users"."id")`,
      followingCount: sql<number>`(select count(*)::int from user_follows uf where uf.follower_id = "users"."id")`,
      viewerFollows: sql<boolean>`exists (select 1 from user_follows uf where uf.follower_id = ${viewerId ?? 0} and uf.followed_id = "users"."id")`,
    })
    .from(users)
    .where(visible ? and(where, visible) : where)
    .limit(1);
  return rows[0] ?? null;
}

export const findProfileById = (db: Database, id: number, viewerId?: number) =>
  findProfile(db, eq(users.id, id), viewerId);
export const findProfileBySlug = (db: Database, slug: string, viewerId?: number) =>
  findProfile(db, eq(users.slug, slug), viewerId);

/** True when a member with this id exists. One primary-key lookup. */
export async function userExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}
