/**
 * Deep feed pages seek to a known boundary instead of walking the offset (seek-boundaries.ts,
 * SeekBoundaries): every page must still be exactly OFFSET's rows — read twice, read in sequence,
 * and after each kind of write that moves rows between pages — and cost one statement.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { blocks, requests } from '../../db/schema/index';
import { createRequest, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import { FEED_PAGE_SIZE } from '../../../common/constants';
import type { StoredSort } from './feed-filter';
import { seekBoundaries } from './seek-boundaries';

const t = useTestApp({ members: ['ann', 'ben', 'cat'] });
// Pages seek at the app's page size (the seek statement has it written in).
const LIMIT = FEED_PAGE_SIZE;
const SORTS: StoredSort[] = ['recent', 'responses', 'upvotes'];
const ORDER_SQL: Record<StoredSort, string> = {
  recent: 'created_at desc, id desc',
  responses: 'responses desc, id desc',
  upvotes: 'upvotes desc, id desc',
};

beforeAll(async () => {
  // 145 requests by three members, with ties in every sort key: created_at in groups of three that
  // differ by one microsecond (what a Date would lose), counters repeating.
  await t.ctx.handle.db.execute(sql`
    insert into requests (user_id, type, content, search_text, created_at, upvotes, responses)
    select (array[${t.ann.user.id}, ${t.ben.user.id}, ${t.cat.user.id}]::int[])[1 + g % 3], 'text', 'Seek ' || g, 'seek ' || g,
      timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 microsecond', g % 4, g % 3
    from generate_series(1, 145) g`);
});

/** Page `page` of `sort` as the API answers it (ids), with `snapshot` from page 1 when given. */
async function apiPage(who: SignedIn, sort: StoredSort, page: number, snapshot?: number) {
  const res = await t.ctx.app.inject({
    url: `/api/requests?sort=${sort}&limit=${LIMIT}&page=${page}${snapshot ? `&snapshot=${snapshot}` : ''}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{
    data: { id: number }[];
    pagination: { hasMore: boolean; snapshot: number };
  }>();
  return {
    ids: body.data.map((r) => r.id),
    hasMore: body.pagination.hasMore,
    snapshot: body.pagination.snapshot,
  };
}

/** The same page by plain OFFSET, straight from the database: what every answer must equal. */
async function offsetPage(who: SignedIn, sort: StoredSort, page: number, snapshot = 2_147_483_647) {
  const result = (await t.ctx.handle.db.execute(
    sql`select id from requests where hidden_at is null and id <= ${snapshot}
      and user_id not in (select blocked_id from blocks where blocker_id = ${who.user.id})
      order by ${sql.raw(ORDER_SQL[sort])} offset ${(page - 1) * LIMIT} limit ${LIMIT + 1}`,
  )) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((r) => Number(r.id));
  return { ids: ids.slice(0, LIMIT), hasMore: ids.length > LIMIT };
}

async function expectSame(who: SignedIn, sort: StoredSort, page: number, snapshot?: number) {
  const got = await apiPage(who, sort, page, snapshot);
  const want = await offsetPage(who, sort, page, snapshot);
  expect({ ids: got.ids, hasMore: got.hasMore }, `${sort} page ${page}`).toEqual(want);
  return got;
}

describe('deep pages by boundary', () => {
  it('answers every page exactly as OFFSET, in sequence and read again, in every sort', async () => {
    const cache = seekBoundaries(t.ctx.handle.db);
    const offeredBefore = cache.offered;
    const usedBefore = cache.used;
    for (const sort of SORTS) {
      const first = await expectSame(t.ann, sort, 1);
      // 145 requests: page 8 is the last (5 rows).
      for (let page = 2; page <= 8; page++) {
        await expectSame(t.ann, sort, page, first.snapshot);
        await expectSame(t.ann, sort, page, first.snapshot);
      }
    }
    // Sequential pages and rereads found their boundary (2 per page after the first, 7 pages, 3 sorts).
    expect(cache.offered - offeredBefore).toBe(42);
    // PGlite: nothing else commits, so the statement took the seek every time. PostgreSQL's snapshot
    // is the cluster's, which other test files' databases move, so there only correctness is checked.
    if (!t.ctx.databaseUrl) expect(cache.used - usedBefore).toBe(42);
    // Past the end: empty, and hasMore false.
    for (const sort of SORTS) expect((await expectSame(t.ann, sort, 9)).ids).toEqual([]);
  });

  it('costs one statement per page with a usable boundary, two when the database moved since', async () => {
    const first = await apiPage(t.ann, 'upvotes', 1);
    await apiPage(t.ann, 'upvotes', 3, first.snapshot);
    const cache = seekBoundaries(t.ctx.handle.db);
    const used = cache.used;
    t.ctx.resetQueryCount();
    await apiPage(t.ann, 'upvotes', 3, first.snapshot);
    // The session lookup and the page (the seek, plus the offset walk when the seek found nothing).
    expect(t.ctx.queryCount()).toBe(cache.used > used ? 2 : 3);
    // PGlite: nothing else commits, so the seek was used. (PostgreSQL's snapshot is the cluster's.)
    if (!t.ctx.databaseUrl) expect(cache.used).toBe(used + 1);
    // A commit in between: the boundary's snapshot is gone, the seek finds nothing and the page walks.
    await t.ctx.handle.db.execute(
      sql`update requests set upvotes = upvotes where id = ${first.ids[0]!}`,
    );
    const walkedBefore = cache.used;
    await expectSame(t.ann, 'upvotes', 3, first.snapshot);
    expect(cache.used).toBe(walkedBefore);
  });

  it('sees every write that moves rows between pages', async () => {
    const db = t.ctx.handle.db;
    const check = async (sort: StoredSort, write: () => Promise<unknown>) => {
      // Page 3 twice: its boundary is known and (on PGlite) used; then the write; then page 3 again.
      await expectSame(t.ben, sort, 3);
      await expectSame(t.ben, sort, 3);
      await write();
      await expectSame(t.ben, sort, 3);
      await expectSame(t.ben, sort, 4);
    };
    const lowest = (await db.execute(
      sql`select id from requests where hidden_at is null order by upvotes asc, id asc limit 1`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const lowId = Number(lowest.rows[0]!.id);
    // A counter change lifts a row from the last page to the first: every page in between shifts.
    await check('upvotes', () =>
      db.update(requests).set({ upvotes: 1000 }).where(eq(requests.id, lowId)),
    );
    // Staff hide a request on page 1.
    const top = (await apiPage(t.ben, 'responses', 1)).ids[0]!;
    await check('responses', () =>
      db.update(requests).set({ hiddenAt: new Date() }).where(eq(requests.id, top)),
    );
    // A new request arrives (page 1 and later pages read without a snapshot).
    await check('recent', () => createRequest(t.ctx, t.cat, 'A brand new request'));
    // The viewer blocks an author: their requests leave the viewer's pages.
    await check('recent', () =>
      db.insert(blocks).values({ blockerId: t.ben.user.id, blockedId: t.ann.user.id }),
    );
    // A request is deleted.
    const some = (await apiPage(t.ben, 'upvotes', 2)).ids[0]!;
    await check('upvotes', () => db.delete(requests).where(eq(requests.id, some)));
  });
});
