/**
 * Web Push through the real HTTP app against a local push service that verifies the
 * VAPID JWT and decrypts each payload (server/test/push-service-fake.ts): a notification made by a
 * real action arrives with the bell's words and link, per-type settings hold pushes back, a 410
 * removes the subscription, bad subscriptions are refused, and the words follow the recipient's
 * saved language.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { startPushServiceFake, type PushServiceFake } from '../../test/push-service-fake';
import { settlePushes } from '../notifications';
import { defaultSubject, loadVapidKeys } from './vapid-keys';

const t = useTestApp({
  seed: false,
  members: { asker: 'Ada Pushed', ben: 'Ben Answers', cleo: 'Cleo Upvotes', dora: 'Dora Deutsch' },
});
const { call } = t;
let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushServiceFake();
});
afterAll(() => fake.close());

/** Waits until the pushes of the writes so far have been sent (they leave after the write's answer). */
const settled = () => settlePushes(t.ctx.handle.db);
const subscriptionRows = async (endpoint: string) =>
  (
    (await t.ctx.handle.db.execute(
      sql`select user_id from push_subscriptions where endpoint = ${endpoint}`,
    )) as unknown as { rows: { user_id: number }[] }
  ).rows;

describe('Web Push', () => {
  it('pushes a new answer to the asker’s browser: VAPID-signed for the service’s origin, encrypted, with the bell’s words and link', async () => {
    const key = await call(t.asker, 'GET', '/api/push/public-key');
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // The same key on the next call (kept in the database).
    expect((await call(t.ben, 'GET', '/api/push/public-key')).json()).toEqual({ publicKey });

    const browser = fake.subscribe();
    expect((await call(t.asker, 'POST', '/api/push/subscriptions', browser.json)).statusCode).toBe(
      201,
    );
    const requestId = await createRequest(t.ctx, t.asker, 'Songs for a night ferry');
    const responseId = await createResponse(t.ctx, t.ben, requestId);
    await settled();

    expect(fake.errors).toEqual([]);
    expect(fake.received).toHaveLength(1);
    const [push] = fake.received;
    expect(push).toMatchObject({
      subscriptionId: browser.id,
      status: 201,
      ttl: 86400,
      senderKey: publicKey,
      claims: { aud: fake.origin, sub: 'mailto:no-reply@hearsay.local' },
      payload: {
        title: 'Ben Answers answered your request',
        url: `/requests/${requestId}`,
        tag: `response_to_your_request-${requestId}-${responseId}`,
      },
    });

    // An upvote of Ben's answer reaches Ben only if Ben subscribed: nothing more arrives here.
    await call(t.cleo, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });
    await settled();
    expect(fake.received).toHaveLength(1);
  });

  it('leaves out types turned off for pushes (they still reach the bell)', async () => {
    const browser = fake.subscribe();
    expect((await call(t.ben, 'POST', '/api/push/subscriptions', browser.json)).statusCode).toBe(
      201,
    );
    const off = await call(t.ben, 'PUT', '/api/push/settings', {
      preferences: [{ type: 'response_upvoted', enabled: false }],
    });
    expect(
      off.json<{ preferences: { type: string; enabled: boolean }[] }>().preferences,
    ).toContainEqual({ type: 'response_upvoted', enabled: false });
    const requestId = await createRequest(t.ctx, t.asker);
    const responseId = await createResponse(t.ctx, t.ben, requestId);
    await call(t.cleo, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });
    await call(t.asker, 'POST', `/api/responses/${responseId}/save`, {});
    await settled();
    const bens = fake.received
      .filter((p) => p.subscriptionId === browser.id)
      .map((p) => (p.payload as { title: string }).title);
    expect(bens).toEqual(['Ada Pushed saved your recommendation']);
    const bell = (await call(t.ben, 'GET', '/api/notifications')).json<{
      data: { type: string; responseId: number }[];
    }>();
    expect(bell.data.filter((g) => g.responseId === responseId).map((g) => g.type)).toEqual([
      'response_saved',
      'response_upvoted',
    ]);
  });

  it('removes a subscription the push service calls gone (410), and sends nothing to it after', async () => {
    const browser = fake.subscribe();
    expect((await call(t.cleo, 'POST', '/api/push/subscriptions', browser.json)).statusCode).toBe(
      201,
    );
    expect(await subscriptionRows(browser.json.endpoint)).toHaveLength(1);
    fake.answer(browser.id, 410);
    const requestId = await createRequest(t.ctx, t.cleo);
    await createResponse(t.ctx, t.ben, requestId);
    await settled();
    expect(
      fake.received.filter((p) => p.subscriptionId === browser.id).map((p) => p.status),
    ).toEqual([410]);
    expect(await subscriptionRows(browser.json.endpoint)).toEqual([]);

    await createResponse(t.ctx, t.asker, requestId);
    await settled();
    expect(fake.received.filter((p) => p.subscriptionId === browser.id)).toHaveLength(1);
  });

  it('moves a browser to the member who subscribes it last, and unsubscribes it', async () => {
    const browser = fake.subscribe();
    await call(t.asker, 'POST', '/api/push/subscriptions', browser.json);
    await call(t.cleo, 'POST', '/api/push/subscriptions', browser.json);
    expect(await subscriptionRows(browser.json.endpoint)).toEqual([{ user_id: t.cleo.user.id }]);
    // Another member cannot remove it; its owner can, twice without harm.
    expect(
      (
        await call(t.asker, 'DELETE', '/api/push/subscriptions', {
          endpoint: browser.json.endpoint,
        })
      ).json(),
    ).toEqual({ subscribed: false });
    expect(await subscriptionRows(browser.json.endpoint)).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await call(t.cleo, 'DELETE', '/api/push/subscriptions', {
            endpoint: browser.json.endpoint,
          })
        ).statusCode,
      ).toBe(200);
    expect(await subscriptionRows(browser.json.endpoint)).toEqual([]);
  });

  it('refuses bad subscriptions with a clear 400, and members only', async () => {
    const { json } = fake.subscribe();
    const post = (body: unknown) => call(t.asker, 'POST', '/api/push/subscriptions', body);
    const refused = await post({ ...json, endpoint: 'ftp://push.example.com/x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_push_endpoint',
      message: 'A push endpoint must be an https URL.',
    });
    expect((await post({ ...json, endpoint: 'https://u:p@127.0.0.1/push' })).json()).toMatchObject({
      error: 'invalid_push_endpoint',
    });
    expect((await post({ ...json, keys: { ...json.keys, p256dh: 'AAAA' } })).statusCode).toBe(400);
    expect((await post({ ...json, keys: { ...json.keys, auth: '!!' } })).statusCode).toBe(400);
    expect((await post({ endpoint: json.endpoint })).statusCode).toBe(400);
    expect((await post({ ...json, extra: 1 })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/push/subscriptions', json)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/push/public-key')).statusCode).toBe(401);
  });
});

describe('push endpoints and keys', () => {
  it('takes the key pair and subject from the environment when set', async () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://hearsay.example/contact',
    });
    expect(await loadVapidKeys(t.ctx.handle.db, config)).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'https://hearsay.example/contact',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(defaultSubject('Hearsay <hello@hearsay.example>')).toBe('mailto:hello@hearsay.example');
  });

  it('words a push in the recipient’s saved language (users.locale)', async () => {
    const browser = fake.subscribe();
    expect((await call(t.dora, 'POST', '/api/push/subscriptions', browser.json)).statusCode).toBe(
      201,
    );
    const saved = await call(t.dora, 'PUT', `/api/users/${t.dora.user.id}/locale`, {
      locale: 'de',
    });
    expect(saved.statusCode).toBe(200);
    const requestId = await createRequest(t.ctx, t.dora, 'Lieder für eine Nachtfähre');
    await createResponse(t.ctx, t.ben, requestId);
    await settled();
    const titles = fake.received
      .filter((p) => p.subscriptionId === browser.id)
      .map((p) => (p.payload as { title: string }).title);
    expect(titles).toEqual(['Ben Answers hat deine Anfrage beantwortet']);
  });
});
