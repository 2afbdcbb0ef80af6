/**
 * The Spotify engine: a Web Playback SDK player in this tab (spec 001 §4 "Streaming
 * connection", §9 constants). `connect()` loads the SDK on first use, creates the player
 * (volume 0.5), connects, and resolves when it is `ready` with a device id; it rejects on the SDK's
 * initialization, authentication or account errors (account_error = no Premium): spotify-device.ts.
 * `load(uri)` transfers playback to this device (first time), waits 500 ms, then plays the track by
 * uri with the Web API (spotify-web-api.ts). States become the player's statuses and positions in
 * spotify-playback-state.ts. Errors after `ready` (playback_error, a failed play call) go to
 * `onError`.
 */
import { SPOTIFY_START_DELAY_MS } from '@common/constants';
import type { PlaybackStatus } from '../player-state';
import { playerLog } from '../lib/player-log';
import { createSpotifyDevice } from './spotify-device';
import { SpotifyEngineError } from './spotify-engine-error';
import { SpotifyPlaybackTracker } from './spotify-playback-state';
import { createSpotifyWebApi } from './spotify-web-api';

export interface SpotifyEngineOptions {
  sdkUrl: string;
  /** Web API base URL (https://api.spotify.com/ or a fake). */
  apiBaseUrl: string;
  /** A valid access token (the server refreshes it); rejects when there is none. */
  getToken: () => Promise<string>;
  onStatus: (status: PlaybackStatus) => void;
  onError: (error: SpotifyEngineError) => void;
  /** Called on every 100 ms tick while playing and on each applied state. */
  onPosition?: (positionMs: number, durationMs: number) => void;
  /** The player's name in Spotify Connect. */
  name?: string;
  fetch?: typeof fetch;
}

export interface SpotifyEngine {
  connect(): Promise<void>;
  readonly ready: boolean;
  readonly deviceId: string | null;
  /** Remembers `uri` without playing (state cued); `play()` starts it. */
  cue(uri: string): void;
  /** Plays `uri` from the start on this device. Rejects (kind `play`/`token`/`not_ready`) on failure. */
  load(uri: string): Promise<void>;
  play(): void;
  pause(): void;
  stop(): void;
  seek(positionMs: number): void;
  position(): { positionMs: number; durationMs: number };
  destroy(): void;
}

/** The engine the source router drives; one per page. */
export function createSpotifyEngine(options: SpotifyEngineOptions): SpotifyEngine {
  const webApi = createSpotifyWebApi(options);
  const tracker = new SpotifyPlaybackTracker(options);
  const device = createSpotifyDevice(options, {
    onState: tracker.onState,
    onPlaybackError: () => {
      if (tracker.expectedUri)
        options.onError(new SpotifyEngineError('playback', 'Failed to play track'));
    },
  });
  let cuedUri: string | null = null;
  let loadSeq = 0;

  async function load(uri: string): Promise<void> {
    const seq = ++loadSeq;
    cuedUri = null;
    tracker.expect(uri);
    const deviceId = device.deviceId;
    if (!deviceId) throw new SpotifyEngineError('not_ready', 'Spotify player not ready');
    tracker.emit('buffering');
    await device.player?.activateElement?.().catch(() => undefined);
    await device.transferOnce(webApi.transferPlayback, deviceId);
    await new Promise((r) => setTimeout(r, SPOTIFY_START_DELAY_MS));
    if (seq !== loadSeq || device.destroyed) return;
    const res = await webApi.playOnDevice(deviceId, uri);
    if (!res.ok) {
      // A device Spotify forgot (404): transfer again next time.
      if (res.status === 404) device.forgetTransfer();
      throw new SpotifyEngineError('play', 'Failed to play track');
    }
    playerLog('spotify', `play ${uri}`);
  }

  return {
    connect: () => device.connect(),
    get ready() {
      return Boolean(device.deviceId && device.player);
    },
    get deviceId() {
      return device.deviceId;
    },
    cue(uri) {
      loadSeq++;
      cuedUri = uri;
      tracker.cue();
      device.player?.pause().catch(() => undefined);
      tracker.emit('cued');
    },
    load,
    play() {
      if (cuedUri) {
        const uri = cuedUri;
        load(uri).catch((err: SpotifyEngineError) => options.onError(err));
        return;
      }
      device.player?.resume().catch(() => undefined);
    },
    pause() {
      device.player?.pause().catch(() => undefined);
    },
    stop() {
      loadSeq++;
      cuedUri = null;
      tracker.stop();
      device.player?.pause().catch(() => undefined);
    },
    seek(positionMs) {
      device.player?.seek(positionMs).catch(() => undefined);
    },
    position: tracker.position,
    destroy() {
      tracker.destroy();
      device.destroy();
    },
  };
}
