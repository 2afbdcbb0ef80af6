/**
 * The Spotify Web Playback SDK (https://developer.spotify.com/documentation/web-playback-sdk/reference):
 * the parts used here, and its loader. The script (https://sdk.scdn.co/spotify-player.js, or the URL
 * the server's /api/spotify/config names) loads on first use only and calls
 * `window.onSpotifyWebPlaybackSDKReady` when `window.Spotify.Player` exists.
 */
import { scriptLoader } from '../lib/script-loader';

export interface SpotifyTrackRef {
  id: string | null;
  uri: string;
  name: string;
  duration_ms?: number;
  artists?: { name: string; uri?: string }[];
  album?: { name?: string; images?: { url: string }[] };
}

/** WebPlaybackState. */
export interface SpotifyPlaybackState {
  paused: boolean;
  position: number;
  duration: number;
  loading?: boolean;
  track_window: {
    current_track: SpotifyTrackRef | null;
    previous_tracks: SpotifyTrackRef[];
    next_tracks: SpotifyTrackRef[];
  };
}

export interface SpotifyErrorEvent {
  message: string;
}

export interface SpotifySdkPlayer {
  connect(): Promise<boolean>;
  disconnect(): void;
  addListener(event: 'ready' | 'not_ready', cb: (e: { device_id: string }) => void): boolean;
  addListener(
    event: 'player_state_changed',
    cb: (state: SpotifyPlaybackState | null) => void,
  ): boolean;
  addListener(
    event:
      | 'initialization_error'
      | 'authentication_error'
      | 'account_error'
      | 'playback_error'
      | 'autoplay_failed',
    cb: (e: SpotifyErrorEvent) => void,
  ): boolean;
  removeListener(event: string): boolean;
  getCurrentState(): Promise<SpotifyPlaybackState | null>;
  setVolume(volume: number): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  seek(positionMs: number): Promise<void>;
  activateElement?(): Promise<void>;
}

export interface SpotifyNamespace {
  Player: new (options: {
    name: string;
    getOAuthToken: (cb: (token: string) => void) => void;
    volume?: number;
  }) => SpotifySdkPlayer;
}

declare global {
  interface Window {
    Spotify?: SpotifyNamespace;
    onSpotifyWebPlaybackSDKReady?: () => void;
  }
}

/** Longest wait for the SDK script, in ms (like the YouTube IFrame API's 15 s). */
export const SPOTIFY_SDK_TIMEOUT_MS = 15_000;

/** Loads the SDK script once; rejects after 15 s or on a script error (a later call retries). */
export const loadSpotifySdk: (url: string) => Promise<SpotifyNamespace> = scriptLoader({
  vendor: 'Spotify',
  timeoutMs: SPOTIFY_SDK_TIMEOUT_MS,
  api: () => (window.Spotify?.Player ? window.Spotify : undefined),
  onReady: (ready) => {
    window.onSpotifyWebPlaybackSDKReady = ready;
  },
});
