/**
 * The feed page's rows are built by hand from the statement's values (pageRowFromValues, decision
 * 009), not by Drizzle's mapping: every item of every kind of page statement (page 1, a later page
 * by offset and from a boundary, a filtered page) must equal the item built from Drizzle's own
 * reading of the same rows — every field, for text, GIF and song requests, edited or not, with and
 * without genres, answered by the viewer or not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, notLike, sql } from 'drizzle-orm';
import {
  genres,
  requestGenres,
  requests,
  responses,
  upvotedRequests,
  users,
} from '../../db/schema/index';
import { HIDDEN_GENRES_LIKE } from '../../lib/sql';
import { toRequestItem } from '../requests/requests.service';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import type { RequestItem } from '../../../common/schemas';

const t = useTestApp({ seed: false, members: ['ann', 'ben'] });
let songRequest = 0;
let gifRequest = 0;
/** One of the oldest requests (on later pages): edited, tagged, answered by ben. */
let oldRequest = 0;

/** The item of request `id` for `viewer`, from Drizzle's mapping of each table. */
async function expectedItem(id: number, viewer: SignedIn): Promise<RequestItem> {
  const db = t.ctx.handle.db;
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  const [author] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      slug: users.slug,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(eq(users.id, row!.userId));
  const tags = await db
    .select({ id: genres.id, name: genres.name })
    .from(requestGenres)
    .innerJoin(genres, eq(genres.id, requestGenres.genreId))
    .where(and(eq(requestGenres.requestId, id), notLike(genres.name, HIDDEN_GENRES_LIKE)))
    .orderBy(asc(genres.name));
  const answered = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.requestId, id), eq(responses.userId, viewer.user.id)));
  const upvoted = await db
    .select({ id: upvotedRequests.id })
    .from(upvotedRequests)
    .where(and(eq(upvotedRequests.requestId, id), eq(upvotedRequests.userId, viewer.user.id)));
  return {
    ...toRequestItem(row!, author!, tags, answered.length > 0),
    viewer: { upvoted: upvoted.length > 0 },
  };
}

async function page(viewer: SignedIn, query: string) {
  const res = await t.ctx.app.inject({
    url: `/api/requests?${query}`,
    headers: { cookie: viewer.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: RequestItem[]; pagination: { snapshot: number } };
}

async function expectDrizzleItems(viewer: SignedIn, query: string, least: number) {
  const { data } = await page(viewer, query);
  expect(data.length, query).toBeGreaterThanOrEqual(least);
  for (const { magicSortReason, ...item } of data) {
    expect(item, `${query}: request ${item.id}`).toEqual(await expectedItem(item.id, viewer));
    // MAGIC items also explain their score; the other sorts do not.
    if (query.includes('sort=magic'))
      expect(magicSortReason, `${query}: request ${item.id}`).toMatchObject({
        scoreSource: expect.any(String),
        scores: { magicScore: expect.any(Number) },
      });
    else expect(magicSortReason).toBeUndefined();
  }
}

beforeAll(async () => {
  const db = t.ctx.handle.db;
  for (let i = 0; i < 24; i++) {
    const id = await createRequest(t.ctx, i % 2 ? t.ann : t.ben, `Evening songs number ${i}`);
    if (i === 1) oldRequest = id;
  }
  const song = await t.call(t.ann, 'POST', '/api/requests', {
    type: 'slts',
    songId: 'dQw4w9WgXcQ',
    songData: {
      id: 'dQw4w9WgXcQ',
      name: 'Evening song',
      artist: 'Someone',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    },
    content: 'more evening songs like this',
  });
  expect(song.statusCode, song.body).toBe(201);
  songRequest = song.json().id;
  const gif = await t.call(t.ben, 'POST', '/api/requests', {
    type: 'gif',
    gifUrl: 'https://media.giphy.com/media/abc/giphy.gif',
    content: 'evening mood',
  });
  expect(gif.statusCode, gif.body).toBe(201);
  gifRequest = gif.json().id;
  const [jazz, blues, hidden] = await db
    .insert(genres)
    .values([
      { name: 'Jazz', slug: 'jazz', searchName: 'jazz' },
      { name: 'Blues', slug: 'blues', searchName: 'blues' },
      { name: '__none', slug: '__none', searchName: '__none' },
    ])
    .returning({ id: genres.id });
  await db.insert(requestGenres).values([
    { requestId: songRequest, genreId: jazz!.id },
    { requestId: songRequest, genreId: blues!.id },
    { requestId: songRequest, genreId: hidden!.id },
    { requestId: gifRequest, genreId: hidden!.id },
    { requestId: oldRequest, genreId: jazz!.id },
  ]);
  await db
    .update(requests)
    .set({ editedAt: sql`now()` })
    .where(inArray(requests.id, [songRequest, gifRequest, oldRequest]));
  await createResponse(t.ctx, t.ben, songRequest);
  await createResponse(t.ctx, t.ben, oldRequest);
  await createResponse(t.ctx, t.ann, gifRequest);
  // Ben's upvotes on page 1 and on a later page, so items say both true and false.
  for (const id of [songRequest, oldRequest]) {
    const res = await t.call(t.ben, 'POST', `/api/requests/${id}/upvote`, { upvoted: true });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('feed page rows', () => {
  it('page 1 of every stored sort equals Drizzle’s reading of its rows', async () => {
    for (const sort of ['recent', 'responses', 'upvotes', 'top&window=all'])
      await expectDrizzleItems(t.ben, `sort=${sort}`, 20);
    const first = await page(t.ben, 'sort=recent');
    expect(first.data.map((r) => r.id)).toEqual(expect.arrayContaining([songRequest, gifRequest]));
    expect(first.data.find((r) => r.id === songRequest)).toMatchObject({
      userHasResponded: true,
      viewer: { upvoted: true },
      genres: [{ name: 'Blues' }, { name: 'Jazz' }],
    });
    expect(first.data.find((r) => r.id === gifRequest)).toMatchObject({
      userHasResponded: false,
      viewer: { upvoted: false },
      genres: [],
    });
  });

  it('a later page, by offset and then from its boundary, equals it too', async () => {
    const { pagination } = await page(t.ann, 'sort=recent');
    // The first read of page 2 walks the offset; the second seeks from the boundary it stored.
    const later = `sort=recent&page=2&snapshot=${pagination.snapshot}`;
    expect((await page(t.ben, later)).data.find((r) => r.id === oldRequest)).toMatchObject({
      userHasResponded: true,
      genres: [{ name: 'Jazz' }],
    });
    for (const viewer of [t.ann, t.ben]) {
      await expectDrizzleItems(viewer, later, 6);
      await expectDrizzleItems(viewer, later, 6);
    }
    await expectDrizzleItems(t.ben, 'sort=upvotes&page=3&limit=7', 5);
  });

  it('MAGIC pages, ranked afresh and then read from the cached ranking, equal it too', async () => {
    // The first read ranks and stores (one statement with the ranking's values in its text), the
    // second reads the stored ranking (the prepared statement), page 2 under page 1's snapshot.
    await expectDrizzleItems(t.ben, 'sort=magic', 20);
    const cached = await page(t.ben, 'sort=magic');
    await expectDrizzleItems(t.ben, 'sort=magic', 20);
    await expectDrizzleItems(t.ben, `sort=magic&page=2&snapshot=${cached.pagination.snapshot}`, 6);
  });

  it('a filtered page (search) equals it too', async () => {
    await expectDrizzleItems(t.ann, `search=${encodeURIComponent('evening')}`, 20);
    await expectDrizzleItems(
      t.ben,
      `search=${encodeURIComponent('evening song')}&sort=responses`,
      1,
    );
  });
});
