/**
 * MAGIC is personal, through the real feed route: within the 14-day window a genre match
 * outranks a fresher unmatched request, matches go through the taxonomy's parents and children
 * (a child of a favourite at 0.8, a parent at 0.4), and a match older than the window ranks below
 * younger matches.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  genreCategories,
  genreCategoryRelationships,
  genres,
  requestGenres,
  requests,
  userGenres,
} from '../../db/schema/index';
import { createRequest, seededGenreId, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';
import { dataFilePath } from '../../lib/data-files';
import { listGenreAncestry } from './magic.repository';
import { genreAncestry, type GenreTreeNode } from './magic-genre-tree';

const t = useTestApp({ members: ['ann', 'ben', 'cat'] });
const ids: Record<string, number> = {};

const genreId = (name: string) => seededGenreId(t.ctx, name);
interface Item {
  id: number;
  magicSortReason: {
    scoreSource: string;
    matchedGenres: string[];
    scores: { requestGenreScore: number; magicScore: number };
  };
}
const magic = async (who: SignedIn): Promise<Item[]> => {
  const res = await t.ctx.app.inject({
    url: '/api/requests?sort=magic',
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const rank = (items: Item[], key: string) => items.findIndex((r) => r.id === ids[key]);

beforeAll(async () => {
  const db = t.ctx.handle.db;
  const plan: [string, string, number, { upvotes?: number; responses?: number }][] = [
    ['perfect', 'Hip Hop', 72, {}],
    ['fresh', 'Jazz', 13, { upvotes: 6, responses: 2 }],
    ['child', 'Old School Hip Hop', 96, {}],
    ['stale', 'Hip Hop', 20 * 24, { upvotes: 30, responses: 5 }],
  ];
  for (const [key, genre, hours, counters] of plan) {
    ids[key] = await createRequest(t.ctx, t.cat, `A ${key} request`);
    await db.insert(requestGenres).values({ requestId: ids[key]!, genreId: await genreId(genre) });
    await db
      .update(requests)
      .set({ ...counters, createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(requests.id, ids[key]!));
  }
  await db.insert(userGenres).values([
    { userId: t.ben.user.id, genreId: await genreId('Hip Hop') },
    { userId: t.ann.user.id, genreId: await genreId('Old School Hip Hop') },
  ]);
});

describe('MAGIC genre matching', () => {
  it('puts a 3-day-old perfect match above an unmatched, upvoted 13-hour-old request', async () => {
    const feed = await magic(t.ben);
    expect(rank(feed, 'perfect')).toBe(0);
    expect(rank(feed, 'perfect')).toBeLessThan(rank(feed, 'fresh'));
    expect(feed[0]!.magicSortReason).toMatchObject({
      scoreSource: 'genre',
      matchedGenres: ['Hip Hop'],
      scores: { requestGenreScore: 1 },
    });
  });

  it('matches a request tagged with a child of a favourite ("Old School Hip Hop" for a "Hip Hop" fan)', async () => {
    const feed = await magic(t.ben);
    const child = feed[rank(feed, 'child')]!;
    expect(child.magicSortReason).toMatchObject({
      scoreSource: 'genre',
      matchedGenres: ['Old School Hip Hop'],
      scores: { requestGenreScore: 0.8 },
    });
    expect(rank(feed, 'child')).toBeLessThan(rank(feed, 'fresh'));
  });

  it('matches a request tagged with a parent of a favourite, with a smaller weight', async () => {
    const feed = await magic(t.ann);
    expect(rank(feed, 'child')).toBe(0);
    const parent = feed[rank(feed, 'perfect')]!;
    expect(parent.magicSortReason).toMatchObject({
      scoreSource: 'genre',
      matchedGenres: ['Hip Hop'],
      scores: { requestGenreScore: 0.4 },
    });
    expect(rank(feed, 'perfect')).toBeLessThan(rank(feed, 'fresh'));
  });

  it('ranks a match older than 14 days, however upvoted, below the younger matches', async () => {
    const feed = await magic(t.ben);
    expect(rank(feed, 'stale')).toBeGreaterThan(rank(feed, 'perfect'));
    expect(rank(feed, 'stale')).toBeGreaterThan(rank(feed, 'child'));
  });
});

describe('the taxonomy relation in SQL', () => {
  it('is the pure genreAncestry of the seeded taxonomy (the one npm run eval:magic measures with)', async () => {
    const db = t.ctx.handle.db;
    const all = await db.select({ id: genres.id, name: genres.name }).from(genres);
    const links = await db
      .select({ name: genreCategories.name, genreId: genreCategoryRelationships.genreId })
      .from(genreCategoryRelationships)
      .innerJoin(genreCategories, eq(genreCategories.id, genreCategoryRelationships.categoryId));
    const categories = [...new Set(links.map((l) => l.name))].map((name) => ({
      name,
      genreIds: links.filter((l) => l.name === name).map((l) => l.genreId),
    }));
    const tree = JSON.parse(
      readFileSync(dataFilePath('genres/beets_genre_tree.json'), 'utf8'),
    ) as GenreTreeNode[];
    const expected = genreAncestry(
      all.filter((g) => !g.name.startsWith('__')),
      categories,
      tree,
    );
    expect(expected.length).toBeGreaterThan(300);
    expect(await listGenreAncestry(db)).toEqual(expected);
  });
});
