/**
 * What our members do to remote members and their Notes (decision 058): following a remote member
 * sends a Follow to their inbox (unfollowing, its Undo); upvoting a remote request or answer sends
 * a Like to its author (removing the upvote, its Undo). Each activity gets a new id, since a
 * receiving server drops an id it has seen, and an Undo names what it undoes by actor and object.
 * The follow is ours at once: a Reject from their server ends it again (inbox.ts).
 */
import { Follow, Like, Undo } from '@fedify/vocab';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { findLocalActor } from './federation.repository';
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
