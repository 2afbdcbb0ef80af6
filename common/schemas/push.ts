/**
 * Web Push (docs/decisions/032-push-notifications-page-and-digest.md): the browser's
 * PushSubscription as it posts it, the server's public VAPID key, and which types are pushed.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notification-text';

/** Bytes of base64url text (no padding), or -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return -1;
  const bare = value.replace(/=+$/, '');
  return bare.length % 4 === 1 ? -1 : Math.floor((bare.length * 3) / 4);
}

/**
 * POST /api/push/subscriptions: `PushSubscription.toJSON()`. The endpoint is the push service's
 * https URL for this browser (the server refuses other schemes); `p256dh` is the browser's
 * uncompressed P-256 public key (65 bytes) and `auth` its 16-byte secret, both base64url (RFC 8291).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().max(2048).url(),
  /** Sent by browsers (mostly null) and not used: the push service tells us when a subscription is gone. */
  expirationTime: z.unknown().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .max(100)
      .refine((v) => base64urlBytes(v) === 65, 'must be a base64url P-256 public key (65 bytes)'),
    auth: z
      .string()
      .max(40)
      .refine((v) => base64urlBytes(v) === 16, 'must be a base64url 16-byte secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: the endpoint of the browser that stops receiving pushes. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2048).url() });

/** 201 of POST /api/push/subscriptions. */
export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
/** 200 of DELETE /api/push/subscriptions. */
export const pushUnsubscribedSchema = z.object({ subscribed: z.literal(false) });

/** GET /api/push/public-key: the VAPID public key (base64url) the browser subscribes with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** GET/PUT /api/push/settings: which notification types are pushed (all by default). */
export const pushSettingsSchema = z.object({
  preferences: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() })),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushSettingsBodySchema = z.object({
  preferences: z
    .array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() }))
    .max(NOTIFICATION_TYPES.length * 2),
});
export type PushSettingsBody = z.infer<typeof pushSettingsBodySchema>;

/** What the service worker gets in each push (JSON): what to show and where a click leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app, e.g. `/requests/4#response-9`. */
  url: string;
  /** Pushes with one tag replace each other on the device (one per group, as in the bell). */
  tag: string;
}
