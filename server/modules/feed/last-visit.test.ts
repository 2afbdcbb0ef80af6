/** The RECENT feed's last-visit mark over HTTP (decision 050): read with page 1, moved forward only, on the member. */
import { describe, expect, it } from 'vitest';
import { createRequest, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['ann', 'ben'] });

const page = async (who: SignedIn, query: string) => {
  const res = await t.ctx.app.inject({
    url: `/api/requests?${query}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number; createdAt: string }[];
    pagination: { lastVisitAt?: string | null };
  };
};
const seen = (who: SignedIn, body: unknown) => t.call(who, 'PUT', '/api/feed/seen', body);

describe('last visit', () => {
  it('is null before the first visit and comes only with page 1 of RECENT', async () => {
    await createRequest(t.ctx, t.ben, 'First of all');
    expect((await page(t.ann, 'sort=recent')).pagination.lastVisitAt).toBeNull();
    for (const query of ['sort=responses', 'sort=magic', 'sort=top', 'sort=recent&page=2'])
      expect((await page(t.ann, query)).pagination, query).not.toHaveProperty('lastVisitAt');
  });

  it('records the newest request seen, answers it with RECENT, and never moves back', async () => {
    const first = await page(t.ann, 'sort=recent');
    const newest = first.data[0]!.createdAt;
    const res = await seen(t.ann, { seenAt: newest });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lastVisitAt: newest });
    await createRequest(t.ctx, t.ben, 'Asked after the visit');
    const again = await page(t.ann, 'sort=recent');
    expect(again.pagination.lastVisitAt).toBe(newest);
    expect(again.data[0]!.createdAt > newest).toBe(true);
    // An older tab reporting an earlier request keeps the later mark.
    const older = await seen(t.ann, { seenAt: '2020-01-01T00:00:00.000Z' });
    expect(older.json()).toEqual({ lastVisitAt: newest });
    // Another member's mark is their own.
    expect((await page(t.ben, 'sort=recent')).pagination.lastVisitAt).toBeNull();
  });

  it('counts a time in the future as now', async () => {
    const res = await seen(t.ben, { seenAt: '2999-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().lastVisitAt)).toBeLessThanOrEqual(Date.now());
  });

  it('rejects a bad time (400), another member (403) and a visitor (401)', async () => {
    expect((await seen(t.ann, { seenAt: 'yesterday' })).statusCode).toBe(400);
    expect((await seen(t.ann, {})).statusCode).toBe(400);
    expect((await seen(t.ann, { userId: t.ben.user.id, seenAt: new Date() })).statusCode).toBe(403);
    const anonymous = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/feed/seen',
      payload: { seenAt: new Date().toISOString() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
