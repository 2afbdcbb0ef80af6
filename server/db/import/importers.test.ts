/**
 * The importers on the real shared datasets (read in place from ../shared/data, never copied):
 * 912 Harmonix songs with YouTube ids and the beets tree of 21 categories / 779 genre entries.
 * Located by server/test/shared-data.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { insertSongs } from '../../modules/songs/songs.repository';
import { importGenreCategories } from './genre-categories';
import { parseSongCsv } from './song-csv';
import { sharedDataPath } from '../../test/shared-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: string) => {
  const res = (await ctx.handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
};

describe('seed data', () => {
  it('ships at least 300 genres in 15 categories, the reserved hidden genre, and 200 demo songs', async () => {
    expect(await count('genres')).toBeGreaterThanOrEqual(301);
    expect(await count('genre_categories')).toBeGreaterThanOrEqual(15);
    expect(await count(`genres where name = '__no_genre_detected__'`)).toBe(1);
    expect(await count('songs')).toBeGreaterThanOrEqual(200);
  });
});

describe('song CSV import', () => {
  it('imports the 912 Harmonix songs with video ids, and a second run adds nothing', async () => {
    const text = readFileSync(sharedDataPath('songs/harmonix_songs.csv'), 'utf8');
    const { songs, skipped } = parseSongCsv(text, 'harmonix');
    expect(songs.length + skipped).toBe(912);
    expect(songs.filter((s) => s.videoId).length).toBeGreaterThan(900);
    const before = await count('songs');
    const added = await insertSongs(ctx.handle.db, songs);
    expect(added).toBeGreaterThan(850);
    expect(await count('songs')).toBe(before + added);
    expect(await insertSongs(ctx.handle.db, songs)).toBe(0);

    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ url: '/api/youtube/search?query=1, 2 step ciara', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: 'iBHNgV6_znU', name: '1, 2 Step', artist: 'Ciara', playable: true });
    const video = await ctx.app.inject({ url: '/api/youtube/videos/iBHNgV6_znU', headers: { cookie } });
    expect(video.json()).toMatchObject({ name: '1, 2 Step', thumbnail: 'https://i.ytimg.com/vi/iBHNgV6_znU/mqdefault.jpg' });
  });

  it('parses quoted fields and rejects a file without title/artist columns', () => {
    const { songs } = parseSongCsv('title,artist,genre\n"Hey, Soul Sister",Train,Pop\n"Say ""Hi""",Someone,\n', 't');
    expect(songs.map((s) => s.title)).toEqual(['Hey, Soul Sister', 'Say "Hi"']);
    expect(() => parseSongCsv('name,by\nx,y\n', 't')).toThrow(/title/);
  });
});

describe('genre tree import', () => {
  it('imports the beets categories, linking existing genres and adding new ones, idempotently', async () => {
    const tree = JSON.parse(readFileSync(sharedDataPath('genres/beets_genre_categories.json'), 'utf8'));
    expect(tree).toHaveLength(21);
    const categoriesBefore = await count('genre_categories');
    const first = await importGenreCategories(ctx.handle.db, tree);
    expect(first.categories).toBe(21);
    expect(first.genresAdded).toBeGreaterThan(500);
    const genresAfter = await count('genres');
    const second = await importGenreCategories(ctx.handle.db, tree);
    expect(second.genresAdded).toBe(0);
    expect(second.links).toBe(0);
    expect(await count('genres')).toBe(genresAfter);
    expect(await count('genre_categories')).toBeLessThanOrEqual(categoriesBefore + 21);
  });
});
