import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  genres,
  requestGenres,
  responseGenres,
  responses,
  savedSongs,
  userGenres,
  users,
} from '../../db/schema/index';
import { createTestContext, newMember, signUpStaff, type SignedIn } from '../../test/harness';
import { useTestApp } from '../../test/factories';
import { EXPORT_BATCH_SIZE } from './admin-data.service';

const STAFF_EMAIL = 'data-staff@example.com';
const t = useTestApp({
  seed: false,
  staff: { email: STAFF_EMAIL },
  members: { ann: 'Ann Asker', bob: 'Bob Answer', cy: 'Cy Quiet' },
});
const ids: Record<string, number> = {};

const song = (id: string, extra: Record<string, unknown>) => ({ id, ...extra });

beforeAll(async () => {
  const db = t.ctx.handle.db;
  await db.update(users).set({ youtubeConnected: true }).where(eq(users.id, t.bob.user.id));

  const post = async (who: SignedIn, url: string, payload: Record<string, unknown>) => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: who.cookie },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  };
  ids.text = await post(t.ann, '/api/requests', {
    type: 'text',
    content: '=HYPERLINK("http://evil.example","win")',
  });
  ids.gif = await post(t.ann, '/api/requests', {
    type: 'gif',
    gifUrl: 'https://media.giphy.com/media/x/giphy.gif',
  });
  ids.slts = await post(t.bob, '/api/requests', {
    type: 'slts',
    songData: song('vid-slts', { name: 'Teardrop', artist: 'Massive Attack' }),
  });
  ids.r1 = await post(t.bob, `/api/requests/${ids.text}/responses`, {
    songId: 'vid-1',
    songData: song('vid-1', {
      name: 'Windowlicker',
      artist: 'Aphex Twin',
      channelName: 'Warp Records',
      thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
    }),
    comment: 'Weird, in a good way',
  });
  ids.r2 = await post(t.ann, `/api/requests/${ids.gif}/responses`, {
    songId: 'vid-2',
    songData: song('vid-2', { derivedTitle: 'Derived Title', derivedArtist: 'Derived Artist' }),
  });

  const [rock, jazz, ambient] = await db
    .insert(genres)
    .values([
      { name: 'Rock', slug: 'rock', searchName: 'rock' },
      { name: 'Jazz', slug: 'jazz', searchName: 'jazz' },
      { name: 'Ambient', slug: 'ambient', searchName: 'ambient' },
    ])
    .returning();
  await db.insert(userGenres).values([
    { userId: t.ann.user.id, genreId: jazz!.id, position: 0 },
    { userId: t.ann.user.id, genreId: rock!.id, position: 1 },
    { userId: t.bob.user.id, genreId: rock!.id, position: 0 },
  ]);
  await db.insert(requestGenres).values([
    { requestId: ids.text, genreId: ambient!.id },
    { requestId: ids.gif, genreId: ambient!.id },
    { requestId: ids.slts, genreId: rock!.id },
  ]);
  await db.insert(responseGenres).values([
    { responseId: ids.r1, genreId: rock!.id },
    { responseId: ids.r1, genreId: ambient!.id },
  ]);
  const saved = await db
    .insert(savedSongs)
    .values([
      { userId: t.cy.user.id, responseId: ids.r1, requestId: ids.text },
      { userId: t.ann.user.id, responseId: ids.r1, requestId: ids.text },
      { userId: t.cy.user.id, responseId: ids.r2, requestId: ids.gif },
    ])
    .returning();
  ids.save1 = saved[0]!.id;
  await db
    .update(responses)
    .set({ saves: sql`${responses.saves} + 2` })
    .where(eq(responses.id, ids.r1));
  await db
    .update(responses)
    .set({ saves: sql`${responses.saves} + 1` })
    .where(eq(responses.id, ids.r2));
});

const get = (who: SignedIn | null, url: string) =>
  t.ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const json = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await get(t.staff, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

const ROUTES = [
  '/api/admin/data/stats',
  '/api/admin/data/users',
  '/api/admin/data/requests',
  '/api/admin/data/responses',
  '/api/admin/data/saves',
  '/api/admin/data/genres',
  '/api/admin/data/export/users',
  '/api/admin/data/export/requests',
  '/api/admin/data/export/responses',
  '/api/admin/data/export/saves',
  '/api/admin/data/export/user_genres',
  '/api/admin/data/export/request_genres',
];

describe('role matrix', () => {
  it.each(ROUTES)('GET %s: anonymous 401, member 403, staff 200', async (url) => {
    expect((await get(null, url)).statusCode).toBe(401);
    const member = await get(t.ann, url);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: 'forbidden', message: 'Staff access required.' });
    expect((await get(t.staff, url)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/data/stats', () => {
  it('counts users, requests, responses and saves', async () => {
    expect(await json('/api/admin/data/stats')).toEqual({
      totalUsers: 4,
      totalRequests: 3,
      totalResponses: 2,
      totalSaves: 3,
    });
  });
});

type Page<T> = { data: T[]; nextCursor: number | null; total?: number };

describe('GET /api/admin/data/users', () => {
  it('lists every user newest first with counts, genres in the member order and the YouTube flag', async () => {
    const page = await json<Page<Record<string, unknown>>>('/api/admin/data/users');
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.data.map((u) => u.id)).toEqual([
      t.cy.user.id,
      t.bob.user.id,
      t.ann.user.id,
      t.staff.user.id,
    ]);
    const byId = new Map(page.data.map((u) => [u.id, u]));
    expect(byId.get(t.ann.user.id)).toMatchObject({
      email: t.ann.user.email,
      displayName: 'Ann Asker',
      requestCount: 2,
      responseCount: 1,
      saveCount: 1,
      genres: ['Jazz', 'Rock'],
      youtubeConnected: false,
    });
    expect(byId.get(t.bob.user.id)).toMatchObject({
      requestCount: 1,
      responseCount: 1,
      saveCount: 0,
      genres: ['Rock'],
      youtubeConnected: true,
    });
    expect(byId.get(t.cy.user.id)).toMatchObject({
      requestCount: 0,
      responseCount: 0,
      saveCount: 2,
      genres: [],
    });
    expect(new Date(String(byId.get(t.cy.user.id)!.createdAt)).toISOString()).toBe(
      byId.get(t.cy.user.id)!.createdAt,
    );
  });

  it('pages by cursor without gaps or repeats; the total comes with the first page only', async () => {
    const seen: unknown[] = [];
    let url = '/api/admin/data/users?limit=3';
    const first = await json<Page<{ id: number; requestCount: number }>>(url);
    expect(first.total).toBe(4);
    seen.push(...first.data.map((u) => u.id));
    expect(first.nextCursor).toBe(first.data[2]!.id);
    url = `/api/admin/data/users?limit=3&cursor=${first.nextCursor}`;
    const second = await json<Page<{ id: number; requestCount: number }>>(url);
    expect(second.total).toBeUndefined();
    expect(second.nextCursor).toBeNull();
    seen.push(...second.data.map((u) => u.id));
    expect(seen).toEqual([t.cy.user.id, t.bob.user.id, t.ann.user.id, t.staff.user.id]);
    // Aggregates are right on a later page too (Ann is on page 1, the t.staff member on page 2).
    expect(second.data[0]!.requestCount).toBe(0);
  });

  it('answers 400 for a bad cursor or limit', async () => {
    for (const q of ['cursor=abc', 'cursor=0', 'limit=0', 'limit=5001']) {
      expect((await get(t.staff, `/api/admin/data/users?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('costs the same few queries whatever the page size', async () => {
    for (const limit of [1, 4]) {
      t.ctx.resetQueryCount();
      await json(`/api/admin/data/users?limit=${limit}`);
      // session + page + 3 GROUP BY counts + genres + total
      expect(t.ctx.queryCount()).toBeLessThanOrEqual(7);
    }
  });
});

describe('GET /api/admin/data/requests, responses, saves', () => {
  it('lists requests with author, type, content and the asked-about song', async () => {
    const { data } = await json<Page<Record<string, unknown>>>('/api/admin/data/requests');
    expect(data.map((r) => r.id)).toEqual([ids.slts, ids.gif, ids.text]);
    expect(data[0]).toMatchObject({
      userId: t.bob.user.id,
      userEmail: t.bob.user.email,
      userDisplayName: 'Bob Answer',
      type: 'slts',
      content: null,
      songData: { title: 'Teardrop', artist: 'Massive Attack' },
      responses: 0,
      upvotes: 0,
    });
    expect(data[1]).toMatchObject({ type: 'gif', content: null, songData: null, responses: 1 });
    expect(data[2]).toMatchObject({
      type: 'text',
      content: '=HYPERLINK("http://evil.example","win")',
    });
  });

  it('lists responses with request text and type, song, channel, artist, genres and saves', async () => {
    const { data } = await json<Page<Record<string, unknown>>>('/api/admin/data/responses');
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      id: ids.r2,
      userDisplayName: 'Ann Asker',
      requestId: ids.gif,
      requestText: null,
      requestType: 'gif',
      songData: { name: 'Derived Title', channelName: null, artist: 'Derived Artist', genres: [] },
      comment: null,
      saveCount: 1,
    });
    expect(data[1]).toMatchObject({
      id: ids.r1,
      userId: t.bob.user.id,
      requestType: 'text',
      songData: {
        name: 'Windowlicker',
        channelName: 'Warp Records',
        artist: 'Aphex Twin',
        genres: ['Ambient', 'Rock'],
      },
      comment: 'Weird, in a good way',
      saveCount: 2,
    });
  });

  it('lists saves with the saver, the song and the request', async () => {
    const { data, total } = await json<Page<Record<string, unknown>>>('/api/admin/data/saves');
    expect(total).toBe(3);
    expect(data.at(-1)).toMatchObject({
      id: ids.save1,
      userId: t.cy.user.id,
      userEmail: t.cy.user.email,
      userDisplayName: 'Cy Quiet',
      songData: { name: 'Windowlicker', channelName: 'Warp Records', genres: ['Ambient', 'Rock'] },
      requestText: '=HYPERLINK("http://evil.example","win")',
      requestType: 'text',
      responseId: ids.r1,
      requestId: ids.text,
    });
  });
});

describe('GET /api/admin/data/genres', () => {
  it('counts members per genre and requests per genre, most used first', async () => {
    const body = await json<{ userGenres: unknown[]; requestGenres: unknown[] }>(
      '/api/admin/data/genres',
    );
    expect(body.userGenres).toEqual([
      { genreId: expect.any(Number), genreName: 'Rock', userCount: 2 },
      { genreId: expect.any(Number), genreName: 'Jazz', userCount: 1 },
    ]);
    expect(body.requestGenres).toEqual([
      { genreId: expect.any(Number), genreName: 'Ambient', requestCount: 2 },
      { genreId: expect.any(Number), genreName: 'Rock', requestCount: 1 },
    ]);
  });
});

describe('CSV exports', () => {
  const today = new Date().toISOString().slice(0, 10);
  const exportOf = async (table: string) => {
    const res = await get(t.staff, `/api/admin/data/export/${table}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${table}_${today}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parse(res.body, { bom: true }) as string[][];
  };

  it('users: the spec columns in order, Yes/No and ISO dates', async () => {
    const [header, ...rows] = await exportOf('users');
    expect(header).toEqual([
      'id',
      'email',
      'displayName',
      'requestCount',
      'responseCount',
      'saveCount',
      'genres',
      'youtubeConnected',
      'createdAt',
    ]);
    expect(rows).toHaveLength(4);
    const annRow = rows.find((r) => r[0] === String(t.ann.user.id))!;
    expect(annRow.slice(1, 8)).toEqual([
      t.ann.user.email,
      'Ann Asker',
      '2',
      '1',
      '1',
      'Jazz, Rock',
      'No',
    ]);
    expect(annRow[8]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rows.find((r) => r[0] === String(t.bob.user.id))![7]).toBe('Yes');
  });

  it('requests: the spec columns, and formula-looking text neutralised', async () => {
    const [header, ...rows] = await exportOf('requests');
    expect(header).toEqual([
      'id',
      'userId',
      'userEmail',
      'userDisplayName',
      'type',
      'content',
      'songTitle',
      'songArtist',
      'upvotes',
      'responses',
      'createdAt',
    ]);
    expect(rows.map((r) => r[0])).toEqual([ids.slts, ids.gif, ids.text].map(String));
    expect(rows[0]!.slice(4, 10)).toEqual(['slts', '', 'Teardrop', 'Massive Attack', '0', '0']);
    expect(rows[2]![5]).toBe(`'=HYPERLINK("http://evil.example","win")`);
  });

  it('responses: the spec columns with the full song data as JSON last', async () => {
    const [header, ...rows] = await exportOf('responses');
    expect(header).toEqual([
      'id',
      'userId',
      'userDisplayName',
      'requestId',
      'requestText',
      'requestType',
      'songTitle',
      'songChannelArtist',
      'genres',
      'comment',
      'saveCount',
      'createdAt',
      'songData',
    ]);
    const r1 = rows.find((r) => r[0] === String(ids.r1))!;
    expect(r1.slice(1, 11)).toEqual([
      String(t.bob.user.id),
      'Bob Answer',
      String(ids.text),
      `'=HYPERLINK("http://evil.example","win")`,
      'text',
      'Windowlicker',
      'Warp Records',
      'Ambient, Rock',
      'Weird, in a good way',
      '2',
    ]);
    expect(JSON.parse(r1[12]!)).toMatchObject({
      id: 'vid-1',
      name: 'Windowlicker',
      artist: 'Aphex Twin',
      channelName: 'Warp Records',
    });
  });

  it('saves: the spec columns', async () => {
    const [header, ...rows] = await exportOf('saves');
    expect(header).toEqual([
      'id',
      'userId',
      'userEmail',
      'userDisplayName',
      'songTitle',
      'songChannelArtist',
      'genres',
      'requestText',
      'requestType',
      'responseId',
      'requestId',
      'createdAt',
    ]);
    expect(rows).toHaveLength(3);
    const first = rows.find((r) => r[0] === String(ids.save1))!;
    expect(first.slice(1, 11)).toEqual([
      String(t.cy.user.id),
      t.cy.user.email,
      'Cy Quiet',
      'Windowlicker',
      'Warp Records',
      'Ambient, Rock',
      `'=HYPERLINK("http://evil.example","win")`,
      'text',
      String(ids.r1),
      String(ids.text),
    ]);
  });

  it('genre tables export as user_genres and request_genres', async () => {
    expect(await exportOf('user_genres')).toEqual([
      ['genreName', 'userCount'],
      ['Rock', '2'],
      ['Jazz', '1'],
    ]);
    expect(await exportOf('request_genres')).toEqual([
      ['genreName', 'requestCount'],
      ['Ambient', '2'],
      ['Rock', '1'],
    ]);
  });
});

describe('exports contain every row across batches', () => {
  it('streams a table larger than one batch completely, once each', async () => {
    const big = await createTestContext({ STAFF_EMAILS: 'big@example.com' }, { seed: false });
    try {
      const boss = await signUpStaff(big, { ...newMember('Big Boss'), email: 'big@example.com' });
      // More than two export batches.
      const extra = 2 * EXPORT_BATCH_SIZE + 500;
      await big.handle.db.execute(sql`
        insert into users (display_name, slug, email, password)
        select 'Member ' || g, 'member-' || g, 'm' || g || '@example.com', 'x' from generate_series(1, ${extra}) g
      `);
      const res = await big.app.inject({
        url: '/api/admin/data/export/users',
        headers: { cookie: boss.cookie },
      });
      expect(res.statusCode).toBe(200);
      const rows = (parse(res.body, { bom: true }) as string[][]).slice(1);
      expect(rows).toHaveLength(extra + 1);
      expect(new Set(rows.map((r) => r[0])).size).toBe(extra + 1);
    } finally {
      await big.close();
    }
  }, 60_000); // its own database and a t.staff sign-in with two-factor: slow on a busy machine
});
