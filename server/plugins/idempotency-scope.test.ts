/**
 * Where Idempotency-Key applies (decision 041): every member write outside /api/auth/* replays its
 * first answer (a toggle sent again does not flip anything back), and no answer of an auth route,
 * which may carry a secret, is ever stored or replayed.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRequest, createResponse, useTestApp } from '../test/factories';
import { freshTotpCode } from '../test/totp-codes';
import { idempotentRoute } from './idempotency';

const t = useTestApp({ seed: false, members: ['asker', 'ben', 'totp'] as const });

const send = (
  who: 'asker' | 'ben' | 'totp',
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  key: string,
  payload?: object,
) =>
  t.ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: t[who].cookie, 'idempotency-key': key },
  });

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.ctx.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('Idempotency-Key on every member write', () => {
  it('replays the first answer of a toggle sent again after the opposite write', async () => {
    const requestId = await createRequest(t.ctx, t.asker);
    const url = `/api/requests/${requestId}/follow`;
    const follows = () =>
      rows(
        sql`select 1 from request_follows where user_id = ${t.ben.user.id} and request_id = ${requestId}`,
      );
    const first = await send('ben', 'PUT', url, 'follow-on-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(await follows()).toHaveLength(1);
    expect((await send('ben', 'DELETE', url, 'follow-off-1')).statusCode).toBe(200);
    expect(await follows()).toHaveLength(0);
    // The first PUT arrives again (a retry through the proxy): answered as before, nothing written.
    const again = await send('ben', 'PUT', url, 'follow-on-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await follows()).toHaveLength(0);
  });

  it('covers PUT, DELETE and POST toggles: upvote, save, verdict, settings', async () => {
    const requestId = await createRequest(t.ctx, t.asker);
    const responseId = await createResponse(t.ctx, t.ben, requestId);
    const writes: [string, 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['asker', 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true }],
      ['asker', 'POST', `/api/responses/${responseId}/save`, {}],
      ['asker', 'DELETE', `/api/responses/${responseId}/save`],
      ['asker', 'PUT', `/api/responses/${responseId}/verdict`, { verdict: 'loved' }],
      ['asker', 'PUT', '/api/push/settings', { preferences: [] }],
    ];
    for (const [, method, url, payload] of writes) {
      const key = `${method}-${url}`;
      const first = await send('asker', method, url, key, payload);
      expect(first.statusCode, `${method} ${url}: ${first.body}`).toBeLessThan(300);
      const again = await send('asker', method, url, key, payload);
      expect(again.headers['idempotent-replayed'], `${method} ${url}`).toBe('true');
      expect(again.body).toBe(first.body);
    }
  });

  it('never stores or replays the 2FA secret or recovery codes', async () => {
    const setup = await send('totp', 'POST', '/api/auth/2fa/setup', 'setup-key-1');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await send('totp', 'POST', '/api/auth/2fa/enable', 'enable-key-1', {
      code: await freshTotpCode(secret),
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes.length).toBeGreaterThan(0);

    const stored = await rows(
      sql`select key, response_body from idempotency_keys where user_id = ${t.totp.user.id}`,
    );
    expect(stored).toEqual([]);
    const all = JSON.stringify(await rows(sql`select response_body from idempotency_keys`));
    for (const text of [secret, ...recoveryCodes]) expect(all).not.toContain(text);

    const replay = await send('totp', 'POST', '/api/auth/2fa/enable', 'enable-key-1', {
      code: await freshTotpCode(secret),
    });
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    for (const text of recoveryCodes) expect(replay.body).not.toContain(text);
  });

  it('knows which routes may store answers', () => {
    expect(idempotentRoute('/api/requests')).toBe(true);
    expect(idempotentRoute('/api/responses/:id/verdict')).toBe(true);
    for (const url of [
      '/api/auth/2fa/setup',
      '/api/auth/login',
      '/api/spotify/authorize',
      undefined,
    ])
      expect(idempotentRoute(url), String(url)).toBe(false);
  });
});
