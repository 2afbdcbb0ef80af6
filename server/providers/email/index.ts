/** Picks the e-mail sender from config: SMTP when SMTP_URL is set, else the outbox folder. */
import { join } from 'node:path';
import type { Config } from '../../config';
import type { EmailSender } from './email-sender';
import { OutboxEmailSender, type OutboxLog } from './outbox-sender';
import { SmtpEmailSender } from './smtp-sender';

export type { EmailMessage, EmailSender } from './email-sender';

/** The outbox folder: MAIL_OUTBOX_DIR, else `<DATA_DIR>/outbox`. */
export function outboxDir(config: Pick<Config, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>): string {
  return config.MAIL_OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox');
}

export function createEmailSender(config: Config, log?: OutboxLog): EmailSender {
  if (config.SMTP_URL) return new SmtpEmailSender(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxEmailSender(outboxDir(config), config.MAIL_FROM, log);
}
