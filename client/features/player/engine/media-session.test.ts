import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SongData } from '@common/schemas';
import { createPlayerStore } from '../player-store';
import { playerReducer } from '../player-reducer';
import { bindMediaSession } from './media-session';
import { statusFromYouTube } from '../youtube/youtube-iframe-api';

class FakeMediaMetadata {
  constructor(public init: MediaMetadataInit) {}
}

function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  return {
    handlers,
    metadata: null as unknown,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler(action: string, handler: MediaSessionActionHandler | null) {
      if (action === 'seekto') throw new TypeError('unknown action');
      handlers.set(action, handler);
    },
  };
}

const song = (id: string): SongData => ({
  id,
  videoId: id,
  name: `Song ${id}`,
  artist: 'Band',
  thumbnail: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
});

beforeEach(() => vi.stubGlobal('MediaMetadata', FakeMediaMetadata));
afterEach(() => vi.unstubAllGlobals());

describe('bindMediaSession', () => {
  it('publishes title, artist and artwork, and the playback state', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    const session = fakeSession();
    bindMediaSession(store, session as unknown as MediaSession);
    expect(session.playbackState).toBe('none');
    store.dispatch({ type: 'play', track: song('aaaaaaaaaaa'), context: { responderName: 'Bea' } });
    expect((session.metadata as FakeMediaMetadata).init).toEqual({
      title: 'Song aaaaaaaaaaa',
      artist: 'Band',
      album: 'Recommended by Bea',
      artwork: [
        {
          src: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
          sizes: '320x180',
          type: 'image/jpeg',
        },
      ],
    });
    expect(session.playbackState).toBe('playing');
    store.dispatch({ type: 'pause' });
    expect(session.playbackState).toBe('paused');
  });

  it('wires play, pause, stop, and next/previous only where they can move', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    const session = fakeSession();
    const unbind = bindMediaSession(store, session as unknown as MediaSession);
    store.dispatch({
      type: 'playPlaylist',
      list: [{ track: song('aaaaaaaaaaa') }, { track: song('bbbbbbbbbbb') }],
    });
    expect(session.handlers.get('previoustrack')).toBeNull();
    session.handlers.get('nexttrack')!({ action: 'nexttrack' });
    expect(store.getState().currentIndex).toBe(1);
    expect(session.handlers.get('nexttrack')).toBeNull();
    session.handlers.get('pause')!({ action: 'pause' });
    expect(store.getState().wantsToPlay).toBe(false);
    session.handlers.get('play')!({ action: 'play' });
    expect(store.getState().wantsToPlay).toBe(true);
    session.handlers.get('previoustrack')!({ action: 'previoustrack' });
    expect(store.getState().currentIndex).toBe(0);
    session.handlers.get('stop')!({ action: 'stop' });
    expect(store.getState().currentTrack).toBeNull();
    expect(session.metadata).toBeNull();
    unbind();
    expect([...session.handlers.values()].every((h) => h === null)).toBe(true);
  });

  it('does nothing without the API', () => {
    expect(() =>
      bindMediaSession(createPlayerStore({ reducer: playerReducer }), undefined)(),
    ).not.toThrow();
  });
});

describe('statusFromYouTube', () => {
  it('maps the IFrame API states', () => {
    expect([-1, 0, 1, 2, 3, 5, 4].map(statusFromYouTube)).toEqual([
      'unstarted',
      'ended',
      'playing',
      'paused',
      'buffering',
      'cued',
      null,
    ]);
  });

  it('keeps the position state in step and seeks from seekto / seekforward', () => {
    const store = createPlayerStore({ reducer: playerReducer });
    const positions: MediaPositionState[] = [];
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none' as MediaSessionPlaybackState,
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
        handlers.set(action, handler),
      setPositionState: (state: MediaPositionState) => positions.push(state),
    };
    bindMediaSession(store, session as unknown as MediaSession);
    store.dispatch({ type: 'play', track: song('aaaaaaaaaaa') });
    store.dispatch({ type: 'setProgress', position: 30, duration: 240 });
    expect(positions.at(-1)).toEqual({ duration: 240, position: 30, playbackRate: 1 });
    handlers.get('seekto')!({ action: 'seekto', seekTime: 100 });
    expect(store.getState().position).toBe(100);
    expect(positions.at(-1)).toEqual({ duration: 240, position: 100, playbackRate: 1 });
    handlers.get('seekforward')!({ action: 'seekforward' });
    expect(store.getState().position).toBe(110);
    store.dispatch({ type: 'close' });
    expect(positions.at(-1)).toEqual({});
  });
});
