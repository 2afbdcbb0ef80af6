import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let member: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url, headers: { cookie: member.cookie } });

describe('GET /api/genres', () => {
  it('returns categories with their genres, hiding reserved names', async () => {
    const res = await get('/api/genres?format=hierarchical&limit=800');
    expect(res.statusCode).toBe(200);
    const categories = res.json() as {
      name: string;
      slug: string;
      genres: { name: string; slug: string }[];
    }[];
    expect(categories.length).toBeGreaterThanOrEqual(15);
    const all = categories.flatMap((c) => c.genres.map((g) => g.name));
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all).toContain('Shoegaze');
    expect(all.some((n) => n.startsWith('__'))).toBe(false);
    const rock = categories.flatMap((c) => c.genres).find((g) => g.name === 'Drum and Bass');
    expect(rock?.slug).toBe('drum-and-bass');
  });

  it('searches accent- and case-insensitively, exact matches first', async () => {
    const res = await get('/api/genres?search=MUSICA&active_only=true&limit=800');
    expect(res.json().map((g: { name: string }) => g.name)).toContain('Música Popular Brasileira');
    const rock = (await get('/api/genres?search=rock&active_only=true&limit=5')).json();
    expect(rock).toHaveLength(5);
    expect(rock[0].name).toBe('Rock');
    expect((await get('/api/genres?search=__no&active_only=true')).json()).toEqual([]);
    expect((await get('/api/genres?search=%25')).statusCode).toBe(200);
  });
});

describe('POST /api/genres/suggest', () => {
  it('stores a suggestion and counts repeats', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/genres/suggest',
      headers: { cookie: member.cookie },
      payload: { name: '  Hyperpop  Nightcore ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thanks for the suggestion!');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/genres/suggest',
      headers: { cookie: member.cookie },
      payload: { name: 'hyperpop nightcore' },
    });
    const rows = (await ctx.handle.db.execute(
      `select name, detected_count from suggested_genres`,
    )) as unknown as {
      rows: { name: string; detected_count: number }[];
    };
    expect(rows.rows).toEqual([{ name: 'hyperpop nightcore', detected_count: 2 }]);
  });

  it('rejects blank names and points to existing genres', async () => {
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/genres/suggest',
      headers: { cookie: member.cookie },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const existing = await ctx.app.inject({
      method: 'POST',
      url: '/api/genres/suggest',
      headers: { cookie: member.cookie },
      payload: { name: 'shoegaze' },
    });
    expect(existing.json().message).toContain('Shoegaze');
  });
});

describe('user genres', () => {
  const save = (who: SignedIn, id: number, genres: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/${id}/genres`,
      headers: { cookie: who.cookie },
      payload: { genres },
    });

  it('saves, replaces and reads genres in order', async () => {
    const res = await save(member, member.user.id, ['Jazz', 'shoegaze', 'Rock']);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { genreName: string }) => g.genreName)).toEqual([
      'Jazz',
      'Shoegaze',
      'Rock',
    ]);
    await save(member, member.user.id, ['Soul']);
    const read = await get(`/api/users/${member.user.id}/genres`);
    expect(read.json()).toEqual([{ genreId: expect.any(Number), genreName: 'Soul' }]);
    const me = await get('/api/auth/me');
    expect(me.json().genres).toEqual([{ id: expect.any(Number), name: 'Soul' }]);
  });

  it('enforces at most 10 and refuses unknown names, keeping what was stored', async () => {
    const eleven = [
      'Rock',
      'Pop',
      'Jazz',
      'Blues',
      'Soul',
      'Funk',
      'Disco',
      'House',
      'Techno',
      'Metal',
      'Opera',
    ];
    const tooMany = await save(member, member.user.id, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 10/);
    expect((await save(member, member.user.id, eleven.slice(0, 10))).statusCode).toBe(200);
    const unknown = await save(member, member.user.id, ['Rock', 'Definitely Not A Genre']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'unknown_genre',
      message: 'Unknown genre: Definitely Not A Genre',
    });
    expect((await get(`/api/users/${member.user.id}/genres`)).json()).toHaveLength(10);
    const hidden = await save(member, member.user.id, ['__no_genre_detected__']);
    expect(hidden.statusCode).toBe(400);
  });

  it("refuses to read or change another member's genres", async () => {
    const other = await signUp(ctx.app);
    expect((await save(member, other.user.id, ['Rock'])).statusCode).toBe(403);
    expect((await get(`/api/users/${other.user.id}/genres`)).statusCode).toBe(403);
  });
});
