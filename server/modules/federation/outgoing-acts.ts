/**
 * What our members do to remote members and their Notes (decision 058): following a remote member
 * sends a Follow to their inbox (unfollowing, its Undo); upvoting a remote request or answer sends
 * a Like to its author (removing the upvote, its Undo). Each activity gets a new id, since a
 * receiving server drops an id it has seen, and an Undo names what it undoes by actor and object.
 * The follow is ours at once: a Reject from their server ends it again (inbox.ts). A deleted
 * account's Person is deleted on its remote followers' servers.
 */
import { Delete, Follow, Like, PUBLIC_COLLECTION, Undo, type Recipient } from '@fedify/vocab';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { findLocalActor, remoteFollowersOf } from './federation.repository';
import { keptNoteOf } from './remote-objects.repository';
import { remoteActorRecipient, remoteMemberRecipient } from './remote-recipients';

/** A fresh activity id under actor `actor` (`{actor}#{kind}/{time}-{random}`). */
const activityId = (actor: URL, kind: string) =>
  new URL(`#${kind}/${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`, actor);

/** Sends Follow (or, with `follow` false, its Undo) of remote member `followedId` from local member `followerId`. */
export async function sendFollow(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  followerId: number,
  followedId: number,
  follow: boolean,
): Promise<void> {
  const recipient = await remoteMemberRecipient(db, followedId);
  if (!recipient) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const actor = ctx.getActorUri(String(followerId));
  const act = new Follow({ id: activityId(actor, 'follows'), actor, object: recipient.id });
  const activity = follow ? act : new Undo({ id: activityId(actor, 'undo'), actor, object: act });
  await ctx.sendActivity({ identifier: String(followerId) }, recipient, activity);
}

/**
 * Sends a Like (or, with `on` false, its Undo) of the remote Note request or answer `target` came
 * from, when member `memberId` publishes to the fediverse; nothing for our own rows.
 */
export async function sendLike(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  memberId: number,
  target: { requestId: number } | { responseId: number },
  on: boolean,
): Promise<void> {
  const kept = await keptNoteOf(db, target);
  if (!kept || !(await findLocalActor(db, memberId))?.fediversePublish) return;
  const recipient = await remoteActorRecipient(db, kept.actorUri);
  if (!recipient) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const actor = ctx.getActorUri(String(memberId));
  const like = new Like({ id: activityId(actor, 'likes'), actor, object: new URL(kept.objectUri) });
  const activity = on ? like : new Undo({ id: activityId(actor, 'undo'), actor, object: like });
  await ctx.sendActivity({ identifier: String(memberId) }, recipient, activity);
}

/** Most remote followers told of an account's deletion (as for any delivery to followers). */
const MAX_DELETION_FOLLOWERS = 100_000;

/**
 * What telling remote followers of member `userId`'s account deletion needs, read while the
 * account still exists (its keys and followers go with it): null when nobody elsewhere follows them.
 */
export async function beforeAccountDeletion(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  userId: number,
) {
  const followers = await remoteFollowersOf(db, userId, 0, MAX_DELETION_FOLLOWERS);
  if (followers.length === 0) return null;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const keys = await ctx.getActorKeyPairs(String(userId));
  const recipients: Recipient[] = followers.map((f) => ({
    id: new URL(f.actorUri!),
    inboxId: new URL(f.inboxUrl!),
    endpoints: f.sharedInboxUrl ? { sharedInbox: new URL(f.sharedInboxUrl) } : null,
  }));
  return {
    userId,
    keys: keys.map((k) => ({ keyId: k.keyId, privateKey: k.privateKey })),
    recipients,
  };
}

/** Sends Delete of the Person read by `beforeAccountDeletion`, signed with its former keys. */
export async function sendAccountDeletion(
  hearsay: HearsayFederation,
  origin: URL,
  before: NonNullable<Awaited<ReturnType<typeof beforeAccountDeletion>>>,
): Promise<void> {
  if (before.keys.length === 0) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const actor = ctx.getActorUri(String(before.userId));
  await ctx.sendActivity(
    before.keys,
    before.recipients,
    new Delete({ id: activityId(actor, 'delete'), actor, object: actor, to: PUBLIC_COLLECTION }),
    { preferSharedInbox: true },
  );
}
