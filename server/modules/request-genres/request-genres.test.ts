/** POST /api/requests/{id}/genres (spec 000 §7): author only, known visible genres, at most 10, replace. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genres } from '../../db/schema/index';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let alice: SignedIn;
let bob: SignedIn;
let ids: Record<string, number>;
let hiddenId: number;
let inactiveId: number;

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  const db = ctx.handle.db;
  const names = [
    'Ambient',
    'Jazz',
    'Rock',
    'Shoegaze',
    'Techno',
    'House',
    'Salsa',
    'Punk',
    'Soul',
    'Funk',
    'Disco',
    'Folk',
  ];
  const rows = await db
    .insert(genres)
    .values(
      [...names, '__no_genre_detected__', 'Retired Genre'].map((name) => ({
        name,
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        searchName: name.toLowerCase(),
      })),
    )
    .returning({ id: genres.id, name: genres.name });
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  hiddenId = ids.__no_genre_detected__!;
  inactiveId = ids['Retired Genre']!;
  await db.update(genres).set({ active: false }).where(eq(genres.id, inactiveId));
  alice = await signUp(ctx.app);
  bob = await signUp(ctx.app);
});
afterAll(() => ctx.close());

async function newRequest(who: SignedIn) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: who.cookie },
    payload: { type: 'text', content: 'Songs for a slow Sunday' },
  });
  return res.json().id as number;
}

const attach = (who: SignedIn | null, requestId: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/requests/${requestId}/genres`,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });

const detail = async (requestId: number) =>
  (
    await ctx.app.inject({ url: `/api/requests/${requestId}`, headers: { cookie: bob.cookie } })
  ).json();

describe('POST /api/requests/{id}/genres', () => {
  it("attaches the author's genres and answers them by name; the request then carries them", async () => {
    const id = await newRequest(alice);
    const res = await attach(alice, id, {
      userId: alice.user.id,
      genreIds: [ids.Shoegaze, ids.Ambient, ids.Shoegaze],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      genres: [
        { id: ids.Ambient, name: 'Ambient' },
        { id: ids.Shoegaze, name: 'Shoegaze' },
      ],
    });
    expect((await detail(id)).genres).toEqual([
      { id: ids.Ambient, name: 'Ambient' },
      { id: ids.Shoegaze, name: 'Shoegaze' },
    ]);
  });

  it('replaces the previous set; an empty list clears it', async () => {
    const id = await newRequest(alice);
    await attach(alice, id, { genreIds: [ids.Rock, ids.Punk] });
    const replaced = await attach(alice, id, { genreIds: [ids.Jazz] });
    expect(replaced.json()).toEqual({ genres: [{ id: ids.Jazz, name: 'Jazz' }] });
    expect((await detail(id)).genres.map((g: { name: string }) => g.name)).toEqual(['Jazz']);
    expect((await attach(alice, id, { genreIds: [] })).json()).toEqual({ genres: [] });
    expect((await detail(id)).genres).toEqual([]);
  });

  it('runs concurrent replacements one after the other: the result is one of the sets, never a mix', async () => {
    const id = await newRequest(alice);
    const sets = [
      [ids.Rock, ids.Punk],
      [ids.Jazz, ids.Soul],
      [ids.House, ids.Techno],
    ];
    const results = await Promise.all(sets.map((genreIds) => attach(alice, id, { genreIds })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = ((await detail(id)).genres as { id: number }[]).map((g) => g.id).sort();
    expect(sets.map((s) => [...s].sort())).toContainEqual(final);
  });

  it('needs a session (401)', async () => {
    const id = await newRequest(alice);
    const res = await attach(null, id, { genreIds: [ids.Rock] });
    expect(res.statusCode).toBe(401);
  });

  it("refuses another member's request (403) and a userId that is not the session's (403)", async () => {
    const id = await newRequest(alice);
    const other = await attach(bob, id, { genreIds: [ids.Rock] });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: 'forbidden',
      message: 'Only the author of a request can choose its genres.',
    });
    const impersonating = await attach(bob, id, { userId: alice.user.id, genreIds: [ids.Rock] });
    expect(impersonating.statusCode).toBe(403);
    expect((await detail(id)).genres).toEqual([]);
  });

  it('refuses unknown, hidden and inactive genres, more than 10, and malformed bodies (400)', async () => {
    const id = await newRequest(alice);
    for (const bad of [[999_999], [hiddenId], [inactiveId], [ids.Rock, 999_999]]) {
      const res = await attach(alice, id, { genreIds: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error).toBe('unknown_genre');
    }
    const eleven = Object.entries(ids)
      .filter(([name]) => !name.startsWith('__') && name !== 'Retired Genre')
      .map(([, v]) => v)
      .slice(0, 11);
    expect(eleven).toHaveLength(11);
    const tooMany = await attach(alice, id, { genreIds: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 10 genres/);
    for (const body of [{}, { genreIds: 'rock' }, { genreIds: [1.5] }, { genreIds: [-1] }]) {
      expect((await attach(alice, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await detail(id)).genres).toEqual([]);
    // Ten distinct ids are fine.
    expect((await attach(alice, id, { genreIds: eleven.slice(0, 10) })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request and 400 for a bad id', async () => {
    expect((await attach(alice, 999_999, { genreIds: [ids.Rock] })).statusCode).toBe(404);
    expect((await attach(alice, 'abc', { genreIds: [ids.Rock] })).statusCode).toBe(400);
  });

  it('keeps unrelated requests untouched', async () => {
    const a = await newRequest(alice);
    const b = await newRequest(alice);
    await attach(alice, a, { genreIds: [ids.Funk] });
    await attach(alice, b, { genreIds: [ids.Disco] });
    expect((await detail(a)).genres.map((g: { name: string }) => g.name)).toEqual(['Funk']);
    expect((await detail(b)).genres.map((g: { name: string }) => g.name)).toEqual(['Disco']);
  });
});
