/**
 * The session lookup: GET /api/auth/me reads the user, the session and the favourite
 * genres in one statement, and nothing is cached between requests, so genre changes, sign-out
 * and ended sessions show on the very next request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let ann: SignedIn;
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
const setGenres = async (genres: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${ann.user.id}/genres`,
    headers: { cookie: ann.cookie },
    payload: { genres },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUp(ctx.app);
});
afterAll(() => ctx.close());

describe('GET /api/auth/me', () => {
  it('answers the user with genres in their chosen order from one statement', async () => {
    await setGenres(['Shoegaze', 'Jazz', 'Ambient']);
    await me(ann.cookie); // a first request may move the session's last-seen time
    ctx.resetQueryCount();
    const res = await me(ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().genres.map((g: { name: string }) => g.name)).toEqual([
      'Shoegaze',
      'Jazz',
      'Ambient',
    ]);
    expect(ctx.queryCount()).toBe(1);
  });

  it('runs the lookup as a prepared statement, parsed once per connection on both engines', async () => {
    for (let i = 0; i < 3; i++) expect((await me(ann.cookie)).statusCode).toBe(200);
    // Sequential calls reuse one pooled connection on PostgreSQL (the pool hands out its most
    // recently idle client), so this read sees that connection's statements; PGlite has one session.
    const result = (await ctx.handle.db.execute(
      sql`select name from pg_prepared_statements where statement like ${'%"sessions"."token_hash" = $1%'}`,
    )) as unknown as { rows: { name: string }[] } | { name: string }[];
    const rows = Array.isArray(result) ? result : result.rows;
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('shows a genre change on the next request', async () => {
    await setGenres(['Jazz']);
    expect((await me(ann.cookie)).json().genres.map((g: { name: string }) => g.name)).toEqual([
      'Jazz',
    ]);
    await setGenres([]);
    expect((await me(ann.cookie)).json().genres).toEqual([]);
  });

  it('other routes do not read the genres with the session', async () => {
    ctx.resetQueryCount();
    const res = await ctx.app.inject({
      url: `/api/users/${ann.user.id}`,
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(ctx.queryCount()).toBeLessThanOrEqual(2);
  });

  it('answers 401 once the session is signed out', async () => {
    const other = await signUp(ctx.app);
    expect((await me(other.cookie)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: other.cookie },
    });
    expect((await me(other.cookie)).statusCode).toBe(401);
  });
});
