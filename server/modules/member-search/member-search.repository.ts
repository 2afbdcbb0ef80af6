/**
 * SQL of mention suggestions and member search (decision 045): members whose handle or display
 * name starts with a prefix, found through the prefix indexes on lower(slug) and
 * lower(display_name) (text_pattern_ops, migration 0038). Neither side of a block sees the other;
 * the deleted-account placeholder and the viewer themself are left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PublicUser } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { DELETED_ACCOUNT } from '../account-data/index';

/** Matches in the whole membership a suggestion looks at before ranking (the third tier). */
const EVERYONE_CANDIDATES = 50;

/** `like` pattern for "starts with `prefix`" (lower-cased, wildcards escaped). */
export function prefixPattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The prefix condition on users `u`, which the two prefix indexes serve (a BitmapOr). */
const startsWith = (pattern: string) =>
  sql`(lower(u.slug) like ${pattern} or lower(u.display_name) like ${pattern})`;

/** Members `viewerId` may see: not them, not the placeholder, no block either way. */
const visibleTo = (
  viewerId: number,
) => sql`u.id <> ${viewerId} and u.slug <> ${DELETED_ACCOUNT.slug}
  and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = u.id)
    or (b.blocker_id = u.id and b.blocked_id = ${viewerId}))`;

const rowsOf = (result: unknown) => (result as { rows: PublicUser[] }).rows;

/**
 * Up to `limit` members for an @mention starting with `prefix`: people of request `requestId`'s
 * thread (asker, answerers, repliers) first, then members the viewer follows, then anyone; by
 * name within a tier.
 */
export async function mentionCandidates(
  db: Database,
  viewerId: number,
  prefix: string,
  requestId: number | null,
  limit: number,
): Promise<PublicUser[]> {
  const pattern = prefixPattern(prefix);
  const thread: SQL =
    requestId === null
      ? sql`select null::int as user_id where false`
      : sql`select q.user_id from requests q where q.id = ${requestId}
        union select r.user_id from responses r where r.request_id = ${requestId}
        union select p.user_id from response_replies p join responses r on r.id = p.response_id where r.request_id = ${requestId}`;
  const result = await db.execute(sql`with thread as (${thread}),
    matching as (
      select u.id from users u where u.id in (select user_id from thread) and ${startsWith(pattern)}
      union
      select u.id from users u join user_follows f on f.followed_id = u.id and f.follower_id = ${viewerId}
      where ${startsWith(pattern)}
      union
      (select u.id from users u where ${startsWith(pattern)} limit ${EVERYONE_CANDIDATES}))
    select u.id, u.display_name as "displayName", u.slug, u.profile_picture as "profilePicture"
    from matching m join users u on u.id = m.id
    where ${visibleTo(viewerId)}
    order by case when u.id in (select user_id from thread) then 0
      when exists (select 1 from user_follows f where f.follower_id = ${viewerId} and f.followed_id = u.id) then 1
      else 2 end, lower(u.display_name), u.id
    limit ${limit}`);
  return rowsOf(result);
}

/** Page of members whose handle or display name starts with `query`, by name; `limit` + 1 rows to tell if more follow. */
export async function searchMembers(
  db: Database,
  viewerId: number,
  query: string,
  limit: number,
  offset: number,
): Promise<PublicUser[]> {
  const result = await db.execute(sql`select u.id, u.display_name as "displayName", u.slug,
      u.profile_picture as "profilePicture"
    from users u where ${startsWith(prefixPattern(query))} and ${visibleTo(viewerId)}
    order by lower(u.display_name), u.id limit ${limit + 1} offset ${offset}`);
  return rowsOf(result);
}
