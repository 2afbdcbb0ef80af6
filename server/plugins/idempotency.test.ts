/**
 * Idempotent POSTs: a double click or a replayed POST with one Idempotency-Key creates
 * one row and gets the first answer; the same key for another request is refused; a refused first
 * attempt releases its key.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/factories';
import { parseIdempotencyKey, requestFingerprint } from './idempotency';
import { HttpError } from '../lib/http-errors';

const t = useTestApp({ members: ['asker', 'other'] as const });

const post = (who: 'asker' | 'other', url: string, payload: object, key?: string) =>
  t.ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: t[who].cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

async function requestsWithText(text: string): Promise<number> {
  const result = await t.ctx.handle.db.execute(
    sql`select count(*)::int as n from requests where content = ${text}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('keys', () => {
  it('takes a bare or quoted key and refuses malformed ones', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"abc"')).toBe('abc');
    for (const bad of ['', 'has space', 'x'.repeat(256), 'naïve'])
      expect(() => parseIdempotencyKey(bad)).toThrow(HttpError);
  });
  it('fingerprints method, URL and body', () => {
    const a = requestFingerprint('POST', '/api/requests', { content: 'a' });
    expect(requestFingerprint('POST', '/api/requests', { content: 'a' })).toBe(a);
    expect(requestFingerprint('POST', '/api/requests', { content: 'b' })).not.toBe(a);
    expect(requestFingerprint('POST', '/api/feedback', { content: 'a' })).not.toBe(a);
  });
});

describe('POST with Idempotency-Key', () => {
  it('answers a replay with the first answer and writes once', async () => {
    const body = { type: 'text', content: 'Songs for a replayed evening' };
    const first = await post('asker', '/api/requests', body, 'replay-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('asker', '/api/requests', body, 'replay-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await requestsWithText(body.content)).toBe(1);
  });

  it('creates one row for a double click (two POSTs at once with one key)', async () => {
    const body = { type: 'text', content: 'Songs for a double click' };
    const [a, b] = await Promise.all([
      post('asker', '/api/requests', body, 'double-click-01'),
      post('asker', '/api/requests', body, 'double-click-01'),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // Either the second waited for nothing and was replayed (201 twice), or it met the first still running (409).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const loser = a.statusCode === 409 ? a : b.statusCode === 409 ? b : null;
    if (loser) expect(loser.json()).toMatchObject({ error: 'idempotency_key_in_use' });
    expect(await requestsWithText(body.content)).toBe(1);
  });

  it('refuses the same key for a different request (422) and keeps keys per member', async () => {
    const first = await post(
      'asker',
      '/api/requests',
      { type: 'text', content: 'Songs for key reuse one' },
      'reused-key-0001',
    );
    expect(first.statusCode).toBe(201);
    const reused = await post(
      'asker',
      '/api/requests',
      { type: 'text', content: 'Songs for key reuse two' },
      'reused-key-0001',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    // Another member's key space is their own.
    const other = await post(
      'other',
      '/api/requests',
      { type: 'text', content: 'Songs for key reuse two' },
      'reused-key-0001',
    );
    expect(other.statusCode).toBe(201);
    expect(await requestsWithText('Songs for key reuse two')).toBe(1);
  });

  it('releases the key of a refused first attempt, so the corrected retry goes through', async () => {
    const refused = await post(
      'asker',
      '/api/requests',
      { type: 'text', content: '' },
      'released-key-01',
    );
    expect(refused.statusCode).toBe(400);
    const fixed = await post(
      'asker',
      '/api/requests',
      { type: 'text', content: 'Songs after a fix' },
      'released-key-01',
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 400 for a malformed key and writes nothing', async () => {
    const res = await post(
      'asker',
      '/api/requests',
      { type: 'text', content: 'Songs with a bad key' },
      'bad key',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'idempotency_key_invalid' });
    expect(await requestsWithText('Songs with a bad key')).toBe(0);
  });

  it('leaves POSTs without the header as they were', async () => {
    const body = { type: 'text', content: 'Songs posted twice on purpose' };
    expect((await post('asker', '/api/requests', body)).statusCode).toBe(201);
    expect((await post('asker', '/api/requests', body)).statusCode).toBe(201);
    expect(await requestsWithText(body.content)).toBe(2);
  });
});
