import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { genres, responseGenres } from '../../db/schema/index';
import { caller } from '../../test/factories';
import {
  createTestContext,
  newMember,
  signUp,
  type SignedIn,
  type TestContext,
  signUpStaff,
} from '../../test/harness';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({ STAFF_EMAILS: 'curator@example.com' }, { seed: false });
  alice = await signUp(ctx.app);
  bob = await signUp(ctx.app);
  staff = await signUpStaff(ctx, { ...newMember('Cora Curator'), email: 'curator@example.com' });
});
afterAll(() => ctx.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx)(...args);

async function requestWithResponses(
  n: number,
): Promise<{ requestId: number; responseIds: number[] }> {
  const requestId = (
    await call(alice, 'POST', '/api/requests', { type: 'text', content: `Songs ${Date.now()}` })
  ).json().id as number;
  const responseIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const songId = `r${requestId}s${i}`;
    const res = await call(i % 2 ? alice : bob, 'POST', `/api/requests/${requestId}/responses`, {
      songId,
      songData: { id: songId, name: `Song ${i}` },
      comment: `because ${i}`,
    });
    expect(res.statusCode).toBe(201);
    responseIds.push(res.json().id);
  }
  return { requestId, responseIds };
}

describe('GET /api/requests/{id}/responses', () => {
  it("carries each viewer's own upvote and save state", async () => {
    const { requestId, responseIds } = await requestWithResponses(3);
    const [first, second] = responseIds as [number, number, number];
    await call(alice, 'POST', `/api/responses/${first}/upvote`, { upvoted: true });
    const { savedId } = (await call(alice, 'POST', `/api/responses/${second}/save`, {})).json();
    await call(bob, 'POST', `/api/responses/${second}/upvote`, { upvoted: true });

    const mine = (await call(alice, 'GET', `/api/requests/${requestId}/responses`)).json();
    expect(mine.map((r: { viewer: unknown }) => r.viewer)).toEqual([
      { upvoted: true, saved: false, savedId: null, cosigned: false },
      { upvoted: false, saved: true, savedId, cosigned: false },
      { upvoted: false, saved: false, savedId: null, cosigned: false },
    ]);
    expect(mine.map((r: { upvotes: number; saves: number }) => [r.upvotes, r.saves])).toEqual([
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(mine[0]).toMatchObject({
      comment: 'because 0',
      user: { id: bob.user.id, slug: expect.any(String) },
    });

    const bobs = (await call(bob, 'GET', `/api/requests/${requestId}/responses`)).json();
    expect(bobs.map((r: { viewer: unknown }) => r.viewer)).toEqual([
      { upvoted: false, saved: false, savedId: null, cosigned: false },
      { upvoted: true, saved: false, savedId: null, cosigned: false },
      { upvoted: false, saved: false, savedId: null, cosigned: false },
    ]);
  });

  it('costs the same few queries for 1 or 12 responses (viewer state batched, no N+1)', async () => {
    const small = await requestWithResponses(1);
    const big = await requestWithResponses(12);
    for (const id of big.responseIds.slice(0, 6))
      await call(staff, 'POST', `/api/responses/${id}/save`, {});
    const counts: number[] = [];
    for (const { requestId } of [small, big]) {
      for (const who of [alice, staff]) {
        ctx.resetQueryCount();
        expect((await call(who, 'GET', `/api/requests/${requestId}/responses`)).statusCode).toBe(
          200,
        );
        counts.push(ctx.queryCount());
      }
    }
    // session + request exists + responses with viewer state (+ genres for staff)
    expect(counts).toEqual([3, 4, 3, 4]);
  });

  it('shows response genres to staff only', async () => {
    const { requestId, responseIds } = await requestWithResponses(1);
    const [genre] = await ctx.handle.db
      .insert(genres)
      .values({ name: 'Dream Pop', slug: 'dream-pop', searchName: 'dream pop' })
      .returning();
    await ctx.handle.db
      .insert(responseGenres)
      .values({ responseId: responseIds[0]!, genreId: genre!.id });
    expect(
      (await call(staff, 'GET', `/api/requests/${requestId}/responses`)).json()[0].genres,
    ).toEqual([{ id: genre!.id, name: 'Dream Pop' }]);
    expect(
      (await call(alice, 'GET', `/api/requests/${requestId}/responses`)).json()[0].genres,
    ).toEqual([]);
  });

  it('answers 401, 400 and 404', async () => {
    expect((await call(null, 'GET', '/api/requests/1/responses')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/requests/abc/responses')).statusCode).toBe(400);
    expect((await call(alice, 'GET', '/api/requests/999999/responses')).statusCode).toBe(404);
  });
});

describe('POST /api/requests/{id}/responses', () => {
  it('answers 401, 403 for another member, and 400 for a missing song', async () => {
    const { requestId } = await requestWithResponses(0);
    const url = `/api/requests/${requestId}/responses`;
    const song = { songId: 'abc', songData: { id: 'abc' } };
    expect((await call(null, 'POST', url, song)).statusCode).toBe(401);
    expect((await call(bob, 'POST', url, { ...song, userId: alice.user.id })).statusCode).toBe(403);
    expect((await call(bob, 'POST', url, { songData: { id: 'abc' } })).statusCode).toBe(400);
    expect((await call(bob, 'POST', url, { songId: 'abc' })).statusCode).toBe(400);
  });

  it('answers a new response with an empty viewer state', async () => {
    const { requestId } = await requestWithResponses(0);
    const res = await call(bob, 'POST', `/api/requests/${requestId}/responses`, {
      songId: 'fresh',
      songData: { id: 'fresh' },
    });
    expect(res.json()).toMatchObject({
      upvotes: 0,
      saves: 0,
      viewer: { upvoted: false, saved: false, savedId: null, cosigned: false },
    });
  });

  it('writes an answer, its notifications, job and counter in one statement after the session lookup', async () => {
    const { requestId } = await requestWithResponses(0);
    ctx.resetQueryCount();
    const res = await call(bob, 'POST', `/api/requests/${requestId}/responses`, {
      songId: 'one-trip',
      songData: { id: 'one-trip' },
    });
    expect(res.statusCode).toBe(201);
    // The asker follows their request: their notification is pushed after the write's commit.
    expect(await ctx.settledQueryCounts()).toEqual({ statements: 2, pushes: 1 });
  });

  it('commits the answer, its counter, its genre-detection job and the dropped MAGIC ranking together', async () => {
    const { requestId } = await requestWithResponses(1);
    const counts = async () => {
      const result = (await ctx.handle.db.execute(sql`
        select (select count(*)::int from responses where request_id = ${requestId}) as rows,
          (select responses from requests where id = ${requestId}) as counter,
          (select count(*)::int from genre_detection_jobs j join responses p on p.id = j.item_id
            where j.item_type = 'response' and p.request_id = ${requestId}) as jobs`)) as unknown as {
        rows: { rows: number; counter: number; jobs: number }[];
      };
      return result.rows[0]!;
    };
    expect(await counts()).toEqual({ rows: 1, counter: 1, jobs: 1 });
    // A job the queue refuses must take the answer with it: nothing half-written.
    await ctx.handle.db.execute(
      sql`alter table genre_detection_jobs add constraint refuse_all check (item_id < 0) not valid`,
    );
    try {
      const refused = await call(bob, 'POST', `/api/requests/${requestId}/responses`, {
        songId: 'refused',
        songData: { id: 'refused' },
      });
      expect(refused.statusCode).toBe(500);
      expect(await counts()).toEqual({ rows: 1, counter: 1, jobs: 1 });
    } finally {
      await ctx.handle.db.execute(sql`alter table genre_detection_jobs drop constraint refuse_all`);
    }
    const accepted = await call(bob, 'POST', `/api/requests/${requestId}/responses`, {
      songId: 'accepted',
      songData: { id: 'accepted' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(await counts()).toEqual({ rows: 2, counter: 2, jobs: 2 });
  });
});
