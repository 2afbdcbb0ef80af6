import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  requests,
  responsePlays,
  responses,
  savedSongs,
  upvotedRequests,
  upvotedResponses,
} from '../../db/schema/index';
import { createRequest, postResponse, useTestApp } from '../../test/factories';
import { createTestContext, signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['alice', 'bob', 'carol'] });
const { call } = t;

const newRequest = (by: SignedIn = t.alice, content?: string) => createRequest(t.ctx, by, content);
const answer = (by: SignedIn, requestId: number) =>
  postResponse(t.ctx, by, requestId, { name: 'Song', artist: 'Artist', comment: 'A classic' });
async function backdate(table: 'requests' | 'responses', id: number, minutes: number) {
  await t.ctx.handle.db.execute(
    sql.raw(
      `update ${table} set created_at = now() - interval '${minutes} minutes' where id = ${id}`,
    ),
  );
}

/**
 * Every counter column of the schema (requests.responses/upvotes, responses.upvotes/saves/plays) against its rows;
 * requests.responses counts the answers members can see (not hidden by staff).
 */
async function countersMismatches() {
  const db = t.ctx.handle.db;
  const bad: string[] = [];
  for (const r of await db.select().from(requests)) {
    const [a] = await db
      .select({ n: count() })
      .from(responses)
      .where(and(eq(responses.requestId, r.id), isNull(responses.hiddenAt)));
    const [u] = await db
      .select({ n: count() })
      .from(upvotedRequests)
      .where(eq(upvotedRequests.requestId, r.id));
    if (a!.n !== r.responses) bad.push(`request ${r.id} responses ${r.responses} ≠ ${a!.n}`);
    if (u!.n !== r.upvotes) bad.push(`request ${r.id} upvotes ${r.upvotes} ≠ ${u!.n}`);
  }
  for (const r of await db.select().from(responses)) {
    const [u] = await db
      .select({ n: count() })
      .from(upvotedResponses)
      .where(eq(upvotedResponses.responseId, r.id));
    const [s] = await db
      .select({ n: count() })
      .from(savedSongs)
      .where(eq(savedSongs.responseId, r.id));
    const [p] = await db
      .select({ n: count() })
      .from(responsePlays)
      .where(eq(responsePlays.responseId, r.id));
    if (u!.n !== r.upvotes) bad.push(`response ${r.id} upvotes`);
    if (s!.n !== r.saves) bad.push(`response ${r.id} saves`);
    if (p!.n !== r.plays) bad.push(`response ${r.id} plays`);
  }
  return bad;
}

describe('editing within 15 minutes', () => {
  it('lets the author edit a request, marks it edited and re-indexes search', async () => {
    const id = await newRequest(t.alice, 'Songs for an old mood');
    const res = await call(t.alice, 'PATCH', `/api/requests/${id}`, {
      content: '  Songs for a zanzibar mood ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      content: 'Songs for a zanzibar mood',
      editedAt: expect.any(String),
    });
    const shown = await call(t.bob, 'GET', `/api/requests/${id}`);
    expect(shown.json()).toMatchObject({
      content: 'Songs for a zanzibar mood',
      editedAt: res.json().editedAt,
    });
    const found = await call(t.bob, 'GET', '/api/requests?search=zanzibar');
    expect(found.json().data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('validates like creation, refuses others (404) and refuses after the window (403)', async () => {
    const id = await newRequest();
    expect(
      (await call(t.alice, 'PATCH', `/api/requests/${id}`, { content: '   ' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.alice, 'PATCH', `/api/requests/${id}`, { content: 'x'.repeat(241) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.bob, 'PATCH', `/api/requests/${id}`, { content: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect(
      (await call(null, 'PATCH', `/api/requests/${id}`, { content: 'Hijacked' })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.alice, 'PATCH', '/api/requests/999999', { content: 'Nope' })).statusCode,
    ).toBe(404);
    await backdate('requests', id, 14);
    expect(
      (await call(t.alice, 'PATCH', `/api/requests/${id}`, { content: 'Still in time' }))
        .statusCode,
    ).toBe(200);
    await backdate('requests', id, 16);
    const late = await call(t.alice, 'PATCH', `/api/requests/${id}`, { content: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      error: 'forbidden',
      message: 'You can only edit within 15 minutes of posting.',
    });
  });

  it("lets the author edit an answer's comment within the window only", async () => {
    const requestId = await newRequest();
    const id = (await answer(t.bob, requestId)).json().id as number;
    const ok = await call(t.bob, 'PATCH', `/api/responses/${id}`, { comment: 'Better comment' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, comment: 'Better comment' });
    const list = await call(t.alice, 'GET', `/api/requests/${requestId}/responses`);
    expect(list.json()[0]).toMatchObject({
      comment: 'Better comment',
      editedAt: ok.json().editedAt,
    });
    expect(
      (await call(t.alice, 'PATCH', `/api/responses/${id}`, { comment: 'Not mine' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.bob, 'PATCH', `/api/responses/${id}`, { comment: 'x'.repeat(241) })).statusCode,
    ).toBe(400);
    await backdate('responses', id, 16);
    expect(
      (await call(t.bob, 'PATCH', `/api/responses/${id}`, { comment: 'Too late' })).statusCode,
    ).toBe(403);
  });
});

describe('deleting', () => {
  it('deletes a request with its answers, upvotes, saves and plays; counters stay equal to rows', async () => {
    const keep = await newRequest(t.carol);
    const keptAnswer = (await answer(t.bob, keep)).json().id as number;
    await call(t.alice, 'POST', `/api/responses/${keptAnswer}/save`, {});
    const id = await newRequest();
    const a1 = (await answer(t.bob, id)).json().id as number;
    await answer(t.carol, id);
    await call(t.bob, 'POST', `/api/requests/${id}/upvote`, {});
    await call(t.carol, 'POST', `/api/responses/${a1}/upvote`, {});
    await call(t.carol, 'POST', `/api/responses/${a1}/save`, {});
    await call(t.carol, 'POST', `/api/responses/${a1}/play`, {});
    expect(await countersMismatches()).toEqual([]);

    expect((await call(t.bob, 'DELETE', `/api/requests/${id}`)).statusCode).toBe(404);
    const res = await call(t.alice, 'DELETE', `/api/requests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, id, responsesDeleted: 2 });
    expect((await call(t.bob, 'GET', `/api/requests/${id}`)).statusCode).toBe(404);
    const [left] = await t.ctx.handle.db
      .select({ n: count() })
      .from(responses)
      .where(eq(responses.requestId, id));
    expect(left!.n).toBe(0);
    const [saved] = await t.ctx.handle.db
      .select({ n: count() })
      .from(savedSongs)
      .where(eq(savedSongs.responseId, a1));
    expect(saved!.n).toBe(0);
    expect((await call(t.alice, 'DELETE', `/api/requests/${id}`)).statusCode).toBe(404);
    expect(await countersMismatches()).toEqual([]);
  });

  it("deletes an answer and lowers the request's counter; others' answers are 404", async () => {
    const id = await newRequest();
    const a1 = (await answer(t.bob, id)).json().id as number;
    await answer(t.carol, id);
    await call(t.alice, 'POST', `/api/responses/${a1}/save`, {});
    expect((await call(t.alice, 'DELETE', `/api/responses/${a1}`)).statusCode).toBe(404);
    const res = await call(t.bob, 'DELETE', `/api/responses/${a1}`);
    expect(res.statusCode).toBe(200);
    expect((await call(t.alice, 'GET', `/api/requests/${id}`)).json().responses).toBe(1);
    expect((await call(t.bob, 'DELETE', `/api/responses/${a1}`)).statusCode).toBe(404);
    expect(await countersMismatches()).toEqual([]);
  });
});

describe('blocking', () => {
  it('hides the blocked member from the blocker everywhere and refuses their answers and profile views', async () => {
    const dave = await signUp(t.ctx.app);
    const erin = await signUp(t.ctx.app);
    const daveRequest = await newRequest(dave, 'Quokka songs for a blocked test');
    const erinRequest = await newRequest(erin, 'Quokka songs from the blocker');
    const daveAnswer = (await answer(dave, erinRequest)).json().id as number;
    expect(daveAnswer).toEqual(expect.any(Number));

    expect((await call(erin, 'PUT', `/api/users/${erin.user.id}/block`)).statusCode).toBe(400);
    expect((await call(erin, 'PUT', '/api/users/999999/block')).statusCode).toBe(404);
    const blocked = await call(erin, 'PUT', `/api/users/${dave.user.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ userId: dave.user.id, blocked: true });
    expect((await call(erin, 'PUT', `/api/users/${dave.user.id}/block`)).statusCode).toBe(200);
    const list = await call(erin, 'GET', '/api/blocks');
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([dave.user.id]);

    const ids = (res: { json: () => { data: { id: number }[] } }) =>
      res.json().data.map((r) => r.id);
    for (const sort of ['recent', 'responses', 'upvotes', 'magic']) {
      const feed = await call(erin, 'GET', `/api/requests?sort=${sort}&limit=50`);
      expect(ids(feed), sort).not.toContain(daveRequest);
      expect(ids(feed), sort).toContain(erinRequest);
      // Others still see it.
      expect(
        ids(await call(t.alice, 'GET', `/api/requests?sort=${sort}&limit=50`)),
        sort,
      ).toContain(daveRequest);
    }
    expect(ids(await call(erin, 'GET', '/api/requests?search=quokka'))).toEqual([erinRequest]);
    expect(ids(await call(erin, 'GET', `/api/users/${dave.user.id}/requests`))).toEqual([]);
    expect((await call(erin, 'GET', `/api/requests/${daveRequest}`)).statusCode).toBe(404);
    expect((await call(erin, 'GET', `/api/requests/${erinRequest}/responses`)).json()).toEqual([]);
    expect(
      (await call(t.alice, 'GET', `/api/requests/${erinRequest}/responses`)).json(),
    ).toHaveLength(1);
    expect(
      (await call(erin, 'GET', `/api/users/${dave.user.id}/activity?activityType=responses`)).json()
        .data,
    ).toEqual([]);

    const refused = await answer(dave, erinRequest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message: "You can't answer this request.",
    });
    expect((await call(dave, 'GET', `/api/users/${erin.user.id}`)).statusCode).toBe(404);
    expect((await call(dave, 'GET', `/api/profile/${erin.user.slug}`)).statusCode).toBe(404);
    expect(
      (await call(dave, 'GET', `/api/users/${erin.user.id}/activity?activityType=responses`))
        .statusCode,
    ).toBe(404);
    expect((await call(t.alice, 'GET', `/api/users/${erin.user.id}`)).statusCode).toBe(200);

    const unblocked = await call(erin, 'DELETE', `/api/users/${dave.user.id}/block`);
    expect(unblocked.json()).toEqual({ userId: dave.user.id, blocked: false });
    expect(ids(await call(erin, 'GET', '/api/requests?sort=magic&limit=50'))).toContain(
      daveRequest,
    );
    expect((await answer(dave, erinRequest)).statusCode).toBe(201);
    expect((await call(dave, 'GET', `/api/users/${erin.user.id}`)).statusCode).toBe(200);
  });

  it('rate-limits blocking like every write', async () => {
    const limited = await createTestContext({ WRITE_RATE_LIMIT_MAX: '3' }, { seed: false });
    try {
      const [a, b] = [await signUp(limited.app), await signUp(limited.app)];
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'PUT',
          url: `/api/users/${b.user.id}/block`,
          headers: { cookie: a.cookie },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000); // opens a second database
});
