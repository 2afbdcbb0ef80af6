/**
 * The seed and the importers on the open datasets vendored in data/ (NOTICE): 912 Harmonix songs
 * with YouTube ids and the beets tree of 21 categories / 779 genre entries.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signUp, type TestContext } from '../test/harness';
import { insertSongs, songDedupeKey } from '../providers/songs/catalog.repository';
import { importGenreCategories } from '../modules/genres/genre-categories';
import { parseSongCsv } from '../providers/songs/song-csv';
import { seedDatabase } from './seed';
import { dataFilePath } from '../lib/data-files';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: string) => {
  const res = (await ctx.handle.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
};

describe('seed data', () => {
  it('ships at least 300 genres in 15 categories, the reserved hidden genre, and the Harmonix songs', async () => {
    expect(await count('genres')).toBeGreaterThanOrEqual(301);
    expect(await count('genre_categories')).toBeGreaterThanOrEqual(15);
    expect(await count(`genres where name = '__no_genre_detected__'`)).toBe(1);
    // The list has 912 rows; a few are the same recording twice (same video or same artist and title).
    expect(await count(`songs where source = 'harmonix'`)).toBeGreaterThan(850);
    expect(await count(`songs where source = 'harmonix' and video_id is null`)).toBe(0);
    const { songs } = parseSongCsv(
      readFileSync(dataFilePath('songs/harmonix_songs.csv'), 'utf8'),
      'harmonix',
    );
    const res = (await ctx.handle.db.execute(
      sql`select video_id, dedupe_key from songs where video_id is not null`,
    )) as unknown as {
      rows: { video_id: string; dedupe_key: string }[];
    };
    const videos = new Set(res.rows.map((r) => r.video_id));
    const keys = new Set(res.rows.map((r) => r.dedupe_key));
    // Every Harmonix song plays: its video, or its (artist, title) with another video, is in the catalogue.
    expect(
      songs
        .filter((s) => !videos.has(s.videoId!) && !keys.has(songDedupeKey(s.artist, s.title)))
        .map((s) => s.title),
    ).toEqual([]);
  });

  it('keeps one row per (artist, title), the playable one, when Harmonix and the demo list share a song', async () => {
    // "Wonderwall" by Oasis is in both lists; only Harmonix has its video id.
    expect(await count(`songs where dedupe_key = 'oasis|wonderwall'`)).toBe(1);
    expect(
      await count(`songs where dedupe_key = 'oasis|wonderwall' and video_id is not null`),
    ).toBe(1);
  });

  it('finds playable songs only; a classic without a video is never offered (decision 028)', async () => {
    const { cookie } = await signUp(ctx.app);
    const search = async (query: string) => {
      const res = await ctx.app.inject({
        url: `/api/youtube/search?query=${encodeURIComponent(query)}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { name: string; artist: string; playable: boolean }[];
    };
    const rhapsody = await search('rhapsody');
    expect(rhapsody.length).toBeGreaterThan(0);
    expect(rhapsody.every((s) => s.playable)).toBe(true);
    // "Hotel California" (Eagles) is a demo song without a known video id: kept in the table, never searched.
    expect(
      await count(`songs where dedupe_key = 'eagles|hotel california' and video_id is null`),
    ).toBe(1);
    expect(await search('hotel california')).toEqual([]);
  });

  it('re-seeding adds nothing', async () => {
    const before = await count('songs');
    expect((await seedDatabase(ctx.handle.db)).songsSeeded).toBe(0);
    expect(await count('songs')).toBe(before);
  });
});

describe('song CSV import', () => {
  it('parses the 912 Harmonix songs with video ids; importing them again adds nothing', async () => {
    const text = readFileSync(dataFilePath('songs/harmonix_songs.csv'), 'utf8');
    const { songs, skipped } = parseSongCsv(text, 'harmonix');
    expect(songs.length + skipped).toBe(912);
    expect(songs.filter((s) => s.videoId).length).toBe(912);
    const before = await count('songs');
    expect(await insertSongs(ctx.handle.db, songs)).toBe(0);
    expect(await count('songs')).toBe(before);

    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      url: '/api/youtube/search?query=1, 2 step ciara',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      id: 'iBHNgV6_znU',
      name: '1, 2 Step',
      artist: 'Ciara',
      playable: true,
      duration: 142470,
      albumName: 'Goodies',
    });
    const video = await ctx.app.inject({
      url: '/api/youtube/videos/iBHNgV6_znU',
      headers: { cookie },
    });
    expect(video.json()).toMatchObject({
      name: '1, 2 Step',
      thumbnail: 'https://i.ytimg.com/vi/iBHNgV6_znU/mqdefault.jpg',
    });
  });

  it('parses quoted fields and rejects a file without title/artist columns', () => {
    const { songs } = parseSongCsv(
      'title,artist,genre\n"Hey, Soul Sister",Train,Pop\n"Say ""Hi""",Someone,\n',
      't',
    );
    expect(songs.map((s) => s.title)).toEqual(['Hey, Soul Sister', 'Say "Hi"']);
    expect(() => parseSongCsv('name,by\nx,y\n', 't')).toThrow(/title/);
  });
});

describe('genre tree import', () => {
  it('imports the beets categories, linking existing genres and adding new ones, idempotently', async () => {
    const tree = JSON.parse(
      readFileSync(dataFilePath('genres/beets_genre_categories.json'), 'utf8'),
    );
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
