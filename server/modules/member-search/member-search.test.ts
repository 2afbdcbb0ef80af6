/**
 * Mention suggestions and member search (decision 045) through the real HTTP app: ranking (thread,
 * then followed, then everyone), blocks, the prefix rules, paging and the per-member limit.
 */
import { describe, expect, it } from 'vitest';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  // 300 look-ups per 5 minutes scaled to 15, so the limit test stays short.
  env: { ACTION_RATE_LIMIT_SCALE: '0.05' },
  members: {
    viewer: 'Vera Viewer',
    asker: 'Mabel Asker',
    followed: 'Mateo Followed',
    stranger: 'Maddie Stranger',
    blocker: 'Marla Blocks',
    other: 'Otto Other',
  },
});
const { call } = t;

const names = (res: { json: () => { data: { displayName: string }[] } }) =>
  res.json().data.map((m) => m.displayName);

describe('GET /api/users/mentions', () => {
  it('ranks the thread, then followed members, then everyone; hides blocks and oneself', async () => {
    const requestId = await createRequest(t.ctx, t.asker);
    await createResponse(t.ctx, t.other, requestId);
    await call(t.viewer, 'POST', `/api/users/${t.followed.user.id}/follow`, {});
    await call(t.blocker, 'PUT', `/api/users/${t.viewer.user.id}/block`, {});
    const res = await call(t.viewer, 'GET', `/api/users/mentions?prefix=Ma&requestId=${requestId}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Mabel Asker', 'Mateo Followed', 'Maddie Stranger']);
    // Without a thread: followed first, then by name; the handle matches too.
    expect(names(await call(t.viewer, 'GET', '/api/users/mentions?prefix=ma'))).toEqual([
      'Mateo Followed',
      'Mabel Asker',
      'Maddie Stranger',
    ]);
    expect(names(await call(t.viewer, 'GET', '/api/users/mentions?prefix=otto-o'))).toEqual([
      'Otto Other',
    ]);
    expect(names(await call(t.viewer, 'GET', '/api/users/mentions?prefix=ve'))).toEqual([]);
    // Wildcards are plain characters.
    expect(names(await call(t.viewer, 'GET', '/api/users/mentions?prefix=%25%25'))).toEqual([]);
  });

  it('answers 400 for a prefix under two characters and 401 signed out', async () => {
    expect((await call(t.viewer, 'GET', '/api/users/mentions?prefix=m')).statusCode).toBe(400);
    expect((await call(t.viewer, 'GET', '/api/users/mentions')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/users/mentions?prefix=ma')).statusCode).toBe(401);
  });
});

describe('GET /api/users/search', () => {
  it('pages members by display name or handle', async () => {
    const res = await call(t.other, 'GET', '/api/users/search?q=ma');
    expect(res.json()).toEqual({
      data: [
        expect.objectContaining({ displayName: 'Mabel Asker', slug: 'mabel-asker' }),
        expect.objectContaining({ displayName: 'Maddie Stranger' }),
        expect.objectContaining({ displayName: 'Marla Blocks' }),
        expect.objectContaining({ displayName: 'Mateo Followed' }),
      ],
      pagination: { page: 1, hasMore: false },
    });
    expect(res.json().data[0]).not.toHaveProperty('email');
    const page2 = await call(t.other, 'GET', '/api/users/search?q=ma&page=2');
    expect(page2.json()).toEqual({ data: [], pagination: { page: 2, hasMore: false } });
  });

  it('limits look-ups per member', async () => {
    const member = t.stranger as SignedIn;
    let status = 200;
    for (let i = 0; i < 16 && status === 200; i++)
      status = (await call(member, 'GET', '/api/users/search?q=zz')).statusCode;
    expect(status).toBe(429);
    expect((await call(t.other, 'GET', '/api/users/search?q=zz')).statusCode).toBe(200);
  });
});
