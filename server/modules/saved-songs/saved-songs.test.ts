import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, savedSongs } from '../../db/schema/index';
import { caller } from '../../test/factories';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  [alice, bob, carol] = [await signUp(ctx.app), await signUp(ctx.app), await signUp(ctx.app)];
});
afterAll(() => ctx.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx)(...args);

let songCounter = 0;
/** A request by alice with one response by bob. */
async function newResponse(): Promise<{ requestId: number; responseId: number }> {
  const req = await call(alice, 'POST', '/api/requests', { type: 'text', content: 'Save-worthy songs please' });
  const requestId = req.json().id as number;
  songCounter++;
  const songId = `save${songCounter}`;
  const res = await call(bob, 'POST', `/api/requests/${requestId}/responses`, { songId, songData: { id: songId, name: 'Song', artist: 'Artist' } });
  expect(res.statusCode).toBe(201);
  return { requestId, responseId: res.json().id };
}

async function saveCounts(responseId: number) {
  const db = ctx.handle.db;
  const [row] = await db.select({ saves: responses.saves }).from(responses).where(eq(responses.id, responseId));
  const [rows] = await db.select({ n: count() }).from(savedSongs).where(eq(savedSongs.responseId, responseId));
  return { counter: row!.saves, rows: rows!.n };
}

const check = (who: SignedIn, responseId: number) => call(who, 'GET', `/api/users/${who.user.id}/saved-songs/${responseId}`);

describe('POST /api/saved-songs', () => {
  it('saves with {userId, responseId, requestId}, idempotently, and the check says so', async () => {
    const { requestId, responseId } = await newResponse();
    const first = await call(carol, 'POST', '/api/saved-songs', { userId: carol.user.id, responseId, requestId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: true, saves: 1 });
    const savedId = first.json().savedId;
    expect(savedId).toEqual(expect.any(Number));
    const again = await call(carol, 'POST', '/api/saved-songs', { userId: carol.user.id, responseId, requestId });
    expect(again.json()).toEqual({ saved: true, savedId, saves: 1 });
    expect((await check(carol, responseId)).json()).toEqual({ saved: true, savedId });
    expect((await check(alice, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('takes the request from the response when requestId is left out, and refuses a wrong one', async () => {
    const { responseId } = await newResponse();
    const other = await newResponse();
    const wrong = await call(carol, 'POST', '/api/saved-songs', { responseId, requestId: other.requestId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('request_mismatch');
    expect((await call(carol, 'POST', '/api/saved-songs', { responseId })).json()).toMatchObject({ saved: true, saves: 1 });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const { requestId, responseId } = await newResponse();
    expect((await call(null, 'POST', '/api/saved-songs', { responseId, requestId })).statusCode).toBe(401);
    expect((await call(carol, 'POST', '/api/saved-songs', { userId: alice.user.id, responseId, requestId })).statusCode).toBe(403);
    expect((await call(carol, 'POST', '/api/saved-songs', {})).statusCode).toBe(400);
    expect((await call(carol, 'POST', '/api/saved-songs', { responseId: 'one' })).statusCode).toBe(400);
    expect((await call(carol, 'POST', '/api/saved-songs', { responseId: -1 })).statusCode).toBe(400);
    const missing = await call(carol, 'POST', '/api/saved-songs', { responseId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'Recommendation not found.' });
    expect(await saveCounts(responseId)).toEqual({ counter: 0, rows: 0 });
  });
});

describe('POST and DELETE /api/responses/{id}/save', () => {
  it('saves and unsaves, both idempotent, answering {saved}', async () => {
    const { responseId } = await newResponse();
    const url = `/api/responses/${responseId}/save`;
    expect((await call(carol, 'POST', url, { userId: carol.user.id })).json()).toMatchObject({ saved: true, saves: 1 });
    expect((await call(alice, 'POST', url, { userId: alice.user.id })).json()).toMatchObject({ saved: true, saves: 2 });
    expect((await call(carol, 'POST', url, { userId: carol.user.id })).json()).toMatchObject({ saved: true, saves: 2 });
    const unsave = await call(carol, 'DELETE', url);
    expect(unsave.statusCode).toBe(200);
    expect(unsave.json()).toEqual({ saved: false, savedId: null, saves: 1 });
    expect((await call(carol, 'DELETE', url)).json()).toEqual({ saved: false, savedId: null, saves: 1 });
    expect((await check(carol, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401, 403, 400 and 404', async () => {
    const { responseId } = await newResponse();
    const url = `/api/responses/${responseId}/save`;
    expect((await call(null, 'POST', url, {})).statusCode).toBe(401);
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(carol, 'POST', url, { userId: bob.user.id })).statusCode).toBe(403);
    expect((await call(carol, 'DELETE', url, { userId: bob.user.id })).statusCode).toBe(403);
    expect((await call(carol, 'POST', '/api/responses/nope/save', {})).statusCode).toBe(400);
    expect((await call(carol, 'DELETE', '/api/responses/0/save')).statusCode).toBe(400);
    expect((await call(carol, 'POST', url, { userId: 'x' })).statusCode).toBe(400);
    expect((await call(carol, 'POST', '/api/responses/999999/save', {})).statusCode).toBe(404);
    expect((await call(carol, 'DELETE', '/api/responses/999999/save')).statusCode).toBe(404);
  });
});

describe('DELETE /api/saved-songs/{savedId}', () => {
  it('removes your own saved song and lowers the count', async () => {
    const { responseId } = await newResponse();
    const { savedId } = (await call(carol, 'POST', `/api/responses/${responseId}/save`, {})).json();
    await call(alice, 'POST', `/api/responses/${responseId}/save`, {});
    const res = await call(carol, 'DELETE', `/api/saved-songs/${savedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: false, savedId: null, saves: 1, responseId });
    expect((await check(carol, responseId)).json()).toEqual({ saved: false, savedId: null });
    expect((await call(carol, 'DELETE', `/api/saved-songs/${savedId}`)).statusCode).toBe(404);
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it("answers 404 for another member's saved song and leaves it alone", async () => {
    const { responseId } = await newResponse();
    const { savedId } = (await call(carol, 'POST', `/api/responses/${responseId}/save`, {})).json();
    const res = await call(alice, 'DELETE', `/api/saved-songs/${savedId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'Saved song not found.' });
    expect((await check(carol, responseId)).json()).toEqual({ saved: true, savedId });
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers 401 and 400', async () => {
    expect((await call(null, 'DELETE', '/api/saved-songs/1')).statusCode).toBe(401);
    expect((await call(carol, 'DELETE', '/api/saved-songs/abc')).statusCode).toBe(400);
    expect((await call(carol, 'DELETE', '/api/saved-songs/0')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}/saved-songs/{responseId}', () => {
  it("answers 401, 403 for another member's id, 400 and 404", async () => {
    const { responseId } = await newResponse();
    expect((await call(null, 'GET', `/api/users/${carol.user.id}/saved-songs/${responseId}`)).statusCode).toBe(401);
    expect((await call(carol, 'GET', `/api/users/${alice.user.id}/saved-songs/${responseId}`)).statusCode).toBe(403);
    expect((await call(carol, 'GET', `/api/users/${carol.user.id}/saved-songs/xyz`)).statusCode).toBe(400);
    expect((await call(carol, 'GET', `/api/users/me/saved-songs/${responseId}`)).statusCode).toBe(400);
    expect((await call(carol, 'GET', `/api/users/${carol.user.id}/saved-songs/999999`)).statusCode).toBe(404);
  });
});

describe('concurrency', () => {
  it('50 parallel saves by one member leave one row and a counter of 1; parallel unsaves leave none', async () => {
    const { requestId, responseId } = await newResponse();
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? call(carol, 'POST', '/api/saved-songs', { responseId, requestId }) : call(carol, 'POST', `/api/responses/${responseId}/save`, {}),
      ),
    );
    const ids = new Set(saves.map((r) => r.json().savedId));
    expect(saves.every((r) => r.statusCode === 200 && r.json().saved === true && r.json().saves === 1)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await saveCounts(responseId)).toEqual({ counter: 1, rows: 1 });

    const [savedId] = [...ids];
    const unsaves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? call(carol, 'DELETE', `/api/responses/${responseId}/save`) : call(carol, 'DELETE', `/api/saved-songs/${savedId}`),
      ),
    );
    expect(unsaves.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect(await saveCounts(responseId)).toEqual({ counter: 0, rows: 0 });
  });
});
