/**
 * Federation over ActivityPub (docs/federation.md, decision 046): the key pairs that sign our
 * actors' requests, and the key–value store and message queue Fedify runs on, kept in our own
 * database so every instance shares them and a queued delivery survives a restart.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  uniqueIndex,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAtNow, setNullRef, timestamptz } from './columns';
import { responseReplies } from './replies';
import { requests, responses } from './requests';
import { users } from './users';

/**
 * One key pair per actor and algorithm, made the first time the actor is asked for. `actor` is the
 * actor's identifier in our actor paths (a member's id, or `instance`); JWKs, never PEM.
 */
export const federationKeys = pgTable(
  'federation_keys',
  {
    actor: text('actor').notNull(),
    algorithm: text('algorithm', { enum: ['RSASSA-PKCS1-v1_5', 'Ed25519'] }).notNull(),
    privateKey: jsonb('private_key').notNull(),
    publicKey: jsonb('public_key').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.actor, t.algorithm] }),
    check(
      'federation_keys_algorithm_check',
      sql`${t.algorithm} in ('RSASSA-PKCS1-v1_5', 'Ed25519')`,
    ),
  ],
);

/** Fedify's key–value store (caches, idempotence of inbox activities); `key` is the joined KvKey. */
export const federationKv = pgTable(
  'federation_kv',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    /** Null: kept until deleted; else read as absent after this and removed by the next sweep. */
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [index('federation_kv_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fedify's message queue (outgoing deliveries, incoming activities): a message is claimed with
 * `FOR UPDATE SKIP LOCKED` so one instance handles it, and deleted once handled. Fedify itself
 * re-enqueues a failed delivery with its backoff delay.
 */
export const federationQueue = pgTable(
  'federation_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').notNull(),
    /** Not handed out before this time (a delayed retry). */
    deliverAt: timestamptz('deliver_at').notNull().defaultNow(),
    /** Set while an instance handles it; a claim older than the lease is taken over. */
    claimedAt: timestamptz('claimed_at'),
    /** The remote host a delivery goes to (null for other messages), so a failing host's wait. */
    host: text('host'),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('federation_queue_deliver_at_idx').on(t.deliverAt, t.id),
    index('federation_queue_host_idx').on(t.host),
  ],
);

/**
 * Remote hosts whose delivery circuit is open (decision 051): their queued deliveries wait until
 * `held_until`, which doubles with each consecutive opening; the row goes when a delivery succeeds.
 */
export const federationDeliveryHosts = pgTable('federation_delivery_hosts', {
  host: text('host').primaryKey(),
  /** Consecutive openings of the circuit without a success in between. */
  openings: integer('openings').notNull().default(0),
  heldUntil: timestamptz('held_until').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Remote hosts staff block (decision 051): their inbox activities are refused, their members'
 * content hidden and their follows ended. `domain` is a lower-case host name without a port and
 * covers its subdomains.
 */
export const federationBlocks = pgTable('federation_blocks', {
  domain: text('domain').primaryKey(),
  createdBy: setNullRef('created_by', () => users.id),
  createdAt: createdAtNow(),
});

/**
 * The remote Notes we keep as requests, answers or replies (decisions 056, 058): the Note's id, the actor who
 * created it (only they may Update or Delete it) and exactly one local row, deleted with it. A
 * redelivered Create finds its Note here and adds nothing.
 */
export const federationObjects = pgTable(
  'federation_objects',
  {
    objectUri: text('object_uri').primaryKey(),
    actorUri: text('actor_uri').notNull(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    responseId: integer('response_id').references(() => responses.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => responseReplies.id, { onDelete: 'cascade' }),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('federation_objects_request_idx').on(t.requestId),
    uniqueIndex('federation_objects_response_idx').on(t.responseId),
    uniqueIndex('federation_objects_reply_idx').on(t.replyId),
    check(
      'federation_objects_one_target',
      sql`num_nonnulls(${t.requestId}, ${t.responseId}, ${t.replyId}) = 1`,
    ),
  ],
);
