/**
 * The Fedify federation of this server (decision 046, docs/federation.md): actors (one Person per
 * local member, one Application for the instance), WebFinger by slug, key pairs from our database,
 * followers/following/outbox collections, requests as Notes at `/requests/{id}`, NodeInfo 2.1,
 * and the inboxes. Fedify writes every signature, JSON-LD document and WebFinger answer; its
 * key–value store and queue are our tables (drizzle-kv-store.ts, drizzle-message-queue.ts).
 */
import { createExponentialBackoffPolicy, createFederation, type Federation } from '@fedify/fedify';
import { Application, Endpoints, Image, Note, Person } from '@fedify/vocab';
import type { Database } from '../../db/client';
import { DrizzleKvStore } from './drizzle-kv-store';
import { DrizzleMessageQueue } from './drizzle-message-queue';
import { DeliveryHosts } from './delivery-hosts';
import { createFederationMetrics, type FederationMetrics } from './federation-metrics';
import {
  findLocalActor,
  findPublishedRequest,
  followingCount,
  localIdBySlug,
  remoteFollowerCount,
  remoteFollowersOf,
  usageCounts,
} from './federation.repository';
import { actorKeyPairs } from './key-pairs';
import { requestNote } from './notes';
import { registerInboxListeners } from './inbox';
import type { FederationDeps } from './federation-deps';

/** The software version NodeInfo and our User-Agent name (package.json's). */
export const HEARSAY_VERSION = '0.1.0';

/** The identifier of the instance actor in our actor paths (member identifiers are numbers). */
export const INSTANCE_ACTOR = 'instance';
/** Remote followers per page of a followers collection. */
const FOLLOWERS_PAGE = 50;
/** Most remote followers one activity is delivered to (shared inboxes fold them further). */
const MAX_DELIVERY_FOLLOWERS = 100_000;

export interface HearsayFederation {
  federation: Federation<void>;
  queue: DrizzleMessageQueue;
  kv: DrizzleKvStore;
  /** Null when the app has no metrics registry (some tests). */
  metrics: FederationMetrics | null;
}

const memberId = (identifier: string): number | null =>
  /^[1-9]\d{0,9}$/.test(identifier) ? Number(identifier) : null;

/** Builds the federation; the caller starts its queue (`federation.startQueue`). */
export function createHearsayFederation(deps: FederationDeps): HearsayFederation {
  const { db, config } = deps;
  const kv = new DrizzleKvStore(db);
  const queue = new DrizzleMessageQueue(db, {
    pollMs: deps.queuePollMs,
    listenFn: deps.listen,
    notifyOthers: config.FEDERATION_DELIVERY === 'separate',
  });
  const hosts = new DeliveryHosts(db, queue);
  const metrics = deps.metrics ? createFederationMetrics(deps.metrics, queue) : null;
  const federation = createFederation<void>({
    kv,
    queue,
    manuallyStartQueue: true,
    origin: config.PUBLIC_URL!,
    allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
    userAgent: { software: `Hearsay/${HEARSAY_VERSION}`, url: new URL(config.PUBLIC_URL!) },
    // Retries with doubling waits for more than 48 hours before a delivery is given up.
    outboxRetryPolicy: createExponentialBackoffPolicy({
      initialDelay: { seconds: 30 },
      maxDelay: { hours: 12 },
      maxAttempts: 16,
    }),
    // Per-host circuit with doubling holds (decision 051): a dead host costs the queue nothing.
    circuitBreaker: hosts.circuitBreakerOptions((err) =>
      deps.log.warn({ err }, 'federation: could not record a delivery circuit change'),
    ),
    ...(metrics ? { meterProvider: metrics.meterProvider } : {}),
  });
  registerActors(federation, db);
  registerCollections(federation, db);
  federation.setObjectDispatcher(Note, '/requests/{id}', async (ctx, { id }) => {
    const requestId = memberId(id);
    const row = requestId ? await findPublishedRequest(db, requestId) : null;
    return row ? requestNote(ctx, row) : null;
  });
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
    const usage = await usageCounts(db);
    return {
      software: { name: 'hearsay', version: HEARSAY_VERSION },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: {
        users: { total: usage.members },
        localPosts: usage.posts,
        localComments: 0,
      },
    };
  });
  registerInboxListeners(federation, deps, metrics);
  return { federation, queue, kv, metrics };
}

function registerActors(federation: Federation<void>, db: Database) {
  federation
    .setActorDispatcher('/ap/users/{identifier}', async (ctx, identifier) => {
      const keys = await ctx.getActorKeyPairs(identifier);
      const common = {
        id: ctx.getActorUri(identifier),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((k) => k.multikey),
      };
      if (identifier === INSTANCE_ACTOR) {
        return new Application({
          ...common,
          preferredUsername: ctx.hostname,
          name: 'Hearsay',
          manuallyApprovesFollowers: true,
          url: new URL('/', ctx.origin),
        });
      }
      const id = memberId(identifier);
      const member = id ? await findLocalActor(db, id) : null;
      if (!member) return null;
      return new Person({
        ...common,
        preferredUsername: member.slug,
        name: member.displayName,
        summary: 'Asks for and recommends music on Hearsay.',
        url: new URL(`/profile/${encodeURIComponent(member.slug)}`, ctx.origin),
        icon: member.profilePicture
          ? new Image({ url: new URL(member.profilePicture, ctx.origin) })
          : null,
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        manuallyApprovesFollowers: false,
        discoverable: member.fediversePublish,
        indexable: member.fediversePublish,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier !== INSTANCE_ACTOR) {
        const id = memberId(identifier);
        if (!id || !(await findLocalActor(db, id))) return [];
      }
      return actorKeyPairs(db, identifier);
    })
    .mapHandle(async (_ctx, username) => {
      const id = await localIdBySlug(db, username.toLowerCase());
      return id === null ? null : String(id);
    });
}

function registerCollections(federation: Federation<void>, db: Database) {
  federation
    .setFollowersDispatcher(
      '/ap/users/{identifier}/followers',
      async (_ctx, identifier, cursor) => {
        const id = memberId(identifier);
        if (!id) return null;
        // No cursor: the whole collection, which is what delivery to "followers" asks for.
        const offset = cursor === null ? 0 : Number(cursor) || 0;
        const limit = cursor === null ? MAX_DELIVERY_FOLLOWERS : FOLLOWERS_PAGE;
        const rows = await remoteFollowersOf(db, id, offset, limit);
        return {
          items: rows.map((r) => ({
            id: new URL(r.actorUri!),
            inboxId: new URL(r.inboxUrl!),
            endpoints: r.sharedInboxUrl ? { sharedInbox: new URL(r.sharedInboxUrl) } : null,
          })),
          nextCursor:
            cursor !== null && rows.length === FOLLOWERS_PAGE
              ? String(offset + FOLLOWERS_PAGE)
              : null,
        };
      },
    )
    .setCounter(async (_ctx, identifier) => {
      const id = memberId(identifier);
      return id ? remoteFollowerCount(db, id) : null;
    })
    .setFirstCursor(() => '0');
  federation
    .setFollowingDispatcher('/ap/users/{identifier}/following', () => ({ items: [] }))
    .setCounter(async (_ctx, identifier) => {
      const id = memberId(identifier);
      return id ? followingCount(db, id) : null;
    });
  federation.setOutboxDispatcher('/ap/users/{identifier}/outbox', () => ({ items: [] }));
}
