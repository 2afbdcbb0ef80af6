import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newMember, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  alice = await signUp(ctx.app, newMember('Alice Äpfel'));
  bob = await signUp(ctx.app, newMember('Bob Builder'));
  await ctx.app.inject({ method: 'POST', url: '/api/requests', headers: { cookie: bob.cookie }, payload: { type: 'text', content: 'songs for building' } });
  await ctx.app.inject({ method: 'POST', url: '/api/requests', headers: { cookie: bob.cookie }, payload: { type: 'text', content: 'more songs' } });
});
afterAll(() => ctx.close());

const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/users/{id}', () => {
  it("answers another member's public profile with counts and without the email", async () => {
    const res = await get(`/api/users/${bob.user.id}`, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: bob.user.id,
      displayName: 'Bob Builder',
      slug: bob.user.slug,
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
    expect((await get(`/api/users/${bob.user.id}`)).statusCode).toBe(401);
    const bad = await get('/api/users/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation_error');
    const missing = await get('/api/users/999999', alice);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Member not found.' });
  });
});

describe('GET /api/profile/{slug}', () => {
  it('finds a member by slug, case-insensitively, including oneself', async () => {
    expect(alice.user.slug).toMatch(/^alice-apfel/);
    const own = await get(`/api/profile/${alice.user.slug}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: alice.user.id, displayName: 'Alice Äpfel', requestCount: 0 });
    expect(own.json()).not.toHaveProperty('email');
    const upper = await get(`/api/profile/${bob.user.slug.toUpperCase()}`, alice);
    expect(upper.json().id).toBe(bob.user.id);
  });

  it('answers 401, 400 for a malformed slug and 404 for an unknown one', async () => {
    expect((await get(`/api/profile/${bob.user.slug}`)).statusCode).toBe(401);
    expect((await get('/api/profile/not%20a%20slug', alice)).statusCode).toBe(400);
    expect((await get('/api/profile/double--hyphen', alice)).statusCode).toBe(400);
    expect((await get('/api/profile/nobody-here-at-all', alice)).statusCode).toBe(404);
  });

  it('uses one query beyond the session lookup', async () => {
    ctx.resetQueryCount();
    await get(`/api/profile/${bob.user.slug}`, alice);
    expect(ctx.queryCount()).toBeLessThanOrEqual(2);
  });
});
