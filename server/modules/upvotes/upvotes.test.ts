import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  notifications,
  requests,
  responses,
  upvotedRequests,
  upvotedResponses,
} from '../../db/schema/index';
import { useTestApp } from '../../test/factories';

const t = useTestApp({ seed: false, members: ['alice', 'bob', 'carol'] });
const { call } = t;

let songCounter = 0;
async function newRequest(author = t.alice): Promise<number> {
  const res = await call(author, 'POST', '/api/requests', {
    type: 'text',
    content: `Upvote me ${Date.now()}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function newResponse(requestId: number, author = t.bob): Promise<number> {
  songCounter++;
  const songId = `song${songCounter}`;
  const res = await call(author, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData: { id: songId, name: 'Song', artist: 'Artist' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function requestCounts(requestId: number) {
  const db = t.ctx.handle.db;
  const [row] = await db
    .select({ upvotes: requests.upvotes })
    .from(requests)
    .where(eq(requests.id, requestId));
  const [rows] = await db
    .select({ n: count() })
    .from(upvotedRequests)
    .where(eq(upvotedRequests.requestId, requestId));
  return { counter: row!.upvotes, rows: rows!.n };
}
async function responseCounts(responseId: number) {
  const db = t.ctx.handle.db;
  const [row] = await db
    .select({ upvotes: responses.upvotes })
    .from(responses)
    .where(eq(responses.id, responseId));
  const [rows] = await db
    .select({ n: count() })
    .from(upvotedResponses)
    .where(eq(upvotedResponses.responseId, responseId));
  return { counter: row!.upvotes, rows: rows!.n };
}

describe('POST /api/requests/{id}/upvote', () => {
  it('toggles with {userId} and returns {upvoted} and the new count', async () => {
    const id = await newRequest();
    const first = await call(t.bob, 'POST', `/api/requests/${id}/upvote`, {
      userId: t.bob.user.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ upvoted: true, upvotes: 1 });
    expect(
      (
        await call(t.carol, 'POST', `/api/requests/${id}/upvote`, { userId: t.carol.user.id })
      ).json(),
    ).toEqual({ upvoted: true, upvotes: 2 });
    expect(
      (await call(t.bob, 'POST', `/api/requests/${id}/upvote`, { userId: t.bob.user.id })).json(),
    ).toEqual({ upvoted: false, upvotes: 1 });
    expect(await requestCounts(id)).toEqual({ counter: 1, rows: 1 });
  });

  it('sets the state when the body says so, idempotently', async () => {
    const id = await newRequest();
    const url = `/api/requests/${id}/upvote`;
    expect((await call(t.bob, 'POST', url, { upvoted: true })).json()).toEqual({
      upvoted: true,
      upvotes: 1,
    });
    expect((await call(t.bob, 'POST', url, { upvoted: true })).json()).toEqual({
      upvoted: true,
      upvotes: 1,
    });
    expect((await call(t.bob, 'POST', url, { upvoted: false })).json()).toEqual({
      upvoted: false,
      upvotes: 0,
    });
    expect((await call(t.bob, 'POST', url, { upvoted: false })).json()).toEqual({
      upvoted: false,
      upvotes: 0,
    });
    expect(await requestCounts(id)).toEqual({ counter: 0, rows: 0 });
  });

  it('lets authors upvote their own request', async () => {
    const id = await newRequest(t.alice);
    expect((await call(t.alice, 'POST', `/api/requests/${id}/upvote`, {})).json()).toEqual({
      upvoted: true,
      upvotes: 1,
    });
  });

  it('answers 401 without a session, 403 for another member, 400 for bad input, 404 for an unknown request', async () => {
    const id = await newRequest();
    expect((await call(null, 'POST', `/api/requests/${id}/upvote`, {})).statusCode).toBe(401);
    const forbidden = await call(t.bob, 'POST', `/api/requests/${id}/upvote`, {
      userId: t.carol.user.id,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('forbidden');
    for (const url of [
      '/api/requests/abc/upvote',
      '/api/requests/0/upvote',
      '/api/requests/-3/upvote',
      '/api/requests/99999999999/upvote',
    ]) {
      expect((await call(t.bob, 'POST', url, {})).statusCode, url).toBe(400);
    }
    expect(
      (await call(t.bob, 'POST', `/api/requests/${id}/upvote`, { upvoted: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.bob, 'POST', `/api/requests/${id}/upvote`, { userId: 'me' })).statusCode,
    ).toBe(400);
    const missing = await call(t.bob, 'POST', '/api/requests/999999/upvote', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'Request not found.' });
    expect(await requestCounts(id)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('GET /api/requests/{id}/upvoted and the request viewer.upvoted', () => {
  it('tells each member whether they upvoted', async () => {
    const id = await newRequest();
    await call(t.bob, 'POST', `/api/requests/${id}/upvote`, { upvoted: true });
    const mine = await call(t.bob, 'GET', `/api/requests/${id}/upvoted?userId=${t.bob.user.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ upvoted: true });
    expect((await call(t.carol, 'GET', `/api/requests/${id}/upvoted`)).json()).toEqual({
      upvoted: false,
    });

    const detail = await call(t.bob, 'GET', `/api/requests/${id}?userId=${t.bob.user.id}`);
    expect(detail.json()).toMatchObject({ upvotes: 1, viewer: { upvoted: true } });
    expect((await call(t.carol, 'GET', `/api/requests/${id}`)).json()).toMatchObject({
      upvotes: 1,
      viewer: { upvoted: false },
    });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const id = await newRequest();
    expect((await call(null, 'GET', `/api/requests/${id}/upvoted`)).statusCode).toBe(401);
    expect(
      (await call(t.bob, 'GET', `/api/requests/${id}/upvoted?userId=${t.carol.user.id}`))
        .statusCode,
    ).toBe(403);
    expect((await call(t.bob, 'GET', `/api/requests/x/upvoted`)).statusCode).toBe(400);
    expect((await call(t.bob, 'GET', `/api/requests/${id}/upvoted?userId=abc`)).statusCode).toBe(
      400,
    );
    expect((await call(t.bob, 'GET', `/api/requests/999999/upvoted`)).statusCode).toBe(404);
  });
});

describe('POST /api/responses/{id}/upvote', () => {
  it('toggles, sets, and keeps the counter equal to the rows', async () => {
    const responseId = await newResponse(await newRequest());
    const url = `/api/responses/${responseId}/upvote`;
    expect((await call(t.alice, 'POST', url, { userId: t.alice.user.id })).json()).toEqual({
      upvoted: true,
      upvotes: 1,
    });
    expect((await call(t.carol, 'POST', url, { upvoted: true })).json()).toEqual({
      upvoted: true,
      upvotes: 2,
    });
    expect((await call(t.alice, 'POST', url, { userId: t.alice.user.id })).json()).toEqual({
      upvoted: false,
      upvotes: 1,
    });
    expect((await call(t.carol, 'POST', url, { upvoted: true })).json()).toEqual({
      upvoted: true,
      upvotes: 1,
    });
    expect(await responseCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it("changes the upvote, its counter and the author's notification in one statement after the session lookup", async () => {
    const responseId = await newResponse(await newRequest());
    const url = `/api/responses/${responseId}/upvote`;
    const notified = async () => {
      const [row] = await t.ctx.handle.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.responseId, responseId),
            eq(notifications.type, 'response_upvoted'),
            eq(notifications.actorId, t.carol.user.id),
          ),
        );
      return row!.n;
    };
    await t.ctx.settledQueryCounts(); // the answer's own push (to the asker) is out before counting
    for (const [body, expected, notifications, pushed] of [
      [{ upvoted: false }, { upvoted: false, upvotes: 0 }, 0, 0],
      [{ upvoted: true }, { upvoted: true, upvotes: 1 }, 1, 1],
      // Undoing withdraws the unread notification (decision 045), and pushes the new count.
      [{}, { upvoted: false, upvotes: 0 }, 0, 1],
      [{}, { upvoted: true, upvotes: 1 }, 1, 1],
    ] as const) {
      t.ctx.resetQueryCount();
      expect((await call(t.carol, 'POST', url, body)).json()).toEqual(expected);
      // The write itself does not NOTIFY (decision 009); a new notification is pushed after it.
      expect(await t.ctx.settledQueryCounts()).toEqual({ statements: 2, pushes: pushed });
      expect(await notified()).toBe(notifications);
    }
    expect(await responseCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const responseId = await newResponse(await newRequest());
    expect((await call(null, 'POST', `/api/responses/${responseId}/upvote`, {})).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(t.alice, 'POST', `/api/responses/${responseId}/upvote`, {
          userId: t.bob.user.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.alice, 'POST', `/api/responses/zz/upvote`, {})).statusCode).toBe(400);
    expect(
      (await call(t.alice, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: 1 }))
        .statusCode,
    ).toBe(400);
    const missing = await call(t.alice, 'POST', '/api/responses/999999/upvote', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Recommendation not found.');
    expect(await responseCounts(responseId)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('concurrency', () => {
  it('50 parallel identical request upvotes from one member leave one row and a counter of 1', async () => {
    const id = await newRequest();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.bob, 'POST', `/api/requests/${id}/upvote`, { userId: t.bob.user.id, upvoted: true }),
      ),
    );
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ upvoted: true, upvotes: 1 });
    }
    expect(await requestCounts(id)).toEqual({ counter: 1, rows: 1 });
  });

  it('50 parallel identical response upvotes from one member leave one row and a counter of 1', async () => {
    const responseId = await newResponse(await newRequest());
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.alice, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200 && r.json().upvoted === true)).toBe(true);
    expect(await responseCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('parallel toggles and parallel members keep every counter equal to its rows', async () => {
    const id = await newRequest();
    const responseId = await newResponse(id);
    const members = [t.alice, t.bob, t.carol];
    await Promise.all([
      ...Array.from({ length: 25 }, (_, i) =>
        call(members[i % 3]!, 'POST', `/api/requests/${id}/upvote`, {}),
      ),
      ...Array.from({ length: 25 }, (_, i) =>
        call(members[i % 3]!, 'POST', `/api/responses/${responseId}/upvote`, {}),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(members[i % 3]!, 'POST', `/api/responses/${responseId}/upvote`, {
          upvoted: i % 2 === 0,
        }),
      ),
    ]);
    const req = await requestCounts(id);
    const resp = await responseCounts(responseId);
    expect(req.counter).toBe(req.rows);
    expect(resp.counter).toBe(resp.rows);
    expect(req.rows).toBeLessThanOrEqual(3);
    expect(resp.rows).toBeLessThanOrEqual(3);
  });
});
