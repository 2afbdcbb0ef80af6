import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: { alice: 'Alice Äpfel', bob: 'Bob Builder' } });
beforeAll(async () => {
  await t.ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: t.bob.cookie },
    payload: { type: 'text', content: 'songs for building' },
  });
  await t.ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: t.bob.cookie },
    payload: { type: 'text', content: 'more songs' },
  });
});

const get = (url: string, who?: SignedIn) =>
  t.ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/users/{id}', () => {
  it("answers another member's public profile with counts and without the email", async () => {
    const res = await get(`/api/users/${t.bob.user.id}`, t.alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: t.bob.user.id,
      displayName: 'Bob Builder',
      slug: t.bob.user.slug,
      profilePicture: null,
      requestCount: 2,
      responseCount: 0,
    });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    expect(body).not.toHaveProperty('email');
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('password');
  });

  it('answers 401 without a session, 400 for a bad id and 404 for an unknown member', async () => {
    expect((await get(`/api/users/${t.bob.user.id}`)).statusCode).toBe(401);
    const bad = await get('/api/users/abc', t.alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation_error');
    const missing = await get('/api/users/999999', t.alice);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Member not found.' });
  });
});

describe('GET /api/profile/{slug}', () => {
  it('finds a member by slug, case-insensitively, including oneself', async () => {
    expect(t.alice.user.slug).toMatch(/^alice-apfel/);
    const own = await get(`/api/profile/${t.alice.user.slug}`, t.alice);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: t.alice.user.id,
      displayName: 'Alice Äpfel',
      requestCount: 0,
    });
    expect(own.json()).not.toHaveProperty('email');
    const upper = await get(`/api/profile/${t.bob.user.slug.toUpperCase()}`, t.alice);
    expect(upper.json().id).toBe(t.bob.user.id);
  });

  it('answers 401, 400 for a malformed slug and 404 for an unknown one', async () => {
    expect((await get(`/api/profile/${t.bob.user.slug}`)).statusCode).toBe(401);
    expect((await get('/api/profile/not%20a%20slug', t.alice)).statusCode).toBe(400);
    expect((await get('/api/profile/double--hyphen', t.alice)).statusCode).toBe(400);
    expect((await get('/api/profile/nobody-here-at-all', t.alice)).statusCode).toBe(404);
  });

  it('uses one query beyond the session lookup', async () => {
    t.ctx.resetQueryCount();
    await get(`/api/profile/${t.bob.user.slug}`, t.alice);
    expect(t.ctx.queryCount()).toBeLessThanOrEqual(2);
  });
});
