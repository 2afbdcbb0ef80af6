/**
 * The VAPID identity of our pushes (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set, else a P-256 pair generated at first start and kept sealed in server_keys (row `vapid`).
 */
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { secretBox } from '../../lib/secrets-at-rest';
import { serverKey } from '../../lib/server-keys';

/** What the stored pair is sealed for (server/lib/secrets-at-rest.ts). */
export const VAPID_CONTEXT = 'server_key:vapid';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what browsers subscribe with). */
  publicKey: string;
  /** P-256 private scalar, base64url. */
  privateKey: string;
  /** `mailto:` or `https:` contact for push services. */
  subject: string;
}

/** The subject when VAPID_SUBJECT is unset: `mailto:` and the address in MAIL_FROM. */
export function defaultSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Loads (or on first use creates) the keys; the answer is the same on every instance. */
export async function loadVapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  // Sealed at rest (decision 041); a pair stored before sealing opens as it is.
  const box = secretBox();
  const stored = JSON.parse(
    box.open(
      await serverKey(db, 'vapid', () =>
        box.seal(JSON.stringify(webpush.generateVAPIDKeys()), VAPID_CONTEXT),
      ),
      VAPID_CONTEXT,
    ),
  ) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}
