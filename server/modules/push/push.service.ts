/**
 * Web Push rules (docs/decisions/032-push-notifications-page-and-digest.md): which
 * endpoints a browser may register, subscribing and unsubscribing, per-type push settings, and
 * the sender that pushes each committed batch of notifications to the recipients' browsers.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TYPES } from '../../../common/notification-text';
import type {
  PushSettings,
  PushSettingsBody,
  PushSubscriptionBody,
} from '../../../common/schemas/push';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { exitOnDiskFailure } from '../../db/disk-failure-guard';
import { localChannelsOf } from '../../db/local-channels';
import { badRequest } from '../../lib/http-errors';
import type { OutboundGuard } from '../../lib/outbound-guard';
import type { CommittedNotificationsHook } from '../notifications';
import { pushPayloadOf } from './push-payload';
import * as repo from './push.repository';
import { sendPush } from './push-sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** Pushes in flight at once per batch: enough for a burst, without opening hundreds of sockets. */
const SEND_CONCURRENCY = 8;

/** What a member hears about any endpoint the guard refuses: one answer whether or not something listens there. */
export const NOT_A_PUSH_SERVICE = 'This address is not a push service.';

/**
 * Refuses an endpoint the server should not POST to: anything but https on port 443, credentials in
 * the URL, and hosts that resolve (any of their addresses) outside public unicast space, through
 * the outbound guard (server/lib/outbound-guard.ts), which checks again when each push connects.
 * With OUTBOUND_ALLOW_PRIVATE_ADDRESSES (tests, local fakes) http and any port are allowed too.
 * Throws 400 `invalid_push_endpoint`.
 */
export async function checkEndpoint(
  endpoint: string,
  config: Pick<Config, 'OUTBOUND_ALLOW_PRIVATE_ADDRESSES'>,
  guard: OutboundGuard,
): Promise<void> {
  const url = new URL(endpoint);
  const open = config.OUTBOUND_ALLOW_PRIVATE_ADDRESSES;
  if (url.protocol !== 'https:' && !(open && url.protocol === 'http:'))
    throw badRequest('A push endpoint must be an https URL.', 'invalid_push_endpoint');
  const refused = () => badRequest(NOT_A_PUSH_SERVICE, 'invalid_push_endpoint');
  if (url.username || url.password || (url.port !== '' && !open)) throw refused();
  try {
    await guard.assertPublicHost(url.hostname);
  } catch {
    throw refused();
  }
}

/** Per database handle: whether any browser is subscribed (PGlite only: one process owns the database). */
const subscribedOnce = new WeakMap<Database, boolean>();

/** Stores the browser's subscription for the member. Throws 400 `invalid_push_endpoint` (checkEndpoint). */
export async function subscribe(
  db: Database,
  config: Config,
  guard: OutboundGuard,
  userId: number,
  body: PushSubscriptionBody,
): Promise<{ subscribed: true }> {
  await checkEndpoint(body.endpoint, config, guard);
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

/** Counts of pushes by outcome, for metrics: sent, gone (subscription removed), failed, refused (by the outbound guard). */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

/**
 * The hook (notification-pushes.ts) that pushes each committed batch: the batch's push rows are read
 * in the NOTIFY statement on PostgreSQL, in one statement of their own on PGlite (and not at all
 * while no browser is subscribed there); each is encrypted and sent, at most SEND_CONCURRENCY at
 * once, through the outbound guard; subscriptions the push service calls gone (404/410) are
 * deleted, never those whose address the guard refused. Keys load on first use.
 */
export async function createPushHook(
  db: Database,
  config: Config,
  guard: OutboundGuard,
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
          const status = await sendPush(row, JSON.stringify(pushPayloadOf(row)), vapid, guard);
          // A refused address never got a request: nothing it could answer decides anything here.
          if (status === 'refused') {
            count('refused');
            log.warn(
              { host: new URL(row.endpoint).host },
              'web push refused: not a public address',
            );
          } else if (status === 404 || status === 410) {
            gone.push(row.endpoint);
            count('gone');
          } else if (status >= 200 && status < 300) count('sent');
          else {
            count('failed');
            log.warn({ status, host: new URL(row.endpoint).host }, 'web push not accepted');
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
        await repo.deleteEndpoints(db, gone);
      } catch (err) {
        exitOnDiskFailure(err, 'web-push');
        throw err;
      }
    },
  };
}

/** The VAPID public key browsers subscribe with. */
export async function publicKey(db: Database, config: Config): Promise<{ publicKey: string }> {
  return { publicKey: (await loadVapidKeys(db, config)).publicKey };
}
