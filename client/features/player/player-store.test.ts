import { describe, expect, it, vi } from 'vitest';
import type { SongData } from '@common/schemas';
import { createPlayerStore } from './player-store';
import {
  entryKey,
  hasNext,
  hasPrevious,
  initialPlayerState,
  isPlaylistActive,
  positionLabel,
  shouldSpeakComment,
  spokenText,
  type PlayerAction,
  type PlayerState,
  type PlaylistEntry,
} from './player-state';
import { playerReducer } from './player-reducer';

const song = (id: string, name = id): SongData => ({
  id,
  videoId: id,
  name,
  artist: 'Artist',
  playable: true,
});
const entry = (n: number, comment: string | null = `comment ${n}`): PlaylistEntry => ({
  track: song(`video000000${n}`, `Song ${n}`),
  context: { responseId: n, requestId: 1, responderName: `Member ${n}`, comment },
});
const list = [entry(1), entry(2), entry(3)];

const run = (...actions: PlayerAction[]): PlayerState =>
  actions.reduce(playerReducer, initialPlayerState);

describe('initial state (spec 000 §3)', () => {
  it('has no track, an empty playlist, speech on and not minimised', () => {
    expect(initialPlayerState).toMatchObject({
      currentTrack: null,
      currentContext: null,
      playlist: [],
      currentIndex: -1,
      speechEnabled: true,
      isMinimized: false,
      isInitialPlaylistLoad: false,
    });
    expect(isPlaylistActive(initialPlayerState)).toBe(false);
  });
});

describe('play', () => {
  it('sets the track and context, wants to play, and clears any playlist', () => {
    const s = run(
      { type: 'playPlaylist', list },
      { type: 'play', track: song('abcdefghijk'), context: { responseId: 9 } },
    );
    expect(s.currentTrack?.id).toBe('abcdefghijk');
    expect(s.currentContext).toEqual({ responseId: 9 });
    expect(s.playlist).toEqual([]);
    expect(s.currentIndex).toBe(-1);
    expect(s.isInitialPlaylistLoad).toBe(false);
    expect(s.wantsToPlay).toBe(true);
    expect(isPlaylistActive(s)).toBe(false);
    expect(positionLabel(s)).toBeNull();
  });

  it('bumps the load id each time, so the same song restarts', () => {
    const a = run({ type: 'play', track: song('abcdefghijk') });
    const b = playerReducer(a, { type: 'play', track: song('abcdefghijk') });
    expect(b.loadId).toBe(a.loadId + 1);
  });

  it('clears a previous error', () => {
    const s = run(
      { type: 'play', track: song('a') },
      { type: 'setError', error: { code: 150, message: 'x' } },
      { type: 'play', track: song('b') },
    );
    expect(s.error).toBeNull();
  });
});

describe('playPlaylist', () => {
  it('starts at index 0 and marks the initial load', () => {
    const s = run({ type: 'playPlaylist', list });
    expect(s.currentIndex).toBe(0);
    expect(s.currentTrack).toBe(list[0]!.track);
    expect(s.currentContext).toBe(list[0]!.context);
    expect(s.isInitialPlaylistLoad).toBe(true);
    expect(isPlaylistActive(s)).toBe(true);
    expect(positionLabel(s)).toBe('1 / 3');
  });

  it('ignores an empty list', () => {
    const before = run({ type: 'play', track: song('a') });
    expect(playerReducer(before, { type: 'playPlaylist', list: [] })).toBe(before);
  });
});

describe('skipNext / skipPrev', () => {
  it('move within bounds and clear the initial-load mark', () => {
    let s = run({ type: 'playPlaylist', list }, { type: 'skipNext' });
    expect(s.currentIndex).toBe(1);
    expect(s.currentTrack).toBe(list[1]!.track);
    expect(s.isInitialPlaylistLoad).toBe(false);
    expect(positionLabel(s)).toBe('2 / 3');
    s = playerReducer(s, { type: 'skipPrev' });
    expect(s.currentIndex).toBe(0);
    expect(s.currentContext).toBe(list[0]!.context);
  });

  it('do nothing at the ends (previous disabled at the first, next at the last)', () => {
    const first = run({ type: 'playPlaylist', list });
    expect(hasPrevious(first)).toBe(false);
    expect(hasNext(first)).toBe(true);
    expect(playerReducer(first, { type: 'skipPrev' })).toBe(first);
    const last = run({ type: 'playPlaylist', list }, { type: 'skipNext' }, { type: 'skipNext' });
    expect(last.currentIndex).toBe(2);
    expect(hasNext(last)).toBe(false);
    expect(hasPrevious(last)).toBe(true);
    expect(playerReducer(last, { type: 'skipNext' })).toBe(last);
  });

  it('do nothing outside playlist mode', () => {
    const single = run({ type: 'play', track: song('a') });
    expect(playerReducer(single, { type: 'skipNext' })).toBe(single);
    expect(playerReducer(single, { type: 'skipPrev' })).toBe(single);
  });
});

describe('onTrackEnd', () => {
  it('advances when a next entry exists', () => {
    const s = run({ type: 'playPlaylist', list }, { type: 'onTrackEnd' });
    expect(s.currentIndex).toBe(1);
    expect(s.wantsToPlay).toBe(true);
  });

  it('stops at the last entry and after a single song', () => {
    const last = run(
      { type: 'playPlaylist', list },
      { type: 'skipNext' },
      { type: 'skipNext' },
      { type: 'onTrackEnd' },
    );
    expect(last.currentIndex).toBe(2);
    expect(last.status).toBe('ended');
    expect(last.wantsToPlay).toBe(false);
    const single = run({ type: 'play', track: song('a') }, { type: 'onTrackEnd' });
    expect(single.currentTrack?.id).toBe('a');
    expect(single.wantsToPlay).toBe(false);
  });

  it('playing again after the end restarts the track', () => {
    const ended = run({ type: 'play', track: song('a') }, { type: 'onTrackEnd' });
    const again = playerReducer(ended, { type: 'resume' });
    expect(again.wantsToPlay).toBe(true);
    expect(again.loadId).toBe(ended.loadId + 1);
  });
});

describe('close, toggles, pause/resume, status', () => {
  it('close clears track, context and playlist but keeps the preferences', () => {
    const s = run(
      { type: 'toggleSpeech' },
      { type: 'toggleMinimized' },
      { type: 'playPlaylist', list },
      { type: 'close' },
    );
    expect(s).toMatchObject({
      currentTrack: null,
      currentContext: null,
      playlist: [],
      currentIndex: -1,
      wantsToPlay: false,
      speechEnabled: false,
      isMinimized: true,
    });
  });

  it('toggles speech and minimised state', () => {
    expect(run({ type: 'toggleSpeech' }).speechEnabled).toBe(false);
    expect(run({ type: 'toggleSpeech' }, { type: 'toggleSpeech' }).speechEnabled).toBe(true);
    expect(run({ type: 'toggleMinimized' }).isMinimized).toBe(true);
  });

  it('pause and resume change the intent only while a track is set', () => {
    expect(playerReducer(initialPlayerState, { type: 'resume' })).toBe(initialPlayerState);
    const paused = run({ type: 'play', track: song('a') }, { type: 'pause' });
    expect(paused.wantsToPlay).toBe(false);
    expect(playerReducer(paused, { type: 'resume' }).wantsToPlay).toBe(true);
  });

  it('follows play/pause done on the video itself', () => {
    const s = run({ type: 'play', track: song('a') }, { type: 'setStatus', status: 'paused' });
    expect(s.wantsToPlay).toBe(false);
    expect(playerReducer(s, { type: 'setStatus', status: 'playing' }).wantsToPlay).toBe(true);
    expect(playerReducer(s, { type: 'setStatus', status: 'buffering' }).wantsToPlay).toBe(false);
  });

  it('an error stops the intent to play', () => {
    const s = run(
      { type: 'play', track: song('a') },
      { type: 'setError', error: { code: 150, message: 'blocked' } },
    );
    expect(s.wantsToPlay).toBe(false);
    expect(s.error?.code).toBe(150);
  });
});

describe('spoken comments', () => {
  it('speak in playlist mode with speech on, not on the initial load, and only with a comment', () => {
    const initial = run({ type: 'playPlaylist', list });
    expect(shouldSpeakComment(initial)).toBe(false);
    const second = playerReducer(initial, { type: 'skipNext' });
    expect(shouldSpeakComment(second)).toBe(true);
    expect(shouldSpeakComment(playerReducer(second, { type: 'toggleSpeech' }))).toBe(false);
    const silent = run(
      { type: 'playPlaylist', list: [entry(1), entry(2, '   ')] },
      { type: 'skipNext' },
    );
    expect(shouldSpeakComment(silent)).toBe(false);
    expect(
      shouldSpeakComment(run({ type: 'play', track: song('a'), context: { comment: 'hi' } })),
    ).toBe(false);
  });

  it('says "{displayName or Someone} says: {comment}"', () => {
    expect(spokenText({ responderName: 'Ana', comment: ' Pure joy. ' })).toBe(
      'Ana says: Pure joy.',
    );
    expect(spokenText({ responderName: null, comment: 'Pure joy.' })).toBe(
      'Someone says: Pure joy.',
    );
    expect(spokenText({ responderName: '  ', comment: 'x' })).toBe('Someone says: x');
  });
});

describe('entryKey', () => {
  it('identifies responses by id and bare songs by song id', () => {
    expect(entryKey(song('a'), { responseId: 4 })).toBe('response:4');
    expect(entryKey(song('a'), null)).toBe('song:a');
    expect(entryKey(song('a'), {})).toBe('song:a');
  });
});

describe('createPlayerStore', () => {
  it('notifies subscribers on change only, and unsubscribes', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: 'skipNext' });
    expect(calls).toBe(0);
    store.dispatch({ type: 'play', track: song('a') });
    expect(calls).toBe(1);
    expect(store.getState().currentTrack?.id).toBe('a');
    unsubscribe();
    store.dispatch({ type: 'close' });
    expect(calls).toBe(1);
  });

  it('applies the actions dispatched before its reducer arrived, in order, then dispatches synchronously', async () => {
    let arrive: (reduce: typeof playerReducer) => void = () => {};
    const loadReducer = vi.fn(() => new Promise<typeof playerReducer>((r) => (arrive = r)));
    const store = createPlayerStore({ loadReducer });
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: 'play', track: song('a') });
    store.dispatch({ type: 'toggleMinimized' });
    // Nothing shows before the transitions are there: the first screen's state stays as it was.
    expect(store.getState()).toBe(initialPlayerState);
    arrive(playerReducer);
    await store.load();
    expect(loadReducer).toHaveBeenCalledTimes(1);
    expect(store.getState().currentTrack?.id).toBe('a');
    expect(store.getState().isMinimized).toBe(true);
    expect(calls).toBe(2);
    store.dispatch({ type: 'close' });
    expect(store.getState().currentTrack).toBeNull();
  });

  it('drops the waiting actions when its reducer cannot load, and tries again with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loadReducer = vi
      .fn<() => Promise<typeof playerReducer>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(playerReducer);
    const store = createPlayerStore({ loadReducer });
    store.dispatch({ type: 'play', track: song('a') });
    await expect(store.load()).rejects.toThrow('offline');
    expect(store.getState().currentTrack).toBeNull();
    store.dispatch({ type: 'play', track: song('b') });
    await store.load();
    expect(store.getState().currentTrack?.id).toBe('b');
    warn.mockRestore();
  });
});
