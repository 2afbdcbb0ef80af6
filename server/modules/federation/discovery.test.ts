/**
 * Federation discovery through the real app (decision 046): WebFinger, the Person actor with its
 * keys and collections, NodeInfo 2.1 and a request's Note by content negotiation; and with
 * FEDERATION=off none of it exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, useTestApp } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

// http: the harness signs in with the plain cookie name an https address would prefix.
const AP = 'application/activity+json';
const t = useTestApp({
  env: { FEDERATION: 'on', PUBLIC_URL: 'http://hearsay.example' },
  members: { ada: 'Ada Lovelace' },
});

describe('federation discovery (FEDERATION=on)', () => {
  it("answers WebFinger for a member's slug with their actor", async () => {
    const { slug, id } = t.ada.user;
    const res = await t.call(
      null,
      'GET',
      `/.well-known/webfinger?resource=acct:${slug}@hearsay.example`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ subject: string; links: { rel: string; href?: string }[] }>();
    expect(body.subject).toBe(`acct:${slug}@hearsay.example`);
    expect(body.links.find((l) => l.rel === 'self')?.href).toBe(
      `http://hearsay.example/ap/users/${id}`,
    );
    const unknown = await t.call(
      null,
      'GET',
      '/.well-known/webfinger?resource=acct:nobody-here@hearsay.example',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the Person with a Mastodon-shaped public key, inbox, shared inbox and collections', async () => {
    const { id, slug } = t.ada.user;
    const res = await t.ctx.app.inject({ url: `/ap/users/${id}`, headers: { accept: AP } });
    expect(res.statusCode, res.body).toBe(200);
    const actor = res.json<Record<string, unknown>>();
    const base = `http://hearsay.example/ap/users/${id}`;
    expect(actor).toMatchObject({
      id: base,
      type: 'Person',
      preferredUsername: slug,
      name: 'Ada Lovelace',
      inbox: `${base}/inbox`,
      outbox: `${base}/outbox`,
      followers: `${base}/followers`,
      following: `${base}/following`,
      url: `http://hearsay.example/profile/${slug}`,
      endpoints: { sharedInbox: 'http://hearsay.example/ap/inbox' },
    });
    const key = actor.publicKey as { id: string; owner: string; publicKeyPem: string };
    expect(key.owner).toBe(base);
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    // The same key on every read: the pair is stored, not made per request.
    const again = await t.ctx.app.inject({ url: `/ap/users/${id}`, headers: { accept: AP } });
    expect(again.json<{ publicKey: { publicKeyPem: string } }>().publicKey.publicKeyPem).toBe(
      key.publicKeyPem,
    );
    const followers = await t.ctx.app.inject({
      url: `${new URL(base).pathname}/followers`,
      headers: { accept: AP },
    });
    expect(followers.json()).toMatchObject({ type: 'OrderedCollection', totalItems: 0 });
    expect(
      (await t.ctx.app.inject({ url: '/ap/users/999999', headers: { accept: AP } })).statusCode,
    ).toBe(404);
  });

  it('serves NodeInfo 2.1 named hearsay with usage counts', async () => {
    const links = await t.call(null, 'GET', '/.well-known/nodeinfo');
    expect(links.json()).toMatchObject({
      links: [
        {
          rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
          href: 'http://hearsay.example/nodeinfo/2.1',
        },
      ],
    });
    await createRequest(t.ctx, t.ada);
    const res = await t.call(null, 'GET', '/nodeinfo/2.1');
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<{
      software: { name: string };
      protocols: string[];
      usage: { users: { total: number }; localPosts: number };
    }>();
    expect(info.software.name).toBe('hearsay');
    expect(info.protocols).toEqual(['activitypub']);
    expect(info.usage.users.total).toBe(1);
    expect(info.usage.localPosts).toBeGreaterThanOrEqual(1);
  });

  it('answers /requests/{id} with its Note for ActivityPub and the page for browsers', async () => {
    const id = await createRequest(t.ctx, t.ada, 'Music for <night> drives');
    const res = await t.ctx.app.inject({ url: `/requests/${id}`, headers: { accept: AP } });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json<Record<string, unknown>>();
    expect(note).toMatchObject({
      id: `http://hearsay.example/requests/${id}`,
      type: 'Note',
      attributedTo: `http://hearsay.example/ap/users/${t.ada.user.id}`,
      to: 'as:Public',
      cc: `http://hearsay.example/ap/users/${t.ada.user.id}/followers`,
    });
    expect(note.content).toContain('Music for &#60;night&#62; drives');
    expect(JSON.stringify(note.tag)).toContain('#ifyoulike');
    const page = await t.ctx.app.inject({
      url: `/requests/${id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.body).not.toContain('"Note"');
    const missing = await t.ctx.app.inject({ url: '/requests/999999', headers: { accept: AP } });
    expect(missing.body).not.toContain('"Note"');
  });
});

describe('FEDERATION=off (the default)', () => {
  // Its own app, made in a hook (60 s) rather than the test (20 s): migrating a second database is slow under load.
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext({}, { seed: false });
  });
  afterAll(() => off.close());

  it('registers no federation path', async () => {
    for (const url of [
      '/.well-known/webfinger?resource=acct:a@localhost',
      '/nodeinfo/2.1',
      '/ap/users/1',
      '/.well-known/nodeinfo',
    ]) {
      const res = await off.app.inject({ url, headers: { accept: AP } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('hearsay.example');
    }
    expect(off.app.federation).toBeUndefined();
  });
});
