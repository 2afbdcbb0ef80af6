import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongData } from '@common/schemas';
import { createPlayerStore, type PlayerStore } from '../player-store';
import type { PlaybackStatus } from '../player-state';
import { playerReducer } from '../player-reducer';
import { createSourceRouter, playableIdOf, type SourceRouter } from './source-router';
import type { SpotifySource } from './source-failover';
import { SPOTIFY_NOT_READY_ERROR } from '../spotify/spotify-errors';
import { SpotifyEngineError } from '../spotify/spotify-engine-error';
import type { SpotifyEngine, SpotifyEngineOptions } from '../spotify/spotify-player';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube/youtube-iframe-api';

class FakeYouTube implements VideoPlayer {
  calls: string[] = [];
  load = (id: string) => void this.calls.push(`load ${id}`);
  cue = (id: string) => void this.calls.push(`cue ${id}`);
  play = () => void this.calls.push('play');
  pause = () => void this.calls.push('pause');
  stop = () => void this.calls.push('stop');
  destroy = () => void this.calls.push('destroy');
}

function fakeEngine(
  handlers: Pick<SpotifyEngineOptions, 'onStatus' | 'onError'>,
  opts: { connectError?: SpotifyEngineError; loadError?: SpotifyEngineError },
) {
  const calls: string[] = [];
  const engine: SpotifyEngine & { calls: string[]; handlers: typeof handlers } = {
    calls,
    handlers,
    ready: false,
    deviceId: null,
    connect: async () => {
      calls.push('connect');
      if (opts.connectError) throw opts.connectError;
    },
    cue: (uri) => void calls.push(`cue ${uri}`),
    load: async (uri) => {
      calls.push(`load ${uri}`);
      if (opts.loadError) throw opts.loadError;
      handlers.onStatus('playing');
    },
    play: () => void calls.push('play'),
    pause: () => void calls.push('pause'),
    stop: () => void calls.push('stop'),
    seek: () => undefined,
    position: () => ({ positionMs: 0, durationMs: 0 }),
    destroy: () => void calls.push('destroy'),
  };
  return engine;
}

const URI = 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L';
const youtubeSong: SongData = {
  id: 'djV11Xbc914',
  videoId: 'djV11Xbc914',
  name: 'Take On Me',
  artist: 'a-ha',
};
const spotifyOnly: SongData = {
  id: '2WfaOiMkCvy7F5fcp2zZ8L',
  uri: URI,
  name: 'Take on Me',
  artist: 'a-ha',
};

let store: PlayerStore;
let yt: FakeYouTube;
let preview: FakeYouTube & { events?: VideoPlayerEvents };
let statuses: PlaybackStatus[];
let errors: number[];
let engine: ReturnType<typeof fakeEngine> | null;
let usable: boolean;
let engineOpts: { connectError?: SpotifyEngineError; loadError?: SpotifyEngineError };
let matchResult: (song: SongData) => SongData;
let matchCalls: number;
let router: SourceRouter;
let unusableCalls: string[];

beforeEach(() => {
  vi.useFakeTimers();
  store = createPlayerStore({ reducer: playerReducer });
  yt = new FakeYouTube();
  preview = new FakeYouTube();
  statuses = [];
  errors = [];
  engine = null;
  usable = true;
  engineOpts = {};
  matchCalls = 0;
  unusableCalls = [];
  matchResult = (song) => ({ ...song, uri: URI, spotifyMatch: 'similarity' });
  const spotify: SpotifySource = {
    usable: () => usable,
    check: async () => usable,
    createEngine: (handlers) => (engine = fakeEngine(handlers, engineOpts)),
    unusable: (err) => void unusableCalls.push(err.kind),
  };
  const events: VideoPlayerEvents = {
    onStatus: (s) => void statuses.push(s),
    onError: (c) => void errors.push(c),
  };
  router = createSourceRouter({
    store,
    events,
    createYouTube: async (ytEvents) => {
      ytEvents.onStatus('unstarted');
      (yt as FakeYouTube & { events?: VideoPlayerEvents }).events = ytEvents;
      return yt;
    },
    createPreview: (previewEvents) => {
      preview.events = previewEvents;
      return preview;
    },
    spotify,
    match: async ({ song }) => {
      matchCalls++;
      return matchResult(song);
    },
  });
});
afterEach(() => {
  router.destroy();
  vi.useRealTimers();
});

const play = async (song: SongData, responseId = 1) => {
  store.dispatch({ type: 'play', track: song, context: { responseId } });
  router.load(playableIdOf(song)!);
  await vi.advanceTimersByTimeAsync(0);
};

describe('source router', () => {
  it('plays a YouTube answer on Spotify for a connected Premium member, after one match', async () => {
    await play(youtubeSong);
    expect(engine!.calls).toEqual(['connect', `load ${URI}`]);
    expect(router.activeSource()).toBe('spotify');
    expect(statuses).toEqual(['playing']);
    expect(yt.calls).toEqual([]);
    await play(youtubeSong);
    expect(matchCalls).toBe(1);
  });

  it('plays on YouTube when Spotify is not usable, and never matches', async () => {
    usable = false;
    await play(youtubeSong);
    expect(yt.calls).toEqual([`load ${youtubeSong.videoId}`]);
    expect(router.activeSource()).toBe('youtube');
    expect(matchCalls).toBe(0);
    expect(engine).toBeNull();
  });

  it('falls back to YouTube for the track when the account is not Premium, and stops trying Spotify', async () => {
    engineOpts.connectError = new SpotifyEngineError(
      'account',
      'This functionality is restricted to premium users only',
    );
    await play(youtubeSong);
    expect(yt.calls).toEqual([`load ${youtubeSong.videoId}`]);
    expect(unusableCalls).toEqual(['account']);
    engine!.calls.length = 0;
    await play({ ...youtubeSong, uri: URI });
    expect(engine!.calls.filter((c) => c !== 'stop')).toEqual([]);
  });

  it('falls back to YouTube when the SDK reports a playback error during the track', async () => {
    await play({ ...youtubeSong, uri: URI });
    expect(router.activeSource()).toBe('spotify');
    engine!.handlers.onError(new SpotifyEngineError('playback', 'Failed to play track'));
    await vi.advanceTimersByTimeAsync(0);
    expect(router.activeSource()).toBe('youtube');
    expect(yt.calls).toContain(`load ${youtubeSong.videoId}`);
    expect(errors).toEqual([]);
  });

  it('shows the Spotify error when a Spotify-only track cannot fall back', async () => {
    engineOpts.loadError = new SpotifyEngineError('play', 'Failed to play track');
    matchResult = (song) => ({ ...song, youtubeMatch: 'none' });
    await play(spotifyOnly);
    expect(errors).toEqual([-101]);
    usable = false;
    await play(
      { ...spotifyOnly, id: '2374M0fQpWi3dLnB54qaLX', uri: 'spotify:track:2374M0fQpWi3dLnB54qaLX' },
      2,
    );
    expect(errors).toEqual([-101, SPOTIFY_NOT_READY_ERROR]);
  });

  it('retries a YouTube embed error on Spotify, and passes other errors on', async () => {
    matchResult = (song) => ({ ...song, spotifyMatch: 'none' });
    await play(youtubeSong);
    expect(router.activeSource()).toBe('youtube');
    const ytEvents = (yt as FakeYouTube & { events: VideoPlayerEvents }).events;
    matchResult = (song) => ({ ...song, uri: URI });
    ytEvents.onError(100);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([100]);
    await play({ ...youtubeSong, spotifyMatch: 'none', uri: URI }, 3);
    // Spotify is preferred when the song has a uri; force YouTube by a cached miss instead:
    usable = false;
    await play({ ...youtubeSong, spotifyMatch: 'none' }, 4);
    usable = true;
    ytEvents.onError(150);
    await vi.advanceTimersByTimeAsync(0);
    expect(router.activeSource()).toBe('spotify');
    expect(engine!.calls.at(-1)).toBe(`load ${URI}`);
  });

  it('ignores status from the source not in use', async () => {
    usable = false;
    await play(youtubeSong);
    statuses.length = 0;
    usable = true;
    await play({ ...youtubeSong, uri: URI }, 5);
    (yt as FakeYouTube & { events: VideoPlayerEvents }).events.onStatus('ended');
    expect(statuses).toEqual(['playing']);
  });

  it('cues on Spotify while a comment is spoken and starts the track on play', async () => {
    store.dispatch({
      type: 'play',
      track: { ...youtubeSong, uri: URI },
      context: { responseId: 9 },
    });
    router.cue(youtubeSong.videoId!);
    await vi.advanceTimersByTimeAsync(0);
    expect(engine!.calls).toEqual(['connect', `cue ${URI}`]);
    router.play();
    expect(engine!.calls.at(-1)).toBe('play');
    expect(yt.calls).toEqual([]);
  });

  it('prepares the SDK from the 1 s token watcher once Spotify is usable', async () => {
    usable = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(engine).toBeNull();
    usable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(engine!.calls).toEqual(['connect']);
  });

  describe('previews', () => {
    const PREVIEW =
      'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/fake/1440650428.plus.aac.p.m4a';
    const itunesSong: SongData = {
      id: 'itunes:1440650428',
      name: 'Nightcall',
      artist: 'Kavinsky',
      playable: false,
      source: 'itunes',
      previewUrl: PREVIEW,
    };

    it('plays a preview-only song on the audio player without a match when Spotify is not usable', async () => {
      usable = false;
      expect(playableIdOf(itunesSong)).toBe(PREVIEW);
      await play(itunesSong);
      expect(preview.calls).toEqual([`load ${PREVIEW}`]);
      expect(router.activeSource()).toBe('preview');
      expect(matchCalls).toBe(0);
      preview.events!.onStatus('playing');
      expect(statuses).toEqual(['playing']);
      router.pause();
      router.play();
      expect(preview.calls.slice(-2)).toEqual(['pause', 'play']);
      preview.events!.onError(-200);
      expect(errors).toEqual([-200]);
    });

    it('prefers Spotify when connected and the song matches, else the preview', async () => {
      await play(itunesSong);
      expect(router.activeSource()).toBe('spotify');
      expect(engine!.calls.at(-1)).toBe(`load ${URI}`);
      expect(preview.calls).toEqual([]);
      matchResult = (song) => ({ ...song, spotifyMatch: 'none', youtubeMatch: 'none' });
      await play({ ...itunesSong, id: 'itunes:2' }, 2);
      expect(router.activeSource()).toBe('preview');
      expect(preview.calls).toEqual([`load ${PREVIEW}`]);
    });

    it('plays a matched video before the preview, and the preview when Spotify fails', async () => {
      matchResult = (song) => ({
        ...song,
        spotifyMatch: 'none',
        videoId: 'djV11Xbc914',
        youtubeMatch: 'similarity',
      });
      await play(itunesSong);
      expect(router.activeSource()).toBe('youtube');
      expect(yt.calls).toEqual(['load djV11Xbc914']);
      engineOpts.loadError = new SpotifyEngineError('play', 'Failed to play track');
      matchResult = (song) => ({
        ...song,
        uri: URI,
        spotifyMatch: 'similarity',
        youtubeMatch: 'none',
      });
      await play({ ...itunesSong, id: 'itunes:3' }, 3);
      expect(router.activeSource()).toBe('preview');
      expect(preview.calls.at(-1)).toBe(`load ${PREVIEW}`);
      expect(errors).toEqual([]);
    });

    it('falls back to the preview when the video cannot play', async () => {
      usable = false;
      await play({ ...youtubeSong, previewUrl: PREVIEW });
      expect(router.activeSource()).toBe('youtube');
      (yt as FakeYouTube & { events: VideoPlayerEvents }).events.onError(100);
      await vi.advanceTimersByTimeAsync(0);
      expect(router.activeSource()).toBe('preview');
      expect(preview.calls).toEqual([`load ${PREVIEW}`]);
      expect(yt.calls.at(-1)).toBe('stop');
      expect(errors).toEqual([]);
    });

    it('cues the preview while a comment is read, and stops it with the router', async () => {
      usable = false;
      store.dispatch({ type: 'play', track: itunesSong, context: { responseId: 4 } });
      router.cue(PREVIEW);
      await vi.advanceTimersByTimeAsync(0);
      expect(preview.calls).toEqual([`cue ${PREVIEW}`]);
      router.setVolume!(30);
      router.stop();
      expect(preview.calls.at(-1)).toBe('stop');
      expect(router.activeSource()).toBeNull();
    });
  });
});
