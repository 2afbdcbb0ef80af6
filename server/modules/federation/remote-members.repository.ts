/**
 * Remote members (decision 046): an ActivityPub actor of another server kept as a `users` row with
 * `remote = true`, so follows, answers and upvotes reuse the tables local members use. Such a row
 * can never sign in: its password is no password hash and its e-mail is on the reserved `.invalid`
 * domain, unique per actor.
 */
import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, userFollows, users } from '../../db/schema';

/** What we keep of a remote actor. */
export interface RemoteActor {
  actorUri: string;
  /** `name@host`, without the leading @. */
  handle: string;
  displayName: string;
  inboxUrl: string;
  sharedInboxUrl: string | null;
  iconUrl: string | null;
}

/** Not a PHC string: verifying any password against it fails (modules/auth/passwords.ts). */
const NO_PASSWORD = '!remote';

/** Inserts or refreshes the remote member of `actor`; returns its id. */
export async function upsertRemoteMember(db: Database, actor: RemoteActor): Promise<number> {
  const digest = createHash('sha256').update(actor.actorUri).digest('hex').slice(0, 32);
  const fields = {
    displayName: actor.displayName.slice(0, 50) || actor.handle,
    handle: `@${actor.handle}`,
    inboxUrl: actor.inboxUrl,
    sharedInboxUrl: actor.sharedInboxUrl,
    profilePicture: actor.iconUrl,
  };
  const [row] = await db
    .insert(users)
    .values({
      ...fields,
      slug: actor.handle.toLowerCase(),
      email: `remote-${digest}@remote.invalid`,
      password: NO_PASSWORD,
      remote: true,
      actorUri: actor.actorUri,
      fediversePublish: false,
    })
    .onConflictDoUpdate({ target: users.actorUri, set: fields })
    .returning({ id: users.id });
  return row!.id;
}

/** The remote member of actor `actorUri`, or null. */
export async function findRemoteMember(db: Database, actorUri: string) {
  const [row] = await db
    .select({
      id: users.id,
      slug: users.slug,
      displayName: users.displayName,
      handle: users.handle,
      actorUri: users.actorUri,
      inboxUrl: users.inboxUrl,
      sharedInboxUrl: users.sharedInboxUrl,
    })
    .from(users)
    .where(and(eq(users.actorUri, actorUri), eq(users.remote, true)));
  return row ?? null;
}

/** Records that `followerId` follows `followedId` (idempotent). */
export async function addFollow(db: Database, followerId: number, followedId: number) {
  await db.insert(userFollows).values({ followerId, followedId }).onConflictDoNothing();
}

/** Removes that follow, if any. */
export async function removeFollow(db: Database, followerId: number, followedId: number) {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followedId, followedId)));
}

/** Whether either member blocks the other (a follow across a block is refused). */
export async function blockedEitherWay(db: Database, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
