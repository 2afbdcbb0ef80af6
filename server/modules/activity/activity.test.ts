import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import {
  requests,
  responseCosigns,
  responses,
  savedSongs,
  upvotedRequests,
  upvotedResponses,
} from '../../db/schema/index';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
const ids: Record<string, number> = {};

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 12, minute));

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  [alice, bob, carol] = await Promise.all([signUp(ctx.app), signUp(ctx.app), signUp(ctx.app)]);
  const db = ctx.handle.db;
  const post = async (who: SignedIn, content: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie: who.cookie },
        payload: { type: 'text', content },
      })
    ).json().id as number;
  const recommend = async (who: SignedIn, requestId: number, songId: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/requests/${requestId}/responses`,
        headers: { cookie: who.cookie },
        payload: {
          songId,
          songData: { id: songId, name: `Song ${songId}`, artist: 'Band' },
          comment: `about ${songId}`,
        },
      })
    ).json().id as number;

  // Alice's story, one event a minute so the expected order is certain.
  ids.aliceRequest = await post(alice, 'alice asks'); // minute 1
  ids.bobRequest = await post(bob, 'bob asks');
  ids.aliceResponse = await recommend(alice, ids.bobRequest, 'alice-song-1'); // minute 2
  ids.bobResponse = await recommend(bob, ids.aliceRequest, 'bob-song-01');
  const backdate = (
    table: typeof requests | typeof responses | typeof responseCosigns,
    id: number,
    minute: number,
  ) =>
    db
      .update(table)
      .set({ createdAt: at(minute) })
      .where(eq(table.id, id));
  await backdate(requests, ids.aliceRequest, 1);
  await backdate(requests, ids.bobRequest, 0);
  await backdate(responses, ids.aliceResponse, 2);
  await backdate(responses, ids.bobResponse, 0);
  /** The id of the one row an insert … returning wrote. */
  const idOf = async (inserted: Promise<{ id: number }[]>) => (await inserted)[0]!.id;
  ids.aliceSave = await idOf(
    db
      .insert(savedSongs)
      .values({
        userId: alice.user.id,
        responseId: ids.bobResponse,
        requestId: ids.aliceRequest,
        createdAt: at(3),
      })
      .returning(),
  );
  ids.carolSave = await idOf(
    db
      .insert(savedSongs)
      .values({
        userId: carol.user.id,
        responseId: ids.aliceResponse,
        requestId: ids.bobRequest,
        createdAt: at(4),
      })
      .returning(),
  );
  ids.bobUpReq = await idOf(
    db
      .insert(upvotedRequests)
      .values({ userId: bob.user.id, requestId: ids.aliceRequest, createdAt: at(5) })
      .returning(),
  );
  ids.carolUpResp = await idOf(
    db
      .insert(upvotedResponses)
      .values({ userId: carol.user.id, responseId: ids.aliceResponse, createdAt: at(6) })
      .returning(),
  );
  // Alice's own upvote of her request and save of her own recommendation are not "by other".
  await db
    .insert(upvotedRequests)
    .values({ userId: alice.user.id, requestId: ids.aliceRequest, createdAt: at(7) });
  await db.insert(savedSongs).values({
    userId: alice.user.id,
    responseId: ids.aliceResponse,
    requestId: ids.bobRequest,
    createdAt: at(8),
  });
  // Minute 9: Carol co-signs Alice's recommendation, through the route members use.
  const cosign = await ctx.app.inject({
    method: 'POST',
    url: `/api/responses/${ids.aliceResponse}/cosigns`,
    headers: { cookie: carol.cookie },
    payload: { comment: 'yes!' },
  });
  expect(cosign.statusCode).toBe(201);
  ids.carolCosign = cosign.json().cosign.id;
  await backdate(responseCosigns, ids.carolCosign!, 9);
});
afterAll(() => ctx.close());

const activity = (who: SignedIn | null, userId: number, query = '') =>
  ctx.app.inject({
    url: `/api/users/${userId}/activity${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });

describe('GET /api/users/{id}/activity', () => {
  it('lists every entry type newest first with the spec fields', async () => {
    const res = await activity(alice, alice.user.id, `?userId=${alice.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, hasMore: false });
    expect(body.data.map((i: { type: string }) => i.type)).toEqual([
      'response_cosigned_by_other', // minute 9
      'song_saved', // minute 8: alice saved her own recommendation
      'response_upvoted_by_other',
      'request_upvoted_by_other',
      'response_saved_by_other',
      'song_saved',
      'response_created',
      'request_created',
    ]);
    const byId = Object.fromEntries(body.data.map((i: { id: string }) => [i.id, i]));
    const me = {
      id: alice.user.id,
      displayName: alice.user.displayName,
      slug: alice.user.slug,
      profilePicture: null,
    };

    const created = byId[`request_created:${ids.aliceRequest}`];
    expect(created).toMatchObject({
      type: 'request_created',
      timestamp: at(1).toISOString(),
      data: {
        user: me,
        request: { id: ids.aliceRequest, content: 'alice asks', type: 'text', user: me },
        requestUser: me,
        response: null,
        saver: null,
        upvoter: null,
        savedAt: null,
      },
    });
    expect(byId[`response_created:${ids.aliceResponse}`].data).toMatchObject({
      request: { id: ids.bobRequest, user: { id: bob.user.id } },
      requestUser: { id: bob.user.id },
      response: {
        id: ids.aliceResponse,
        requestId: ids.bobRequest,
        comment: 'about alice-song-1',
        songData: { id: 'alice-song-1' },
        user: me,
      },
      responseUser: me,
    });
    expect(byId[`song_saved:${ids.aliceSave}`].data).toMatchObject({
      saver: me,
      savedAt: at(3).toISOString(),
      response: { id: ids.bobResponse, user: { id: bob.user.id } },
      responseUser: { id: bob.user.id },
    });
    expect(byId[`response_saved_by_other:${ids.carolSave}`].data).toMatchObject({
      saver: { id: carol.user.id, displayName: carol.user.displayName },
      savedAt: at(4).toISOString(),
      response: { id: ids.aliceResponse },
      upvoter: null,
    });
    expect(byId[`request_upvoted_by_other:${ids.bobUpReq}`].data).toMatchObject({
      upvoter: { id: bob.user.id },
      request: { id: ids.aliceRequest },
      response: null,
      saver: null,
    });
    expect(byId[`response_upvoted_by_other:${ids.carolUpResp}`].data).toMatchObject({
      upvoter: { id: carol.user.id },
      response: { id: ids.aliceResponse, upvotes: expect.any(Number) },
    });
    expect(byId[`response_cosigned_by_other:${ids.carolCosign}`].data).toMatchObject({
      cosigner: { id: carol.user.id, displayName: carol.user.displayName },
      response: { id: ids.aliceResponse },
      upvoter: null,
      saver: null,
    });
    expect(res.body).not.toContain('@example.com');
  });

  it('filters to recommendations and to what others did', async () => {
    const recs = (await activity(alice, alice.user.id, '?activityType=responses')).json();
    expect(recs.data.map((i: { id: string }) => i.id)).toEqual([
      `response_created:${ids.aliceResponse}`,
    ]);
    const others = (await activity(alice, alice.user.id, '?activityType=others')).json();
    expect(others.data.map((i: { type: string }) => i.type)).toEqual([
      'response_cosigned_by_other',
      'response_upvoted_by_other',
      'request_upvoted_by_other',
      'response_saved_by_other',
    ]);
    const all = (await activity(alice, alice.user.id, '?activityType=all')).json();
    expect(all.data).toHaveLength(8);
  });

  it('pages without gaps or duplicates', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await activity(alice, alice.user.id, `?page=${page}&limit=2`)).json();
      expect(body.pagination).toEqual({ page, hasMore: page < 4 });
      seen.push(...body.data.map((i: { id: string }) => i.id));
    }
    const whole = (await activity(alice, alice.user.id, '?limit=100'))
      .json()
      .data.map((i: { id: string }) => i.id);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(8);
  });

  it("shows another member's recommendations to members, with the responder as user", async () => {
    const res = await activity(
      bob,
      alice.user.id,
      `?activityType=responses&limit=100&page=1&userId=${bob.user.id}`,
    );
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      type: 'response_created',
      data: { user: { id: alice.user.id }, responseUser: { id: alice.user.id } },
    });
    const empty = (await activity(alice, carol.user.id, '?activityType=responses')).json();
    expect(empty).toEqual({ data: [], pagination: { page: 1, hasMore: false } });
  });

  it('records on every save, upvote and co-sign whose song or request it acts on, whoever writes the row', async () => {
    // Rows above come from the API (the co-sign) and from plain inserts that never name the owner.
    const mismatches = async () =>
      (
        (await ctx.handle.db.execute(sql`select
          (select count(*) from saved_songs s join responses p on p.id = s.response_id where s.response_user_id is distinct from p.user_id)::int
          + (select count(*) from upvoted_responses u join responses p on p.id = u.response_id where u.response_user_id is distinct from p.user_id)::int
          + (select count(*) from response_cosigns c join responses p on p.id = c.response_id where c.response_user_id is distinct from p.user_id)::int
          + (select count(*) from upvoted_requests u join requests r on r.id = u.request_id where u.request_user_id is distinct from r.user_id)::int
          as n, (select count(*) from saved_songs)::int + (select count(*) from upvoted_requests)::int as rows`)) as unknown as {
          rows: { n: number; rows: number }[];
        }
      ).rows[0]!;
    expect(await mismatches()).toEqual({ n: 0, rows: 5 });
    // Rows written before migration 0023 get their owners from its backfill statements.
    const db = ctx.handle.db;
    await db.execute(sql`alter table saved_songs disable trigger user`);
    await db.execute(sql`alter table upvoted_requests disable trigger user`);
    try {
      await db.execute(sql`update saved_songs set response_user_id = null`);
      await db.execute(sql`update upvoted_requests set request_user_id = null`);
      await db.execute(sql`update upvoted_responses set response_user_id = null`);
      await db.execute(sql`update response_cosigns set response_user_id = null`);
      expect((await mismatches()).n).toBe(5 + 1 + 1);
      const migration = readFileSync(
        new URL('../../db/migrations/0023_activity_owner_indexes.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration
        .split('--> statement-breakpoint')
        .filter((s) => s.trim().startsWith('UPDATE'))) {
        await db.execute(sql.raw(statement));
      }
    } finally {
      await db.execute(sql`alter table saved_songs enable trigger user`);
      await db.execute(sql`alter table upvoted_requests enable trigger user`);
    }
    expect(await mismatches()).toEqual({ n: 0, rows: 5 });
  });

  it("lists others' actions by when they acted, also on a member's oldest songs among many", async () => {
    const db = ctx.handle.db;
    const dave = await signUp(ctx.app);
    const erin = await signUp(ctx.app);
    const request = (
      await db
        .insert(requests)
        .values({
          userId: erin.user.id,
          type: 'text',
          content: 'erin asks',
          searchText: 'erin asks',
        })
        .returning()
    )[0]!.id;
    // 60 recommendations by Dave, a minute apart; Erin acts on the oldest, then on the newest.
    const songs = await db
      .insert(responses)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          requestId: request,
          userId: dave.user.id,
          songId: `dave-${i}`,
          songData: { id: `dave-${i}`, name: `Dave ${i}` },
          createdAt: at(10 + i),
        })),
      )
      .returning({ id: responses.id });
    await db.insert(savedSongs).values({
      userId: erin.user.id,
      responseId: songs[0]!.id,
      requestId: request,
      createdAt: at(80),
    });
    const [upvote] = await db
      .insert(upvotedResponses)
      .values({ userId: erin.user.id, responseId: songs[59]!.id, createdAt: at(81) })
      .returning();
    const [cosign] = await db
      .insert(responseCosigns)
      .values({ userId: erin.user.id, responseId: songs[1]!.id, createdAt: at(82) })
      .returning();
    const page = (await activity(dave, dave.user.id, '?activityType=others&limit=2')).json();
    expect(page.data.map((i: { id: string }) => i.id)).toEqual([
      `response_cosigned_by_other:${cosign!.id}`,
      `response_upvoted_by_other:${upvote!.id}`,
    ]);
    expect(page.data[0]).toMatchObject({
      data: {
        cosigner: { id: erin.user.id },
        response: { id: songs[1]!.id },
        request: { id: request },
      },
    });
    expect(page.pagination.hasMore).toBe(true);
    const next = (await activity(dave, dave.user.id, '?activityType=others&limit=2&page=2')).json();
    expect(next.data).toHaveLength(1);
    expect(next.data[0]).toMatchObject({
      type: 'response_saved_by_other',
      data: {
        saver: { id: erin.user.id },
        response: { id: songs[0]!.id },
        request: { id: request },
      },
    });
  });

  it('uses one query for a page of own activity beyond the session lookup', async () => {
    ctx.resetQueryCount();
    await activity(alice, alice.user.id, '?limit=20');
    expect(ctx.queryCount()).toBeLessThanOrEqual(2);
  });

  it('answers 401 without a session', async () => {
    expect((await activity(null, alice.user.id)).statusCode).toBe(401);
  });

  it("answers 403 for another member's private activity and a foreign userId", async () => {
    for (const q of ['', '?activityType=all', '?activityType=others']) {
      const res = await activity(bob, alice.user.id, q);
      expect(res.statusCode, q).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    expect((await activity(alice, alice.user.id, `?userId=${bob.user.id}`)).statusCode).toBe(403);
  });

  it('answers 400 for bad parameters', async () => {
    for (const q of [
      '?activityType=requests',
      '?activityType=saved',
      '?page=0',
      '?limit=101',
      '?limit=abc',
    ]) {
      const res = await activity(alice, alice.user.id, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    expect(
      (await ctx.app.inject({ url: '/api/users/abc/activity', headers: { cookie: alice.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it("answers 404 for an unknown member's recommendations", async () => {
    const res = await activity(alice, 999999, '?activityType=responses');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Member not found.');
  });
});
