import { describe, expect, it } from 'vitest';
import type { PlaybackStatus } from '../player-state';
import { PREVIEW_ERROR, createAudioPreviewPlayer } from './audio-preview-player';
import { previewUrlOf } from '../lib/song-sources';
import { FakeAudio } from './fake-audio';
import { playbackErrorMessage } from '../engine/playback-errors';

const URL_A = 'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/a.m4a';
const URL_B = 'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/b.m4a';

function setup() {
  const audio = new FakeAudio();
  const statuses: PlaybackStatus[] = [];
  const errors: number[] = [];
  const player = createAudioPreviewPlayer(
    { onStatus: (s) => void statuses.push(s), onError: (c) => void errors.push(c) },
    () => audio,
  );
  return { audio, statuses, errors, player };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('audio preview player', () => {
  it('loads and plays a preview, mapping the element events to player states', () => {
    const { audio, statuses, player } = setup();
    player.load(URL_A);
    expect(audio.src).toBe(URL_A);
    expect(audio.calls).toEqual([`load ${URL_A}`, 'play']);
    audio.fire('playing');
    audio.fire('waiting');
    audio.fire('playing');
    audio.fire('pause');
    expect(statuses).toEqual(['buffering', 'playing', 'buffering', 'playing', 'paused']);
  });

  it('reports ended (not the pause the element fires just before it)', () => {
    const { audio, statuses, player } = setup();
    player.load(URL_A);
    audio.fire('playing');
    audio.ended = true;
    audio.fire('pause');
    audio.fire('ended');
    expect(statuses).toEqual(['buffering', 'playing', 'ended']);
    player.play();
    expect(audio.calls.at(-1)).toBe('play');
  });

  it('cues without playing, then play starts it', () => {
    const { audio, statuses, player } = setup();
    player.cue(URL_A);
    expect(statuses).toEqual(['cued']);
    expect(audio.calls).toEqual([`load ${URL_A}`]);
    player.play();
    expect(audio.calls.at(-1)).toBe('play');
  });

  it('reports PREVIEW_ERROR once when the preview cannot load, with its own text', () => {
    const { audio, errors, player } = setup();
    player.load(URL_A);
    audio.fire('error');
    audio.fire('error');
    expect(errors).toEqual([PREVIEW_ERROR]);
    expect(playbackErrorMessage(PREVIEW_ERROR)).toBe('This preview could not be played.');
  });

  it('treats a blocked autoplay as paused and an interrupted play as nothing, other refusals as errors', async () => {
    const { audio, statuses, errors, player } = setup();
    audio.playResult = () => Promise.reject(new DOMException('gesture needed', 'NotAllowedError'));
    player.load(URL_A);
    await flush();
    expect(statuses).toEqual(['buffering', 'paused']);
    audio.playResult = () => Promise.reject(new DOMException('interrupted', 'AbortError'));
    player.load(URL_B);
    await flush();
    expect(errors).toEqual([]);
    audio.playResult = () => Promise.reject(new DOMException('no source', 'NotSupportedError'));
    player.load(URL_B);
    await flush();
    expect(errors).toEqual([PREVIEW_ERROR]);
  });

  it('ignores the events of a stopped element, and empties it', () => {
    const { audio, statuses, errors, player } = setup();
    player.load(URL_A);
    player.stop();
    expect(audio.src).toBe('');
    audio.fire('pause');
    audio.fire('error');
    expect(statuses).toEqual(['buffering']);
    expect(errors).toEqual([]);
    expect(player.getProgress!()).toBeNull();
  });

  it('gives progress in seconds once the length is known, seeks and sets the volume in percent', () => {
    const { audio, player } = setup();
    player.load(URL_A);
    expect(player.getProgress!()).toBeNull();
    audio.duration = 29.9;
    audio.currentTime = 4.5;
    expect(player.getProgress!()).toEqual({ position: 4.5, duration: 29.9 });
    player.seek!(12);
    expect(audio.currentTime).toBe(12);
    player.setVolume!(40);
    expect(audio.volume).toBeCloseTo(0.4);
    player.setVolume!(140);
    expect(audio.volume).toBe(1);
  });

  it('destroy detaches from the element', () => {
    const { audio, statuses, player } = setup();
    player.load(URL_A);
    player.destroy();
    player.load(URL_B);
    audio.fire('playing');
    expect(statuses).toEqual(['buffering', 'buffering']);
  });

  it('previewUrlOf reads a non-empty previewUrl', () => {
    expect(previewUrlOf({ previewUrl: URL_A })).toBe(URL_A);
    expect(previewUrlOf({ previewUrl: '' })).toBeNull();
    expect(previewUrlOf({ previewUrl: null })).toBeNull();
    expect(previewUrlOf(null)).toBeNull();
  });
});
