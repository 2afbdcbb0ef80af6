/**
 * The preview source through the real engine and router: Play All of preview-only songs
 * speaks comments, moves on at the end of each preview, reports progress, and skips a preview that
 * fails to load after the notice; Media Session follows the store whatever the source.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongData } from '@common/schemas';
import { createPlayerStore, type PlayerStore } from '../player-store';
import type { PlaylistEntry } from '../player-state';
import { playerReducer } from '../player-reducer';
import { FakeAudio } from '../preview/fake-audio';
import { FakeSpeechSynthesis, FakeUtterance, voice } from '../speech/fake-speech';
import { createPlaybackEngine, type PlaybackEngine } from '../engine/playback-engine';
import { createSourceRouter, playableIdOf } from './source-router';
import { createSpeechQueue } from '../speech/speech-queue';
import { createAudioPreviewPlayer, PREVIEW_ERROR } from '../preview/audio-preview-player';

const preview = (n: number) =>
  `https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/fake/${n}.m4a`;
const itunesSong = (n: number): SongData => ({
  id: `itunes:${n}`,
  name: `Song ${n}`,
  artist: 'Artist',
  playable: false,
  source: 'itunes',
  previewUrl: preview(n),
});
const entry = (n: number, comment: string | null): PlaylistEntry => ({
  track: itunesSong(n),
  context: { responseId: n, responderName: `Member ${n}`, comment },
});

let store: PlayerStore;
let synth: FakeSpeechSynthesis;
let audio: FakeAudio;
let engine: PlaybackEngine;
let plays: number[];

beforeEach(() => {
  vi.useFakeTimers();
  store = createPlayerStore({ reducer: playerReducer });
  synth = new FakeSpeechSynthesis();
  synth.voices = [voice('Daniel', 'en-GB', true)];
  synth.autoEnd = false;
  audio = new FakeAudio();
  plays = [];
  const speech = createSpeechQueue({
    synth,
    Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
    lang: 'en-GB',
  });
  engine = createPlaybackEngine({
    store,
    speech,
    recordPlay: (id) => void plays.push(id),
    playableId: playableIdOf,
    skipNoticeMs: 3000,
    progressIntervalMs: 500,
    createPlayer: (events) =>
      Promise.resolve(
        createSourceRouter({
          store,
          events,
          createYouTube: () => Promise.reject(new Error('no YouTube in this test')),
          createPreview: (previewEvents) => createAudioPreviewPlayer(previewEvents, () => audio),
          spotify: null,
          match: ({ song }) => Promise.resolve(song),
        }),
      ),
  });
});
afterEach(() => {
  engine.dispose();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('preview playback through the engine', () => {
  it('plays a Play All of previews: records the play, reads the next comment, moves on at the end', async () => {
    store.dispatch({
      type: 'playPlaylist',
      list: [entry(1, null), entry(2, 'Listen to the bridge.')],
    });
    await flush();
    expect(audio.src).toBe(preview(1));
    expect(audio.calls.at(-1)).toBe('play');
    audio.fire('playing');
    expect(store.getState().status).toBe('playing');
    expect(plays).toEqual([1]);

    audio.duration = 30;
    audio.currentTime = 12;
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState()).toMatchObject({ position: 12, duration: 30 });
    store.dispatch({ type: 'seek', to: 20 });
    expect(audio.currentTime).toBe(20);

    audio.ended = true;
    audio.fire('pause');
    audio.fire('ended');
    audio.ended = false;
    await flush();
    expect(store.getState().currentIndex).toBe(1);
    // The second song is cued while its comment is read, then plays.
    expect(audio.src).toBe(preview(2));
    expect(audio.calls.at(-1)).toBe(`load ${preview(2)}`);
    expect(synth.texts()).toEqual(['Member 2 says: Listen to the bridge.']);
    synth.end();
    await flush();
    expect(audio.calls.at(-1)).toBe('play');
  });

  it('shows the notice for a preview that fails to load and moves on after it', async () => {
    store.dispatch({ type: 'playPlaylist', list: [entry(1, null), entry(2, null)] });
    await flush();
    audio.fire('error');
    expect(store.getState().error).toEqual({
      code: PREVIEW_ERROR,
      message: 'This preview could not be played.',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().currentIndex).toBe(1);
    expect(audio.src).toBe(preview(2));
  });

  it('pauses and resumes the audio with the member', async () => {
    store.dispatch({ type: 'play', track: itunesSong(1), context: { responseId: 1 } });
    await flush();
    audio.fire('playing');
    store.dispatch({ type: 'pause' });
    expect(audio.calls.at(-1)).toBe('pause');
    audio.fire('pause');
    store.dispatch({ type: 'resume' });
    expect(audio.calls.at(-1)).toBe('play');
    store.dispatch({ type: 'setVolume', volume: 25 });
    expect(audio.volume).toBeCloseTo(0.25);
  });
});
