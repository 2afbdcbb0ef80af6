/**
 * E-mail digests through the real app and database: the member's choice, a due digest
 * sent once by two instances running the job at the same time (two database handles on
 * PostgreSQL), never to an unverified address nor without news, and one-click unsubscribe (RFC
 * 8058) from a mail provider: cross-site, a form body, no session.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/index';
import type { EmailMessage, EmailSender } from '../../providers/email/index';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import { OutboxEmailSender } from '../../providers/email/outbox-sender';
import { settlePushes } from '../notifications';
import { unsubscribeToken } from './digest-token';
import { sendDueDigests } from './email-digests.service';

const t = useTestApp({
  seed: false,
  members: { asker: 'Ada Digest', ben: 'Ben Answers', cleo: 'Cleo Unverified' },
});
const { call } = t;
/** A second instance's database handle: its own connection pool on PostgreSQL, the one in-process database on PGlite. */
let other: DatabaseHandle | null = null;
beforeAll(async () => {
  for (const who of [t.asker, t.ben])
    await t.ctx.handle.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, who.user.id));
  if (t.ctx.databaseUrl) other = await openDatabase({ databaseUrl: t.ctx.databaseUrl });
});
afterAll(() => other?.close());

/** An e-mail sender that keeps what it was given. */
function inbox(): EmailSender & { messages: EmailMessage[] } {
  const messages: EmailMessage[] = [];
  return { kind: 'test', messages, send: async (m) => void messages.push(m) };
}

const makeDue = (who: SignedIn) =>
  t.ctx.handle.db.execute(
    sql`update email_digests set next_due_at = now() - interval '1 minute' where user_id = ${who.user.id}`,
  );
const digestTo = (messages: EmailMessage[], who: SignedIn) =>
  messages.filter((m) => m.to === who.user.email);
const choose = (who: SignedIn, frequency: string) =>
  call(who, 'PUT', '/api/email-digest', { frequency });

describe('the digest choice', () => {
  it('is off by default, says whether the address is verified, and takes daily, weekly or off', async () => {
    expect((await call(t.cleo, 'GET', '/api/email-digest')).json()).toEqual({
      frequency: 'off',
      emailVerified: false,
    });
    expect((await choose(t.asker, 'weekly')).json()).toEqual({
      frequency: 'weekly',
      emailVerified: true,
    });
    expect((await choose(t.asker, 'daily')).json()).toEqual({
      frequency: 'daily',
      emailVerified: true,
    });
    expect((await choose(t.asker, 'hourly')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/email-digest')).statusCode).toBe(401);
  });
});

describe('sending digests', () => {
  it('sends a due digest once though two instances run the job together, with the unread news and one-click unsubscribe', async () => {
    await choose(t.asker, 'daily');
    await choose(t.cleo, 'daily');
    const requestId = await createRequest(t.ctx, t.asker, 'Songs for a slow Sunday');
    await createResponse(t.ctx, t.ben, requestId);
    const cleosRequest = await createRequest(t.ctx, t.cleo);
    await createResponse(t.ctx, t.ben, cleosRequest);
    await settlePushes(t.ctx.handle.db);
    await makeDue(t.asker);
    await makeDue(t.cleo);

    const first = inbox();
    const second = inbox();
    const counts = await Promise.all([
      sendDueDigests(t.ctx.handle.db, t.ctx.config, first),
      sendDueDigests((other ?? t.ctx.handle).db, t.ctx.config, second),
      sendDueDigests(t.ctx.handle.db, t.ctx.config, first),
    ]);
    const all = [...first.messages, ...second.messages];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(digestTo(all, t.asker)).toHaveLength(1);
    // Cleo's address is not verified: nothing, though her digest was due.
    expect(digestTo(all, t.cleo)).toEqual([]);

    const [digest] = digestTo(all, t.asker);
    expect(digest!.subject).toBe('Hearsay: 1 unread notification');
    expect(digest!.text).toContain('- Ben Answers answered your request — ');
    expect(digest!.text).toContain(`http://localhost:${t.ctx.config.PORT}/requests/${requestId}`);
    const token = await unsubscribeToken(t.ctx.handle.db, t.asker.user.id);
    const link = `http://localhost:${t.ctx.config.PORT}/email/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(digest!.text).toContain(`Unsubscribe with one click: ${link}`);
    expect(digest!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Through the real sender the headers and the plain-text part reach the message.
    await new OutboxEmailSender(t.ctx.outboxDir, t.ctx.config.MAIL_FROM).send(digest!);
    const eml = readdirSync(t.ctx.outboxDir)
      .map((name) => readFileSync(join(t.ctx.outboxDir, name), 'utf8'))
      .find((raw) => raw.includes('List-Unsubscribe-Post'))!;
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toMatch(/Content-Type: text\/plain/);

    // Run again at once: nothing is due any more (next one a day later).
    expect(await sendDueDigests(t.ctx.handle.db, t.ctx.config, first)).toBe(0);
  });

  it('skips a due digest with nothing unread newer than the last one, and sends again when there is', async () => {
    await makeDue(t.asker);
    const box = inbox();
    expect(await sendDueDigests(t.ctx.handle.db, t.ctx.config, box)).toBe(0);

    const requestId = await createRequest(t.ctx, t.asker);
    await createResponse(t.ctx, t.ben, requestId);
    await makeDue(t.asker);
    expect(await sendDueDigests(t.ctx.handle.db, t.ctx.config, box)).toBe(1);
    expect(digestTo(box.messages, t.asker)[0]!.subject).toBe('Hearsay: 2 unread notifications');

    // Read: nothing to tell.
    await call(t.asker, 'POST', '/api/notifications/read-all');
    const again = await createRequest(t.ctx, t.ben);
    expect(again).toBeGreaterThan(0);
    await makeDue(t.asker);
    expect(await sendDueDigests(t.ctx.handle.db, t.ctx.config, box)).toBe(0);
  });
});

describe('one-click unsubscribe', () => {
  const oneClick = (token: string) =>
    t.ctx.app.inject({
      method: 'POST',
      url: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('stops the digest from a mail provider’s cross-site POST without a session; a forged token gets 400', async () => {
    await choose(t.ben, 'weekly');
    const token = await unsubscribeToken(t.ctx.handle.db, t.ben.user.id);
    const forged = `${t.asker.user.id}.${token.split('.')[1]}`;
    const refused = await oneClick(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_token',
      message: 'This unsubscribe link is not valid.',
    });
    expect((await oneClick('nonsense')).statusCode).toBe(400);

    const res = await oneClick(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    expect((await call(t.ben, 'GET', '/api/email-digest')).json()).toMatchObject({
      frequency: 'off',
    });
    // Twice is fine (a provider may retry).
    expect((await oneClick(token)).statusCode).toBe(200);
  });

  it('keeps form bodies out of /api', async () => {
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/email-digest',
      headers: { cookie: t.asker.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'frequency=daily',
    });
    expect(res.statusCode).toBe(415);
  });
});
