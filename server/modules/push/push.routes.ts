/**
 * HTTP routes of Web Push (issue 33): the VAPID public key, subscribing and unsubscribing a
 * browser, and which notification types are pushed. Registers the sender on the notification
 * writes' committed batches (notification-pushes.ts).
 */
import type { FastifyContextConfig } from 'fastify';
import { Counter } from 'prom-client';
import {
  pushPublicKeySchema,
  pushSettingsBodySchema,
  pushSettingsSchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribedSchema,
} from '../../../common/schemas/push';
import type { App, AppDeps } from '../../app-types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createOutboundGuard, type OutboundGuard } from '../../lib/outbound-guard';
import { registerRoute } from '../../lib/route-table';
import { onCommittedNotifications } from '../notifications/notification-pushes';
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
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };
  subscriptionRoutes(app, db, config, guard, write);
  pushSettingsRoutes(app, db, write);
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
function subscriptionRoutes(
  app: App,
  db: Database,
  config: Config,
  guard: OutboundGuard,
  write: FastifyContextConfig,
) {
  registerRoute(
    app,
    'getPushPublicKey',
    {
      schema: {
        summary: 'The VAPID public key browsers subscribe to pushes with',
        response: { 200: pushPublicKeySchema },
      },
      config: { access: 'member' },
    },
    async () => publicKey(db, config),
  );

  registerRoute(
    app,
    'postPushSubscriptions',
    {
      schema: {
        summary:
          'Subscribe this browser to Web Push (its PushSubscription JSON; https endpoints only)',
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscribedSchema },
      },
      config: write,
    },
    async (request, reply) =>
      reply.status(201).send(await subscribe(db, config, guard, request.user!.id, request.body)),
  );

  registerRoute(
    app,
    'deletePushSubscriptions',
    {
      schema: {
        summary: 'Stop pushes to this browser (by its endpoint)',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushUnsubscribedSchema },
      },
      config: write,
    },
    async (request) => unsubscribe(db, request.user!.id, request.body.endpoint),
  );
}

/** Which notification types a member's browsers are pushed. */
function pushSettingsRoutes(app: App, db: Database, write: FastifyContextConfig) {
  registerRoute(
    app,
    'getPushSettings',
    {
      schema: {
        summary: 'Which notification types are pushed',
        response: { 200: pushSettingsSchema },
      },
      config: { access: 'member' },
    },
    async (request) => getPushSettings(db, request.user!.id),
  );

  registerRoute(
    app,
    'putPushSettings',
    {
      schema: {
        summary: 'Turn pushes of notification types on or off',
        body: pushSettingsBodySchema,
        response: { 200: pushSettingsSchema },
      },
      config: write,
    },
    async (request) => updatePushSettings(db, request.user!.id, request.body),
  );
}
