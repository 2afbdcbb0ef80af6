/**
 * Page 1 of RECENT travels in the session lookup's statement (decision 057): one statement for a
 * signed-in member's first screen of the feed, no search text read, the same answer as the page
 * read on its own, and the session still deciding who asks: an expired, idle, signed-out or
 * suspended session answers 401 as before, another member's userId 403, and other routes and pages
 * keep the plain session lookup.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import { createRequest, useTestApp } from '../../test/factories';
import { signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({ members: ['ann', 'ben'] });

const get = (who: SignedIn, url: string) =>
  t.ctx.app.inject({ url, headers: { cookie: who.cookie } });
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

/** A member whose session then gets `change` applied in the database. */
async function memberWithSession(
  change: (db: typeof t.ctx.handle.db, id: number) => Promise<unknown>,
) {
  const who = await signUp(t.ctx.app);
  expect((await get(who, '/api/requests')).statusCode).toBe(200);
  await change(t.ctx.handle.db, who.user.id);
  return who;
}

describe('RECENT page 1 with the session', () => {
  it('is one statement, which joins the session and never selects search_text', async () => {
    for (let i = 0; i < FEED_PAGE_SIZE + 2; i++) await createRequest(t.ctx, t.ben);
    // A first call may move the session's last-seen time (a second statement).
    await get(t.ann, '/api/requests');
    t.ctx.resetQueryCount();
    const res = await get(t.ann, '/api/requests');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(FEED_PAGE_SIZE);
    expect(t.ctx.queryCount()).toBe(1);
    const [text] = t.ctx.queryTexts();
    expect(text).toContain('"sessions"."token_hash"');
    expect(text).toContain('"requests"."created_at" desc');
    expect(text).not.toContain('search_text');
  });

  it('answers what the page read on its own answers', async () => {
    const together = (
      await get(t.ann, `/api/requests?sort=recent&page=1&limit=${FEED_PAGE_SIZE}`)
    ).json();
    // A snapshot makes the route read the page itself, after the plain session lookup.
    t.ctx.resetQueryCount();
    const apart = (
      await get(t.ann, `/api/requests?snapshot=${together.pagination.snapshot}`)
    ).json();
    expect(t.ctx.queryTexts()[0]).not.toContain('"requests"');
    expect(apart.data).toEqual(together.data);
    expect(apart.pagination).toEqual(together.pagination);
    expect(ids(together)).toHaveLength(FEED_PAGE_SIZE);
  });

  it('keeps the plain lookup on other pages, filters and routes', async () => {
    for (const url of [
      '/api/requests?page=2',
      '/api/requests?sort=upvotes',
      `/api/users/${t.ben.user.id}/requests`,
    ]) {
      t.ctx.resetQueryCount();
      expect((await get(t.ann, url)).statusCode).toBe(200);
      expect(t.ctx.queryTexts()[0]).not.toContain('"requests"');
    }
    await createRequest(t.ctx, t.ann); // POST on the same path: 201, not a page
  });

  it('refuses another member’s userId with 403', async () => {
    const res = await get(t.ann, `/api/requests?userId=${t.ben.user.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 for an expired, idle, signed-out or suspended session, as /api/auth/me does', async () => {
    const past = sql`now() - interval '400 days'`;
    const expired = await memberWithSession((db, id) =>
      db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, id)),
    );
    const idle = await memberWithSession((db, id) =>
      db.update(sessions).set({ lastSeenAt: past, createdAt: past }).where(eq(sessions.userId, id)),
    );
    const suspended = await memberWithSession((db, id) =>
      db
        .update(users)
        .set({ suspendedAt: sql`now()` })
        .where(eq(users.id, id)),
    );
    const signedOut = await memberWithSession(() => Promise.resolve());
    await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: signedOut.cookie },
    });
    for (const who of [expired, idle, suspended, signedOut]) {
      const feed = await get(who, '/api/requests');
      const me = await get(who, '/api/auth/me');
      expect(feed.statusCode).toBe(401);
      expect(feed.json().error).toBe(me.json().error);
      expect(feed.body).not.toContain('"data"');
    }
    // The idle session was ended by the lookup, as before.
    const left = await t.ctx.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, idle.user.id));
    expect(left).toHaveLength(0);
  });
});
