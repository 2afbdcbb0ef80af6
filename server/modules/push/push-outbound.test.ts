/**
 * Push endpoints through the outbound guard (decision 041), with the guard's private-address escape
 * hatch off and host names resolved by a resolver this test controls: members get one answer, "not
 * a push service", for every endpoint the server must not call, whether or not something listens
 * there; and a stored endpoint whose name later resolves to loopback (DNS rebinding) is never
 * called, and is not treated as gone by an answer it could have given.
 */
import type { LookupAddress } from 'node:dns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../lib/outbound-guard';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { startPushServiceFake, type PushServiceFake } from '../../test/push-service-fake';
import { settlePushes } from '../notifications';
import { NOT_A_PUSH_SERVICE } from './push.service';
import { saveSubscription } from './push.repository';

const PUBLIC = '93.184.215.14';
let rebindTo = PUBLIC;
const names: Record<string, () => string[]> = {
  'push.example.test': () => [PUBLIC],
  'rebind.test': () => [rebindTo],
  'loop.test': () => ['127.0.0.1'],
  'localhost.': () => ['127.0.0.1'],
  '127.0.0.1.nip.io': () => ['127.0.0.1'],
  'split.test': () => [PUBLIC, '192.168.0.10'],
};
const resolve = async (host: string): Promise<LookupAddress[]> => {
  const list = names[host]?.();
  if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guard = createOutboundGuard({ resolve });

const t = useTestApp({
  seed: false,
  env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'false' },
  deps: { outbound: guard },
  members: ['asker', 'ben'] as const,
});
let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushServiceFake();
});
afterAll(async () => {
  await fake.close();
  await guard.dispatcher.close();
});

describe('push endpoints through the outbound guard', () => {
  it('answers "not a push service" alike for every address the server must not call', async () => {
    const { json } = fake.subscribe();
    const post = (endpoint: string) =>
      t.call(t.asker, 'POST', '/api/push/subscriptions', { ...json, endpoint });
    const fakePort = new URL(fake.origin).port;
    const hostile = [
      'https://loop.test/x',
      'https://localhost./x',
      'https://127.0.0.1.nip.io/x',
      'https://split.test/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://unknown.test/x',
      'https://push.example.test:8443/x',
      // Something listens on the first, nothing on the second: the answers must not differ.
      `https://127.0.0.1:${fakePort}/x`,
      'https://127.0.0.1:1/x',
    ];
    for (const endpoint of hostile) {
      const res = await post(endpoint);
      expect({ endpoint, status: res.statusCode, body: res.json() }).toEqual({
        endpoint,
        status: 400,
        body: { error: 'invalid_push_endpoint', message: NOT_A_PUSH_SERVICE },
      });
    }
    expect((await post(`${fake.origin}/x`)).json()).toMatchObject({
      message: 'A push endpoint must be an https URL.',
    });
    // The control: a public name on port 443 is accepted.
    expect((await post('https://push.example.test/sub/1')).statusCode).toBe(201);
    expect(fake.received).toEqual([]);
  });

  it('never calls an endpoint whose name rebinds to loopback, and keeps it (no "gone" from inside)', async () => {
    const browser = fake.subscribe();
    fake.answer(browser.id, 410);
    // Stored while the name answered a public address (as if checked then).
    const endpoint = `http://rebind.test:${new URL(fake.origin).port}/${browser.id}`;
    await saveSubscription(t.ctx.handle.db, t.asker.user.id, { ...browser.json, endpoint });
    rebindTo = '127.0.0.1';
    const requestId = await createRequest(t.ctx, t.asker);
    await createResponse(t.ctx, t.ben, requestId);
    await settlePushes(t.ctx.handle.db);
    expect(fake.received).toEqual([]);
    const rows = (await t.ctx.handle.db.execute(
      sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });
});
