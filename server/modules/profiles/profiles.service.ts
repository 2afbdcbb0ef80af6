/**
 * Public profiles (spec 000 §2 "Profiles", §7): what any member may see of another, never the email.
 */
import type { PublicProfile } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { currentSlugFor } from '../member-handles/index';
import * as repo from './profiles.repository';

const toProfile = (row: repo.ProfileRow): PublicProfile => ({
  id: row.id,
  displayName: row.displayName,
  slug: row.slug,
  profilePicture: row.profilePicture,
  createdAt: row.createdAt.toISOString(),
  requestCount: Number(row.requestCount),
  responseCount: Number(row.responseCount),
  followerCount: Number(row.followerCount),
  followingCount: Number(row.followingCount),
  viewer: { following: row.viewerFollows === true },
  remote:
    row.remote && row.actorUri ? { server: new URL(row.actorUri).host, url: row.actorUri } : null,
});

/** The public profile of member `id`. Throws 404 when there is none. */
export async function getProfileById(
  db: Database,
  id: number,
  viewerId?: number,
): Promise<PublicProfile> {
  // A member who blocked the viewer does not exist for them.
  const row = await repo.findProfileById(db, id, viewerId);
  if (!row) throw notFound('Member not found.');
  return toProfile(row);
}

/**
 * The public profile at `/profile/{slug}`, or `{ movedTo }` when `slug` is a member's old handle
 * (decision 045) and the viewer may see them. Throws 404 when there is none.
 */
export async function getProfileBySlug(
  db: Database,
  slug: string,
  viewerId?: number,
): Promise<PublicProfile | { movedTo: string }> {
  const row = await repo.findProfileBySlug(db, slug, viewerId);
  if (row) return toProfile(row);
  const current = await currentSlugFor(db, slug);
  if (current && (await repo.findProfileBySlug(db, current, viewerId))) return { movedTo: current };
  throw notFound('Member not found.');
}

/** True when a member with this id exists; other modules check members through here. */
export function memberExists(db: Database, id: number): Promise<boolean> {
  return repo.userExists(db, id);
}
