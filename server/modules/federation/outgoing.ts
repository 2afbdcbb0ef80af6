/**
 * What our members' writes send to the fediverse (decision 046), observed after the write has been
 * answered, so a write never waits on federation and no other module changes: a new request or
 * answer of a member who publishes is a Create of its Note to their followers; a deleted one is a
 * Delete. An answer to a request from the fediverse also goes to its asker; follows of remote
 * members and upvotes of their Notes become Follow and Like (outgoing-acts.ts, decision 058).
 * Each delivery goes through Fedify's queue (our `federation_queue`), retried with backoff.
 * Writes are told apart by their route names in common/api-routes.ts.
 */
import type { Context } from '@fedify/fedify';
import type { FastifyRequest } from 'fastify';
import {
  Create,
  Delete,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  type Object as ApObject,
  type Recipient,
} from '@fedify/vocab';
import { API_ROUTES, type ApiRouteName } from '../../../common/api-routes';
import type { App } from '../../app-types';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { findLocalActor, findPublishedAnswer, findPublishedRequest } from './federation.repository';
import { answerNote, answerUri, requestNote } from './notes';
import { beforeAccountDeletion, sendAccountDeletion, sendFollow, sendLike } from './outgoing-acts';
import { keptNoteOf } from './remote-objects.repository';
import { remoteActorRecipient, remoteAskerOfAnswer } from './remote-recipients';

const routeKey = (name: ApiRouteName) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`;

/** Sends `activity` of member `userId` to their followers (shared inboxes where offered). */
async function toFollowers(
  hearsay: HearsayFederation,
  origin: URL,
  userId: number,
  activity: Create | Delete,
) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  await ctx.sendActivity({ identifier: String(userId) }, 'followers', activity, {
    preferSharedInbox: true,
    excludeBaseUris: [origin],
  });
}

function createOf(ctx: Context<void>, note: Note, userId: number) {
  return new Create({
    id: new URL(`${note.id!.href}#create`),
    actor: ctx.getActorUri(String(userId)),
    object: note,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(userId)),
    published: note.published,
  });
}

/** Publishes request `id` if its author publishes to the fediverse. */
export async function publishRequest(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
) {
  const row = await findPublishedRequest(db, id);
  if (!row) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  await toFollowers(hearsay, origin, row.userId, createOf(ctx, requestNote(ctx, row), row.userId));
}

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

/** Publishes answer `id` to its author's followers (a reply to the request's Note) and a remote asker. */
export async function publishAnswer(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
) {
  const answer = await findPublishedAnswer(db, id);
  const ctx = hearsay.federation.createContext(origin, undefined);
  const target = answer ? await answeredRequest(ctx, db, answer.requestId) : null;
  if (!answer || !target) return;
  const note = answerNote(ctx, answer, target.note, target.asker);
  const create = createOf(ctx, note, answer.userId);
  await toFollowers(hearsay, origin, answer.userId, create);
  if (target.remoteAsker)
    await ctx.sendActivity({ identifier: String(answer.userId) }, target.remoteAsker, create);
}

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

/**
 * What one write sends, given its member, created id, path id, answer and what was read before it
 * ran (`before`); null when it sends nothing.
 */
type Sender = (write: {
  userId: number;
  created?: number;
  id: number;
  payload: unknown;
  before: unknown;
}) => Promise<void> | null;

/** The sender of each write that federates, by `METHOD path`. */
function sendersFor(hearsay: HearsayFederation, db: Database, origin: URL) {
  const ctx = hearsay.federation.createContext(origin, undefined);
  const upvoted = (payload: unknown) => (payload as { upvoted?: unknown }).upvoted === true;
  return new Map<string, Sender>([
    [
      routeKey('postRequests'),
      (w) => (w.created ? publishRequest(hearsay, db, origin, w.created) : null),
    ],
    [
      routeKey('postRequestResponses'),
      (w) => (w.created ? publishAnswer(hearsay, db, origin, w.created) : null),
    ],
    [
      routeKey('deleteRequest'),
      (w) =>
        publishDelete(hearsay, db, origin, w.userId, ctx.getObjectUri(Note, { id: String(w.id) })),
    ],
    [
      routeKey('deleteResponse'),
      (w) =>
        publishDelete(
          hearsay,
          db,
          origin,
          w.userId,
          answerUri(ctx, w.id),
          w.before as Recipient | null,
        ),
    ],
    [routeKey('postUserFollow'), (w) => sendFollow(hearsay, db, origin, w.userId, w.id, true)],
    [routeKey('deleteUserFollow'), (w) => sendFollow(hearsay, db, origin, w.userId, w.id, false)],
    [
      routeKey('postRequestUpvote'),
      (w) => sendLike(hearsay, db, origin, w.userId, { requestId: w.id }, upvoted(w.payload)),
    ],
    [
      routeKey('postResponseUpvote'),
      (w) => sendLike(hearsay, db, origin, w.userId, { responseId: w.id }, upvoted(w.payload)),
    ],
    [
      routeKey('postAccountDelete'),
      (w) =>
        w.before
          ? sendAccountDeletion(
              hearsay,
              origin,
              w.before as NonNullable<Awaited<ReturnType<typeof beforeAccountDeletion>>>,
            )
          : null,
    ],
  ]);
}

/** Adds the hooks that publish writes; call before the modules' routes register. */
export function registerOutgoing(
  app: App,
  hearsay: HearsayFederation,
  db: Database,
  publicUrl: string,
) {
  const origin = new URL(new URL(publicUrl).origin);
  const senders = sendersFor(hearsay, db, origin);
  const keyOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;
  const pathId = (request: FastifyRequest) =>
    Number((request.params as { id?: string | number } | undefined)?.id);
  // What a write removes is gone once its route has run: a deleted answer's remote asker, a
  // deleted account's keys and remote followers are read before.
  const readers = new Map<string, (request: FastifyRequest, userId: number) => Promise<unknown>>([
    [routeKey('deleteResponse'), (r, userId) => remoteAskerOfAnswer(db, pathId(r), userId)],
    [
      routeKey('postAccountDelete'),
      (_r, userId) => beforeAccountDeletion(hearsay, db, origin, userId),
    ],
  ]);
  const payloads = new WeakMap<FastifyRequest, unknown>();
  const befores = new WeakMap<FastifyRequest, unknown>();

  app.addHook('preHandler', async (request) => {
    const read = readers.get(keyOf(request));
    if (request.user && read) befores.set(request, await read(request, request.user.id));
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (senders.has(keyOf(request))) payloads.set(request, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const sender = senders.get(keyOf(request));
    if (!request.user || !sender || reply.statusCode >= 300) return;
    const payload = payloads.get(request) ?? null;
    const created = reply.statusCode === 201 ? (payload as { id?: unknown } | null)?.id : undefined;
    sender({
      userId: request.user.id,
      created: typeof created === 'number' ? created : undefined,
      id: pathId(request),
      payload,
      before: befores.get(request) ?? null,
    })?.catch((err: unknown) =>
      request.log.warn({ err }, 'federation: could not queue a delivery'),
    );
  });
}
