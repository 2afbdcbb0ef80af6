/**
 * Online artist resolution (decision 035): the confident-match rule on its own, then a quality
 * review scan through the real app against the local iTunes fake: a confident match is suggested,
 * an ambiguous title is refused, and with the fake down the scan completes offline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualityReviewResultsPage } from '../../../common/processing';
import { caller } from '../../test/factories';
import { startFakeITunes, type FakeITunes } from '../../test/fakes/fake-itunes';
import {
  createTestContext,
  signUp,
  signUpStaff,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { confidentMatch, createTitleResolver, titleKey } from './title-resolver';

const song = (name: string, artist: string) => ({ name, artist });

describe('confidentMatch', () => {
  it('accepts a title whose exact-title results share one dominant artist', () => {
    const results = [
      song('Strobe', 'deadmau5'),
      song('Strobe (Radio Edit)', 'deadmau5'),
      song('Strobe Light', 'The B-52s'),
    ];
    expect(confidentMatch('Strobe', results)).toEqual({ artist: 'deadmau5', title: 'Strobe' });
  });

  it('refuses a title several artists recorded, and one with no exact-title result', () => {
    const results = [
      song('Breathe', 'The Prodigy'),
      song('Breathe', 'Faith Hill'),
      song('Breathe (In the Air)', 'Pink Floyd'),
    ];
    expect(confidentMatch('Breathe', results)).toBeNull();
    expect(confidentMatch('Breathe Me', results)).toBeNull();
  });

  it('ignores feat. credits and qualifiers, and refuses titles too short to search', () => {
    const results = [
      song('One Kiss (feat. Dua Lipa)', 'Calvin Harris'),
      song('One Kiss', 'Calvin Harris & Dua Lipa'),
      song('One Kiss', 'Other'),
    ];
    // "Calvin Harris" and "Calvin Harris & Dua Lipa" are different names: one result in three each.
    expect(confidentMatch('One Kiss', results)).toBeNull();
    expect(confidentMatch('One Kiss', results.slice(0, 1))).toEqual({
      artist: 'Calvin Harris',
      title: 'One Kiss',
    });
    expect(titleKey('Strobe (Radio Edit) feat. Someone')).toBe('strobe');
    expect(confidentMatch('Up', [song('Up', 'Shania Twain')])).toBeNull();
  });

  it('stops after its budget and after a failure, and memoises titles', async () => {
    let calls = 0;
    const search = {
      isOpen: () => false,
      search: async () => {
        calls++;
        if (calls === 3) throw new Error('down');
        return [song('Strobe', 'deadmau5')];
      },
    };
    const resolver = createTitleResolver(search, 5);
    expect(await resolver.resolve('Strobe')).toEqual({ artist: 'deadmau5', title: 'Strobe' });
    expect(await resolver.resolve('STROBE')).toEqual({ artist: 'deadmau5', title: 'Strobe' });
    expect(calls).toBe(1);
    await resolver.resolve('Another Title');
    expect(await resolver.resolve('Third Title')).toBeNull();
    expect(resolver.stopped).toBe(true);
    expect(await resolver.resolve('Fourth Title')).toBeNull();
    expect(calls).toBe(3);
    const small = createTitleResolver({ isOpen: () => false, search: async () => [] }, 1);
    await small.resolve('First Title');
    await small.resolve('Second Title');
    expect(small.lookups).toBe(1);
  });
});

describe('quality review scan with the iTunes fake', () => {
  let fake: FakeITunes;
  let ctx: TestContext;
  let staff: SignedIn;
  let other: SignedIn;
  let requestId: number;
  const ids: Record<string, number> = {};
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx)(...args);

  async function respond(key: string, songId: string, name: string, channelName: string) {
    const res = await call(other, 'POST', `/api/requests/${requestId}/responses`, {
      songId,
      songData: { id: songId, name, channelName },
      comment: key,
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    ids[key] = res.json().id;
  }

  async function scan(): Promise<Map<number, QualityReviewResultsPage['results'][number]>> {
    const start = await call(staff, 'POST', '/api/admin/quality-review-run');
    expect(start.statusCode).toBe(202);
    const runId = start.json().run.id as number;
    for (let i = 0; i < 400; i++) {
      const page = (
        await call(staff, 'GET', '/api/admin/quality-review-results?limit=100')
      ).json() as QualityReviewResultsPage;
      if (page.run?.id === runId) return new Map(page.results.map((r) => [r.responseId, r]));
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('scan did not complete');
  }

  beforeAll(async () => {
    fake = await startFakeITunes([
      {
        trackId: 1,
        trackName: 'Strobe',
        artistName: 'deadmau5',
        collectionName: 'For Lack of a Better Name',
        trackTimeMillis: 600_000,
      },
      {
        trackId: 2,
        trackName: 'Strobe (Radio Edit)',
        artistName: 'deadmau5',
        collectionName: 'Strobe',
        trackTimeMillis: 200_000,
      },
      {
        trackId: 3,
        trackName: 'Breathe',
        artistName: 'The Prodigy',
        collectionName: 'The Fat of the Land',
        trackTimeMillis: 335_000,
      },
      {
        trackId: 4,
        trackName: 'Breathe',
        artistName: 'Faith Hill',
        collectionName: 'Breathe',
        trackTimeMillis: 250_000,
      },
      {
        trackId: 5,
        trackName: 'Porcelain',
        artistName: 'Moby',
        collectionName: 'Play',
        trackTimeMillis: 241_000,
      },
    ]);
    ctx = await createTestContext({ SONG_PROVIDER: 'auto', ITUNES_BASE_URL: fake.url });
    staff = await signUpStaff(ctx, 'Rhea Staff');
    const member = await signUp(ctx.app, 'Milo Member');
    other = await signUp(ctx.app, 'Ona Other');
    requestId = (
      await call(member, 'POST', '/api/requests', {
        type: 'text',
        content: 'Songs that start slow',
      })
    ).json().id;
    await respond('karaoke', 'vid-karao01', 'Strobe (Karaoke Version)', 'Sing King');
    await respond('lyrics', 'vid-lyric01', 'Breathe (Lyrics)', '7clouds');
  });

  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('suggests the artist of a confident match and refuses an ambiguous title', async () => {
    const results = await scan();
    expect(results.get(ids.karaoke!)).toMatchObject({
      suggestedArtist: 'deadmau5',
      suggestedTitle: 'Strobe',
    });
    const lyrics = results.get(ids.lyrics!);
    expect(lyrics?.issues).toContain('Artist missing');
    expect(lyrics?.suggestedArtist ?? null).toBeNull();
    const searched = fake.calls
      .filter((u) => u.pathname === '/search')
      .map((u) => u.searchParams.get('term'));
    expect(searched).toEqual(expect.arrayContaining(['Strobe', 'Breathe']));
  });

  it('completes offline with the fake down: no artist guessed', async () => {
    fake.down = true;
    await respond('topic', 'vid-porce01', 'Porcelain', 'Various Artists - Topic');
    const results = await scan();
    expect(results.get(ids.topic!)?.suggestedArtist ?? null).toBeNull();
    expect(results.get(ids.karaoke!)?.suggestedArtist ?? null).toBeNull();
  });
});
