/** SQL of member follows: the follow rows, the target's standing with the viewer, and counts. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** How member `targetId` stands with `viewerId`: null when no such member exists. */
export interface FollowTarget {
  /** The target blocks the viewer. */
  blocksViewer: boolean;
  /** The viewer blocks the target. */
  blockedByViewer: boolean;
}

/** The target's existence and the blocks between the two, in one statement (two primary-key probes of blocks). */
export async function findTarget(
  db: Database,
  viewerId: number,
  targetId: number,
): Promise<FollowTarget | null> {
  const result = await db.execute(sql`select
      exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewerId}) as "blocksViewer",
      exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = u.id) as "blockedByViewer"
    from users u where u.id = ${targetId}`);
  return rowsOf<FollowTarget>(result)[0] ?? null;
}

/**
 * Inserts the follow unless a block stands between the two at the time of the write (checked in
 * the same statement, so a block written meanwhile is not slipped past). Repeating it is harmless.
 */
export async function insertFollow(
  db: Database,
  followerId: number,
  followedId: number,
): Promise<void> {
  await db.execute(sql`insert into user_follows (follower_id, followed_id)
    select ${followerId}, ${followedId}
    where not exists (select 1 from blocks b where (b.blocker_id = ${followerId} and b.blocked_id = ${followedId}) or (b.blocker_id = ${followedId} and b.blocked_id = ${followerId}))
    on conflict do nothing`);
}

export async function deleteFollow(
  db: Database,
  followerId: number,
  followedId: number,
): Promise<void> {
  await db.execute(
    sql`delete from user_follows where follower_id = ${followerId} and followed_id = ${followedId}`,
  );
}

/** Removes the follows in both directions between two members (when one blocks the other). */
export async function deleteFollowsBetween(db: Database, a: number, b: number): Promise<void> {
  await db.execute(sql`delete from user_follows
    where (follower_id = ${a} and followed_id = ${b}) or (follower_id = ${b} and followed_id = ${a})`);
}

/** Member `userId`'s follower and following counts and whether `viewerId` follows them: index-only counts over both indexes. */
export async function followCounts(
  db: Database,
  userId: number,
  viewerId: number,
): Promise<{ followerCount: number; followingCount: number; following: boolean }> {
  const result = await db.execute(sql`select
      (select count(*)::int from user_follows f where f.followed_id = ${userId}) as "followerCount",
      (select count(*)::int from user_follows f where f.follower_id = ${userId}) as "followingCount",
      exists (select 1 from user_follows f where f.follower_id = ${viewerId} and f.followed_id = ${userId}) as following`);
  const row = (
    result as unknown as {
      rows: { followerCount: number; followingCount: number; following: boolean }[];
    }
  ).rows[0]!;
  return {
    followerCount: Number(row.followerCount),
    followingCount: Number(row.followingCount),
    following: row.following,
  };
}
