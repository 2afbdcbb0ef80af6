import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, responses, savedSongs } from '../../db/schema/index';
import { useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['alice', 'bob', 'carol'] });
const { call } = t;

let songCounter = 0;
/** A request by alice with one response by bob. */
async function newResponse(): Promise<{ requestId: number; responseId: number }> {
  const req = await call(t.alice, 'POST', '/api/requests', {
    type: 'text',
    content: 'Save-worthy songs please',
  });
  const requestId = req.json().id as number;
  songCounter++;
  const songId = `save${songCounter}`;
  const res = await call(t.bob, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData: { id: songId, name: 'Song', artist: 'Artist' },
  });
  expect(res.statusCode).toBe(201);
  return { requestId, responseId: res.json().id };
}

async function saveCounts(responseId: number) {
  const db = t.ctx.handle.db;
  const [row] = await db
    .select({ saves: responses.saves })
    .from(responses)
    .where(eq(responses.id, responseId));
  const [rows] = await db
    .select({ n: count() })
    .from(savedSongs)
    .where(eq(savedSongs.responseId, responseId));
  return { counter: row!.saves, rows: rows!.n };
}

const check = (who: SignedIn, responseId: number) =>
  call(who, 'GET', `/api/users/${who.user.id}/saved-songs/${responseId}`);

describe('POST /api/saved-songs', () => {
  it('saves with {userId, responseId, requestId}, idempotently, and the check says so', async () => {
    const { requestId, responseId } = await newResponse();
    const first = await call(t.carol, 'POST', '/api/saved-songs', {
      userId: t.carol.user.id,
      responseId,
      requestId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: true, saves: 1 });
    const savedId = first.json().savedId;
    expect(savedId).toEqual(expect.any(Number));
    const again = await call(t.carol, 'POST', '/api/saved-songs', {
      userId: t.carol.user.id,
      responseId,
      requestId,
    });
    expect(again.json()).toEqual({ saved: true, savedId, saves: 1 });
    expect((await check(t.carol, responseId)).json()).toEqual({ saved: true, savedId });
    expect((await check(t.alice, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('takes the request from the response when requestId is left out, and refuses a wrong one', async () => {
    const { responseId } = await newResponse();
    const other = await newResponse();
    const wrong = await call(t.carol, 'POST', '/api/saved-songs', {
      responseId,
      requestId: other.requestId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('request_mismatch');
    expect((await call(t.carol, 'POST', '/api/saved-songs', { responseId })).json()).toMatchObject({
      saved: true,
      saves: 1,
    });
  });

  it('saves, counts and notifies the author in one statement after the session lookup; a refused save notifies nobody', async () => {
    const { requestId, responseId } = await newResponse();
    const other = await newResponse();
    const notified = async () => {
      const rows = await t.ctx.handle.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.responseId, responseId),
            eq(notifications.type, 'response_saved'),
            eq(notifications.recipientId, t.bob.user.id),
          ),
        );
      return rows[0]!.n;
    };
    expect(
      (await call(t.carol, 'POST', '/api/saved-songs', { responseId, requestId: other.requestId }))
        .statusCode,
    ).toBe(400);
    expect(await notified()).toBe(0);
    expect(await saveCounts(responseId)).toEqual({ counter: 0, rows: 0 });
    t.ctx.resetQueryCount();
    const saved = await call(t.carol, 'POST', '/api/saved-songs', { responseId, requestId });
    expect(saved.json()).toMatchObject({ saved: true, saves: 1 });
    // The write itself does not NOTIFY (decision 009); the author's notification is pushed after it.
    expect(await t.ctx.settledQueryCounts()).toEqual({ statements: 2, pushes: 1 });
    expect(await notified()).toBe(1);
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const { requestId, responseId } = await newResponse();
    expect(
      (await call(null, 'POST', '/api/saved-songs', { responseId, requestId })).statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.carol, 'POST', '/api/saved-songs', {
          userId: t.alice.user.id,
          responseId,
          requestId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.carol, 'POST', '/api/saved-songs', {})).statusCode).toBe(400);
    expect(
      (await call(t.carol, 'POST', '/api/saved-songs', { responseId: 'one' })).statusCode,
    ).toBe(400);
    expect((await call(t.carol, 'POST', '/api/saved-songs', { responseId: -1 })).statusCode).toBe(
      400,
    );
    const missing = await call(t.carol, 'POST', '/api/saved-songs', { responseId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not_found',
      message: 'Recommendation not found.',
    });
    expect(await saveCounts(responseId)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('POST and DELETE /api/responses/{id}/save', () => {
  it('saves and unsaves, both idempotent, answering {saved}', async () => {
    const { responseId } = await newResponse();
    const url = `/api/responses/${responseId}/save`;
    expect((await call(t.carol, 'POST', url, { userId: t.carol.user.id })).json()).toMatchObject({
      saved: true,
      saves: 1,
    });
    expect((await call(t.alice, 'POST', url, { userId: t.alice.user.id })).json()).toMatchObject({
      saved: true,
      saves: 2,
    });
    expect((await call(t.carol, 'POST', url, { userId: t.carol.user.id })).json()).toMatchObject({
      saved: true,
      saves: 2,
    });
    const unsave = await call(t.carol, 'DELETE', url);
    expect(unsave.statusCode).toBe(200);
    expect(unsave.json()).toEqual({ saved: false, savedId: null, saves: 1 });
    expect((await call(t.carol, 'DELETE', url)).json()).toEqual({
      saved: false,
      savedId: null,
      saves: 1,
    });
    expect((await check(t.carol, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const { responseId } = await newResponse();
    const url = `/api/responses/${responseId}/save`;
    expect((await call(null, 'POST', url, {})).statusCode).toBe(401);
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(t.carol, 'POST', url, { userId: t.bob.user.id })).statusCode).toBe(403);
    expect((await call(t.carol, 'DELETE', url, { userId: t.bob.user.id })).statusCode).toBe(403);
    expect((await call(t.carol, 'POST', '/api/responses/nope/save', {})).statusCode).toBe(400);
    expect((await call(t.carol, 'DELETE', '/api/responses/0/save')).statusCode).toBe(400);
    expect((await call(t.carol, 'POST', url, { userId: 'x' })).statusCode).toBe(400);
    expect((await call(t.carol, 'POST', '/api/responses/999999/save', {})).statusCode).toBe(404);
    expect((await call(t.carol, 'DELETE', '/api/responses/999999/save')).statusCode).toBe(404);
  });
});

describe('DELETE /api/saved-songs/{savedId}', () => {
  it('removes your own saved song and lowers the count', async () => {
    const { responseId } = await newResponse();
    const { savedId } = (
      await call(t.carol, 'POST', `/api/responses/${responseId}/save`, {})
    ).json();
    await call(t.alice, 'POST', `/api/responses/${responseId}/save`, {});
    const res = await call(t.carol, 'DELETE', `/api/saved-songs/${savedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: false, savedId: null, saves: 1, responseId });
    expect((await check(t.carol, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect((await call(t.carol, 'DELETE', `/api/saved-songs/${savedId}`)).statusCode).toBe(404);
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it("answers 404 for another member's saved song and leaves it alone", async () => {
    const { responseId } = await newResponse();
    const { savedId } = (
      await call(t.carol, 'POST', `/api/responses/${responseId}/save`, {})
    ).json();
    const res = await call(t.alice, 'DELETE', `/api/saved-songs/${savedId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'Saved song not found.' });
    expect((await check(t.carol, responseId)).json()).toEqual({ saved: true, savedId });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401 and 400', async () => {
    expect((await call(null, 'DELETE', '/api/saved-songs/1')).statusCode).toBe(401);
    expect((await call(t.carol, 'DELETE', '/api/saved-songs/abc')).statusCode).toBe(400);
    expect((await call(t.carol, 'DELETE', '/api/saved-songs/0')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}/saved-songs/{responseId}', () => {
  it("answers 401, 403 for another member's id, 400 and 404", async () => {
    const { responseId } = await newResponse();
    expect(
      (await call(null, 'GET', `/api/users/${t.carol.user.id}/saved-songs/${responseId}`))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.carol, 'GET', `/api/users/${t.alice.user.id}/saved-songs/${responseId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.carol, 'GET', `/api/users/${t.carol.user.id}/saved-songs/xyz`)).statusCode,
    ).toBe(400);
    expect((await call(t.carol, 'GET', `/api/users/me/saved-songs/${responseId}`)).statusCode).toBe(
      400,
    );
    expect(
      (await call(t.carol, 'GET', `/api/users/${t.carol.user.id}/saved-songs/999999`)).statusCode,
    ).toBe(404);
  });
});

describe('concurrency', () => {
  it('50 parallel saves by one member leave one row and a counter of 1; parallel unsaves leave none', async () => {
    const { requestId, responseId } = await newResponse();
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? call(t.carol, 'POST', '/api/saved-songs', { responseId, requestId })
          : call(t.carol, 'POST', `/api/responses/${responseId}/save`, {}),
      ),
    );
    const ids = new Set(saves.map((r) => r.json().savedId));
    expect(
      saves.every((r) => r.statusCode === 200 && r.json().saved === true && r.json().saves === 1),
    ).toBe(true);
    expect(ids.size).toBe(1);
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });

    const [savedId] = [...ids];
    const unsaves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call(t.carol, 'DELETE', `/api/responses/${responseId}/save`)
          : call(t.carol, 'DELETE', `/api/saved-songs/${savedId}`),
      ),
    );
    expect(unsaves.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect(await saveCounts(responseId)).toEqual({ counter: 0, rows: 0 });
  });
});
