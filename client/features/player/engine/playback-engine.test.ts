import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongData } from '@common/schemas';
import { createPlayerStore, type PlayerStore } from '../player-store';
import type { PlaylistEntry } from '../player-state';
import { playerReducer } from '../player-reducer';
import { FakeSpeechSynthesis, FakeUtterance, voice } from '../speech/fake-speech';
import { createPlaybackEngine, type PlaybackEngine } from './playback-engine';
import { createSpeechQueue } from '../speech/speech-queue';
import type { VideoPlayer, VideoPlayerEvents } from '../youtube/youtube-iframe-api';
import { NO_VIDEO_ERROR, PLAYER_UNAVAILABLE_ERROR } from './playback-errors';

class FakePlayer implements VideoPlayer {
  calls: string[] = [];
  destroyed = false;
  load(id: string) {
    this.calls.push(`load ${id}`);
  }
  cue(id: string) {
    this.calls.push(`cue ${id}`);
  }
  play() {
    this.calls.push('play');
  }
  pause() {
    this.calls.push('pause');
  }
  stop() {
    this.calls.push('stop');
  }
  destroy() {
    this.destroyed = true;
  }
}

const song = (id: string): SongData => ({
  id,
  videoId: id,
  name: `Song ${id}`,
  artist: 'Artist',
  playable: true,
});
const entry = (id: string, responseId: number, comment: string | null): PlaylistEntry => ({
  track: song(id),
  context: { responseId, requestId: 7, responderName: `Member ${responseId}`, comment },
});
const A = 'aaaaaaaaaaa';
const B = 'bbbbbbbbbbb';
const C = 'ccccccccccc';

let store: PlayerStore;
let synth: FakeSpeechSynthesis;
let player: FakePlayer;
let events: VideoPlayerEvents;
let created: number;
let plays: number[];
let engine: PlaybackEngine;
let createPlayer: (e: VideoPlayerEvents) => Promise<VideoPlayer>;

beforeEach(() => {
  vi.useFakeTimers();
  store = createPlayerStore({ reducer: playerReducer });
  synth = new FakeSpeechSynthesis();
  synth.voices = [voice('Daniel', 'en-GB', true)];
  synth.autoEnd = false;
  player = new FakePlayer();
  created = 0;
  plays = [];
  createPlayer = async (e) => {
    created++;
    events = e;
    return player;
  };
});
afterEach(() => {
  engine?.dispose();
  vi.useRealTimers();
});

function start() {
  const speech = createSpeechQueue({
    synth,
    Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
    lang: 'en-GB',
  });
  engine = createPlaybackEngine({
    store,
    createPlayer: (e) => createPlayer(e),
    speech,
    recordPlay: (id) => plays.push(id),
    skipNoticeMs: 3000,
  });
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** The engine started, speech off, playing A, B and C (no comments) from A. */
async function startSilentPlaylistOfThree() {
  start();
  store.dispatch({ type: 'toggleSpeech' });
  store.dispatch({
    type: 'playPlaylist',
    list: [entry(A, 1, null), entry(B, 2, null), entry(C, 3, null)],
  });
  await flush();
}

describe('playback engine', () => {
  it('creates the video player only once a track is set (IFrame API loads on first play)', async () => {
    start();
    await flush();
    expect(created).toBe(0);
    store.dispatch({ type: 'play', track: song(A), context: { responseId: 1 } });
    await flush();
    expect(created).toBe(1);
    expect(player.calls).toEqual([`load ${A}`]);
  });

  it('records one play per load of a response, on its first "playing"', async () => {
    start();
    store.dispatch({ type: 'play', track: song(A), context: { responseId: 1 } });
    await flush();
    events.onStatus('buffering');
    expect(plays).toEqual([]);
    events.onStatus('playing');
    events.onStatus('paused');
    events.onStatus('playing');
    expect(plays).toEqual([1]);
    store.dispatch({ type: 'play', track: song(A), context: { responseId: 1 } });
    await flush();
    events.onStatus('playing');
    expect(plays).toEqual([1, 1]);
    store.dispatch({ type: 'play', track: song(B) });
    await flush();
    events.onStatus('playing');
    expect(plays).toEqual([1, 1]);
  });

  it('does not pause a video that ended (its state stays "ended")', async () => {
    start();
    store.dispatch({ type: 'play', track: song(A) });
    await flush();
    events.onStatus('playing');
    events.onStatus('ended');
    expect(store.getState().status).toBe('ended');
    expect(player.calls).toEqual([`load ${A}`]);
    store.dispatch({ type: 'resume' });
    await flush();
    expect(player.calls).toEqual([`load ${A}`, `load ${A}`]);
  });

  it('forwards pause and resume to the video', async () => {
    start();
    store.dispatch({ type: 'play', track: song(A) });
    await flush();
    events.onStatus('playing');
    store.dispatch({ type: 'pause' });
    store.dispatch({ type: 'resume' });
    expect(player.calls).toEqual([`load ${A}`, 'pause', 'play']);
  });

  it('plays a playlist: first song at once, then cues, speaks the comment, and plays', async () => {
    start();
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(A, 1, 'First!'), entry(B, 2, 'Pure joy. Turn it up.'), entry(C, 3, null)],
    });
    await flush();
    expect(player.calls).toEqual([`load ${A}`]);
    expect(synth.texts()).toEqual([]);

    events.onStatus('ended');
    await flush();
    expect(store.getState().currentIndex).toBe(1);
    expect(player.calls.at(-1)).toBe(`cue ${B}`);
    expect(store.getState().speaking).toBe(true);
    expect(synth.texts()).toEqual(['Member 2 says: Pure joy.']);
    synth.end();
    await flush();
    expect(synth.texts()).toEqual(['Member 2 says: Pure joy.', 'Turn it up.']);
    expect(player.calls.at(-1)).toBe(`cue ${B}`);
    synth.end();
    await flush();
    expect(store.getState().speaking).toBe(false);
    expect(player.calls.at(-1)).toBe('play');

    // No comment: straight to the video.
    events.onStatus('ended');
    await flush();
    expect(player.calls.at(-1)).toBe(`load ${C}`);
    expect(store.getState().speaking).toBe(false);
  });

  it('plays at once with speech off', async () => {
    start();
    store.dispatch({ type: 'toggleSpeech' });
    store.dispatch({ type: 'playPlaylist', list: [entry(A, 1, 'x'), entry(B, 2, 'Hello')] });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    expect(player.calls).toEqual([`load ${A}`, `load ${B}`]);
    expect(synth.spoken).toHaveLength(0);
  });

  it('cancels speech on skip and on close', async () => {
    start();
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(A, 1, 'a'), entry(B, 2, 'Long comment.'), entry(C, 3, 'Another.')],
    });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    expect(synth.current?.text).toBe('Member 2 says: Long comment.');
    store.dispatch({ type: 'skipNext' });
    await flush();
    expect(synth.texts()).toEqual(['Member 2 says: Long comment.', 'Member 3 says: Another.']);
    expect(player.calls).not.toContain('play');
    store.dispatch({ type: 'close' });
    await flush();
    expect(synth.current).toBeNull();
    expect(player.calls.at(-1)).toBe('stop');
    synth.end();
    await flush();
    expect(player.calls).not.toContain('play');
  });

  it('pausing during speech stops it and keeps the video cued; play starts it', async () => {
    start();
    store.dispatch({ type: 'playPlaylist', list: [entry(A, 1, 'a'), entry(B, 2, 'Comment.')] });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    store.dispatch({ type: 'pause' });
    await flush();
    expect(store.getState().speaking).toBe(false);
    expect(player.calls.at(-1)).toBe(`cue ${B}`);
    store.dispatch({ type: 'resume' });
    expect(player.calls.at(-1)).toBe('play');
  });

  it('switching speech off while a comment is read stops it and plays the song', async () => {
    start();
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(A, 1, 'a'), entry(B, 2, 'A long comment. With two sentences.')],
    });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    expect(store.getState().speaking).toBe(true);
    store.dispatch({ type: 'toggleSpeech' });
    await flush();
    expect(store.getState().speaking).toBe(false);
    expect(player.calls.at(-1)).toBe('play');
    expect(synth.texts()).toEqual(['Member 2 says: A long comment.']);
  });

  it('starting the cued video by hand stops the speech', async () => {
    start();
    store.dispatch({ type: 'playPlaylist', list: [entry(A, 1, 'a'), entry(B, 2, 'Comment.')] });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    events.onStatus('playing');
    await flush();
    expect(store.getState().speaking).toBe(false);
    expect(synth.current).toBeNull();
    expect(player.calls.filter((c) => c === 'play')).toHaveLength(0);
  });

  it('shows an error and, in a playlist, skips to the next song after the notice', async () => {
    await startSilentPlaylistOfThree();
    events.onError(150);
    expect(store.getState().error).toEqual({
      code: 150,
      message: 'The owner does not allow this video to be played here.',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(store.getState().currentIndex).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().currentIndex).toBe(1);
    expect(store.getState().error).toBeNull();
    expect(player.calls.at(-1)).toBe(`load ${B}`);
  });

  it('does not skip twice when the member moved on during the notice, nor past the last song', async () => {
    await startSilentPlaylistOfThree();
    events.onError(100);
    store.dispatch({ type: 'skipNext' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().currentIndex).toBe(1);
    store.dispatch({ type: 'skipNext' });
    await flush();
    events.onError(101);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().currentIndex).toBe(2);
    expect(store.getState().error?.code).toBe(101);
  });

  it('reports a song without a video and skips it in a playlist', async () => {
    start();
    store.dispatch({ type: 'toggleSpeech' });
    const noVideo: PlaylistEntry = {
      track: { id: 'cat-5', videoId: null, playable: false, name: 'Demo' },
      context: { responseId: 5 },
    };
    store.dispatch({ type: 'playPlaylist', list: [noVideo, entry(B, 2, null)] });
    await flush();
    expect(store.getState().error?.code).toBe(NO_VIDEO_ERROR);
    expect(player.calls).toEqual(['stop']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(player.calls.at(-1)).toBe(`load ${B}`);
  });

  it('reports a player that cannot load', async () => {
    createPlayer = () => Promise.reject(new Error('offline'));
    start();
    store.dispatch({ type: 'play', track: song(A) });
    await flush();
    expect(store.getState().error?.code).toBe(PLAYER_UNAVAILABLE_ERROR);
  });

  it('offline, Play All stops on the first song instead of skipping the queue, and Retry loads it again', async () => {
    createPlayer = () => Promise.reject(new Error('offline'));
    start();
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(A, 1, null), entry(B, 2, null), entry(C, 3, null)],
    });
    await flush();
    expect(store.getState().error?.code).toBe(PLAYER_UNAVAILABLE_ERROR);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getState().currentIndex).toBe(0);
    expect(store.getState().error?.code).toBe(PLAYER_UNAVAILABLE_ERROR);

    createPlayer = async (e) => {
      events = e;
      return player;
    };
    store.dispatch({ type: 'retry' });
    await flush();
    expect(store.getState().error).toBeNull();
    expect(player.calls).toEqual([`load ${A}`]);
  });

  it('offline, a video error stops the playlist too', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    start();
    store.dispatch({ type: 'playPlaylist', list: [entry(A, 1, null), entry(B, 2, null)] });
    await flush();
    events.onError(150);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().currentIndex).toBe(0);
    vi.unstubAllGlobals();
  });

  it('ignores events after close and destroys the player on dispose', async () => {
    start();
    store.dispatch({ type: 'play', track: song(A), context: { responseId: 1 } });
    await flush();
    store.dispatch({ type: 'close' });
    events.onStatus('playing');
    events.onError(150);
    expect(plays).toEqual([]);
    expect(store.getState().error).toBeNull();
    engine.dispose();
    expect(player.destroyed).toBe(true);
  });

  it('stays on a failed track reached with Previous instead of skipping forward again', async () => {
    start();
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(A, 1, null), entry(B, 2, null), entry(C, 3, null)],
    });
    await flush();
    store.dispatch({ type: 'skipNext' });
    await flush();
    events.onError(150);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().currentIndex).toBe(2);
    store.dispatch({ type: 'skipPrev' });
    await flush();
    expect(store.getState().arrivedBackwards).toBe(true);
    events.onError(150);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().currentIndex).toBe(1);
    expect(store.getState().error?.code).toBe(150);
  });

  it('reports position and length, and forwards seeks and volume to players that support them', async () => {
    const progressive = Object.assign(player, {
      progress: { position: 0, duration: 200 },
      seeks: [] as number[],
      volumes: [] as number[],
      getProgress() {
        return this.progress;
      },
      seek(seconds: number) {
        this.seeks.push(seconds);
      },
      setVolume(percent: number) {
        this.volumes.push(percent);
      },
    });
    start();
    store.dispatch({ type: 'play', track: song(A) });
    await flush();
    expect(progressive.volumes).toEqual([100]);
    progressive.progress = { position: 12.5, duration: 200 };
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState()).toMatchObject({ position: 12.5, duration: 200 });
    store.dispatch({ type: 'seek', to: 90 });
    store.dispatch({ type: 'seek', to: 90 });
    expect(progressive.seeks).toEqual([90, 90]);
    store.dispatch({ type: 'seek', to: 999 });
    expect(progressive.seeks.at(-1)).toBe(200);
    store.dispatch({ type: 'setVolume', volume: 35 });
    expect(progressive.volumes).toEqual([100, 35]);
    // A new load starts from 0 and seek ids restart, yet the next seek still reaches the player.
    store.dispatch({ type: 'play', track: song(B) });
    await flush();
    expect(store.getState()).toMatchObject({ position: 0, duration: 0 });
    progressive.progress = { position: 1, duration: 100 };
    await vi.advanceTimersByTimeAsync(500);
    store.dispatch({ type: 'seek', to: 10 });
    expect(progressive.seeks.at(-1)).toBe(10);
  });
});
