/** Profile editing through the real HTTP app: display name and the uploaded picture. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import { PICTURE_MAX_BYTES, PICTURE_SIZE_PX } from './picture-image';

const t = useTestApp({ seed: false, members: { alice: 'Alice Painter', bob: 'Bob Builder' } });
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
});

const rename = (who: SignedIn, id: number, displayName: unknown) =>
  t.ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}`,
    headers: { cookie: who.cookie },
    payload: { displayName },
  });
const upload = (who: SignedIn | null, id: number, body: Buffer, type = 'image/png') =>
  t.ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/picture`,
    headers: { 'content-type': type, ...(who ? { cookie: who.cookie } : {}) },
    payload: body,
  });

describe('PATCH /api/users/{id} (display name)', () => {
  it('renames with the sign-up rules and keeps the slug', async () => {
    const res = await rename(t.alice, t.alice.user.id, '  Alice   van Dyke ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: t.alice.user.id,
      displayName: 'Alice van Dyke',
      slug: t.alice.user.slug,
    });
    const me = await t.ctx.app.inject({ url: '/api/auth/me', headers: { cookie: t.alice.cookie } });
    expect(me.json().displayName).toBe('Alice van Dyke');
    const profile = await t.ctx.app.inject({
      url: `/api/profile/${t.alice.user.slug}`,
      headers: { cookie: t.bob.cookie },
    });
    expect(profile.json().displayName).toBe('Alice van Dyke');
  });

  it('answers 400 with the sign-up messages', async () => {
    expect((await rename(t.alice, t.alice.user.id, 'R2-D2')).json()).toEqual({
      error: 'invalid_display_name',
      message: 'Display name can only contain letters, spaces, hyphens, and apostrophes',
    });
    const short = await rename(t.alice, t.alice.user.id, 'A');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Display name must be between 2 and 50 characters');
    expect((await rename(t.alice, t.alice.user.id, '   ')).json().message).toBe(
      'Please enter a display name',
    );
    expect((await rename(t.alice, t.alice.user.id, 42)).statusCode).toBe(400);
  });

  it('refuses to rename someone else (403) or without a session (401)', async () => {
    expect((await rename(t.alice, t.bob.user.id, 'Mallory')).statusCode).toBe(403);
    const anon = await t.ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${t.bob.user.id}`,
      payload: { displayName: 'Mallory' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}/picture', () => {
  it('resizes to a square WebP, serves it by content hash with long caching, and replaces it', async () => {
    const res = await upload(t.alice, t.alice.user.id, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().profilePicture as string;
    expect(url).toMatch(/^\/api\/pictures\/[0-9a-f]{32}\.webp$/);

    const picture = await t.ctx.app.inject({ url, headers: { cookie: t.bob.cookie } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PICTURE_SIZE_PX, height: PICTURE_SIZE_PX });

    // A new picture gets a new URL; the old one is gone.
    const jpeg = await sharp({
      create: { width: 300, height: 900, channels: 3, background: '#16a34a' },
    })
      .jpeg()
      .toBuffer();
    const second = await upload(t.alice, t.alice.user.id, jpeg, 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.json().profilePicture).not.toBe(url);
    expect((await t.ctx.app.inject({ url, headers: { cookie: t.bob.cookie } })).statusCode).toBe(
      404,
    );
    const profile = await t.ctx.app.inject({
      url: `/api/users/${t.alice.user.id}`,
      headers: { cookie: t.bob.cookie },
    });
    expect(profile.json().profilePicture).toBe(second.json().profilePicture);
  });

  it('checks type and size: 415 for other types or bytes that are no image, 413 when too large, 400 when empty', async () => {
    const text = await upload(t.alice, t.alice.user.id, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Please upload a JPEG, PNG, WebP or GIF image.',
    });
    const fake = await upload(
      t.alice,
      t.alice.user.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    const svg = await upload(
      t.alice,
      t.alice.user.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const big = await upload(
      t.alice,
      t.alice.user.id,
      Buffer.alloc(PICTURE_MAX_BYTES + 1, 1),
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: 'payload_too_large',
      message: 'Pictures can be at most 5 MB.',
    });
    const empty = await upload(t.alice, t.alice.user.id, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('is for yourself only, and pictures are for members only', async () => {
    expect((await upload(t.bob, t.alice.user.id, png)).statusCode).toBe(403);
    expect((await upload(null, t.alice.user.id, png)).statusCode).toBe(401);
    const me = await t.ctx.app.inject({ url: '/api/auth/me', headers: { cookie: t.alice.cookie } });
    expect((await t.ctx.app.inject({ url: me.json().profilePicture })).statusCode).toBe(401);
    expect(
      (
        await t.ctx.app.inject({
          url: '/api/pictures/nothing.webp',
          headers: { cookie: t.bob.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('DELETE removes the picture', async () => {
    await upload(t.bob, t.bob.user.id, png);
    const res = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${t.bob.user.id}/picture`,
      headers: { cookie: t.bob.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).toBeNull();
  });
});
