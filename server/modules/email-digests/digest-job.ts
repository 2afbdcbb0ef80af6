/**
 * The digest job: one per app instance, started by server/server.ts; every minute it
 * sends what is due (email-digests.service.ts). Several instances may run it: claims never overlap.
 * Nothing is kept in memory, so a restart loses nothing and repeats nothing.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { exitOnDiskFailure } from '../../db/disk-failure-guard';
import type { EmailSender } from '../../providers/email/index';
import { sendDueDigests, type DigestRunLog } from './email-digests.service';

/** How often due digests are looked for (ms): a digest goes out within a minute of its time. */
export const DIGEST_POLL_MS = 60_000;

export interface DigestJob {
  stop(): Promise<void>;
}

export function startDigestJob(
  db: Database,
  config: Config,
  email: EmailSender,
  log: DigestRunLog,
  pollMs = DIGEST_POLL_MS,
): DigestJob {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A run still going (a slow mail server) is not joined by a second one.
    if (running) return;
    running = sendDueDigests(db, config, email, log)
      .catch((err: unknown) => {
        exitOnDiskFailure(err, 'email-digests');
        log.warn({ err }, 'digest run failed');
      })
      .finally(() => (running = null));
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
