/**
 * This browser's side of Web Push: whether it can, the permission, and subscribing or
 * unsubscribing with the server's VAPID key (the subscription is posted to /api/push/subscriptions,
 * the server then pushes to it). The service worker that shows pushes is scripts/pwa/service-worker.ts.
 */
import type { PushSubscriptionBody } from '@common/schemas/push';
import { callApi } from './api';

/** `unsupported`: no Push API or no service worker here (e.g. the dev server); else the browser's permission. */
export type PushAvailability = 'unsupported' | NotificationPermission;

/** Bytes of base64url text (the VAPID public key), as `applicationServerKey` wants them. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The app's service worker registration, or null where none runs (unsupported, or not registered: dev builds). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window)
  )
    return null;
  if (typeof Notification === 'undefined') return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** What this browser allows, and its current subscription (null when not subscribed). */
export async function pushState(): Promise<{
  availability: PushAvailability;
  subscription: PushSubscription | null;
}> {
  const reg = await registration();
  if (!reg) return { availability: 'unsupported', subscription: null };
  return {
    availability: Notification.permission,
    subscription: await reg.pushManager.getSubscription(),
  };
}

/**
 * Asks permission (when not yet given), subscribes with the server's public key and posts the
 * subscription. Resolves with the permission the member chose; throws when subscribing or posting fails.
 */
export async function enablePush(): Promise<PushAvailability> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await callApi('getPushPublicKey');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  await callApi('postPushSubscriptions', { body: subscription.toJSON() as PushSubscriptionBody });
  return 'granted';
}

/** Stops pushes to this browser: the server forgets the subscription, then the browser drops it. */
export async function disablePush(subscription: PushSubscription): Promise<void> {
  await callApi('deletePushSubscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * Before signing out: stops pushes to this browser if it is subscribed, so a shared browser does
 * not keep showing the previous member's notifications. Never throws (signing out must not fail on it).
 */
export async function forgetPushOnSignOut(): Promise<void> {
  try {
    const subscription = (await pushState()).subscription;
    if (subscription) await disablePush(subscription);
  } catch {
    // Signing out goes on; the browser then stays subscribed until another member subscribes it.
  }
}
