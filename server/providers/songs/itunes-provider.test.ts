/**
 * The iTunes adapter's pure parts and its per-minute budget: mapping of iTunes' documented track
 * JSON to SongData (hosts checked, sizes, no ISRC), the merge of catalogue and online songs, and
 * the refusal of calls beyond Apple's ~20 per minute without reaching the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SongData } from '../../../common/schemas';
import {
  FAKE_ITUNES_TRACKS,
  itunesResult,
  startFakeITunes,
  type FakeITunes,
} from '../../test/fakes/fake-itunes';
import { allowPreviewOrigin } from '../../../common/media-hosts';
import { mergeSongs } from './auto-provider';
import {
  ITUNES_CALLS_PER_MINUTE,
  ITunesBusyError,
  createITunesClient,
  itunesTrackToSongData,
} from './itunes-provider';

const nightcall = itunesResult(FAKE_ITUNES_TRACKS[1]!);

describe('itunesTrackToSongData', () => {
  it('maps title, artist, album, duration, artwork, link and preview; no ISRC, no video', () => {
    expect(itunesTrackToSongData(nightcall)).toEqual({
      id: 'itunes:1440650428',
      videoId: null,
      name: 'Nightcall',
      artist: 'Kavinsky',
      channelName: 'Kavinsky',
      albumName: 'OutRun',
      thumbnail: nightcall.artworkUrl100,
      albumArt: nightcall.artworkUrl100.replace('100x100bb', '600x600bb'),
      duration: 258_000,
      playable: false,
      isrc: null,
      source: 'itunes',
      previewUrl: nightcall.previewUrl,
      externalUrl: nightcall.trackViewUrl,
    });
  });

  it('drops URLs off the allowed hosts or not https, and tracks without a title', () => {
    const song = itunesTrackToSongData({
      ...nightcall,
      artworkUrl100: 'https://tracker.example/pixel.jpg',
      previewUrl: 'http://audio-ssl.itunes.apple.com/x.m4a',
      trackViewUrl: 'javascript:alert(1)',
    });
    expect(song).toMatchObject({
      thumbnail: null,
      albumArt: null,
      previewUrl: null,
      externalUrl: null,
    });
    expect(itunesTrackToSongData({ ...nightcall, trackName: '  ' })).toBeNull();
    expect(itunesTrackToSongData({ ...nightcall, trackTimeMillis: -5 })?.duration).toBeNull();
  });

  it("keeps a loopback preview only while PREVIEW_AUDIO_ORIGIN allows it (the e2e fake's playable WAV)", async () => {
    const fake = await startFakeITunes(FAKE_ITUNES_TRACKS, { servePreviews: true });
    try {
      const local = itunesResult(FAKE_ITUNES_TRACKS[1]!, fake.url);
      expect(itunesTrackToSongData(local)?.previewUrl).toBeNull();
      allowPreviewOrigin(fake.url);
      expect(itunesTrackToSongData(local)?.previewUrl).toBe(`${fake.url}preview/1440650428.wav`);
      const wav = await fetch(local.previewUrl);
      expect(wav.headers.get('content-type')).toBe('audio/wav');
      const bytes = Buffer.from(await wav.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.readUInt32LE(40) / bytes.readUInt32LE(28)).toBe(30);
    } finally {
      allowPreviewOrigin(null);
      await fake.close();
    }
  });
});

describe('mergeSongs', () => {
  const song = (id: string, name: string, artist: string): SongData => ({ id, name, artist });
  it('keeps catalogue songs first (half the list while online songs wait) and one copy of each (artist, title)', () => {
    const catalog = [
      song('a', 'One', 'X'),
      song('b', 'Two', 'X'),
      song('c', 'Three', 'X'),
      song('d', 'Four', 'X'),
    ];
    const online = [song('itunes:1', 'Two', 'x'), song('itunes:2', 'Five', 'Y')];
    expect(mergeSongs(catalog, online, 4).map((s) => s.id)).toEqual(['a', 'b', 'itunes:2', 'c']);
    expect(mergeSongs(catalog, [], 3).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the per-minute budget', () => {
  let fake: FakeITunes;
  beforeAll(async () => {
    fake = await startFakeITunes();
  });
  afterAll(async () => {
    await fake.close();
  });

  it(`refuses the call after ${ITUNES_CALLS_PER_MINUTE} in a minute without reaching iTunes, and allows it a minute later`, async () => {
    let clock = 1_000_000;
    const client = createITunesClient({ baseUrl: fake.url, now: () => clock });
    for (let i = 0; i < ITUNES_CALLS_PER_MINUTE; i++) await client.search(`q${i}`, 5);
    expect(fake.calls).toHaveLength(ITUNES_CALLS_PER_MINUTE);
    await expect(client.search('one more', 5)).rejects.toBeInstanceOf(ITunesBusyError);
    expect(fake.calls).toHaveLength(ITUNES_CALLS_PER_MINUTE);
    clock += 60_001;
    expect(await client.search('kavinsky', 5)).toHaveLength(1);
  });
});
