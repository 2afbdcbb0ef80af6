/**
 * The e-mail adapters against real receivers: SMTP through nodemailer to a local SMTP server started
 * here (the `smtp-server` package), and the outbox writing readable .eml files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createEmailSender } from './index';
import { OutboxEmailSender } from './outbox-sender';
import { SmtpEmailSender } from './smtp-sender';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SmtpEmailSender', () => {
  it('delivers through SMTP with authentication, envelope and headers', async () => {
    const sender = new SmtpEmailSender(
      `smtp://mailer:s3cret@127.0.0.1:${port}`,
      'Hearsay <no-reply@hearsay.test>',
    );
    await sender.send({
      to: 'ann@example.com',
      subject: 'Confirm your email address for Hearsay',
      text: 'Open http://localhost/verify-email?token=abc',
    });
    sender.close();
    const mail = received.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@hearsay.test');
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.raw).toMatch(/^Subject: Confirm your email address for Hearsay/m);
    expect(mail.raw).toContain('verify-email?token=abc');
  });

  it('rejects when the server refuses the credentials', async () => {
    const sender = new SmtpEmailSender(
      `smtp://mailer:wrong@127.0.0.1:${port}`,
      'no-reply@hearsay.test',
    );
    await expect(sender.send({ to: 'ann@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    sender.close();
  });

  it('is chosen when SMTP_URL is set; the outbox otherwise', () => {
    expect(createEmailSender(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` })).kind).toBe(
      'smtp',
    );
    expect(createEmailSender(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('outbox');
  });
});

describe('OutboxEmailSender', () => {
  it('writes one .eml file per message and logs a link to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearsay-outbox-test-'));
    const lines: Record<string, unknown>[] = [];
    try {
      const sender = new OutboxEmailSender(dir, 'Hearsay <no-reply@hearsay.test>', {
        info: (o) => lines.push(o),
      });
      await sender.send({
        to: 'bob@example.com',
        subject: 'Reset your Hearsay password',
        text: 'Link: http://localhost/reset-password?token=t',
      });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(dir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: bob@example.com$/m);
      expect(eml).toMatch(/^From: Hearsay <no-reply@hearsay.test>$/m);
      expect(eml).toContain('reset-password?token=t');
      expect(lines[0]).toMatchObject({
        subject: 'Reset your Hearsay password',
        file: `file://${join(dir, files[0]!)}`,
      });
      // Logs never carry e-mail addresses (SECURITY.md): the file names the recipient.
      expect(JSON.stringify(lines[0])).not.toContain('bob@example.com');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
