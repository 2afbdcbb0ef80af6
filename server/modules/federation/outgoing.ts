/**
 * What our members' writes send to the fediverse (decision 046), observed after the write has been
 * answered, so a write never waits on federation and no other module changes: a new request or
 * answer of a member who publishes is a Create of its Note to their followers; a deleted one is a
 * Delete. Each delivery goes through Fedify's queue (our `federation_queue`), retried with backoff.
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
} from '@fedify/vocab';
import { API_ROUTES, type ApiRouteName } from '../../../common/api-routes';
import type { App } from '../../app-types';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { findLocalActor, findPublishedAnswer, findPublishedRequest } from './federation.repository';
import { answerNote, answerUri, requestNote } from './notes';

const routeKey = (name: ApiRouteName) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`;
const CREATES = new Set([routeKey('postRequests'), routeKey('postRequestResponses')]);

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

/** Publishes answer `id` to its author's followers (a reply to the request's Note). */
export async function publishAnswer(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  id: number,
) {
  const answer = await findPublishedAnswer(db, id);
  const asked = answer ? await findPublishedRequest(db, answer.requestId) : null;
  if (!answer || !asked) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const note = answerNote(
    ctx,
    answer,
    ctx.getObjectUri(Note, { id: String(asked.id) }),
    ctx.getActorUri(String(asked.userId)),
  );
  await toFollowers(hearsay, origin, answer.userId, createOf(ctx, note, answer.userId));
}

/** Tells member `userId`'s followers that `object` (a request's or answer's Note) is gone. */
export async function publishDelete(
  hearsay: HearsayFederation,
  db: Database,
  origin: URL,
  userId: number,
  object: URL,
) {
  const member = await findLocalActor(db, userId);
  if (!member?.fediversePublish) return;
  const ctx = hearsay.federation.createContext(origin, undefined);
  const tombstone: ApObject = new Tombstone({ id: object });
  await toFollowers(
    hearsay,
    origin,
    userId,
    new Delete({
      id: new URL(`${object.href}#delete`),
      actor: ctx.getActorUri(String(userId)),
      object: tombstone,
      to: PUBLIC_COLLECTION,
    }),
  );
}

/** Adds the hooks that publish writes; call before the modules' routes register. */
export function registerOutgoing(
  app: App,
  hearsay: HearsayFederation,
  db: Database,
  publicUrl: string,
) {
  const origin = new URL(new URL(publicUrl).origin);
  const createdIds = new WeakMap<FastifyRequest, number>();
  const keyOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode === 201 && CREATES.has(keyOf(request))) {
      const id = (payload as { id?: unknown } | null)?.id;
      if (typeof id === 'number') createdIds.set(request, id);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (!user || reply.statusCode >= 300) return;
    const key = keyOf(request);
    const created = createdIds.get(request);
    const params = request.params as { id?: string | number } | undefined;
    const id = Number(params?.id);
    let job: Promise<void> | null = null;
    if (key === routeKey('postRequests') && created)
      job = publishRequest(hearsay, db, origin, created);
    else if (key === routeKey('postRequestResponses') && created)
      job = publishAnswer(hearsay, db, origin, created);
    else if (key === routeKey('deleteRequest') && id > 0) {
      const ctx = hearsay.federation.createContext(origin, undefined);
      job = publishDelete(hearsay, db, origin, user.id, ctx.getObjectUri(Note, { id: String(id) }));
    } else if (key === routeKey('deleteResponse') && id > 0) {
      const ctx = hearsay.federation.createContext(origin, undefined);
      job = publishDelete(hearsay, db, origin, user.id, answerUri(ctx, id));
    }
    job?.catch((err: unknown) =>
      request.log.warn({ err }, 'federation: could not queue a delivery'),
    );
  });
}
