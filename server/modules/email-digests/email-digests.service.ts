/**
 * E-mail digest rules (docs/decisions/032-push-notifications-page-and-digest.md): the
 * member's choice, one-click unsubscribe by signed token, and sending the due digests: claimed once
 * across instances (email_digests.repository.ts), only to verified addresses, only when something
 * unread is newer than the last digest.
 */
import type { DigestFrequency, EmailDigest } from '../../../common/schemas/email-digests';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { exitOnDiskFailure } from '../../db/disk-failure-guard';
import { badRequest } from '../../lib/http-errors';
import type { EmailSender } from '../../providers/email/index';
import { publicBaseUrl } from '../auth';
import { listNotifications } from '../notifications/notifications.service';
import { digestMessage } from './digest-message';
import { unsubscribeToken, verifyUnsubscribeToken } from './digest-token';
import * as repo from './email-digests.repository';

/** Digests claimed per statement. */
export const DIGEST_BATCH = 50;

export async function getDigest(db: Database, userId: number): Promise<EmailDigest> {
  const { frequency, emailVerified } = await repo.digestOf(db, userId);
  return { frequency: frequency ?? 'off', emailVerified };
}

/** Sets how often the member gets digests ('off' stops them); the first is due one period later. */
export async function setDigest(
  db: Database,
  userId: number,
  frequency: DigestFrequency,
): Promise<EmailDigest> {
  await repo.setDigest(db, userId, frequency === 'off' ? null : frequency);
  return getDigest(db, userId);
}

/** Stops the digests of the member a link's token names. Throws 400 `invalid_token` for a token that is not ours. */
export async function unsubscribeWithToken(
  db: Database,
  token: string,
): Promise<{ unsubscribed: true }> {
  const userId = await verifyUnsubscribeToken(db, token);
  if (userId === null) throw badRequest('This unsubscribe link is not valid.', 'invalid_token');
  await repo.deleteDigest(db, userId);
  return { unsubscribed: true };
}

/** The one-click unsubscribe URL of the member's digests (a POST there stops them; GET shows a page that does). */
export async function unsubscribeUrl(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  userId: number,
): Promise<string> {
  return `${publicBaseUrl(config)}/email/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, userId))}`;
}

export interface DigestRunLog {
  warn(obj: object, msg?: string): void;
}

/**
 * Sends every due digest, batch after batch, and returns how many went out. A digest whose
 * member has nothing unread newer than the last one is skipped (it is still moved on). A send
 * that fails is logged and not retried: the digest was claimed, so it is never sent twice.
 */
export async function sendDueDigests(
  db: Database,
  config: Config,
  email: EmailSender,
  log?: DigestRunLog,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await repo.claimDueDigests(db, DIGEST_BATCH);
    for (const digest of claimed) {
      const page = await listNotifications(db, digest.userId, 1);
      const since = digest.since === null ? 0 : new Date(digest.since).getTime();
      const groups = page.data.filter((g) => g.unread);
      if (!groups.some((g) => new Date(g.latestAt).getTime() > since)) continue;
      const message = digestMessage({
        to: digest.email,
        displayName: digest.displayName,
        locale: digest.locale,
        frequency: digest.frequency,
        groups,
        unread: page.unread,
        baseUrl: publicBaseUrl(config),
        unsubscribeUrl: await unsubscribeUrl(db, config, digest.userId),
      });
      try {
        await email.send(message);
        sent++;
      } catch (err) {
        // The offline sender writes to the outbox folder: a full or read-only disk ends the process.
        exitOnDiskFailure(err, 'email-digests');
        log?.warn({ err, userId: digest.userId }, 'digest e-mail could not be sent');
      }
    }
    if (claimed.length < DIGEST_BATCH) return sent;
  }
}
