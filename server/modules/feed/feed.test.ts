/** The feed's sorts, search, genre filter, stable paging and the MAGIC ranking, over HTTP. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { requestGenres, requests, userGenres } from '../../db/schema/index';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import { createRequest, seededGenreId, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import type { FeedFilter } from './feed-filter';
import { listRequestPage } from './feed.repository';

const t = useTestApp({ members: ['ann', 'ben'] });
const ids: Record<string, number> = {};

const create = (who: SignedIn, content: string) => createRequest(t.ctx, who, content);
const genreId = (name: string) => seededGenreId(t.ctx, name);
const feed = async (who: SignedIn, query: string) => {
  const res = await t.ctx.app.inject({
    url: `/api/requests?${query}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const contents = (body: { data: { content: string }[] }) => body.data.map((r) => r.content);

beforeAll(async () => {
  ids.jazz = await create(t.ann, 'Late night jazz for studying');
  ids.shoegaze = await create(t.ann, 'Dreamy shoegaze with walls of guitar');
  ids.café = await create(t.ben, 'Songs for a Parisian café morning');
  ids.popular = await create(t.ben, 'Anything to sing along in the car');
  const db = t.ctx.handle.db;
  await db.insert(requestGenres).values([
    { requestId: ids.jazz!, genreId: await genreId('Jazz') },
    { requestId: ids.shoegaze!, genreId: await genreId('Shoegaze') },
  ]);
  await db.update(requests).set({ responses: 7, upvotes: 1 }).where(eq(requests.id, ids.popular!));
  await db.update(requests).set({ upvotes: 9 }).where(eq(requests.id, ids.café!));
  // Age everything but the newest so recency and MAGIC disagree, and past the hour in which a
  // member's own new request is lifted in their MAGIC ranking (magic-score.ts OWN_REQUEST_SHOWN_MS).
  await db
    .update(requests)
    .set({ createdAt: sql`now() - interval '3 hours'` })
    .where(eq(requests.id, ids.shoegaze!));
  await db
    .update(requests)
    .set({ createdAt: sql`now() - interval '90 minutes'` })
    .where(inArray(requests.id, [ids.jazz!, ids.café!, ids.popular!]));
  await db.insert(userGenres).values({ userId: t.ben.user.id, genreId: await genreId('Shoegaze') });
});

describe('sorts', () => {
  it('recent: newest first', async () => {
    expect(contents(await feed(t.ann, 'sort=recent'))[0]).toBe('Anything to sing along in the car');
  });
  it('responses (POPULAR) and upvotes use the stored counters', async () => {
    expect(contents(await feed(t.ann, 'sort=responses'))[0]).toBe(
      'Anything to sing along in the car',
    );
    expect(contents(await feed(t.ann, 'sort=upvotes'))[0]).toBe(
      'Songs for a Parisian café morning',
    );
  });
  it('rejects an unknown sort with 400', async () => {
    const res = await t.ctx.app.inject({
      url: '/api/requests?sort=hot',
      headers: { cookie: t.ann.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('magic', () => {
  it("puts the viewer's favourite genre first and explains why", async () => {
    const body = await feed(t.ben, 'sort=magic');
    expect(body.data[0].content).toBe('Dreamy shoegaze with walls of guitar');
    expect(body.data[0].magicSortReason).toMatchObject({
      scoreSource: 'genre',
      matchedGenres: ['Shoegaze'],
    });
    expect(body.data[0].magicSortReason.scores.magicScore).toBeGreaterThan(
      body.data[1].magicSortReason.scores.magicScore,
    );
    expect(body.data).toHaveLength(4);
  });
  it('ranks by time and engagement for a viewer without matching genres', async () => {
    const body = await feed(t.ann, 'sort=magic');
    expect(body.data[0].magicSortReason.scoreSource).not.toBe('genre');
    expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual(Object.values(ids).sort());
  });
  it('stays within 3 queries per page (plus the session lookup)', async () => {
    const first = await feed(t.ben, 'sort=magic&limit=2');
    t.ctx.resetQueryCount();
    const res = await t.ctx.app.inject({
      url: `/api/requests?sort=magic&limit=2&page=2&snapshot=${first.pagination.snapshot}`,
      headers: { cookie: t.ben.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(t.ctx.queryCount()).toBeLessThanOrEqual(4);
  });
});

describe('search and genre filter', () => {
  it('matches words anywhere in the text, accent- and case-insensitively', async () => {
    expect(contents(await feed(t.ann, 'search=CAFE'))).toEqual([
      'Songs for a Parisian café morning',
    ]);
    expect(contents(await feed(t.ann, 'search=night%20jaz'))).toEqual([
      'Late night jazz for studying',
    ]);
    expect(contents(await feed(t.ann, 'search=%25'))).toEqual([]);
  });
  it('filters by a genre', async () => {
    expect(contents(await feed(t.ann, `genreId=${await genreId('Jazz')}`))).toEqual([
      'Late night jazz for studying',
    ]);
  });
  it('builds a filtered page statement once per shape of filter, whatever the words or genre', async () => {
    const jazz = await genreId('Jazz');
    const shoegaze = await genreId('Shoegaze');
    const page = (filter: FeedFilter) =>
      listRequestPage(
        t.ctx.handle.db,
        'recent',
        { ...filter, viewerId: t.ann.user.id },
        0,
        20,
        t.ann.user.id,
      );
    await page({ search: 'zzz-warm-up two' });
    await page({ genreId: jazz });
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      expect((await page({ search: 'walls guitar' })).map((r) => r.request.content)).toEqual([
        'Dreamy shoegaze with walls of guitar',
      ]);
      expect((await page({ genreId: shoegaze })).map((r) => r.request.id)).toEqual([ids.shoegaze]);
      expect(built).not.toHaveBeenCalled();
      // A new shape (three words: no page of this file searched three yet) is built once.
      expect((await page({ search: 'sing along car' })).map((r) => r.request.id)).toEqual([
        ids.popular,
      ]);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});

describe('paging', () => {
  it('keeps pages free of duplicates and gaps while new requests arrive', async () => {
    const page1 = await feed(t.ann, 'sort=recent&limit=2&page=1');
    const snapshot = page1.pagination.snapshot;
    await create(t.ben, 'A brand new request posted while paging');
    const page2 = await feed(t.ann, `sort=recent&limit=2&page=2&snapshot=${snapshot}`);
    const seen = [...contents(page1), ...contents(page2)];
    expect(new Set(seen).size).toBe(4);
    expect(seen).not.toContain('A brand new request posted while paging');
    expect(page2.pagination).toEqual({ page: 2, hasMore: false, snapshot });
  });
});

describe('magic paging', () => {
  it('reuses page 1 ranking for later pages: no duplicates, and only light queries', async () => {
    const page1 = await feed(t.ben, 'sort=magic&limit=2');
    t.ctx.resetQueryCount();
    const page2 = await feed(
      t.ben,
      `sort=magic&limit=2&page=2&snapshot=${page1.pagination.snapshot}&at=${encodeURIComponent(new Date().toISOString())}`,
    );
    // session + genres + responded flags: the ranking came from the cache
    expect(t.ctx.queryCount()).toBeLessThanOrEqual(3);
    const ids = [...page1.data, ...page2.data].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves page 1 from the ranking for 10 s, but never hides the member's own new request", async () => {
    await feed(t.ann, 'sort=magic');
    t.ctx.resetQueryCount();
    await feed(t.ann, 'sort=magic');
    expect(t.ctx.queryCount()).toBeLessThanOrEqual(3);
    const id = await create(t.ann, 'A fresh request that must show at once');
    const body = await feed(t.ann, 'sort=magic');
    expect(body.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('re-ranks when the member changes favourite genres', async () => {
    await t.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${t.ben.user.id}/genres`,
      headers: { cookie: t.ben.cookie },
      payload: { genres: ['Jazz'] },
    });
    const body = await feed(t.ben, 'sort=magic');
    // Ben's own requests of the last hour are lifted whatever his genres; the first of the others matches.
    const others = body.data.filter((r: { user: { id: number } }) => r.user.id !== t.ben.user.id);
    expect(others[0].magicSortReason.matchedGenres).toEqual(['Jazz']);
  });
});

describe('page 1 at the app page size', () => {
  it('answers the first FEED_PAGE_SIZE rows of every sort, and PGlite plans its statement once', async () => {
    const db = t.ctx.handle.db;
    await db.execute(sql`insert into requests (user_id, type, content, search_text, upvotes, responses)
      select ${t.ann.user.id}, 'text', 'Filler ' || g, 'filler ' || g, g % 5, g % 3 from generate_series(1, 25) g`);
    const order = {
      recent: 'created_at desc, id desc',
      responses: 'responses desc, id desc',
      upvotes: 'upvotes desc, id desc',
    };
    for (const [sort, by] of Object.entries(order)) {
      const want = (await db.execute(
        sql`select id from requests where hidden_at is null order by ${sql.raw(by)} limit ${FEED_PAGE_SIZE + 1}`,
      )) as unknown as {
        rows: { id: number }[];
      };
      for (let call = 0; call < 8; call++) {
        const body = await feed(t.ben, `sort=${sort}`);
        expect(body.data.map((r: { id: number }) => r.id)).toEqual(
          want.rows.slice(0, FEED_PAGE_SIZE).map((r) => Number(r.id)),
        );
        expect(body.pagination.hasMore).toBe(true);
      }
    }
    if (t.ctx.handle.engine !== 'pglite') return; // PostgreSQL: one session per pooled connection
    // Its row count is in the text, so PostgreSQL's generic plan wins over planning every call.
    const plans = (await db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%limit ${FEED_PAGE_SIZE + 1})%`}`,
    )) as unknown as { rows: { generic_plans: number; custom_plans: number }[] };
    expect(plans.rows).toHaveLength(3);
    for (const plan of plans.rows) {
      expect(Number(plan.generic_plans)).toBeGreaterThan(0);
      expect(Number(plan.custom_plans)).toBeLessThanOrEqual(5);
    }
  });
});
