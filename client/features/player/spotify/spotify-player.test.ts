// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackStatus } from '../player-state';
import type { SpotifyPlaybackState } from './spotify-sdk';
import { createSpotifyEngine, type SpotifyEngine } from './spotify-player';
import { SpotifyEngineError } from './spotify-engine-error';

type Listener = (payload: unknown) => void;

/** A scripted stand-in for window.Spotify.Player, emitting the SDK's events on demand. */
class FakeSdkPlayer {
  static last: FakeSdkPlayer;
  listeners: Record<string, Listener[]> = {};
  calls: string[] = [];
  constructor(
    readonly options: {
      name: string;
      volume?: number;
      getOAuthToken: (cb: (t: string) => void) => void;
    },
  ) {
    FakeSdkPlayer.last = this;
  }
  addListener(event: string, cb: Listener) {
    (this.listeners[event] ??= []).push(cb);
    return true;
  }
  removeListener() {
    return true;
  }
  emit(event: string, payload: unknown) {
    for (const cb of this.listeners[event] ?? []) cb(payload);
  }
  connect = async () => true;
  disconnect = () => void this.calls.push('disconnect');
  getCurrentState = async () => null;
  setVolume = async () => undefined;
  pause = async () => void this.calls.push('pause');
  resume = async () => void this.calls.push('resume');
  seek = async () => undefined;
}

const URI = 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L';
const track = { id: '2WfaOiMkCvy7F5fcp2zZ8L', uri: URI, name: 'Take on Me', duration_ms: 225_280 };
const state = (over: Partial<SpotifyPlaybackState> = {}): SpotifyPlaybackState => ({
  paused: false,
  position: 0,
  duration: 225_280,
  track_window: { current_track: track, previous_tracks: [], next_tracks: [] },
  ...over,
});

let fetches: { url: string; body: unknown; at: number }[];
let playStatus: number;
let statuses: PlaybackStatus[];
let errors: SpotifyEngineError[];
let positions: [number, number][];
let engine: SpotifyEngine;

beforeEach(() => {
  vi.useFakeTimers();
  window.Spotify = { Player: FakeSdkPlayer as never };
  fetches = [];
  playStatus = 204;
  statuses = [];
  errors = [];
  positions = [];
  engine = createSpotifyEngine({
    sdkUrl: 'https://sdk.example/spotify-player.js',
    apiBaseUrl: 'https://api.example/',
    getToken: async () => 'token-1',
    onStatus: (s) => void statuses.push(s),
    onError: (e) => void errors.push(e),
    onPosition: (p, d) => void positions.push([p, d]),
    fetch: (async (url: string, init: RequestInit) => {
      fetches.push({ url: String(url), body: JSON.parse(String(init.body)), at: Date.now() });
      return new Response(null, { status: String(url).includes('/play') ? playStatus : 204 });
    }) as typeof fetch,
  });
});
afterEach(() => {
  engine.destroy();
  delete window.Spotify;
  vi.useRealTimers();
});

async function connected() {
  const done = engine.connect();
  await vi.advanceTimersByTimeAsync(0);
  FakeSdkPlayer.last.emit('ready', { device_id: 'device-1' });
  await done;
}

async function playing() {
  await connected();
  const loaded = engine.load(URI);
  await vi.advanceTimersByTimeAsync(500);
  await loaded;
  FakeSdkPlayer.last.emit('player_state_changed', state());
}

describe('Spotify engine', () => {
  it('creates the SDK player at volume 0.5 and is ready with the device id', async () => {
    await connected();
    expect(FakeSdkPlayer.last.options.volume).toBe(0.5);
    expect(engine.ready).toBe(true);
    expect(engine.deviceId).toBe('device-1');
  });

  it('rejects when the account is not Premium (account_error) or the SDK cannot start', async () => {
    const done = engine.connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSdkPlayer.last.emit('account_error', {
      message: 'This functionality is restricted to premium users only',
    });
    await expect(done).rejects.toMatchObject({ kind: 'account' });
    const again = engine.connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSdkPlayer.last.emit('initialization_error', { message: 'no EME' });
    await expect(again).rejects.toMatchObject({
      kind: 'init',
      message: 'Failed to initialize Spotify player',
    });
  });

  it('transfers playback once, waits 500 ms, then plays by uri on this device', async () => {
    await connected();
    const first = engine.load(URI);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetches.map((f) => f.url)).toEqual(['https://api.example/v1/me/player']);
    expect(fetches[0]!.body).toEqual({ device_ids: ['device-1'], play: false });
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(fetches[1]).toMatchObject({
      url: 'https://api.example/v1/me/player/play?device_id=device-1',
      body: { uris: [URI] },
    });
    const second = engine.load(URI);
    await vi.advanceTimersByTimeAsync(500);
    await second;
    expect(fetches.filter((f) => f.url.endsWith('/v1/me/player'))).toHaveLength(1);
  });

  it('fails with "Failed to play track" when the play call is refused, and "Spotify player not ready" before ready', async () => {
    await expect(engine.load(URI)).rejects.toMatchObject({
      kind: 'not_ready',
      message: 'Spotify player not ready',
    });
    await connected();
    playStatus = 403;
    const load = engine.load(URI);
    const check = expect(load).rejects.toMatchObject({
      kind: 'play',
      message: 'Failed to play track',
    });
    await vi.advanceTimersByTimeAsync(500);
    await check;
  });

  it('throttles state updates to one per 300 ms, keeping the newest', async () => {
    await playing();
    expect(statuses).toEqual(['buffering', 'playing']);
    FakeSdkPlayer.last.emit('player_state_changed', state({ paused: true, position: 1000 }));
    FakeSdkPlayer.last.emit('player_state_changed', state({ paused: false, position: 1000 }));
    FakeSdkPlayer.last.emit('player_state_changed', state({ paused: true, position: 1200 }));
    expect(statuses).toEqual(['buffering', 'playing']);
    await vi.advanceTimersByTimeAsync(300);
    expect(statuses).toEqual(['buffering', 'playing', 'paused']);
  });

  it('ticks the position every 100 ms while playing, with 180000 ms when the duration is missing', async () => {
    await connected();
    const loaded = engine.load(URI);
    await vi.advanceTimersByTimeAsync(500);
    await loaded;
    FakeSdkPlayer.last.emit(
      'player_state_changed',
      state({
        duration: 0,
        track_window: {
          current_track: { ...track, duration_ms: undefined },
          previous_tracks: [],
          next_tracks: [],
        },
      }),
    );
    positions.length = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(positions.length).toBe(10);
    expect(positions.at(-1)![0]).toBeGreaterThanOrEqual(900);
    expect(positions.at(-1)![1]).toBe(180_000);
  });

  it('reports the end when the track stops at 0 and moves to previous_tracks', async () => {
    await playing();
    await vi.advanceTimersByTimeAsync(300);
    FakeSdkPlayer.last.emit(
      'player_state_changed',
      state({
        paused: true,
        position: 0,
        track_window: { current_track: track, previous_tracks: [track], next_tracks: [] },
      }),
    );
    expect(statuses.at(-1)).toBe('ended');
  });

  it('treats a pause at 0 mid-track as a pause, not an end', async () => {
    await playing();
    await vi.advanceTimersByTimeAsync(300);
    FakeSdkPlayer.last.emit('player_state_changed', state({ paused: true, position: 0 }));
    expect(statuses.at(-1)).toBe('paused');
  });

  it('ignores states about other tracks and reports playback errors of its own track', async () => {
    await playing();
    await vi.advanceTimersByTimeAsync(300);
    const other = { ...track, uri: 'spotify:track:2374M0fQpWi3dLnB54qaLX' };
    FakeSdkPlayer.last.emit(
      'player_state_changed',
      state({
        paused: true,
        track_window: { current_track: other, previous_tracks: [], next_tracks: [] },
      }),
    );
    expect(statuses.at(-1)).toBe('playing');
    FakeSdkPlayer.last.emit('playback_error', {
      message: 'Cannot perform operation; no list was loaded.',
    });
    expect(errors.map((e) => e.message)).toEqual(['Failed to play track']);
  });
});
