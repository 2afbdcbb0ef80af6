/** The routes of push/push.routes: schemas, summary, access and enforced limit, by route name. */
import {
  pushPublicKeySchema,
  pushSettingsBodySchema,
  pushSettingsSchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribedSchema,
} from '../schemas/push';
import { type RouteDefinitions } from './route-definition';

export const pushDefinitions = {
  getPushPublicKey: {
    summary: 'The VAPID public key browsers subscribe to pushes with',
    access: 'member',
    limit: 'global',
    answer: { 200: pushPublicKeySchema },
  },
  postPushSubscriptions: {
    summary: 'Subscribe this browser to Web Push (its PushSubscription JSON; https endpoints only)',
    access: 'member',
    limit: 'writes',
    body: pushSubscriptionBodySchema,
    answer: { 201: pushSubscribedSchema },
  },
  deletePushSubscriptions: {
    summary: 'Stop pushes to this browser (by its endpoint)',
    access: 'member',
    limit: 'writes',
    body: pushUnsubscribeBodySchema,
    answer: { 200: pushUnsubscribedSchema },
  },
  getPushSettings: {
    summary: 'Which notification types are pushed',
    access: 'member',
    limit: 'global',
    answer: { 200: pushSettingsSchema },
  },
  putPushSettings: {
    summary: 'Turn pushes of notification types on or off',
    access: 'member',
    limit: 'writes',
    body: pushSettingsBodySchema,
    answer: { 200: pushSettingsSchema },
  },
} as const satisfies RouteDefinitions;
