/**
 * Logs: UTC ISO time, request id and user id on request lines; audit events; no
 * secrets. Known secrets are injected (e-mail, password, session cookie, a SQL parameter in a
 * failing query) and the captured log is grepped for them.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { createSongProvider } from '../providers/songs/index';
import { createTestContext, signUpStaff, type TestContext } from '../test/harness';
import { redactUrl, scrubErrorText } from './logging';

let ctx: TestContext;
let app: App;
const lines: string[] = [];
const SECRET_EMAIL = 'Secret.Person-7341@example.com';
const SECRET_PASSWORD = 'pw-SECRET-90210-zz';
const SECRET_SQL_PARAM = 'sql-param-SECRET-5521';
const SECRET_RESET_TOKEN = 'reset-token-SECRET-8812';

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  const stream = new PassThrough();
  let buffer = '';
  stream.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  const config = { ...ctx.config, LOG_LEVEL: 'info' as const };
  app = await buildApp(
    { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db) },
    { logStream: stream },
  );
  // A route whose query fails with a secret among its SQL parameters (a 500).
  app.get('/api/test-failing-query', { config: { access: 'public' } }, async () => {
    await ctx.handle.db.execute(sql`select ${SECRET_SQL_PARAM}::int`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('helpers', () => {
  it('redacts sensitive query values and e-mails in URLs', () => {
    expect(redactUrl('/api/auth/reset?token=abc&x=1')).toBe('/api/auth/reset?token=[redacted]&x=1');
    expect(redactUrl('/api/admin?search=ana@example.com')).toBe('/api/admin?search=[email]');
  });
  it('removes SQL parameters from error text', () => {
    expect(scrubErrorText('Failed query: select $1\nparams: a@b.co,secret')).toBe(
      'Failed query: select $1\nparams: [redacted]',
    );
  });
});

describe('captured log', () => {
  let requestId = '';
  let userId = 0;
  let sessionToken = '';
  beforeAll(async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: SECRET_EMAIL, displayName: 'Secret Person', password: SECRET_PASSWORD },
    });
    expect(reg.statusCode).toBe(201);
    userId = reg.json().id;
    const token = reg.cookies.find((c) => c.name === 'hearsay_session')!.value;
    sessionToken = token;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: SECRET_EMAIL, password: 'wrong-password' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: SECRET_EMAIL, password: SECRET_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: `hearsay_session=${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/feedback', headers: { cookie: `hearsay_session=${token}` } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          url: `/api/requests?search=${encodeURIComponent(SECRET_EMAIL)}&token=${SECRET_RESET_TOKEN}`,
          headers: { cookie: `hearsay_session=${token}` },
        })
      ).statusCode,
    ).toBe(200);
    const staff = await signUpStaff({ app, handle: ctx.handle });
    expect(
      (await app.inject({ url: '/api/admin/data/export/users', headers: { cookie: staff.cookie } }))
        .statusCode,
    ).toBe(200);
    const boom = await app.inject({ url: '/api/test-failing-query' });
    expect(boom.statusCode).toBe(500);
    requestId = String(boom.headers['x-request-id']);
    expect(boom.json().requestId).toBe(requestId);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('never contains e-mails, passwords, session tokens, SQL parameters or sensitive query values', () => {
    const token = sessionToken;
    expect(token.length).toBeGreaterThan(20);
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(1000);
    for (const secret of [
      SECRET_EMAIL,
      SECRET_EMAIL.toLowerCase(),
      SECRET_PASSWORD,
      token,
      SECRET_SQL_PARAM,
      SECRET_RESET_TOKEN,
      'example.com',
    ]) {
      expect(
        lines.filter((l) => l.includes(secret)).map((l) => l.slice(0, 400)),
        secret,
      ).toEqual([]);
    }
  });

  it('writes UTC ISO times on every line and the request id on every request line', () => {
    const entries = parsed();
    for (const e of entries.filter(
      (x) => typeof x.time === 'string' || typeof x.time === 'number',
    )) {
      expect(String(e.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const requestLines = entries.filter((e) => e.req || e.res || e.event);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const e of requestLines) expect(e.reqId, JSON.stringify(e)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the audit events, with the user id on authenticated lines', () => {
    const events = parsed().filter((e) => e.event);
    const names = events.map((e) => e.event);
    expect(names).toEqual(
      expect.arrayContaining([
        'signup',
        'signin_failed',
        'signin_succeeded',
        'forbidden',
        'staff_export',
      ]),
    );
    expect(events.find((e) => e.event === 'signin_succeeded')?.userId).toBe(userId);
    expect(events.find((e) => e.event === 'forbidden')?.userId).toBe(userId);
    const me = parsed().find((e) => e.msg === 'request completed' && e.userId === userId);
    expect(me).toBeTruthy();
  });

  it('logs the 500 with the same request id its body carries', () => {
    const error = parsed().find((e) => e.msg === 'unhandled error');
    expect(error?.reqId).toBe(requestId);
    // An anonymous request after signed-in ones: the user id was bound on those requests' own loggers only.
    expect(error).not.toHaveProperty('userId');
  });
});
