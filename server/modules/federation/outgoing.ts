/**
 * What our members' writes send to the fediverse (decisions 046, 058), after the write has been
 * answered (outgoing-hooks.ts), so a write never waits on federation: a new request or answer of a
 * member who publishes is a Create of its Note to their followers, an edited one an Update, a
 * deleted one a Delete; an answer to a request from the fediverse also goes to its asker. Each
 * delivery goes through Fedify's queue (our `federation_queue`), retried with backoff.
 */
import type { Context } from '@fedify/fedify';
import {
  Create,
  Delete,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
  type Object as ApObject,
  type Recipient,
} from '@fedify/vocab';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { findLocalActor, findPublishedAnswer, findPublishedRequest } from './federation.repository';
import { answerNote, requestNote } from './notes';
import { keptNoteOf } from './remote-objects.repository';
import { remoteActorRecipient } from './remote-recipients';

/** Sends `activity` of member `userId` to their followers (shared inboxes where offered). */
async function toFollowers(
  hearsay: HearsayFederation,
  origin: URL,
  userId: number,
  activity: Create | Delete | Update,
) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  await ctx.sendActivity({ identifier: String(userId) }, 'followers', activity, {
    preferSharedInbox: true,
    excludeBaseUris: [origin],
  });
}

/** A Create of `note`, written by member `userId`, to the public and their followers. */
export function createOf(ctx: Context<void>, note: Note, userId: number) {
  return new Create({
    id: new URL(`${note.id!.href}#create`),
    actor: ctx.getActorUri(String(userId)),
    object: note,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(userId)),
    published: note.published,
  });
}

/** An Update of `note`, edited by member `userId`: a new id per edit, since one Note may change often. */
export function updateOf(ctx: Context<void>, note: Note, userId: number) {
  return new Update({
    id: new URL(`${note.id!.href}#update-${Date.now().toString(36)}`),
    actor: ctx.getActorUri(String(userId)),
    object: note,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(userId)),
  });
}

/** Sends request `id`'s Note, wrapped by `wrap` (Create, or Update for an edit), if its author publishes. */
async function sendRequest(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
  wrap: (ctx: Context<void>, note: Note, userId: number) => Create | Update,
) {
  const row = await findPublishedRequest(db, id);
  if (!row) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  await toFollowers(hearsay, origin, row.userId, wrap(ctx, requestNote(ctx, row), row.userId));
}

/** Publishes request `id` if its author publishes to the fediverse. */
export const publishRequest = (hearsay: HearsayFederation, db: Database, origin: URL, id: number) =>
  sendRequest(hearsay, db, origin, id, createOf);

/** Publishes the edit of request `id` (an Update of its Note) if its author publishes. */
export const publishRequestUpdate = (
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
) => sendRequest(hearsay, db, origin, id, updateOf);

/**
 * What an answer to request `requestId` replies to: our request's Note and asker, or the remote
 * Note a request came from (decision 058) and its author, who then also gets the answer. Null when
 * the request is neither published nor from the fediverse.
 */
export async function answeredRequest(ctx: Context<void>, db: Database, requestId: number) {
  const local = await findPublishedRequest(db, requestId);
  if (local)
    return {
      note: ctx.getObjectUri(Note, { id: String(local.id) }),
      asker: ctx.getActorUri(String(local.userId)),
      remoteAsker: null,
    };
  const kept = await keptNoteOf(db, { requestId });
  if (!kept) return null;
  return {
    note: new URL(kept.objectUri),
    asker: new URL(kept.actorUri),
    remoteAsker: await remoteActorRecipient(db, kept.actorUri),
  };
}

/**
 * Sends answer `id`'s Note, wrapped by `wrap` (Create, or Update for an edit), to its author's
 * followers and to a remote asker.
 */
async function sendAnswer(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
  wrap: (ctx: Context<void>, note: Note, userId: number) => Create | Update,
) {
  const answer = await findPublishedAnswer(db, id);
  const ctx = hearsay.federation.createContext(origin, undefined);
  const target = answer ? await answeredRequest(ctx, db, answer.requestId) : null;
  if (!answer || !target) return;
  const activity = wrap(ctx, answerNote(ctx, answer, target.note, target.asker), answer.userId);
  await toFollowers(hearsay, origin, answer.userId, activity);
  if (target.remoteAsker)
    await ctx.sendActivity({ identifier: String(answer.userId) }, target.remoteAsker, activity);
}

/** Publishes answer `id` to its author's followers (a reply to the request's Note) and a remote asker. */
export const publishAnswer = (hearsay: HearsayFederation, db: Database, origin: URL, id: number) =>
  sendAnswer(hearsay, db, origin, id, createOf);

/** Publishes the edit of answer `id` (an Update of its Note) to the same recipients. */
export const publishAnswerUpdate = (
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
) => sendAnswer(hearsay, db, origin, id, updateOf);

/**
 * Tells member `userId`'s followers, and `alsoTo` (the remote asker of a deleted answer), that
 * `object` (a request's or answer's Note) is gone.
 */
export async function publishDelete(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  userId: number,
  object: URL,
  alsoTo: Recipient | null = null,
) {
  const member = await findLocalActor(db, userId);
  if (!member?.fediversePublish) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const tombstone: ApObject = new Tombstone({ id: object });
  const del = new Delete({
    id: new URL(`${object.href}#delete`),
    actor: ctx.getActorUri(String(userId)),
    object: tombstone,
    to: PUBLIC_COLLECTION,
  });
  await toFollowers(hearsay, origin, userId, del);
  if (alsoTo) await ctx.sendActivity({ identifier: String(userId) }, alsoTo, del);
}
