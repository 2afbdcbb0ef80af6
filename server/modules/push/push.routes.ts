/**
 * HTTP routes of Web Push: the VAPID public key, subscribing and unsubscribing a
 * browser, and which notification types are pushed. Registers the sender on the notification
 * writes' committed batches (notification-pushes.ts).
 */
import { Counter } from 'prom-client';
import type { App, AppDeps } from '../../app-types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboundGuard, type OutboundGuard } from '../../lib/outbound-guard';
import { registerRoute } from '../../lib/route-table';
import { onCommittedNotifications } from '../notifications';
import {
  createPushHook,
  getPushSettings,
  publicKey,
  subscribe,
  unsubscribe,
  updatePushSettings,
} from './push.service';

export async function pushRoutes(app: App, { db, config, outbound }: AppDeps) {
  const guard =
    outbound ??
    createOutboundGuard({ allowPrivateAddresses: config.OUTBOUND_ALLOW_PRIVATE_ADDRESSES });
  if (!outbound) app.addHook('onClose', () => guard.dispatcher.close());
  await registerPushSender(app, db, config, guard);
  subscriptionRoutes(app, db, config, guard);
  pushSettingsRoutes(app, db);
}

/**
 * Hands every committed batch of notifications to the Web Push sender (counted by outcome in the
 * metrics) until the app closes.
 */
async function registerPushSender(app: App, db: Database, config: Config, guard: OutboundGuard) {
  const pushes = new Counter({
    name: 'hearsay_web_pushes_total',
    help: 'Web Push messages by outcome: sent (accepted by the push service), gone (subscription removed), failed, refused (not a public address).',
    labelNames: ['outcome'],
    registers: [app.metrics],
  });
  onCommittedNotifications(
    db,
    await createPushHook(db, config, guard, app.log, (outcome) => pushes.inc({ outcome })),
  );
  app.addHook('onClose', async () => onCommittedNotifications(db, null));
}

/** A browser's subscription: the VAPID key it subscribes with, subscribing, unsubscribing. */
function subscriptionRoutes(app: App, db: Database, config: Config, guard: OutboundGuard) {
  registerRoute(app, 'getPushPublicKey', async () => publicKey(db, config));

  registerRoute(app, 'postPushSubscriptions', async (request, reply) =>
    reply.status(201).send(await subscribe(db, config, guard, request.user!.id, request.body)),
  );

  registerRoute(app, 'deletePushSubscriptions', async (request) =>
    unsubscribe(db, request.user!.id, request.body.endpoint),
  );
}

/** Which notification types a member's browsers are pushed. */
function pushSettingsRoutes(app: App, db: Database) {
  registerRoute(app, 'getPushSettings', async (request) => getPushSettings(db, request.user!.id));

  registerRoute(app, 'putPushSettings', async (request) =>
    updatePushSettings(db, request.user!.id, request.body),
  );
}
