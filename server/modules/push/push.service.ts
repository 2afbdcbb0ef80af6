/**
 * Web Push rules (issue 33; docs/decisions/032-push-notifications-page-and-digest.md): which
 * endpoints a browser may register, subscribing and unsubscribing, per-type push settings, and
 * the sender that pushes each committed batch of notifications to the recipients' browsers.
 */
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TYPES } from '../../../common/notification-text';
import type {
  PushSettings,
  PushSettingsBody,
  PushSubscriptionBody,
} from '../../../common/schemas/push';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { localChannelsOf } from '../../db/local-channels';
import { badRequest } from '../../lib/http-errors';
import type { CommittedNotificationsHook } from '../notifications/notification-pushes';
import { pushPayloadOf } from './push-payload';
import * as repo from './push.repository';
import { sendPush } from './push-sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** Pushes in flight at once per batch: enough for a burst, without opening hundreds of sockets. */
const SEND_CONCURRENCY = 8;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `host` (URL.hostname) names this machine or a private, link-local or unspecified address. */
function isInternalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (LOOPBACK.has(host) || bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(bare) === 6)
    return (
      bare === '::1' ||
      bare === '::' ||
      /^f[cd]/i.test(bare) ||
      /^fe[89ab]/i.test(bare) ||
      bare.startsWith('::ffff:')
    );
  return false;
}

/**
 * Refuses an endpoint the server should not POST to: anything but https, and hosts on this
 * machine or a private network (the server would otherwise call inside addresses for whoever
 * signs up). In tests only (NODE_ENV=test), http on 127.0.0.1 is allowed for the local push-service fake.
 */
export function checkEndpoint(endpoint: string, config: Pick<Config, 'NODE_ENV'>): void {
  const url = new URL(endpoint);
  if (config.NODE_ENV === 'test' && url.protocol === 'http:' && url.hostname === '127.0.0.1')
    return;
  if (url.protocol !== 'https:')
    throw badRequest('A push endpoint must be an https URL.', 'invalid_push_endpoint');
  if (isInternalHost(url.hostname) || url.username || url.password)
    throw badRequest('This push endpoint is not allowed.', 'invalid_push_endpoint');
}

/** Per database handle: whether any browser is subscribed (PGlite only: one process owns the database). */
const subscribedOnce = new WeakMap<Database, boolean>();

/** Stores the browser's subscription for the member. Throws 400 `invalid_push_endpoint` (checkEndpoint). */
export async function subscribe(
  db: Database,
  config: Config,
  userId: number,
  body: PushSubscriptionBody,
): Promise<{ subscribed: true }> {
  checkEndpoint(body.endpoint, config);
  await repo.saveSubscription(db, userId, body);
  subscribedOnce.set(db, true);
  return { subscribed: true };
}

/** Stops pushes to the member's browser at `endpoint` (idempotent). */
export async function unsubscribe(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<{ subscribed: false }> {
  await repo.deleteSubscription(db, userId, endpoint);
  return { subscribed: false };
}

export async function getPushSettings(db: Database, userId: number): Promise<PushSettings> {
  const muted = await repo.pushMutedTypes(db, userId);
  return { preferences: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) })) };
}

export async function updatePushSettings(
  db: Database,
  userId: number,
  body: PushSettingsBody,
): Promise<PushSettings> {
  await repo.setPushMuted(db, userId, body.preferences);
  return getPushSettings(db, userId);
}

/** Counts of pushes by outcome, for metrics: sent, gone (subscription removed), failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * The hook (notification-pushes.ts) that pushes each committed batch: the batch's push rows are read
 * in the NOTIFY statement on PostgreSQL, in one statement of their own on PGlite (and not at all
 * while no browser is subscribed there); each is encrypted and sent, at most SEND_CONCURRENCY at
 * once; subscriptions the push service calls gone (404/410) are deleted. Keys load on first use.
 */
export async function createPushHook(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  count: (outcome: PushOutcome) => void = () => {},
): Promise<CommittedNotificationsHook> {
  const embedded = localChannelsOf(db) !== null;
  if (embedded && !subscribedOnce.get(db)) subscribedOnce.set(db, await repo.anySubscriptions(db));
  let keys: Promise<VapidKeys> | null = null;
  const keysOnce = () =>
    (keys ??= loadVapidKeys(db, config).catch((error: unknown) => {
      keys = null;
      throw error;
    }));
  return {
    wanted: () => !embedded || subscribedOnce.get(db) === true,
    select: repo.pushRowsJson,
    async deliver(read) {
      const rows = (typeof read === 'string' ? JSON.parse(read) : read) as repo.PushRow[];
      if (rows.length === 0) return;
      const vapid = await keysOnce();
      const gone: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          const status = await sendPush(row, JSON.stringify(pushPayloadOf(row)), vapid);
          if (status === 404 || status === 410) {
            gone.push(row.endpoint);
            count('gone');
          } else if (status >= 200 && status < 300) count('sent');
          else {
            count('failed');
            log.warn({ status, host: new URL(row.endpoint).host }, 'web push not accepted');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
      await repo.deleteEndpoints(db, gone);
    },
  };
}

/** The VAPID public key browsers subscribe with. */
export async function publicKey(db: Database, config: Config): Promise<{ publicKey: string }> {
  return { publicKey: (await loadVapidKeys(db, config)).publicKey };
}
