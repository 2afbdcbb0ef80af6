/**
 * Every song we ship plays (decision 028): over the whole seeded catalogue, each song's own
 * "title artist" search, and the search of each word-pair of classics without a video, answer only
 * songs with a playable source (a YouTube video id). Fails if a searchable song has none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { SONG_SEARCH_LIMIT } from '../../../common/constants';
import { songs } from '../../db/schema/index';
import { createCatalogProvider } from '../../providers/songs/catalog-provider';
import { createTestContext, type TestContext } from '../../test/harness';
import { listSearchableSongs } from '../../providers/songs/catalog.repository';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the shipped catalogue', { timeout: 180_000 }, () => {
  it('offers only songs with a playable source, whatever is searched', async () => {
    const searchable = await listSearchableSongs(ctx.handle.db);
    const withoutVideo = await ctx.handle.db.select().from(songs).where(isNull(songs.videoId));
    // The seed ships both kinds: Harmonix songs with videos and hand-made classics without.
    expect(searchable.length).toBeGreaterThan(800);
    expect(withoutVideo.length).toBeGreaterThan(0);
    expect(
      searchable.filter((s) => !VIDEO_ID.test(s.videoId!)).map((s) => `${s.artist} – ${s.title}`),
    ).toEqual([]);

    const catalog = createCatalogProvider(ctx.handle.db);
    const dead: string[] = [];
    const missing: string[] = [];
    // Every song by its own title and artist (it must be found), and every classic without a video
    // by its title and artist (nothing unplayable may come back).
    for (const row of [...searchable, ...withoutVideo]) {
      const found = await catalog.search(`${row.title} ${row.artist}`, SONG_SEARCH_LIMIT);
      for (const song of found)
        if (!song.playable || !song.videoId || !VIDEO_ID.test(song.videoId))
          dead.push(`${song.artist} – ${song.name}`);
      if (row.videoId && !found.some((s) => s.videoId === row.videoId))
        missing.push(`${row.artist} – ${row.title}`);
    }
    expect(dead).toEqual([]);
    expect(missing).toEqual([]);
  });
});
