/** The Top sort over HTTP (decision 050): windows, ties, paging under page 1's time and snapshot, bad input. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { requests } from '../../db/schema/index';
import { createRequest, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import { topWindowStart } from './top-page';

const t = useTestApp({ seed: false, members: ['ann', 'ben'] });
const ids: Record<string, number> = {};

type Page = {
  data: { id: number; upvotes: number }[];
  pagination: { hasMore: boolean; snapshot: number };
};

const feed = async (who: SignedIn, query: string) => {
  const res = await t.ctx.app.inject({
    url: `/api/requests?${query}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const idsOf = (page: Page) => page.data.map((r) => r.id);

/** A request by `who` aged `age` (a PostgreSQL interval) with `upvotes` on its counter. */
async function seeded(who: SignedIn, name: string, age: string, upvotes: number) {
  ids[name] = await createRequest(t.ctx, who, `Top ${name}`);
  await t.ctx.handle.db
    .update(requests)
    .set({ upvotes, createdAt: sql`now() - ${age}::interval` })
    .where(eq(requests.id, ids[name]!));
}

beforeAll(async () => {
  await seeded(t.ann, 'hourOld3', '1 hour', 3);
  await seeded(t.ben, 'hoursOld3', '5 hours', 3);
  await seeded(t.ann, 'hourOld1', '2 hours', 1);
  await seeded(t.ben, 'daysOld9', '3 days', 9);
  await seeded(t.ann, 'weeksOld20', '20 days', 20);
  await seeded(t.ben, 'yearOld50', '400 days', 50);
});

describe('Top sort', () => {
  it('orders by upvotes, the newer first among equal upvotes, within each window', async () => {
    expect(idsOf(await feed(t.ann, 'sort=top&window=day'))).toEqual([
      ids.hourOld3,
      ids.hoursOld3,
      ids.hourOld1,
    ]);
    expect(idsOf(await feed(t.ann, 'sort=top&window=week'))).toEqual([
      ids.daysOld9,
      ids.hourOld3,
      ids.hoursOld3,
      ids.hourOld1,
    ]);
    expect(idsOf(await feed(t.ann, 'sort=top&window=month'))[0]).toBe(ids.weeksOld20);
    expect(idsOf(await feed(t.ann, 'sort=top&window=all')).slice(0, 2)).toEqual([
      ids.yearOld50,
      ids.weeksOld20,
    ]);
  });

  it('takes the week when no window is given', async () => {
    expect(idsOf(await feed(t.ann, 'sort=top'))).toEqual(
      idsOf(await feed(t.ann, 'sort=top&window=week')),
    );
  });

  it('breaks a tie of upvotes and time by the higher id', async () => {
    const older = await createRequest(t.ctx, t.ann, 'Tie one');
    const newer = await createRequest(t.ctx, t.ben, 'Tie two');
    await t.ctx.handle.db
      .update(requests)
      .set({ upvotes: 100, createdAt: sql`'2020-01-01T00:00:00Z'::timestamptz` })
      .where(sql`${requests.id} in (${older}, ${newer})`);
    expect(idsOf(await feed(t.ann, 'sort=top&window=all')).slice(0, 2)).toEqual([newer, older]);
    await t.ctx.handle.db
      .update(requests)
      .set({ hiddenAt: new Date() })
      .where(sql`${requests.id} in (${older}, ${newer})`);
  });

  it('pages without gaps or repeats under page 1 snapshot and time, as the other sorts', async () => {
    const page1 = await feed(t.ann, 'sort=top&window=all&limit=2');
    expect(page1.pagination.hasMore).toBe(true);
    const at = new Date().toISOString();
    // A request arriving meanwhile with many upvotes must not shift the pages being read.
    await seeded(t.ben, 'lateComer', '1 minute', 1000);
    const next = (page: number) =>
      feed(
        t.ann,
        `sort=top&window=all&limit=2&page=${page}&snapshot=${page1.pagination.snapshot}&at=${at}`,
      );
    const page2 = await next(2);
    const page3 = await next(3);
    const all = [...idsOf(page1), ...idsOf(page2), ...idsOf(page3)];
    expect(all).toEqual([
      ids.yearOld50,
      ids.weeksOld20,
      ids.daysOld9,
      ids.hourOld3,
      ids.hoursOld3,
      ids.hourOld1,
    ]);
    expect(page3.pagination.hasMore).toBe(false);
    expect(idsOf(await feed(t.ann, 'sort=top&window=all'))[0]).toBe(ids.lateComer);
  });

  it('counts the window back from the page time it is given', async () => {
    expect(idsOf(await feed(t.ann, 'sort=top&window=day'))).not.toContain(ids.daysOld9);
    // Read as of two and a half days ago, the day window reaches back far enough for it.
    const earlier = new Date(Date.now() - 60 * 60 * 60 * 1000).toISOString();
    expect(idsOf(await feed(t.ann, `sort=top&window=day&at=${earlier}`))).toContain(ids.daysOld9);
  });

  it('rejects an unknown window with 400 and the error shape', async () => {
    for (const window of ['year', 'DAY', '']) {
      const res = await t.ctx.app.inject({
        url: `/api/requests?sort=top&window=${window}`,
        headers: { cookie: t.ann.cookie },
      });
      expect(res.statusCode, window).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('leaves the other sorts as they were', async () => {
    const upvotes = await feed(t.ann, 'sort=upvotes&window=day');
    expect(idsOf(upvotes)).toEqual(idsOf(await feed(t.ann, 'sort=upvotes')));
  });
});

describe('topWindowStart', () => {
  it('reaches back a day, a week or 30 days, and not at all for all time', () => {
    const at = new Date('2026-03-31T12:00:00Z');
    expect(topWindowStart('day', at)?.toISOString()).toBe('2026-03-30T12:00:00.000Z');
    expect(topWindowStart('week', at)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(topWindowStart('month', at)?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(topWindowStart('all', at)).toBeNull();
  });
});
