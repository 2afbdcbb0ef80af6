/**
 * Federation's HTTP side (decision 046): with FEDERATION=on, the federation paths are handed to
 * Fedify's `federation.fetch()` as plain Request/Response — WebFinger, NodeInfo, `/ap/…` (actors,
 * collections, inboxes) and `/requests/{id}` when an ActivityPub client asks for it (a browser
 * still gets the page). With FEDERATION=off nothing here registers, so nothing changes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../app-types';
import { createHearsayFederation, type HearsayFederation } from './federation';
import { findLocalActor, findPublishedAnswer } from './federation.repository';
import { answerNote } from './notes';
import { answeredRequest } from './outgoing';
import { registerOutgoing } from './outgoing-hooks';
import { replyNote } from './outgoing-replies';
import { hostBlockRoutes } from './host-blocks.routes';
import { fediversePublishRoutes } from './fediverse-publish.routes';
import { remoteLookupRoutes } from './remote-lookup.routes';
import { createInboxGuard } from './inbox-guard';

/** Largest activity an inbox takes (bytes): a Note with a long comment is a few KiB. */
export const INBOX_BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The running federation, when FEDERATION=on (other modules deliver through it). */
    federation?: HearsayFederation;
  }
}

/** The Fetch API Request of a Fastify request, at our public origin and host, with its raw body. */
function toFetchRequest(origin: string, request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Signatures cover the host they were sent to, which is ours; a proxy may drop its port.
  headers.set('host', new URL(origin).host);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody && typeof request.body === 'string' ? request.body : undefined,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * A browser (no ActivityPub `Accept`) opening a member's actor URL goes to their profile page, as
 * on Mastodon: "View on their server" links there from other servers. Null otherwise.
 */
async function profilePageOf(db: RouteDeps['db'], request: FastifyRequest): Promise<string | null> {
  const accept = request.headers.accept ?? '';
  if (/activity\+json|ld\+json/.test(accept)) return null;
  const id = /^\/ap\/users\/([1-9]\d{0,9})$/.exec(request.url.split('?')[0]!)?.[1];
  const member = id ? await findLocalActor(db, Number(id)) : null;
  return member ? `/profile/${encodeURIComponent(member.slug)}` : null;
}

const notFound = (message: string) =>
  Response.json({ error: 'not_found', message }, { status: 404 });

/** Registers the federation paths, the hooks that publish writes and delivery, when FEDERATION=on. */
export async function federationRoutes(app: App, deps: RouteDeps): Promise<void> {
  // Staff may block servers, and members choose whether to publish, before federation is on.
  hostBlockRoutes(app, deps);
  fediversePublishRoutes(app, deps);
  if (deps.config.FEDERATION !== 'on') return remoteLookupRoutes(app, deps, null);
  const origin = new URL(deps.config.PUBLIC_URL!).origin;
  const hearsay = createHearsayFederation({
    ...deps,
    log: app.log,
    metrics: app.hasDecorator('metrics') ? app.metrics : undefined,
  });
  const { federation } = hearsay;
  app.decorate('federation', hearsay);
  remoteLookupRoutes(app, deps, hearsay);
  registerOutgoing(app, hearsay, deps.db, deps.config.PUBLIC_URL!);

  const guard = createInboxGuard(deps.db, deps.config, hearsay.metrics);
  const stop = new AbortController();
  let queueRunning: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    // With FEDERATION_DELIVERY=separate the federation worker process sends (federation-worker.ts).
    if (deps.config.FEDERATION_DELIVERY === 'separate') return;
    queueRunning = federation
      .startQueue(undefined, { signal: stop.signal })
      .catch((err: unknown) => {
        app.log.error({ err }, 'federation: the delivery queue stopped');
      });
  });
  app.addHook('onClose', async () => {
    // The queue's workers finish the message in hand before the database is closed after us.
    stop.abort();
    await queueRunning;
    await guard.close();
  });

  await app.register(async (scope) => {
    // Inboxes read the raw body (Fedify checks its digest and signature), whatever the type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    const handle = async (request: FastifyRequest, reply: FastifyReply) =>
      sendFetchResponse(
        reply,
        await federation.fetch(toFetchRequest(origin, request), {
          contextData: undefined,
          onNotFound: () => notFound('No such federation resource.'),
          onNotAcceptable: () =>
            Response.json(
              { error: 'not_acceptable', message: 'Ask for application/activity+json.' },
              { status: 406 },
            ),
        }),
      );
    scope.get('/.well-known/webfinger', handle);
    scope.get('/.well-known/nodeinfo', handle);
    scope.get('/nodeinfo/2.1', handle);
    scope.route({
      method: ['GET', 'POST'],
      url: '/ap/*',
      handler: async (request, reply) => {
        const page = request.method === 'GET' ? await profilePageOf(deps.db, request) : null;
        if (page) return reply.redirect(page, 302);
        const refusal = request.method === 'POST' ? await guard.check(request) : null;
        if (!refusal) return handle(request, reply);
        if (refusal.retryAfterSeconds)
          reply.header('retry-after', String(refusal.retryAfterSeconds));
        return reply
          .status(refusal.status)
          .send({ error: refusal.error, message: refusal.message });
      },
    });

    scope.get<{ Params: { id: string } }>('/ap/answers/:id', async (request, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const ctx = federation.createContext(new URL(origin), undefined);
      const answer = id ? await findPublishedAnswer(deps.db, id) : null;
      const asked = answer ? await answeredRequest(ctx, deps.db, answer.requestId) : null;
      if (!answer || !asked) return sendFetchResponse(reply, notFound('No such answer.'));
      const note = answerNote(ctx, answer, asked.note, asked.asker);
      return reply
        .type('application/activity+json')
        .send(JSON.stringify(await note.toJsonLd({ contextLoader: ctx.contextLoader })));
    });

    scope.get<{ Params: { id: string } }>('/ap/replies/:id', async (request, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const ctx = federation.createContext(new URL(origin), undefined);
      const found = id ? await replyNote(ctx, deps.db, id) : null;
      if (!found) return sendFetchResponse(reply, notFound('No such reply.'));
      return reply
        .type('application/activity+json')
        .send(JSON.stringify(await found.note.toJsonLd({ contextLoader: ctx.contextLoader })));
    });

    // A request's page for browsers, its Note for ActivityPub clients.
    scope.get('/requests/:id', async (request, reply) => {
      let page = false;
      const response = await federation.fetch(toFetchRequest(origin, request), {
        contextData: undefined,
        onNotFound: () => ((page = true), new Response(null, { status: 404 })),
        onNotAcceptable: () => ((page = true), new Response(null, { status: 406 })),
      });
      if (page) return reply.callNotFound();
      return sendFetchResponse(reply, response);
    });
  });
}
