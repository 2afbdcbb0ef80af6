/**
 * The queries of federation (decision 046): local members as actors, their remote followers, the
 * requests and answers published as Notes, the actors' key pairs and NodeInfo's counts.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federationKeys, requests, responses, userFollows, users } from '../../db/schema';

/** A local member as an actor: null for an unknown, remote or suspended member. */
export async function findLocalActor(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      slug: users.slug,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
      createdAt: users.createdAt,
      fediversePublish: users.fediversePublish,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.remote, false), isNull(users.suspendedAt)));
  return row ?? null;
}

/** The id of the local member with `slug`, or null. */
export async function localIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.remote, false), isNull(users.suspendedAt)));
  return row?.id ?? null;
}

/** The stored key pairs of actor `actor` (JWKs), oldest first. */
export function keyRowsOf(db: Database, actor: string) {
  return db
    .select({
      algorithm: federationKeys.algorithm,
      privateKey: federationKeys.privateKey,
      publicKey: federationKeys.publicKey,
    })
    .from(federationKeys)
    .where(eq(federationKeys.actor, actor))
    .orderBy(federationKeys.createdAt);
}

/** Stores a key pair unless one of that algorithm exists (instances racing keep the first). */
export async function insertKeyRow(
  db: Database,
  row: {
    actor: string;
    algorithm: 'RSASSA-PKCS1-v1_5' | 'Ed25519';
    privateKey: object;
    publicKey: object;
  },
): Promise<void> {
  await db.insert(federationKeys).values(row).onConflictDoNothing();
}

/** The remote followers of local member `id`, newest first, a page at a time. */
export function remoteFollowersOf(db: Database, id: number, offset: number, limit: number) {
  return db
    .select({
      actorUri: users.actorUri,
      inboxUrl: users.inboxUrl,
      sharedInboxUrl: users.sharedInboxUrl,
    })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followerId))
    .where(and(eq(userFollows.followedId, id), eq(users.remote, true)))
    .orderBy(desc(userFollows.createdAt), desc(users.id))
    .offset(offset)
    .limit(limit);
}

/** How many remote actors follow local member `id`. */
export async function remoteFollowerCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followerId))
    .where(and(eq(userFollows.followedId, id), eq(users.remote, true)));
  return row?.n ?? 0;
}

/** How many members local member `id` follows (local and remote). */
export async function followingCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFollows)
    .where(eq(userFollows.followerId, id));
  return row?.n ?? 0;
}

/** A visible request of a local member who publishes to the fediverse, with its genre names. */
export async function findPublishedRequest(db: Database, id: number) {
  const [row] = await db
    .select({
      id: requests.id,
      userId: requests.userId,
      type: requests.type,
      content: requests.content,
      gifUrl: requests.gifUrl,
      songData: requests.songData,
      createdAt: requests.createdAt,
      editedAt: requests.editedAt,
      genres: sql<
        string[]
      >`coalesce((select array_agg(g.name order by g.name) from request_genres rg join genres g on g.id = rg.genre_id where rg.request_id = ${requests.id}), '{}')`,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(
      and(
        eq(requests.id, id),
        isNull(requests.hiddenAt),
        eq(users.remote, false),
        eq(users.fediversePublish, true),
        isNull(users.suspendedAt),
      ),
    );
  return row ?? null;
}

/** A visible answer of a local member who publishes to the fediverse, with its request's author. */
export async function findPublishedAnswer(db: Database, id: number) {
  const [row] = await db
    .select({
      id: responses.id,
      requestId: responses.requestId,
      userId: responses.userId,
      songData: responses.songData,
      comment: responses.comment,
      createdAt: responses.createdAt,
    })
    .from(responses)
    .innerJoin(users, eq(users.id, responses.userId))
    .where(
      and(
        eq(responses.id, id),
        isNull(responses.hiddenAt),
        eq(users.remote, false),
        eq(users.fediversePublish, true),
      ),
    );
  return row ?? null;
}

/** NodeInfo's usage: local members, and local requests plus answers. */
export async function usageCounts(db: Database) {
  const [row] = await db
    .execute<{ members: number; posts: number }>(
      sql`
    select (select count(*)::int from users where not remote) as members,
      (select count(*)::int from requests r join users u on u.id = r.user_id where not u.remote)
      + (select count(*)::int from responses a join users u on u.id = a.user_id where not u.remote) as posts`,
    )
    .then((r) => (r as unknown as { rows: { members: number; posts: number }[] }).rows);
  return { members: Number(row?.members ?? 0), posts: Number(row?.posts ?? 0) };
}
