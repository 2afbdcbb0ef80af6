/**
 * A member's "Publish my requests and answers to the fediverse" (decisions 046, 051): on by
 * default, turned off and on through the API, and off means their request is no longer served as
 * a Note to ActivityPub clients.
 */
import { describe, expect, it } from 'vitest';
import { createRequest, useTestApp } from '../../test/factories';

const t = useTestApp({
  env: {
    FEDERATION: 'on',
    PUBLIC_URL: 'http://hearsay.example',
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
  },
  members: { ada: 'Ada Lovelace' },
});

const asNote = (id: number) =>
  t.ctx.app.inject({
    url: `/requests/${id}`,
    headers: { accept: 'application/activity+json' },
  });

describe('/api/account/fediverse', () => {
  it('is on by default, switches off and on, and off keeps requests off the fediverse', async () => {
    expect((await t.call(null, 'GET', '/api/account/fediverse')).statusCode).toBe(401);
    expect((await t.call(t.ada, 'GET', '/api/account/fediverse')).json()).toEqual({
      publish: true,
      federating: true,
    });
    const id = await createRequest(t.ctx, t.ada);
    const published = await asNote(id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ type: 'Note' });

    const off = await t.call(t.ada, 'PUT', '/api/account/fediverse', { publish: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ publish: false, federating: true });
    expect((await t.call(t.ada, 'GET', '/api/account/fediverse')).json()).toMatchObject({
      publish: false,
    });
    const hidden = await asNote(id);
    expect(hidden.headers['content-type'] ?? '').not.toContain('activity+json');

    expect(
      (await t.call(t.ada, 'PUT', '/api/account/fediverse', { publish: 'yes' })).statusCode,
    ).toBe(400);
    const on = await t.call(t.ada, 'PUT', '/api/account/fediverse', { publish: true });
    expect(on.json()).toEqual({ publish: true, federating: true });
    expect((await asNote(id)).statusCode).toBe(200);
  }, 60_000);
});
