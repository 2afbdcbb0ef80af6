/**
 * Offline e-mail sender: writes each message as an RFC 5322 `.eml` file (built by nodemailer's
 * stream transport) into a folder the operator can read, and logs where it went. Sign-up and
 * password reset work with no mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

export interface OutboxLog {
  info(obj: Record<string, unknown>, msg: string): void;
}

export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox';
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log?: OutboxLog,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    // Time first so `ls` lists messages in order; random suffix so parallel sends never collide.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = resolve(join(this.dir, name));
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // No recipient address in the log (logs never carry e-mails, SECURITY.md): the file names it.
    this.log?.info(
      { subject: message.subject, file: `file://${file}` },
      'e-mail written to the outbox',
    );
  }
}
