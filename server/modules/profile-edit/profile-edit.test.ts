/** Profile editing through the real HTTP app (issue 15): display name and the uploaded picture. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newMember, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { PICTURE_MAX_BYTES, PICTURE_SIZE_PX } from './picture-image';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  alice = await signUp(ctx.app, newMember('Alice Painter'));
  bob = await signUp(ctx.app, newMember('Bob Builder'));
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const rename = (who: SignedIn, id: number, displayName: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie: who.cookie }, payload: { displayName } });
const upload = (who: SignedIn | null, id: number, body: Buffer, type = 'image/png') =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${id}/picture`, headers: { 'content-type': type, ...(who ? { cookie: who.cookie } : {}) }, payload: body });

describe('PATCH /api/users/{id} (display name)', () => {
  it('renames with the sign-up rules and keeps the slug', async () => {
    const res = await rename(alice, alice.user.id, '  Alice   van Dyke ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.user.id, displayName: 'Alice van Dyke', slug: alice.user.slug });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: alice.cookie } });
    expect(me.json().displayName).toBe('Alice van Dyke');
    const profile = await ctx.app.inject({ url: `/api/profile/${alice.user.slug}`, headers: { cookie: bob.cookie } });
    expect(profile.json().displayName).toBe('Alice van Dyke');
  });

  it('answers 400 with the sign-up messages', async () => {
    expect((await rename(alice, alice.user.id, 'R2-D2')).json()).toEqual({
      error: 'invalid_display_name',
      message: 'Display name can only contain letters, spaces, hyphens, and apostrophes',
    });
    const short = await rename(alice, alice.user.id, 'A');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Display name must be between 2 and 50 characters');
    expect((await rename(alice, alice.user.id, '   ')).json().message).toBe('Please enter a display name');
    expect((await rename(alice, alice.user.id, 42)).statusCode).toBe(400);
  });

  it('refuses to rename someone else (403) or without a session (401)', async () => {
    expect((await rename(alice, bob.user.id, 'Mallory')).statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${bob.user.id}`, payload: { displayName: 'Mallory' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}/picture', () => {
  it('resizes to a square WebP, serves it by content hash with long caching, and replaces it', async () => {
    const res = await upload(alice, alice.user.id, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().profilePicture as string;
    expect(url).toMatch(/^\/api\/pictures\/[0-9a-f]{32}\.webp$/);

    const picture = await ctx.app.inject({ url, headers: { cookie: bob.cookie } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PICTURE_SIZE_PX, height: PICTURE_SIZE_PX });

    // A new picture gets a new URL; the old one is gone.
    const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toBuffer();
    const second = await upload(alice, alice.user.id, jpeg, 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.json().profilePicture).not.toBe(url);
    expect((await ctx.app.inject({ url, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    const profile = await ctx.app.inject({ url: `/api/users/${alice.user.id}`, headers: { cookie: bob.cookie } });
    expect(profile.json().profilePicture).toBe(second.json().profilePicture);
  });

  it('checks type and size: 415 for other types or bytes that are no image, 413 when too large, 400 when empty', async () => {
    const text = await upload(alice, alice.user.id, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'unsupported_media_type', message: 'Please upload a JPEG, PNG, WebP or GIF image.' });
    const fake = await upload(alice, alice.user.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    const svg = await upload(alice, alice.user.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const big = await upload(alice, alice.user.id, Buffer.alloc(PICTURE_MAX_BYTES + 1, 1), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'payload_too_large', message: 'Pictures can be at most 5 MB.' });
    const empty = await upload(alice, alice.user.id, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('is for yourself only, and pictures are for members only', async () => {
    expect((await upload(bob, alice.user.id, png)).statusCode).toBe(403);
    expect((await upload(null, alice.user.id, png)).statusCode).toBe(401);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: alice.cookie } });
    expect((await ctx.app.inject({ url: me.json().profilePicture })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/pictures/nothing.webp', headers: { cookie: bob.cookie } })).statusCode).toBe(400);
  });

  it('DELETE removes the picture', async () => {
    await upload(bob, bob.user.id, png);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${bob.user.id}/picture`, headers: { cookie: bob.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).toBeNull();
  });
});
