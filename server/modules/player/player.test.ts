import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsePlays, responses } from '../../db/schema/index';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let asker: SignedIn;
let listener: SignedIn;
let responseId: number;
let requestId: number;

const play = (
  who: SignedIn | null,
  id: number,
  extra: { headers?: Record<string, string>; payload?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/responses/${id}/play`,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...extra.headers },
    payload: extra.payload,
  });

async function rowsOf(id: number) {
  const [row] = await ctx.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(responsePlays)
    .where(eq(responsePlays.responseId, id));
  const [counter] = await ctx.handle.db
    .select({ plays: responses.plays })
    .from(responses)
    .where(eq(responses.id, id));
  return { rows: row!.n, counter: counter?.plays ?? null };
}

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  asker = await signUp(ctx.app);
  listener = await signUp(ctx.app);
  const req = await ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: asker.cookie },
    payload: { type: 'text', content: 'Songs for a long drive' },
  });
  requestId = req.json().id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/requests/${requestId}/responses`,
    headers: { cookie: listener.cookie },
    payload: {
      songId: 'dQw4w9WgXcQ',
      songData: {
        id: 'dQw4w9WgXcQ',
        videoId: 'dQw4w9WgXcQ',
        name: 'Never Gonna Give You Up',
        artist: 'Rick Astley',
      },
      comment: 'A classic',
    },
  });
  responseId = res.json().id;
});
afterAll(() => ctx.close());

describe('POST /api/responses/{id}/play', () => {
  it('records a play with an empty body and answers 201 with the new count', async () => {
    const res = await play(asker, responseId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ responseId, plays: 1 });
    expect(await rowsOf(responseId)).toEqual({ rows: 1, counter: 1 });
  });

  it('shows the count in the request’s responses', async () => {
    const res = await ctx.app.inject({
      url: `/api/requests/${requestId}/responses`,
      headers: { cookie: asker.cookie },
    });
    expect(res.json()[0]).toMatchObject({ id: responseId, plays: 1 });
  });

  it('ignores a JSON body and counts every play, also the responder’s own', async () => {
    const res = await play(listener, responseId, {
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().plays).toBe(2);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const before = await rowsOf(responseId);
    const res = await play(null, responseId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
    expect(await rowsOf(responseId)).toEqual(before);
  });

  it('answers 404 for an unknown response and 400 for a bad id', async () => {
    const missing = await play(asker, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'not_found',
      message: 'Recommendation not found.',
    });
    expect((await play(asker, 0)).statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/responses/abc/play',
      headers: { cookie: asker.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a cross-site play (CSRF guard)', async () => {
    const res = await play(asker, responseId, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the counter equal to the recorded rows under concurrent plays', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => play(i % 2 ? asker : listener, responseId)),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const counts = results.map((r) => r.json().plays as number).sort((a, b) => a - b);
    // Each play saw a distinct count: the increments serialised.
    expect(new Set(counts).size).toBe(25);
    const { rows, counter } = await rowsOf(responseId);
    expect(counter).toBe(rows);
    expect(rows).toBe(27);
  });

  it('removes the recorded plays with the response (cascade)', async () => {
    await ctx.handle.db.delete(responses).where(eq(responses.id, responseId));
    expect(await rowsOf(responseId)).toEqual({ rows: 0, counter: null });
    expect((await play(asker, responseId)).statusCode).toBe(404);
  });
});
