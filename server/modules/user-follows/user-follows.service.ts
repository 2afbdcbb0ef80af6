/**
 * Following members (docs/decisions/030-follow-people-and-top-order.md). Distinct from
 * following a request (notifications module): a member follows a person, sees what they ask and
 * answer under the feed's "Following" filter and hears when they ask.
 *
 * Rules: following and unfollowing are idempotent; nobody follows themself (400
 * `cannot_follow_self`); an unknown member, and one who blocks the viewer, is 404 "Member not
 * found." (as their profile is); a member the viewer blocks cannot be followed (403
 * `follow_blocked`); a block removes the follows both ways (`dropFollowsBetween`).
 */
import type { UserFollowState } from '../../../common/schemas/user-follows';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { invalidateMagicRankings } from '../../lib/magic-rankings';
import * as repo from './user-follows.repository';

async function state(db: Database, viewerId: number, targetId: number): Promise<UserFollowState> {
  const counts = await repo.followCounts(db, targetId, viewerId);
  return { userId: targetId, ...counts };
}

/**
 * The viewer follows (`follow` true) or unfollows member `targetId`; answers the new state with the
 * target's counts. Throws 400 for oneself, 404 for an unknown member or one who blocks the viewer,
 * 403 when following a member the viewer blocks.
 */
export async function setFollowUser(
  db: Database,
  viewerId: number,
  targetId: number,
  follow: boolean,
): Promise<UserFollowState> {
  if (targetId === viewerId) throw badRequest("You can't follow yourself.", 'cannot_follow_self');
  const target = await repo.findTarget(db, viewerId, targetId);
  if (!target || target.blocksViewer) throw notFound('Member not found.');
  if (follow) {
    if (target.blockedByViewer)
      throw new HttpError(403, 'follow_blocked', 'Unblock this member to follow them.');
    await repo.insertFollow(db, viewerId, targetId);
  } else {
    await repo.deleteFollow(db, viewerId, targetId);
  }
  // A MAGIC "Following" page ranked before the change would list the old set for a few seconds.
  await invalidateMagicRankings(db, viewerId);
  return state(db, viewerId, targetId);
}

/** Follower and following counts of member `userId`, and whether `viewerId` follows them (profiles ask here). */
export function followCounts(db: Database, userId: number, viewerId: number) {
  return repo.followCounts(db, userId, viewerId);
}

/** Ends the follows both ways between two members: moderation calls it in the transaction that writes a block. */
export function dropFollowsBetween(db: Database, a: number, b: number): Promise<void> {
  return repo.deleteFollowsBetween(db, a, b);
}
