/**
 * Sends one Web Push message (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload
 * (RFC 8291/8188). `web-push` builds the request (keys, JWT, encryption); we send it with fetch, so
 * a bounded wait and the push service's answer stay in our hands.
 */
import webpush from 'web-push';
import { isOutboundRefusal, type OutboundGuard } from '../../lib/outbound-guard';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service may keep an undelivered push (seconds): a day, then it is stale news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** How long we wait for a push service (ms). */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Posts `payload` (JSON text) to `target`'s push service; resolves with the HTTP status (201 when
 * accepted; 404/410 when the subscription is gone), 0 when the service could not be reached, or
 * 'refused' when the outbound guard would not connect to its address (redirects are refused too).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  keys: VapidKeys,
  guard: OutboundGuard,
): Promise<number | 'refused'> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  // fetch sets Content-Length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  try {
    const res = await guard.fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body as Uint8Array<ArrayBuffer>,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status;
  } catch (error) {
    return isOutboundRefusal(error) ? 'refused' : 0;
  }
}
