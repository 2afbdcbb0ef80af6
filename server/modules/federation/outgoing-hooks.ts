/**
 * The hooks that publish our members' writes (decisions 046, 058): each write that federates is
 * told apart by its route name in common/api-routes.ts and, once answered, handed to its sender in
 * outgoing.ts or outgoing-acts.ts. What a write removes is read before its route runs.
 */
import type { FastifyRequest } from 'fastify';
import { Note, type Recipient } from '@fedify/vocab';
import { API_ROUTES, type ApiRouteName } from '../../../common/api-routes';
import type { CreateReportBody } from '../../../common/schemas/reports';
import type { App } from '../../app-types';
import type { Database } from '../../db/client';
import type { HearsayFederation } from './federation';
import { answerUri } from './notes';
import {
  publishAnswer,
  publishAnswerUpdate,
  publishDelete,
  publishRequest,
  publishRequestUpdate,
} from './outgoing';
import {
  beforeAccountDeletion,
  sendAccountDeletion,
  sendFlag,
  sendFollow,
  sendLike,
} from './outgoing-acts';
import { remoteAskerOfAnswer } from './remote-recipients';
import { beforeReplyDeletion, publishReply, publishReplyDeletion } from './outgoing-replies';

const routeKey = (name: ApiRouteName) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`;

/**
 * What one write sends, given its member, body, created id, path id, answer and what was read
 * before it ran (`before`); null when it sends nothing.
 */
type Sender = (write: {
  userId: number;
  body: unknown;
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
      routeKey('postResponseReplies'),
      (w) => (w.created ? publishReply(hearsay, db, origin, w.created) : null),
    ],
    [routeKey('patchReply'), (w) => publishReply(hearsay, db, origin, w.id, true)],
    [
      routeKey('deleteReply'),
      (w) =>
        w.before
          ? publishReplyDeletion(
              hearsay,
              origin,
              w.userId,
              w.before as { id: number; remoteAuthor: Recipient | null },
            )
          : null,
    ],
    [routeKey('patchRequest'), (w) => publishRequestUpdate(hearsay, db, origin, w.id)],
    [routeKey('patchResponse'), (w) => publishAnswerUpdate(hearsay, db, origin, w.id)],
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
    [routeKey('postReports'), (w) => sendFlag(hearsay, db, origin, w.body as CreateReportBody)],
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
  // deleted reply's recipients, a deleted account's keys and remote followers are read before.
  const readers = new Map<string, (request: FastifyRequest, userId: number) => Promise<unknown>>([
    [routeKey('deleteResponse'), (r, userId) => remoteAskerOfAnswer(db, pathId(r), userId)],
    [
      routeKey('deleteReply'),
      (r, userId) => beforeReplyDeletion(hearsay, db, origin, pathId(r), userId),
    ],
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
      body: request.body,
      created: typeof created === 'number' ? created : undefined,
      id: pathId(request),
      payload,
      before: befores.get(request) ?? null,
    })?.catch((err: unknown) =>
      request.log.warn({ err }, 'federation: could not queue a delivery'),
    );
  });
}
