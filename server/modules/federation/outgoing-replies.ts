/**
 * Replies under answers as Notes (decision 058): a reply of a member who publishes is a public Note
 * at `/ap/replies/{id}`, in reply to the answer's Note (ours, or the remote Note an answer came
 * from), sent to the member's followers and to the answer's author when they are elsewhere; its
 * edit is an Update and its deletion a Delete to the same recipients.
 */
import type { Context } from '@fedify/fedify';
import {
  Create,
  Delete,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
  type Recipient,
} from '@fedify/vocab';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { responseReplies, users } from '../../db/schema';
import type { HearsayFederation } from './federation';
import { findPublishedAnswer } from './federation.repository';
import { answerUri, escapeHtml, instant } from './notes';
import { createOf, updateOf } from './outgoing';
import { keptNoteOf } from './remote-objects.repository';
import { remoteActorRecipient } from './remote-recipients';

/** The id of our reply `id`'s Note (served by federation.routes.ts). */
export const replyUri = (ctx: Context<void>, id: number) =>
  new URL(`/ap/replies/${id}`, ctx.origin);

/** A visible reply of a local member who publishes to the fediverse, or null. */
async function findPublishedReply(db: Database, id: number) {
  const [row] = await db
    .select({
      id: responseReplies.id,
      responseId: responseReplies.responseId,
      userId: responseReplies.userId,
      body: responseReplies.body,
      createdAt: responseReplies.createdAt,
      editedAt: responseReplies.editedAt,
    })
    .from(responseReplies)
    .innerJoin(users, eq(users.id, responseReplies.userId))
    .where(
      and(
        eq(responseReplies.id, id),
        isNull(responseReplies.hiddenAt),
        eq(users.remote, false),
        eq(users.fediversePublish, true),
      ),
    );
  return row ?? null;
}

/**
 * What a reply under answer `responseId` replies to: our published answer's Note, or the remote
 * Note the answer came from and its author (who then also gets the reply). Null otherwise.
 */
export async function repliedAnswer(ctx: Context<void>, db: Database, responseId: number) {
  if (await findPublishedAnswer(db, responseId))
    return { note: answerUri(ctx, responseId), remoteAuthor: null as Recipient | null };
  const kept = await keptNoteOf(db, { responseId });
  if (!kept) return null;
  return {
    note: new URL(kept.objectUri),
    remoteAuthor: await remoteActorRecipient(db, kept.actorUri),
  };
}

/** The Note of reply `id`, or null when it is not published. */
export async function replyNote(ctx: Context<void>, db: Database, id: number) {
  const reply = await findPublishedReply(db, id);
  const target = reply ? await repliedAnswer(ctx, db, reply.responseId) : null;
  if (!reply || !target) return null;
  const author = String(reply.userId);
  const note = new Note({
    id: replyUri(ctx, reply.id),
    attribution: ctx.getActorUri(author),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(author),
    replyTarget: target.note,
    url: replyUri(ctx, reply.id),
    content: `<p>${escapeHtml(reply.body)}</p>`,
    published: instant(reply.createdAt),
    updated: reply.editedAt ? instant(reply.editedAt) : null,
  });
  return { note, userId: reply.userId, remoteAuthor: target.remoteAuthor };
}

/** Sends `activity` of member `userId` to their followers and, when given, one remote member. */
async function deliver(
  ctx: Context<void>,
  userId: number,
  activity: Create | Update | Delete,
  also: Recipient | null,
) {
  const sender = { identifier: String(userId) };
  await ctx.sendActivity(sender, 'followers', activity, {
    preferSharedInbox: true,
    excludeBaseUris: [new URL(ctx.origin)],
  });
  if (also) await ctx.sendActivity(sender, also, activity);
}

/** Publishes new reply `id` (`edit`: its edit) as a Create (an Update) of its Note. */
export async function publishReply(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
  edit = false,
) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  const found = await replyNote(ctx, db, id);
  if (!found) return;
  const { note, userId, remoteAuthor } = found;
  const activity = (edit ? updateOf : createOf)(ctx, note, userId);
  await deliver(ctx, userId, activity, remoteAuthor);
}

/**
 * Who must hear that reply `id` of member `userId` is deleted, read before it is: null when the
 * reply is not published.
 */
export async function beforeReplyDeletion(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
  userId: number,
) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  const found = await replyNote(ctx, db, id);
  return found && found.userId === userId ? { id, remoteAuthor: found.remoteAuthor } : null;
}

/** Sends the Delete of a reply read by `beforeReplyDeletion`. */
export async function publishReplyDeletion(
  hearsay: HearsayFederation,
  origin: URL,
  userId: number,
  before: { id: number; remoteAuthor: Recipient | null },
) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  const object = replyUri(ctx, before.id);
  const activity = new Delete({
    id: new URL(`${object.href}#delete`),
    actor: ctx.getActorUri(String(userId)),
    object: new Tombstone({ id: object }),
    to: PUBLIC_COLLECTION,
  });
  await deliver(ctx, userId, activity, before.remoteAuthor);
}
